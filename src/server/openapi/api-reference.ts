import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const API_DOCS_PATH = '/api/docs';
const ASSETS = `${API_DOCS_PATH}/assets/`;
const INITIALIZER = `${API_DOCS_PATH}/initializer.js`;

/** Swagger UI's own build (swagger-ui-dist), served from its package folder as it ships. */
const SWAGGER_UI_ROOT = dirname(
  createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
);
/** What the page loads: the rest of the package (its demo page, maps, licences) is not served. */
const SERVED = new Set(['/swagger-ui.css', '/swagger-ui-bundle.js', '/favicon-32x32.png']);

/** No inline script or style: the page runs under the app's Content-Security-Policy. */
const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sofia Tennis API</title>
<link rel="stylesheet" href="${ASSETS}swagger-ui.css">
<link rel="icon" type="image/png" href="${ASSETS}favicon-32x32.png">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${ASSETS}swagger-ui-bundle.js"></script>
<script src="${INITIALIZER}"></script>
</body>
</html>
`;

/** The base layout: the reference without Swagger's top bar (its logo and a URL box). */
const initializer = (documentPath: string) => `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: ${JSON.stringify(documentPath)},
    dom_id: '#swagger-ui',
    deepLinking: true,
    defaultModelsExpandDepth: 0,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
});
`;

/**
 * The API reference for people at /api/docs: Swagger UI over the OpenAPI document. A page and
 * a script of four lines of ours, and Swagger UI's files as its package ships them; nothing of
 * it is loaded by the web app, and nothing but a file path is read at start-up (Fastify's
 * Swagger UI plugin loaded a second copy of the static server and a YAML library: a tenth of a
 * second of every start).
 */
export async function apiReferenceRoutes(app: FastifyInstance, options: { documentPath: string }) {
  const script = initializer(options.documentPath);
  app.get(API_DOCS_PATH, { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(PAGE),
  );
  app.get(INITIALIZER, { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(script),
  );
  await app.register(fastifyStatic, {
    root: SWAGGER_UI_ROOT,
    prefix: ASSETS,
    decorateReply: false,
    index: false,
    allowedPath: (path) => SERVED.has(path),
    // The package's version is in no file name: a day, then asked again.
    maxAge: '1d',
    schemaHide: true,
  });
}
