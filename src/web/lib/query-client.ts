import { QueryClient } from '@tanstack/react-query';

/**
 * One TanStack Query client for the signed-in pages (profile, my courts, my bookings, my
 * matches), so a change on one page refreshes the others. It lives in their lazy chunks, never
 * in the home page's (decision 002).
 */
export const appQueryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});
