import {
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useState,
} from 'react';

// Without the provider (a component rendered on its own), the page is alive.
const HydratedContext = createContext(true);

/**
 * Tells the app whether it runs yet: false on the server and while the browser hydrates the
 * server's page, true after. One state for the whole page, switched as a transition, so that
 * what depends on it re-renders in slices instead of one long task after hydration.
 */
export function HydrationProvider({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

/** False while the page is the server's rendering, true once React runs it in the browser. */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
