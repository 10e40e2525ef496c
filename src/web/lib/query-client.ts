import { QueryClient } from '@tanstack/react-query';

/**
 * The query client of one page load in the browser, or of one server rendering. What it holds
 * may belong to one user: the signed-in top bar clears it when that user signs out or another
 * signs in.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
  });
}
