import { createHmac } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createAccessTokens } from './auth/access-tokens';
import { onlyLiveSessions } from './auth/live-sessions';
import type { Db } from './db/db';
import { type Clock, systemClock } from './lib/clock';
import { createMailer, type MailOptions } from './mail/mailer';
import { createUnsubscribeTokens } from './mail/unsubscribe-tokens';
import { notificationDeliveries } from './notifications/notification-deliveries';
import {
  DEFAULT_OUTBOX_OPTIONS,
  OutboxWorker,
  type OutboxWorkerOptions,
} from './outbox/outbox-worker';
import { adminPlugin } from './plugins/admin';
import { authPlugin } from './plugins/auth';
import { errorsPlugin, sendNotFound } from './plugins/errors';
import { realtimePlugin } from './plugins/realtime';
import { webAppPlugin } from './plugins/web-app';
import { pushDeliveries } from './push/push-deliveries';
import { createPushSender, type PushSenderOptions } from './push/push-sender';
import { authRoutes } from './routes/auth/auth-routes';
import { createAuthService } from './routes/auth/auth-service';
import { createRateLimiter } from './routes/auth/rate-limiter';
import { bookingsRoutes } from './routes/bookings/bookings-routes';
import { conversationsRoutes } from './routes/conversations/conversations-routes';
import { courtClaimsRoutes } from './routes/court-claims/court-claims-routes';
import { courtListingsRoutes } from './routes/courts/court-listings-routes';
import { courtsRoutes } from './routes/courts/courts-routes';
import { healthRoutes } from './routes/health/health-routes';
import { matchesRoutes } from './routes/matches/matches-routes';
import { notificationsRoutes } from './routes/notifications/notifications-routes';
import { unsubscribeRoutes } from './routes/notifications/unsubscribe-routes';
import { partnerRequestsRoutes } from './routes/partner-requests/partner-requests-routes';
import { playRequestsRoutes } from './routes/play-requests/play-requests-routes';
import { playersRoutes } from './routes/players/players-routes';
import { profileRoutes } from './routes/profile/profile-routes';
import { pushRoutes } from './routes/push/push-routes';
import { settingsRoutes } from './routes/settings/settings-routes';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    clock: Clock;
    /** Sends what the outbox holds; tests call `drain()` after moving their clock. */
    outbox: OutboxWorker;
  }
}

/** How long a chat message waits unread before it is mailed (MESSAGE_MAIL_DELAY_SECONDS). */
export const DEFAULT_MESSAGE_MAIL_DELAY_SECONDS = 600;

export interface AppOptions {
  db: Db;
  /** Folder of the built SPA; omitted in API tests. */
  webRoot?: string;
  logger?: FastifyServerOptions['logger'];
  /** Requests per minute per address across the API. */
  rateLimitPerMinute?: number;
  /** Proxies trusted to report the client's address (X-Forwarded-For); none by default. */
  trustProxy?: boolean | string;
  auth: { jwtSecret: string; accessTokenTtlSeconds: number };
  mail: MailOptions;
  /** Public base URL of the site, without a trailing slash; e-mail links start with it. */
  appUrl: string | (() => string);
  /** Time source of tokens, links, rate limits and the outbox; tests pass one they move by hand. */
  clock?: Clock;
  /** Seconds a chat message waits unread before it is mailed. */
  messageMailDelaySeconds?: number;
  /** The administrators' e-mail addresses (ADMIN_EMAILS): they decide court claims. */
  adminEmails?: string[];
  /** The outbox worker's timings; `autoStart: false` leaves sending to `app.outbox.drain()`. */
  outbox?: Partial<OutboxWorkerOptions> & { autoStart?: boolean };
  /**
   * Web Push: the VAPID keys and subject, and whether endpoints on this machine are taken (a
   * test's push service; never in production).
   */
  push: PushSenderOptions & { allowLoopbackEndpoints?: boolean };
}

/** Registers plugins and routes; never listens. */
export async function buildApp(options: AppOptions) {
  const serverOptions: FastifyServerOptions = {
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 64 * 1024,
  };
  const app = Fastify(serverOptions).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', options.db);
  const clock = options.clock ?? systemClock;
  app.decorate('clock', clock);

  await app.register(errorsPlugin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: { 'img-src': ["'self'", 'data:'], 'upgrade-insecure-requests': null },
    },
  });
  // Pages and JSON over 1 KB, compressed per response (files are compressed at build time).
  // Brotli at quality 5: most of the gain of 11 at a small part of the CPU time.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(rateLimit, {
    max: options.rateLimitPerMinute ?? 600,
    timeWindow: '1 minute',
    allowList: (request) => !request.url.startsWith('/api/'),
  });

  const configuredAppUrl = options.appUrl;
  const appUrl = typeof configuredAppUrl === 'string' ? () => configuredAppUrl : configuredAppUrl;
  const accessTokens = onlyLiveSessions(
    createAccessTokens({
      secret: options.auth.jwtSecret,
      ttlSeconds: options.auth.accessTokenTtlSeconds,
      clock,
    }),
    options.db,
  );
  await app.register(authPlugin, { accessTokens });
  await app.register(adminPlugin, { adminEmails: options.adminEmails ?? [] });
  const mailer = createMailer(options.mail, app.log, clock);
  const messageMailDelaySeconds =
    options.messageMailDelaySeconds ?? DEFAULT_MESSAGE_MAIL_DELAY_SECONDS;
  const unsubscribeTokens = createUnsubscribeTokens(options.auth.jwtSecret);
  const { autoStart = true, ...outboxTimings } = options.outbox ?? {};
  const { allowLoopbackEndpoints = false, ...pushSenderOptions } = options.push;
  const outbox = new OutboxWorker(
    options.db,
    clock,
    app.log,
    {
      ...notificationDeliveries({ db: options.db, mailer, appUrl, unsubscribeTokens }),
      ...pushDeliveries({ db: options.db, send: createPushSender(pushSenderOptions), clock }),
    },
    { ...DEFAULT_OUTBOX_OPTIONS, ...outboxTimings },
  );
  app.decorate('outbox', outbox);
  if (autoStart) app.addHook('onReady', () => outbox.start());
  app.addHook('onClose', async () => {
    await outbox.stop();
    mailer.close();
  });

  await app.register(healthRoutes);
  await app.register(courtsRoutes);
  await app.register(playersRoutes);
  await app.register(authRoutes, {
    service: createAuthService({
      db: options.db,
      clock,
      accessTokens,
      mailer,
      limiter: createRateLimiter(options.db, clock),
      appUrl,
      successorKey: createHmac('sha256', options.auth.jwtSecret)
        .update('refresh-token-successor')
        .digest('hex'),
      log: app.log,
    }),
  });
  await app.register(profileRoutes);
  await app.register(realtimePlugin);
  await app.register(conversationsRoutes, { messageMailDelayMs: messageMailDelaySeconds * 1000 });
  await app.register(partnerRequestsRoutes);
  await app.register(courtListingsRoutes);
  await app.register(bookingsRoutes);
  await app.register(matchesRoutes);
  await app.register(notificationsRoutes);
  await app.register(unsubscribeRoutes, { tokens: unsubscribeTokens });
  await app.register(settingsRoutes, { messageMailDelaySeconds });
  await app.register(pushRoutes, {
    publicKey: options.push.vapidKeys.publicKey,
    allowLoopbackEndpoints,
  });
  await app.register(playRequestsRoutes);
  await app.register(courtClaimsRoutes);
  if (options.webRoot) await app.register(webAppPlugin, { webRoot: options.webRoot });
  else app.setNotFoundHandler(sendNotFound);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
