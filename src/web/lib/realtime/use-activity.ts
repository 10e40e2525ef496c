import { useEffect, useRef } from 'react';
import { realtime } from './realtime';
import type { ActivityEvent } from './realtime-client';

/**
 * Calls `listener` for the signed-in user's live `booking` or `match` frames of `kind` (and
 * after a reconnect, when anything may have changed). Nothing while `enabled` is false.
 */
export function useActivity(
  kind: 'booking' | 'match',
  enabled: boolean,
  listener: (event: ActivityEvent) => void,
) {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => {
    if (!enabled) return;
    return realtime().onActivity((event) => {
      if (event.type === kind || event.type === 'resync') latest.current(event);
    });
  }, [kind, enabled]);
}
