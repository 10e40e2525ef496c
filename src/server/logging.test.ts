import { describe, expect, it } from 'vitest';
import { urlForLog } from './logging';

describe('urlForLog', () => {
  it('blanks the values of secret-looking query parameters and keeps the rest', () => {
    expect(urlForLog('/api/notifications/unsubscribe?token=abc.def')).toBe(
      '/api/notifications/unsubscribe?token=[redacted]',
    );
    expect(urlForLog('/api/players?district=vitosha&Token=x&q=ana%20b&access%5Ftoken=y')).toBe(
      '/api/players?district=vitosha&Token=[redacted]&q=ana%20b&access%5Ftoken=[redacted]',
    );
    expect(urlForLog('/api/courts?tab=courts&token')).toBe(
      '/api/courts?tab=courts&token=[redacted]',
    );
    expect(urlForLog('/api/courts?%E0%A4%A=1')).toBe('/api/courts?%E0%A4%A=1');
    expect(urlForLog('/api/courts')).toBe('/api/courts');
  });
});
