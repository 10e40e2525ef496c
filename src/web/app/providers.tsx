import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SessionProvider } from '../lib/session';

/** App-wide providers: the session and the one query client of this page load. */
export function Providers(props: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={props.queryClient}>
      <SessionProvider>{props.children}</SessionProvider>
    </QueryClientProvider>
  );
}
