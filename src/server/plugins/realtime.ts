import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { REALTIME_LIMITS, REALTIME_PATH } from '../../contract/realtime';
import { RealtimeConnection } from '../realtime/connection';
import { RealtimeHub } from '../realtime/hub';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeHub;
  }
}

/** WebSocket endpoint at /api/realtime, fed by the database's NOTIFY events. */
export const realtimePlugin = fp(
  async (app: FastifyInstance) => {
    const hub = new RealtimeHub(app.db, app.log);
    await hub.start();
    app.decorate('realtime', hub);

    const connections = new Set<RealtimeConnection>();
    const heartbeat = setInterval(() => {
      for (const connection of connections) void connection.heartbeat();
    }, REALTIME_LIMITS.heartbeatIntervalMs).unref();

    await app.register(websocket, {
      options: { maxPayload: REALTIME_LIMITS.maxFrameBytes },
    });
    app.get(REALTIME_PATH, { websocket: true }, (socket) => {
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
