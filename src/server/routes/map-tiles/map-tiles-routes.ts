import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mapTilesSchema } from '#contract/map-tiles';

/** Where the courts map takes its tiles from (MAP_TILE_URL), asked when a map opens. */
export const mapTilesRoutes: FastifyPluginAsyncZod<{ tileUrl: string }> = async (app, options) => {
  app.get(
    '/api/map-tiles',
    {
      schema: {
        summary: "Get the template of the courts map's tile URLs",
        response: { 200: mapTilesSchema },
      },
    },
    () => ({ tileUrl: options.tileUrl }),
  );
};
