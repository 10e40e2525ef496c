import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { REALTIME_LIMITS, REALTIME_PATH } from '#contract/realtime';
import { ApiError } from '#server/lib/api-error';
import { RealtimeConnection } from '#server/realtime/connection';
import { RealtimeHub } from '#server/realtime/hub';
import { isAllowedSocketOrigin } from '#server/realtime/socket-origin';

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
/**
 * The heartbeat visits the sockets in this many turns spread over its interval, each socket in
 * one turn, so that its work never lands on the requests all at once.
 */
const HEARTBEAT_TURNS = 10;

/** WebSocket endpoint at /api/realtime, fed by the database's NOTIFY events. */
export const realtimePlugin = fp(
  async (app: FastifyInstance, options: RealtimeOptions) => {
    const hub = new RealtimeHub(app.db, app.log, options.catchUpEveryMs);
    await hub.start();
    app.decorate('realtime', hub);

    /** Each open socket and the heartbeat turn it is visited in. */
    const connections = new Map<RealtimeConnection, number>();
    let opened = 0;
    let turn = 0;
    /**
     * Pings this turn's sockets and checks the signed-in ones' sessions, one query for each
     * slice, letting requests run between slices. Every socket at once, each with a query, held
     * the database pool and the event loop for half a second at every heartbeat once 2,000
     * sockets were open, and every request waited; all in one turn, still 160 ms of messages
     * every 25 s (bench/RESULTS.md).
     */
    const checkSessions = async (due: RealtimeConnection[]) => {
      for (let start = 0; start < due.length; start += HEARTBEAT_SLICE) {
        if (start > 0) await new Promise((resume) => setImmediate(resume));
        const checks = due.slice(start, start + HEARTBEAT_SLICE).flatMap((connection) => {
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
      () => {
        const due = [...connections].flatMap(([connection, t]) => (t === turn ? [connection] : []));
        turn = (turn + 1) % HEARTBEAT_TURNS;
        void checkSessions(due);
      },
      (options.heartbeatEveryMs ?? REALTIME_LIMITS.heartbeatIntervalMs) / HEARTBEAT_TURNS,
    ).unref();

    // Before @fastify/websocket's own preClose (which closes with no code): each socket hears
    // 1001 'going away', so its client reconnects quietly while the HTTP server drains.
    app.addHook('preClose', async () => {
      for (const connection of connections.keys()) connection.goAway();
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
      connections.set(connection, opened++ % HEARTBEAT_TURNS);
      socket.on('close', () => connections.delete(connection));
    });

    app.addHook('onClose', async () => {
      clearInterval(heartbeat);
      await hub.stop();
    });
  },
  { name: 'realtime', dependencies: ['auth'] },
);
