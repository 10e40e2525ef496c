import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Language } from '#contract/constants';
import { NOTIFICATION_SETTINGS_PATH, UNSUBSCRIBE_PATH } from '#contract/notifications';
import { type UnsubscribePageState, unsubscribePage } from '#server/mail/unsubscribe-page';
import type { UnsubscribeTokens } from '#server/mail/unsubscribe-tokens';
import { cspNonce } from '#server/plugins/security-headers';
import { requestLanguage } from '#server/web/page-html';
import { findMailSettings, turnMailOff } from '../settings/settings-repository';

/** Any query is taken: a link that is not valid gets the page that says so, not a JSON error. */
const querySchema = z.object({ token: z.string().max(300).default('') }).catch({ token: '' });

const pageContent = { 'text/html': { schema: z.string() } };

/** Both methods answer with a page, for a person following the link from the mail. */
const schema = (summary: string, done: string) => ({
  summary,
  querystring: querySchema,
  response: {
    200: { description: done, content: pageContent },
    400: { description: 'A page saying the link is not valid', content: pageContent },
  },
});

/**
 * One-click unsubscribe (RFC 8058) from a notification mail, without signing in: POST turns
 * the token's category off; GET (a person following the link, or a mail scanner) only shows
 * what the link does, with a button that POSTs.
 */
export const unsubscribeRoutes: FastifyPluginAsync<{ tokens: UnsubscribeTokens }> = async (
  app,
  { tokens },
) => {
  // Mail apps post `List-Unsubscribe=One-Click` as a form; its content is not needed.
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 1024 }, (_r, _b, done) =>
      done(null, undefined),
    );
  }

  function page(
    reply: FastifyReply,
    status: number,
    language: Language,
    state: UnsubscribePageState,
    category?: Parameters<typeof unsubscribePage>[0]['category'],
  ) {
    return reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(
        unsubscribePage({
          language,
          state,
          category,
          settingsUrl: NOTIFICATION_SETTINGS_PATH,
          styleNonce: cspNonce(reply),
        }),
      );
  }

  async function handle(
    rawQuery: unknown,
    acceptLanguage: string | undefined,
    reply: FastifyReply,
    turnOff: boolean,
  ) {
    const { token } = querySchema.parse(rawQuery);
    const claims = tokens.verify(token);
    const settings = claims && (await findMailSettings(app.db, claims.userId));
    if (!claims || !settings) return page(reply, 400, requestLanguage(acceptLanguage), 'invalid');
    const off = settings.mailOff.includes(claims.category);
    if (turnOff && !off) await turnMailOff(app.db, claims.userId, claims.category);
    const state = turnOff ? 'done' : off ? 'already' : 'ask';
    return page(reply, 200, settings.language, state, claims.category);
  }

  app.get(
    UNSUBSCRIBE_PATH,
    {
      schema: schema(
        'Show what a mail’s unsubscribe link does',
        'A page naming the kind of mail the link turns off, with a button that does it',
      ),
    },
    (request, reply) => handle(request.query, request.headers['accept-language'], reply, false),
  );
  app.post(
    UNSUBSCRIBE_PATH,
    {
      schema: schema(
        'Turn off the kind of mail an unsubscribe link names (one click, RFC 8058)',
        'A page saying that kind of mail is off',
      ),
    },
    (request, reply) => handle(request.query, request.headers['accept-language'], reply, true),
  );
};
