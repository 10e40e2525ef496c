import { QueryClient } from '@tanstack/react-query';
import { lazySession } from './session-store/lazy-session';

/**
 * One TanStack Query client for the signed-in pages (profile, my courts, my bookings, my
 * matches) and the bell, so a change on one page refreshes the others. It lives in their lazy
 * chunks, never in the home page's (decision 002).
 */
export const appQueryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});

// Everything it holds belongs to one user: forget it when another signs in, or nobody is.
let userId = lazySession.getState().session?.user.id;
lazySession.subscribe(() => {
  const next = lazySession.getState().session?.user.id;
  if (next === userId) return;
  userId = next;
  appQueryClient.clear();
});
