import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Language } from '#contract/constants';
import {
  courtPageMeta,
  defaultPageMeta,
  openMatchPageMeta,
  playerPageMeta,
} from '#contract/page-meta';
import { matchWebRoute } from '#contract/web-routes';
import { findCourt } from '#server/routes/courts/court-listings-repository';
import { findOpenMatch } from '#server/routes/open-matches/open-matches-repository';
import { findPublicPlayer } from '#server/routes/players/players-repository';
import { dictionaryScripts } from '#server/web/dictionary-scripts';
import { pageHtml, requestLanguage } from '#server/web/page-html';
import {
  injectedApi,
  loadServerRendering,
  type RenderPage,
  withRenderedRoot,
} from '#server/web/server-rendering';
import { registerWebAppManifest } from '#server/web/web-app-manifest-route';
import { sendNotFound } from './errors';
import { cspNonce } from './security-headers';

/**
 * Serves the built SPA: hashed assets cached for a year, as compressed at build time;
 * index.html never cached. A path of
 * one of the app's pages gets index.html with that page's title and description (a court's, a
 * player's); any other path, and a court or player that does not exist, the same with 404.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, opts: { webRoot: string }) => {
  const template = await readFile(join(opts.webRoot, 'index.html'), 'utf8');
  const dictionaries = await dictionaryScripts(opts.webRoot);
  // The page rendering (React and the app) loads once the server listens, so that a start
  // does not wait for it; a page asked for sooner waits. Should it fail to load, pages are
  // the shell that the app fills in the browser.
  let rendering: Promise<RenderPage | undefined> | undefined;
  const loadRendering = () => {
    rendering ??= loadServerRendering(opts.webRoot).catch((error: unknown) => {
      app.log.error({ err: error }, 'the server rendering cannot be loaded; pages are the shell');
      return undefined;
    });
    return rendering;
  };
  app.addHook('onListen', (done) => {
    void loadRendering();
    done();
  });
  const api = injectedApi((request) => app.inject(request));
  await app.register(fastifyStatic, {
    root: opts.webRoot,
    wildcard: true,
    index: false,
    // The build writes .br and .gz beside each text asset; the smallest one the browser takes.
    preCompressed: true,
    setHeaders(res, path) {
      const immutable = path.includes(`${join(opts.webRoot, 'assets')}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  const preloadFor = (language: Language) => {
    const dictionary = dictionaries[language];
    return dictionary ? [dictionary] : [];
  };

  /**
   * The app's shell (the service worker's page for a path it has no copy of): index.html
   * without a rendering, with this response's style nonce like every page.
   */
  function shell(request: FastifyRequest, reply: FastifyReply) {
    const language = requestLanguage(request.headers['accept-language'], request.headers.cookie);
    const html = pageHtml(
      template,
      language,
      defaultPageMeta(language),
      preloadFor(language),
      cspNonce(reply),
    );
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language, Cookie')
      .send(html);
  }

  async function page(request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.split('?')[0] ?? '/';
    const language = requestLanguage(request.headers['accept-language'], request.headers.cookie);
    const match = matchWebRoute(path);
    let meta = match ? defaultPageMeta(language) : undefined;
    if (match?.route === '/courts/:id' && match.id) {
      const court = await findCourt(app.db, match.id);
      meta = court && courtPageMeta(court, language);
    } else if (match?.route === '/open-matches/:id' && match.id) {
      const game = await findOpenMatch(app.db, match.id, null, app.clock.now());
      meta = game && openMatchPageMeta(game, language);
    } else if (match?.route === '/players/:id' && match.id) {
      const player = await findPublicPlayer(app.db, match.id);
      meta = player && playerPageMeta(player, language);
    }
    let html = pageHtml(
      template,
      language,
      meta ?? defaultPageMeta(language),
      preloadFor(language),
      cspNonce(reply),
    );
    const renderPage = await loadRendering();
    if (renderPage)
      html = await withRenderedRoot(
        html,
        () =>
          renderPage(request.url, language, {
            api,
            onError: (error) =>
              request.log.warn(
                { err: error },
                'a part of the page failed to render on the server; the browser renders it',
              ),
          }),
        request.log,
      );
    return reply
      .code(meta ? 200 : 404)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language, Cookie')
      .send(html);
  }

  registerWebAppManifest(app);
  app.get('/', page);
  app.get('/index.html', shell);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const read = request.method === 'GET' || request.method === 'HEAD';
    if (path === '/api' || path.startsWith('/api/') || !read) return sendNotFound(request, reply);
    return page(request, reply);
  });
});
