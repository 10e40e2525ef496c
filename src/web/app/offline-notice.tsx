import { lazy, type ReactNode, Suspense } from 'react';
import { useOnline } from '#web/lib/use-online';

// Loaded only once the connection is gone (the service worker has it by then). Before a
// worker has the app, the chunk cannot load offline: the page then goes on without the notice.
const OfflineBanner = lazy<() => ReactNode>(() =>
  import('./offline-banner').catch(() => ({ default: () => null })),
);

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
