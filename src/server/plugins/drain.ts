import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * While the server shuts down, every response ends its connection (`Connection: close`). Node
 * closes the connections that are idle when the server stops listening, but not those that
 * become idle later: a browser's keep-alive connection whose request was in flight would hold
 * the shutdown until the client let go of it.
 */
export const drainPlugin = fp(
  async (app: FastifyInstance) => {
    let draining = false;
    app.addHook('preClose', async () => {
      draining = true;
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      if (draining) reply.header('connection', 'close');
      return payload;
    });
  },
  { name: 'drain' },
);
