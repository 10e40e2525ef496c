import { useEffect } from 'react';
import { useLocationHash } from './navigation';

/**
 * Brings the element named by the URL's #fragment (a notification's link, e.g.
 * `/my/courts#booking-…`) into view and focus once its list has loaded.
 */
export function useHashTarget(ready: boolean) {
  const hash = useLocationHash();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const element = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!element) return;
    element.scrollIntoView({ block: 'center' });
    element.focus({ preventScroll: true });
  }, [ready, hash]);
}
