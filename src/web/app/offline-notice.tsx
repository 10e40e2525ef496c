import { lazy, Suspense } from 'react';
import { useOnline } from '../lib/use-online';

// Loaded only once the connection is gone (the service worker has it by then).
const OfflineBanner = lazy(() => import('./offline-banner'));

/** Under the top bar while there is no connection. */
export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <Suspense fallback={null}>
      <OfflineBanner />
    </Suspense>
  );
}
