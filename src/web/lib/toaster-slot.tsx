import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toasterDemand } from './toast';

const ToasterHost = lazy(() => import('./toaster-host'));

/** Mounts sonner's Toaster once the first toast is asked for. */
export function ToasterSlot() {
  const wanted = useSyncExternalStore(toasterDemand.subscribe, toasterDemand.get, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToasterHost />
    </Suspense>
  );
}
