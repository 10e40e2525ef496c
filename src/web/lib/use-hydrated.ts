import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the page is the server's rendering (on the server, and while the browser hydrates
 * it), true once React runs it in the browser.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
