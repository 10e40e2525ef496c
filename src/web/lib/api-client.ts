import type { ApiError } from '../../contract/errors';

/** A failed API call: the server's stable error code, or `network` when it could not be reached. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers: { accept: 'application/json', ...init.headers },
    });
  } catch {
    throw new ApiRequestError(0, 'network', 'The server could not be reached');
  }
  const body: unknown =
    response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = (body as Partial<ApiError> | undefined)?.error;
    if (error && typeof error.code === 'string') {
      throw new ApiRequestError(response.status, error.code, error.message, error.fields);
    }
    throw new ApiRequestError(response.status, 'unavailable', `HTTP ${response.status}`);
  }
  return body as T;
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
