import { describe, expect, it } from 'vitest';
import { searchRequestSchema } from './search-request';

const valid = { level: 'advanced', district: 'vitosha', preferredTime: 'evenings', message: '' };

describe('searchRequestSchema', () => {
  it('accepts a request without a message', () => {
    expect(searchRequestSchema.safeParse(valid).success).toBe(true);
  });

  it('requires level, location and a non-blank time', () => {
    const result = searchRequestSchema.safeParse({
      level: '',
      district: '',
      preferredTime: '   ',
      message: '',
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path[0]).sort();
    expect(paths).toEqual(['district', 'level', 'preferredTime']);
    expect(result.error?.issues.every((issue) => issue.message === 'required')).toBe(true);
  });

  it('does not offer Krasno selo', () => {
    expect(searchRequestSchema.safeParse({ ...valid, district: 'krasno_selo' }).success).toBe(
      false,
    );
  });
});
