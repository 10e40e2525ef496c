import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEFAULT_MAP_TILE_URL, tileOrigin } from '#contract/map-tiles';
import { OPEN_MATCH_REMINDER_HOURS } from '#contract/open-match-values';
import { createAccessTokens } from '#server/auth/access-tokens';
import { onlyLiveSessions } from '#server/auth/live-sessions';
import type { Db } from '#server/db/db';
import { STORAGE_RESERVE_BYTES } from '#server/db/storage-space';
import { type Clock, systemClock } from '#server/lib/clock';
import { responseSerializer } from '#server/lib/response-serializer';
import { createMailer, type MailOptions } from '#server/mail/mailer';
import { createUnsubscribeTokens } from '#server/mail/unsubscribe-tokens';
import { notificationDeliveries } from '#server/notifications/notification-deliveries';
import { openApiPlugin } from '#server/openapi/openapi-plugin';
import {
  DEFAULT_OUTBOX_OPTIONS,
  OutboxWorker,
  type OutboxWorkerOptions,
} from '#server/outbox/outbox-worker';
import { createDirectoryPhotoStore, type PhotoStore } from '#server/photos/photo-store';
import { adminPlugin } from '#server/plugins/admin';
import { authPlugin } from '#server/plugins/auth';
import { corsPlugin } from '#server/plugins/cors';
import { drainPlugin } from '#server/plugins/drain';
import { errorsPlugin, sendFrameworkError, sendNotFound } from '#server/plugins/errors';
import { rateLimitsPlugin } from '#server/plugins/rate-limits';
import { realtimePlugin } from '#server/plugins/realtime';
import { routeListPlugin } from '#server/plugins/route-list';
import { securityHeadersPlugin } from '#server/plugins/security-headers';
import { storageGuardPlugin } from '#server/plugins/storage-guard';
import { webAppPlugin } from '#server/plugins/web-app';
import { pushDeliveries } from '#server/push/push-deliveries';
import { createPushSender, type PushSenderOptions } from '#server/push/push-sender';
import { accountRoutes } from '#server/routes/account/account-routes';
import { emailChangeDeliveries } from '#server/routes/account/email-change-mails';
import { passwordChangedDeliveries } from '#server/routes/account/password-changed-mail';
import { authRoutes } from '#server/routes/auth/auth-routes';
import { createAuthService } from '#server/routes/auth/auth-service';
import { blocksRoutes } from '#server/routes/blocks/blocks-routes';
import { bookingSeriesRoutes } from '#server/routes/bookings/booking-series-routes';
import { bookingsRoutes } from '#server/routes/bookings/bookings-routes';
import { courtCalendarRoutes } from '#server/routes/bookings/court-calendar-routes';
import { conversationsRoutes } from '#server/routes/conversations/conversations-routes';
import { courtClaimsRoutes } from '#server/routes/court-claims/court-claims-routes';
import { courtClosuresRoutes } from '#server/routes/court-closures/court-closures-routes';
import { courtPhotosRoutes } from '#server/routes/court-photos/court-photos-routes';
import { courtReviewsRoutes } from '#server/routes/court-reviews/court-reviews-routes';
import { courtListingsRoutes } from '#server/routes/courts/court-listings-routes';
import { courtsRoutes } from '#server/routes/courts/courts-routes';
import { healthRoutes } from '#server/routes/health/health-routes';
import { mapTilesRoutes } from '#server/routes/map-tiles/map-tiles-routes';
import { matchesRoutes } from '#server/routes/matches/matches-routes';
import { noShowsRoutes } from '#server/routes/no-shows/no-shows-routes';
import { notificationsRoutes } from '#server/routes/notifications/notifications-routes';
import { unsubscribeRoutes } from '#server/routes/notifications/unsubscribe-routes';
import { gamesThatFitDeliveries } from '#server/routes/open-matches/games-that-fit';
import { openMatchDeliveries } from '#server/routes/open-matches/open-match-notifications';
import { openMatchesRoutes } from '#server/routes/open-matches/open-matches-routes';
import { partnerRequestsRoutes } from '#server/routes/partner-requests/partner-requests-routes';
import { playRequestsRoutes } from '#server/routes/play-requests/play-requests-routes';
import { playersRoutes } from '#server/routes/players/players-routes';
import { profileRoutes } from '#server/routes/profile/profile-routes';
import { proposalsRoutes } from '#server/routes/proposals/proposals-routes';
import {
  ensureWeeklyRound,
  MONDAY_MORNING,
  type WeeklyMailAt,
  weeklyMailDeliveries,
} from '#server/routes/proposals/weekly-mail';
import { pushRoutes } from '#server/routes/push/push-routes';
import { adminHiddenContentRoutes } from '#server/routes/reports/admin-hidden-content-routes';
import { adminReportsRoutes } from '#server/routes/reports/admin-reports-routes';
import { adminSuspensionsRoutes } from '#server/routes/reports/admin-suspensions-routes';
import { reportsRoutes } from '#server/routes/reports/reports-routes';
import { scheduleRoutes } from '#server/routes/schedule/schedule-routes';
import { settingsRoutes } from '#server/routes/settings/settings-routes';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    clock: Clock;
    /** Sends what the outbox holds; tests call `drain()` after moving their clock. */
    outbox: OutboxWorker;
    /** When the weekly mail goes out (WEEKLY_MAIL_AT): its rounds are queued for then. */
    weeklyMailAt: WeeklyMailAt;
  }
}

