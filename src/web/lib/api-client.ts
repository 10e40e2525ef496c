import type { ApiError, ErrorCode } from '#contract/errors';
import { settleToast } from './toast';

/** What a failed call says: one of the server's stable codes, or `network` when it was not reached. */
export type RequestErrorCode = ErrorCode | 'network';

/** A failed API call, with its code typed: comparing it with a code nobody sends does not compile. */
export class ApiRequestError extends Error {
  /** The call that failed, `METHOD /path` (apiFetch's): its toast goes when the call next works. */
  action?: string;

  constructor(
    readonly status: number,
    readonly code: RequestErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** The whole body answered, for errors that carry more (a closure's bookings in the way). */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

/** Sends one call, with the access token when given. */
export type Send = <T>(path: string, init: RequestInit, token?: string) => Promise<T>;

/**
 * Sends a signed-in call. The session module installs it (token, and one refresh and retry on
 * a 401), so this file stays free of React and of the session's details.
 */
export type ApiAuth = <T>(send: Send, path: string, init: RequestInit) => Promise<T>;

let apiAuth: ApiAuth | undefined;

export function setApiAuth(auth: ApiAuth | undefined) {
  apiAuth = auth;
}

/** How a call reaches the server: the browser's fetch, or the server's own when it renders a page. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (path, init) => fetch(path, init);

export function setApiTransport(serverTransport: ApiTransport) {
  transport = serverTransport;
}

export interface ApiRequestInit extends RequestInit {
  /** Send `Authorization: Bearer <access token>` when signed in (default true). */
  auth?: boolean;
}

const send: Send = async <T>(path: string, init: RequestInit, token?: string): Promise<T> => {
  let response: Response;
  try {
    response = await transport(path, {
      ...init,
      headers: {
        accept: 'application/json',
        ...(token && { authorization: `Bearer ${token}` }),
        ...init.headers,
      },
    });
  } catch {
    throw new ApiRequestError(0, 'network', 'The server could not be reached');
  }
  const body: unknown =
    response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = (body as Partial<ApiError> | undefined)?.error;
    if (error && typeof error.code === 'string') {
      // The server's codes are its contract's; a newer server's unknown code is still shown by its
      // message (errorTextKey falls back to it).
      throw new ApiRequestError(
        response.status,
        error.code as ErrorCode,
        error.message,
        error.fields,
        body,
      );
    }
    throw new ApiRequestError(response.status, 'unavailable', `HTTP ${response.status}`);
  }
  return body as T;
};

/** What a call does, for its toasts: `POST /api/auth/sign-up`, the query left out. */
export function requestAction(path: string, init: RequestInit): string {
  return `${(init.method ?? 'GET').toUpperCase()} ${path.split('?')[0]}`;
}

/**
 * Calls the API, as the signed-in user when there is one (unless `auth: false`). A failure names
 * its call, so its error toast is about it; a success takes away the error toast an earlier try
 * of the same call left (a sign-up refused for a common password, then one that works).
 */
export async function apiFetch<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const { auth = true, ...request } = init;
  const action = requestAction(path, request);
  try {
    const body = await (auth && apiAuth ? apiAuth<T>(send, path, request) : send<T>(path, request));
    settleToast(action);
    return body;
  } catch (error) {
    if (error instanceof ApiRequestError) error.action ??= action;
    throw error;
  }
}

/** A JSON body for apiFetch. */
export function jsonBody(value: unknown) {
  return {
    method: 'POST',
    body: JSON.stringify(value),
    headers: { 'content-type': 'application/json' } as Record<string, string>,
  };
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
