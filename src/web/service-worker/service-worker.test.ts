import { describe, expect, it, vi } from 'vitest';
import { isPublicRead } from './cached-routes';
import { type AppWindow, openNotificationPage } from './notification-click';
import { notificationUrl, pushNotification } from './push-message';

const url = (path: string) => new URL(path, 'https://tennis.example');

describe('isPublicRead', () => {
  it('keeps everybody’s lists and details for offline use, nobody’s own data', () => {
    expect(isPublicRead('GET', url('/api/players?level=beginner'))).toBe(true);
    expect(isPublicRead('GET', url('/api/courts/abc/availability?date=2026-11-24'))).toBe(true);
    expect(isPublicRead('GET', url('/api/partner-requests?district=center'))).toBe(true);
    expect(isPublicRead('GET', url('/api/map-tiles'))).toBe(true);
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

describe('openNotificationPage', () => {
  const PAGE = 'https://tennis.example/my/courts#booking-1';
  const appWindow = (options: { focus?: boolean; navigate?: boolean } = {}) => {
    const calls: string[] = [];
    const client: AppWindow = {
      focus: vi.fn(async () => {
        calls.push('focus');
        if (options.focus === false) throw new DOMException('Not allowed', 'InvalidAccessError');
      }),
      navigate: vi.fn(async (url: string) => {
        calls.push(`navigate ${url}`);
        if (options.navigate === false) throw new TypeError('Not controlled');
      }),
    };
    return { window: client, calls };
  };
  const clients = (...windows: AppWindow[]) => ({
    matchAll: vi.fn(async () => windows),
    openWindow: vi.fn(async () => null),
  });

  it('brings the app’s last used window to the front, then takes it to the page', async () => {
    const last = appWindow();
    const other = appWindow();
    const app = clients(last.window, other.window);
    await openNotificationPage(app, PAGE);
    expect(app.matchAll).toHaveBeenCalledWith({ type: 'window' });
    expect(last.calls).toEqual(['focus', `navigate ${PAGE}`]);
    expect(other.calls).toEqual([]);
    expect(app.openWindow).not.toHaveBeenCalled();
  });

  it('takes the window to the page even when the browser refuses to bring it to the front', async () => {
    const refused = appWindow({ focus: false });
    const app = clients(refused.window);
    await openNotificationPage(app, PAGE);
    expect(refused.calls).toEqual(['focus', `navigate ${PAGE}`]);
    expect(app.openWindow).not.toHaveBeenCalled();
  });

  it('opens a new window when the app has none, or the one it has cannot go to the page', async () => {
    const none = clients();
    await openNotificationPage(none, PAGE);
    expect(none.openWindow).toHaveBeenCalledWith(PAGE);

    const gone = appWindow({ navigate: false });
    const app = clients(gone.window);
    await openNotificationPage(app, PAGE);
    expect(app.openWindow).toHaveBeenCalledWith(PAGE);
  });
});
