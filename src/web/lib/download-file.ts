import { ApiRequestError, type Send } from './api-client';
import { lazySession } from './session-store/lazy-session';

const fetchBlob: Send = async <T>(path: string, init: RequestInit, token?: string) => {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiRequestError(0, 'network', 'The server could not be reached');
  }
  if (!response.ok) {
    const body = await response.json().catch(() => undefined);
    const error = body?.error;
    throw new ApiRequestError(
      response.status,
      typeof error?.code === 'string' ? error.code : 'unavailable',
      error?.message ?? `HTTP ${response.status}`,
    );
  }
  return (await response.blob()) as T;
};

/**
 * Fetches a file from the API as the signed-in user (Bearer, refreshed on a 401) and offers it
 * as a download named `fileName`.
 */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const blob = lazySession.getState().session
    ? await lazySession.actions.authorizedSend<Blob>(fetchBlob, path, {})
    : await fetchBlob<Blob>(path, {});
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
