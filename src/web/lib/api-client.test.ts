import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiFetch, setApiAuth } from './api-client';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

afterEach(() => {
  setApiAuth(undefined);
  vi.unstubAllGlobals();
});

describe('apiFetch', () => {
  it('sends the access token and, after a 401, refreshes once and retries once', async () => {
    const seen: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_path: string, init: RequestInit) => {
        const auth = new Headers(init.headers).get('authorization');
        seen.push(auth);
        return auth === 'Bearer new'
          ? json(200, { ok: true })
          : json(401, { error: { code: 'invalid_token', message: 'expired' } });
      }),
    );
    const refreshAfterUnauthorized = vi.fn(async () => 'new');
    setApiAuth({ accessToken: () => 'old', refreshAfterUnauthorized });
    await expect(apiFetch('/api/profile')).resolves.toEqual({ ok: true });
    expect(seen).toEqual(['Bearer old', 'Bearer new']);
    expect(refreshAfterUnauthorized).toHaveBeenCalledWith('old');
  });

  it('gives up with the 401 when the refresh brings no new token', async () => {
    const fetchMock = vi.fn(async () =>
      json(401, { error: { code: 'invalid_token', message: 'expired' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    setApiAuth({ accessToken: () => 'old', refreshAfterUnauthorized: async () => undefined });
    await expect(apiFetch('/api/profile')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends no token for auth: false and reports an unreachable server as network', async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    setApiAuth({ accessToken: () => 'old', refreshAfterUnauthorized: async () => 'new' });
    const error = await apiFetch('/api/auth/sign-in', { auth: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 0, code: 'network' });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(new Headers(init.headers).get('authorization')).toBeNull();
  });
});
