import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';

export interface ListedRoute {
  method: string;
  /** The path as registered, with `:param` placeholders. */
  url: string;
  schema: FastifySchema | undefined;
  /** A WebSocket endpoint (@fastify/websocket). */
  websocket: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registered after this plugin, one entry per method. */
    routeList(): readonly ListedRoute[];
  }
}

/**
 * Records routes as they are added, so the fuzz suite and the authorization matrix test take
 * the route list from the app itself: a new route is covered without anyone listing it.
 * Registered first: an onRoute hook sees only the routes added after it.
 */
export const routeListPlugin = fp(
  async (app: FastifyInstance) => {
    const routes: ListedRoute[] = [];
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        routes.push({
          method,
          url: route.url,
          schema: route.schema,
          websocket: Boolean((route as { websocket?: boolean }).websocket),
        });
      }
    });
    app.decorate('routeList', () => routes);
  },
  { name: 'route-list' },
);
