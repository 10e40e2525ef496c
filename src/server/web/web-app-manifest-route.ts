import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LANGUAGES } from '#contract/constants';
import { webAppManifest } from '#contract/web-app-manifest';
import { requestLanguage } from './page-html';

const manifestQuerySchema = z.object({ lang: z.enum(LANGUAGES).optional() }).catch({});

/**
 * GET /manifest.webmanifest: the app's manifest in the language its page asked for
 * (`?lang=`), else the visitor's; what a phone names and shows the installed app by.
 */
export function registerWebAppManifest(app: FastifyInstance) {
  app.get('/manifest.webmanifest', async (request, reply) => {
    const { lang } = manifestQuerySchema.parse(request.query);
    const language =
      lang ?? requestLanguage(request.headers['accept-language'], request.headers.cookie);
    return reply
      .header('content-type', 'application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language, Cookie')
      .send(JSON.stringify(webAppManifest(language)));
  });
}
