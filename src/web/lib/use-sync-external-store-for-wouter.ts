// wouter imports `use-sync-external-store/shim`, the polyfill for React 17; React 19 has the
// hook itself (decision 011). The package's main entry would do the same, but in the server's
// rendering bundle (not built for production) it prints a warning at every start.
export { useSyncExternalStore } from 'react';
