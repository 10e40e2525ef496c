import { useEffect, useRef } from 'react';
import type { ActivityEvent } from './realtime-client';

type ActivityKind = Exclude<ActivityEvent['type'], 'resync'>;

/**
 * Calls `listener` for the signed-in user's live frames of the given kinds (and after a
 * reconnect, when anything may have changed). Nothing while `enabled` is false, and a visitor's
 * page never loads the realtime client.
 */
export function useActivity(
  kind: ActivityKind | readonly ActivityKind[],
  enabled: boolean,
  listener: (event: ActivityEvent) => void,
) {
  const latest = useRef(listener);
  latest.current = listener;
  const kinds = (Array.isArray(kind) ? kind : [kind]).join();
  useEffect(() => {
    if (!enabled) return;
    const wanted = new Set(kinds.split(','));
    let stop: (() => void) | undefined;
    let ended = false;
    void import('./realtime').then(({ realtime }) => {
      if (ended) return;
      stop = realtime().onActivity((event) => {
        if (wanted.has(event.type) || event.type === 'resync') latest.current(event);
      });
    });
    return () => {
      ended = true;
      stop?.();
    };
  }, [kinds, enabled]);
}
