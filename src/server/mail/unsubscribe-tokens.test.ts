import { describe, expect, it } from 'vitest';
import { createUnsubscribeTokens } from './unsubscribe-tokens';

const USER = '00000000-0000-0000-0000-000000000001';
const OTHER = '00000000-0000-0000-0000-000000000002';

describe('unsubscribe tokens', () => {
  const tokens = createUnsubscribeTokens('secret-secret-secret-secret-secret-1');

  it('verifies its own tokens', () => {
    expect(tokens.verify(tokens.sign(USER, 'messages'))).toEqual({
      userId: USER,
      category: 'messages',
    });
  });

  it('refuses a token for another user, category or key', () => {
    const signature = tokens.sign(USER, 'messages').split('.')[2];
    expect(tokens.verify(`${OTHER}.messages.${signature}`)).toBeUndefined();
    expect(tokens.verify(`${USER}.play_requests.${signature}`)).toBeUndefined();
    const foreign = createUnsubscribeTokens('another-secret-another-secret-1234');
    expect(tokens.verify(foreign.sign(USER, 'messages'))).toBeUndefined();
  });

  it('refuses garbage', () => {
    for (const token of [
      '',
      'a.b.c',
      `${USER}.nope.x`,
      `${USER}.messages`,
      `${USER}.messages.x.y`,
    ]) {
      expect(tokens.verify(token)).toBeUndefined();
    }
  });
});