/** How long a chat message waits unread before it is mailed (MESSAGE_MAIL_DELAY_SECONDS). */
export const DEFAULT_MESSAGE_MAIL_DELAY_SECONDS = 600;

export interface AppOptions {
  db: Db;
  /** Room the embedded database's disk keeps free (writes refused and not ready below it). */
  storageReserveBytes?: number;
  /** Folder of the built SPA; omitted in API tests. */
  webRoot?: string;
  logger?: FastifyServerOptions['logger'];
  /** Requests per minute per address across the API. */
  rateLimitPerMinute?: number;
  /**
   * Proxies trusted to report the client's address (X-Forwarded-For) and whether it came over
   * TLS (X-Forwarded-Proto); none by default.
   */
  trustProxy?: boolean | string;
  /** Origins of other sites allowed to call the API and open the socket (CORS_ORIGINS); none by default. */
  corsOrigins?: string[];
  auth: { jwtSecret: string; accessTokenTtlSeconds: number };
  mail: MailOptions;
  /** Public base URL of the site, without a trailing slash; e-mail links start with it. */
  appUrl: string | (() => string);
  /**
   * Whether a body PostgreSQL wrote as JSON is checked against the route's schema before it is
   * sent (response-serializer.ts); true but in production.
   */
  checkWrittenJson?: boolean;
  /** Time source of tokens, links, rate limits and the outbox; tests pass one they move by hand. */
  clock?: Clock;
  /** Seconds a chat message waits unread before it is mailed. */
  messageMailDelaySeconds?: number;
  /** Seconds before an open match's start that its players are reminded; two hours unless given. */
  openMatchReminderSeconds?: number;
  /** When the weekly mail of partners and games goes out (Monday 08:00 in Sofia). */
  weeklyMailAt?: WeeklyMailAt;
  /** Where court photos are kept; a directory `photos` in the mail's DATA_DIR unless given. */
  photoStore?: PhotoStore;
  /** The administrators' e-mail addresses (ADMIN_EMAILS): they decide court claims. */
  adminEmails?: string[];
  /** The outbox worker's timings; `autoStart: false` leaves sending to `app.outbox.drain()`. */
  outbox?: Partial<OutboxWorkerOptions> & { autoStart?: boolean };
  /**
   * Web Push: the VAPID keys and subject, and whether endpoints on this machine are taken (a
   * test's push service; never in production).
   */
  push: PushSenderOptions & { allowLoopbackEndpoints?: boolean };
  /** How often the open chats check for messages whose announcement was lost (tests shorten it). */
  realtimeCatchUpEveryMs?: number;
  /** How often the sockets are pinged and their sessions checked. */
  realtimeHeartbeatEveryMs?: number;
  /** The courts map's tile URL template (MAP_TILE_URL); OpenStreetMap's unless given. */
  mapTileUrl?: string;
}

