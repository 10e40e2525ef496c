import { describe, expect, it } from 'vitest';
import { WRITE_LIMITS, type WriteAction, writeLimitChecks } from './rate-rules';

const actions = Object.keys(WRITE_LIMITS) as WriteAction[];

describe('write limits', () => {
  it.each(actions)('%s counts per account and per address, the address more loosely', (action) => {
    const checks = writeLimitChecks(action, { userId: 'user-1', ip: '10.0.0.1' });
    const perUser = checks.filter((c) => c.key === 'user-1');
    const perAddress = checks.filter((c) => c.key === '10.0.0.1');
    expect(perUser.length).toBeGreaterThan(0);
    expect(perAddress.length).toBeGreaterThan(0);
    expect(perUser.length + perAddress.length).toBe(checks.length);
    for (const user of perUser) {
      const address = perAddress.find((c) => c.rule.windowMs === user.rule.windowMs);
      expect(address?.rule.limit).toBeGreaterThan(user.rule.limit);
    }
  });

  it('keeps every rule’s events apart from every other rule’s', () => {
    const names = actions.flatMap((action) =>
      writeLimitChecks(action, { userId: 'u', ip: 'i' }).map((c) => c.rule.name),
    );
    expect(new Set(names).size).toBe(names.length);
  });
});
