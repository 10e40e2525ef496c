import type { ReactNode } from 'react';
import { SessionProvider } from '../lib/session';

/**
 * App-wide providers. TanStack Query is not mounted here: it does not fit the home page's
 * JavaScript budget (decision 002); routes that want it load it with their own chunk.
 */
export function Providers({ children }: { children: ReactNode }) {
  return <SessionProvider>{children}</SessionProvider>;
}
