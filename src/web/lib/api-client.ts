import type { ApiError } from '../../contract/errors';

/** A failed API call: the server's stable error code, or `network` when it could not be reached. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly reasons?: string[],
  ) {
    super(message);
  }
}

/**
 * How signed-in calls get their token. The session module registers itself here, so this file
 * stays free of React and of the session's details.
 */
export interface ApiAuth {
  /** The current access token, if signed in. */
  accessToken(): string | undefined;
  /** Called once after a 401: refreshes the session and returns the new token, if any. */
  refreshAfterUnauthorized(failedAccessToken: string): Promise<string | undefined>;
}

let apiAuth: ApiAuth | undefined;

export function setApiAuth(auth: ApiAuth | undefined) {
  apiAuth = auth;
}

export interface ApiRequestInit extends RequestInit {
  /** Send `Authorization: Bearer <access token>` when signed in (default true). */
  auth?: boolean;
}

async function send<T>(path: string, init: RequestInit, accessToken?: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers: {
        accept: 'application/json',
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
        ...init.headers,
      },
    });
  } catch (error) {
    if ((error as Error | undefined)?.name === 'AbortError') throw error;
    throw new ApiRequestError(0, 'network', 'The server could not be reached');
  }
  const body: unknown =
    response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = (body as Partial<ApiError> | undefined)?.error;
    if (error && typeof error.code === 'string') {
      throw new ApiRequestError(
        response.status,
        error.code,
        error.message,
        error.fields,
        error.reasons,
      );
    }
    throw new ApiRequestError(response.status, 'unavailable', `HTTP ${response.status}`);
  }
  return body as T;
}

/**
 * Calls the API. When signed in it sends the access token; a 401 then triggers one refresh of
 * the session and one retry with the new token.
 */
export async function apiFetch<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const { auth = true, ...request } = init;
  const token = auth ? apiAuth?.accessToken() : undefined;
  try {
    return await send<T>(path, request, token);
  } catch (error) {
    if (!(token && apiAuth && error instanceof ApiRequestError && error.status === 401)) {
      throw error;
    }
    const fresh = await apiAuth.refreshAfterUnauthorized(token).catch(() => undefined);
    if (!fresh || fresh === token) throw error;
    return send<T>(path, request, fresh);
  }
}

/** A JSON body for apiFetch. */
export function jsonBody(value: unknown): Pick<RequestInit, 'body' | 'method'> {
  return { method: 'POST', body: JSON.stringify(value) };
}

/** Turns a filter object into a query string, dropping empty values and joining lists with commas. */
export function toQueryString(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) search.set(key, value.join(','));
    } else {
      search.set(key, String(value));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
