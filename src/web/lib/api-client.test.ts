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
  it('turns an error answer into ApiRequestError with its code and fields', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(422, {
          error: { code: 'weak_password', message: 'weak', fields: { password: 'common' } },
        }),
      ),
    );
    await expect(apiFetch('/api/auth/sign-up', { auth: false })).rejects.toMatchObject({
      status: 422,
      code: 'weak_password',
      fields: { password: 'common' },
    });
  });

  it('goes through the installed session for signed-in calls, not for auth: false', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { ok: true })),
    );
    const auth = vi.fn((send, path: string, init: RequestInit) => send(path, init, 'token'));
    setApiAuth(auth);
    await apiFetch('/api/profile');
    await apiFetch('/api/auth/refresh', { auth: false });
    expect(auth).toHaveBeenCalledTimes(1);
    const calls = (fetch as unknown as { mock: { calls: [string, RequestInit][] } }).mock.calls;
    expect(new Headers(calls[0]?.[1].headers).get('authorization')).toBe('Bearer token');
    expect(new Headers(calls[1]?.[1].headers).get('authorization')).toBeNull();
  });

  it('reports an unreachable server as network', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await apiFetch('/api/players').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 0, code: 'network' });
  });
});

describe('ApiRequestError', () => {
  it('takes only the codes of the contract, and network', () => {
    expect(new ApiRequestError(409, 'blocked', 'Blocked').code).toBe('blocked');
    expect(new ApiRequestError(0, 'network', 'Unreachable').code).toBe('network');
    // @ts-expect-error: no server sends this code, so no screen may wait for it
    expect(new ApiRequestError(400, 'no_such_code', 'x').code).toBe('no_such_code');
  });
});
