import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { REALTIME_PATH } from '#contract/realtime-path';
import packageJson from '../../../package.json' with { type: 'json' };
import { API_DOCS_PATH, apiReferenceRoutes } from './api-reference';
import { describeDocument } from './document-transform';
import { REALTIME_DOCUMENT_PATH, realtimeDocument } from './realtime-document';
import { describeRoutes } from './route-description';
import { TAGS } from './tags';

export const OPENAPI_PATH = '/api/openapi.json';
export { API_DOCS_PATH };

/**
 * The API described as OpenAPI 3.1, from the routes' own zod schemas (@fastify/swagger collects
 * the routes, the zod type provider converts their schemas): served as JSON, and read by
 * Swagger UI at /api/docs. Registered before the routes, whose registration it watches; the
 * document is made on the first request for it, not at start-up.
 */
export const openApiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Sofia Tennis API',
          version: packageJson.version,
          description:
            'The API the Sofia Tennis web app uses: courts, players, bookings, chat and matches. ' +
            'Errors are `{ error: { code, message, fields? } }` with a stable `code`. ' +
            'Sign in with `POST /api/auth/sign-in` and send the access token as `Authorization: Bearer <token>`. ' +
            `The realtime WebSocket at \`${REALTIME_PATH}\` has a document of its own, AsyncAPI 3.0 at \`${REALTIME_DOCUMENT_PATH}\`.`,
          license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
        },
        externalDocs: {
          description: "The realtime socket's frames (AsyncAPI 3.0)",
          url: REALTIME_DOCUMENT_PATH,
        },
        servers: [{ url: '/', description: 'This server' }],
        tags: [...TAGS],
        components: {
          securitySchemes: {
            bearer: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'JWT',
              description: 'The `accessToken` of a session (sign-in or refresh)',
            },
          },
        },
      },
      hideUntagged: true,
      transform: describeRoutes(app),
      transformObject: describeDocument,
    });
    let document: unknown;
    app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => {
      document ??= app.swagger();
      return document;
    });
    // The socket's frames: AsyncAPI, not OpenAPI, so a route of its own outside the document.
    app.get(REALTIME_DOCUMENT_PATH, { schema: { hide: true } }, async () => realtimeDocument());
    await app.register(apiReferenceRoutes, { documentPath: OPENAPI_PATH });
  },
  { name: 'openapi' },
);
