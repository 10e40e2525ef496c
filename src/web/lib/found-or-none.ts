import { ApiRequestError } from './api-client';

/**
 * One thing asked for by its id, or null when the server says there is no such thing (404, or
 * 400 for an id that cannot be one). Null is an answer, not a failure: the server's rendering
 * hands it to the browser with the page, which then shows its not-found page without asking
 * again, as it shows a found one.
 */
export async function foundOrNone<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) {
      return null;
    }
    throw error;
  }
}
