import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { REALTIME_LIMITS, REALTIME_PATH } from '../../contract/realtime';
import { ApiError } from '../lib/api-error';
import { RealtimeConnection } from '../realtime/connection';
import { RealtimeHub } from '../realtime/hub';
import { isAllowedSocketOrigin } from '../realtime/socket-origin';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeHub;
  }
}

export interface RealtimeOptions {
  /** Origins besides the request's own host whose pages may open a socket (APP_URL's, CORS_ORIGINS). */
  allowedOrigins(): string[];
  /** How often subscriptions are checked against their conversations' last seqs. */
  catchUpEveryMs?: number;
  /** How often sockets are pinged and their sessions checked (REALTIME_LIMITS by default). */
  heartbeatEveryMs?: number;
}

/** Sockets pinged and sessions checked together at a heartbeat, before the next slice. */
const HEARTBEAT_SLICE = 200;

/** WebSocket endpoint at /api/realtime, fed by the database's NOTIFY events. */
export const realtimePlugin = fp(
  async (app: FastifyInstance, options: RealtimeOptions) => {
    const hub = new RealtimeHub(app.db, app.log, options.catchUpEveryMs);
    await hub.start();
    app.decorate('realtime', hub);

    const connections = new Set<RealtimeConnection>();
    /**
     * Pings every socket and checks the signed-in sockets' sessions, one query for each slice
     * of sockets, letting requests run between slices. A query per socket, and every socket
     * at once in one task, held the database pool and the event loop for half a second at
     * every heartbeat once 2,000 sockets were open, and every request waited (bench/RESULTS.md).
     */
    const checkSessions = async () => {
      const all = [...connections];
      for (let start = 0; start < all.length; start += HEARTBEAT_SLICE) {
        if (start > 0) await new Promise((resume) => setImmediate(resume));
        const checks = all.slice(start, start + HEARTBEAT_SLICE).flatMap((connection) => {
          const token = connection.heartbeat();
          return token ? [{ connection, token }] : [];
        });
        if (checks.length === 0) continue;
        try {
          const claims = await app.accessTokens.verifyMany(checks.map((check) => check.token));
          checks.forEach(({ connection, token }, i) => {
            if (!claims[i]) connection.sessionEnded(token);
          });
        } catch (error) {
          checks[0]?.connection.sessionUnchecked(error);
        }
      }
    };
    const heartbeat = setInterval(
      () => void checkSessions(),
      options.heartbeatEveryMs ?? REALTIME_LIMITS.heartbeatIntervalMs,
    ).unref();

    // Before @fastify/websocket's own preClose (which closes with no code): each socket hears
    // 1001 'going away', so its client reconnects quietly while the HTTP server drains.
    app.addHook('preClose', async () => {
      for (const connection of connections) connection.goAway();
    });
    await app.register(websocket, {
      options: { maxPayload: REALTIME_LIMITS.maxFrameBytes },
      errorHandler(error, socket, request) {
        // A frame too big or not a WebSocket frame: ws is already closing that socket with the
        // code that says why (1009, 1002…). Someone else's fault, so no error in the log.
        if ((error as { code?: string }).code?.startsWith('WS_ERR_')) {
          request.log.info({ err: error }, 'realtime socket sent a frame it may not');
          return;
        }
        request.log.error({ err: error }, 'realtime socket failed');
        socket.terminate();
      },
    });
    const checkOrigin = async (request: FastifyRequest) => {
      if (!isAllowedSocketOrigin(request.headers.origin, request.host, options.allowedOrigins())) {
        throw new ApiError(403, 'forbidden', 'Pages of this origin may not open the socket');
      }
    };
    app.get(REALTIME_PATH, { websocket: true, onRequest: checkOrigin }, (socket) => {
      const connection = new RealtimeConnection(socket, {
        db: app.db,
        hub,
        log: app.log,
        verifyToken: (token) => app.accessTokens.verify(token),
      });
      connections.add(connection);
      socket.on('close', () => connections.delete(connection));
    });

    app.addHook('onClose', async () => {
      clearInterval(heartbeat);
      await hub.stop();
    });
  },
  { name: 'realtime', dependencies: ['auth'] },
);
