import { QueryClient } from '@tanstack/react-query';

/**
 * One TanStack Query client for the signed-in pages (profile, my courts, my bookings, my
 * matches), the bell and the booking dialog, so a change on one page refreshes the others. It
 * lives in their lazy chunks, never in the home page's (decision 002). What it holds belongs to
 * one user: the signed-in top bar clears it when that user signs out or another signs in.
 */
export const appQueryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});
