import { useSyncExternalStore } from 'react';
import { realtime } from '#web/lib/realtime/realtime';

export function useRealtimeStatus() {
  return useSyncExternalStore(
    (onChange) => realtime().onStatus(onChange),
    () => realtime().currentStatus,
  );
}
