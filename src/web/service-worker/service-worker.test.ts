import { describe, expect, it } from 'vitest';
import { isPublicRead } from './cached-routes';
import { notificationUrl, pushNotification } from './push-message';

const url = (path: string) => new URL(path, 'https://tennis.example');

describe('isPublicRead', () => {
  it('keeps everybody’s lists and details for offline use, nobody’s own data', () => {
    expect(isPublicRead('GET', url('/api/players?level=beginner'))).toBe(true);
    expect(isPublicRead('GET', url('/api/courts/abc/availability?date=2026-11-24'))).toBe(true);
    expect(isPublicRead('GET', url('/api/partner-requests?district=center'))).toBe(true);
    expect(isPublicRead('GET', url('/api/partner-requests?mine=true'))).toBe(false);
    expect(isPublicRead('GET', url('/api/courts/abc/owner-contact'))).toBe(false);
    expect(isPublicRead('GET', url('/api/my/courts'))).toBe(false);
    expect(isPublicRead('GET', url('/api/notifications'))).toBe(false);
    expect(isPublicRead('POST', url('/api/players'))).toBe(false);
  });
});

describe('pushNotification', () => {
  it('shows the server’s text and opens the app’s own page only', () => {
    const shown = pushNotification({ title: 'Нова заявка', body: 'Корт 1', url: '/my/courts' });
    expect(shown?.title).toBe('Нова заявка');
    expect(shown?.options).toMatchObject({ body: 'Корт 1', data: { url: '/my/courts' } });
    expect(pushNotification({ title: 'x', url: 'https://evil.example' })?.options.data.url).toBe(
      '/',
    );
    expect(pushNotification({ body: 'no title' })).toBeUndefined();
    expect(pushNotification(null)).toBeUndefined();
    expect(notificationUrl({ url: '//evil.example/x' }, 'https://tennis.example')).toBe(
      'https://tennis.example/',
    );
  });
});
