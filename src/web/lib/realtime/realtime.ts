import { RealtimeClient } from './realtime-client';

let client: RealtimeClient | undefined;
let tokenSource: () => string | null = () => null;

/** The session module tells where the current access token comes from, and when it changed. */
export function setRealtimeTokenSource(source: () => string | null) {
  tokenSource = source;
  client?.tokenChanged();
}

export function notifyRealtimeTokenChanged() {
  client?.tokenChanged();
}

/** The page's one realtime connection, opened on first use. */
export function realtime(): RealtimeClient {
  client ??= new RealtimeClient({ getAccessToken: () => tokenSource() });
  return client;
}
