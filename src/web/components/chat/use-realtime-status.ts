import { useSyncExternalStore } from 'react';
import { realtime } from '../../lib/realtime/realtime';

export function useRealtimeStatus() {
  return useSyncExternalStore(
    (onChange) => realtime().onStatus(onChange),
    () => realtime().currentStatus,
  );
}
