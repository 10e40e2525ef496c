import { lazySession } from '../session-store/lazy-session';
import { sessionApi } from '../session-store/session-api';
import { RealtimeClient } from './realtime-client';

let client: RealtimeClient | undefined;

const accessToken = () => lazySession.getState().session?.access_token ?? null;

/**
 * The page's one realtime connection, opened on first use. It follows the session: a refreshed
 * access token is handed to the open socket, signing out closes it. When the server refuses the
 * session (ended elsewhere), a signed-in call finds out: it refreshes, or signs this tab out.
 */
export function realtime(): RealtimeClient {
  if (client) return client;
  const created = new RealtimeClient({
    getAccessToken: accessToken,
    onSessionRefused: () => void sessionApi.currentUser().catch(() => undefined),
  });
  let token = accessToken();
  lazySession.subscribe(() => {
    const next = accessToken();
    if (next === token) return;
    token = next;
    created.tokenChanged();
  });
  client = created;
  return created;
}
