import { describe, expect, it } from 'vitest';
import { DISTRICTS } from './enum-values';
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

  it('takes every district the product knows, Krasno selo too', () => {
    for (const district of DISTRICTS) {
      expect(searchRequestSchema.safeParse({ ...valid, district }).success, district).toBe(true);
    }
    expect(searchRequestSchema.safeParse({ ...valid, district: 'nowhere' }).success).toBe(false);
  });
});