/** The largest request body taken (413 beyond): far above any form of the app. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** Registers plugins and routes; never listens. */
export async function buildApp(options: AppOptions) {
  const serverOptions: FastifyServerOptions = {
    frameworkErrors: sendFrameworkError,
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
  };
  const app = Fastify(serverOptions).withTypeProvider<ZodTypeProvider>();
  // The API speaks JSON: a text/plain body (what another site's form can post without asking)
  // gets 415 like any other type, not a string for the route to trip over.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    responseSerializer({ checkWrittenJson: options.checkWrittenJson ?? true }),
  );
  app.decorate('db', options.db);
  const clock = options.clock ?? systemClock;
  app.decorate('clock', clock);

  await app.register(routeListPlugin);
  await app.register(openApiPlugin);
  await app.register(drainPlugin);
  await app.register(errorsPlugin);
  const storageReserveBytes = options.storageReserveBytes ?? STORAGE_RESERVE_BYTES;
  if (options.db.storagePath) {
    await app.register(storageGuardPlugin, {
      path: options.db.storagePath,
      reserveBytes: storageReserveBytes,
    });
  }
  const mapTileUrl = options.mapTileUrl ?? DEFAULT_MAP_TILE_URL;
  await app.register(securityHeadersPlugin, { imageOrigins: [tileOrigin(mapTileUrl)] });
  const corsOrigins = options.corsOrigins ?? [];
  await app.register(corsPlugin, { origins: corsOrigins });
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
  await app.register(rateLimitsPlugin);
  const mailer = createMailer(options.mail, app.log, clock);
  const messageMailDelaySeconds =
    options.messageMailDelaySeconds ?? DEFAULT_MESSAGE_MAIL_DELAY_SECONDS;
  const unsubscribeTokens = createUnsubscribeTokens(options.auth.jwtSecret);
  const weeklyMailAt = options.weeklyMailAt ?? MONDAY_MORNING;
  const { autoStart = true, ...outboxTimings } = options.outbox ?? {};
  const { allowLoopbackEndpoints = false, ...pushSenderOptions } = options.push;
  const outbox = new OutboxWorker(
    options.db,
    clock,
    app.log,
    {
      ...notificationDeliveries({ db: options.db, mailer, appUrl, unsubscribeTokens }),
      ...pushDeliveries({ db: options.db, send: createPushSender(pushSenderOptions), clock }),
      ...emailChangeDeliveries({ db: options.db, mailer, clock, appUrl }),
      ...passwordChangedDeliveries({ db: options.db, mailer, appUrl }),
      ...openMatchDeliveries({ db: options.db, clock }),
      ...gamesThatFitDeliveries({ db: options.db, clock }),
      ...weeklyMailDeliveries({
        db: options.db,
        clock,
        mailer,
        appUrl,
        unsubscribeTokens,
        at: weeklyMailAt,
      }),
    },
    { ...DEFAULT_OUTBOX_OPTIONS, ...outboxTimings },
  );
  app.decorate('outbox', outbox);
  if (autoStart) app.addHook('onReady', () => outbox.start());
  // The Monday mail's next round, if anyone takes it and no process has queued it yet.
  app.addHook('onReady', () => ensureWeeklyRound(options.db, clock.now(), weeklyMailAt));
  app.decorate('weeklyMailAt', weeklyMailAt);
  app.addHook('onClose', async () => {
    await outbox.stop();
    mailer.close();
  });

  await app.register(healthRoutes, { storageReserveBytes });
  await app.register(courtsRoutes);
  await app.register(mapTilesRoutes, { tileUrl: mapTileUrl });
  await app.register(playersRoutes);
  await app.register(authRoutes, {
    service: createAuthService({
      db: options.db,
      clock,
      accessTokens,
      mailer,
      limiter: app.rateLimiter,
      appUrl,
      successorKey: createHmac('sha256', options.auth.jwtSecret)
        .update('refresh-token-successor')
        .digest('hex'),
      log: app.log,
    }),
  });
  await app.register(profileRoutes);
  const photoStore =
    options.photoStore ?? createDirectoryPhotoStore(join(options.mail.dataDir, 'photos'));
  await app.register(accountRoutes, { photoStore });
  await app.register(realtimePlugin, {
    allowedOrigins: () => [new URL(appUrl()).origin, ...corsOrigins],
    catchUpEveryMs: options.realtimeCatchUpEveryMs,
    heartbeatEveryMs: options.realtimeHeartbeatEveryMs,
  });
  await app.register(conversationsRoutes, { messageMailDelayMs: messageMailDelaySeconds * 1000 });
  await app.register(partnerRequestsRoutes);
  await app.register(openMatchesRoutes, {
    reminderMs: (options.openMatchReminderSeconds ?? OPEN_MATCH_REMINDER_HOURS * 3600) * 1000,
  });
  await app.register(courtListingsRoutes, { photoStore });
  await app.register(courtPhotosRoutes, { store: photoStore });
  await app.register(courtClosuresRoutes);
  await app.register(bookingsRoutes);
  await app.register(courtCalendarRoutes);
  await app.register(bookingSeriesRoutes);
  await app.register(matchesRoutes);
  await app.register(notificationsRoutes);
  await app.register(unsubscribeRoutes, { tokens: unsubscribeTokens });
  await app.register(settingsRoutes, { messageMailDelaySeconds });
  await app.register(scheduleRoutes);
  await app.register(proposalsRoutes);
  await app.register(pushRoutes, {
    publicKey: options.push.vapidKeys.publicKey,
    allowLoopbackEndpoints,
  });
  await app.register(playRequestsRoutes);
  await app.register(courtClaimsRoutes);
  await app.register(reportsRoutes);
  await app.register(adminReportsRoutes);
  await app.register(adminSuspensionsRoutes);
  await app.register(adminHiddenContentRoutes);
  await app.register(blocksRoutes);
  await app.register(courtReviewsRoutes);
  await app.register(noShowsRoutes);
  if (options.webRoot) await app.register(webAppPlugin, { webRoot: options.webRoot });
  else app.setNotFoundHandler(sendNotFound);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
