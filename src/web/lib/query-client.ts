import { QueryClient } from '@tanstack/react-query';

/**
 * The query client of one page load in the browser, or of one server rendering. What it holds
 * may belong to one user: the signed-in top bar clears it when that user signs out or another
 * signs in.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // offlineFirst: without a connection a query still asks once, and the service worker
      // answers with the data last seen; only retries wait for the connection.
      queries: {
        staleTime: 30_000,
        retry: 1,
        refetchOnWindowFocus: false,
        networkMode: 'offlineFirst',
      },
    },
  });
}
