import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveJwtSecret } from '#server/auth/jwt-secret';
import { openDatabase } from '#server/db/open-database';
import { type BackupService, serveBackups } from '#server/db-tools/backup-socket';
import { installSamplePhotoFiles } from '#server/db-tools/sample-photos';
import { createDirectoryPhotoStore } from '#server/photos/photo-store';
import { resolveVapidKeys } from '#server/push/vapid-keys';
import { unplacedBookingIds } from '#server/routes/bookings/bookings-repository';
import { ConfigError, loadConfig } from './config';
import { loggerOptions } from './logging';
import { StartupError } from './startup-error';

const SHUTDOWN_GRACE_MS = 10_000;

/** The built SPA: beside the server bundle in dist/, or dist/web when run from source. */
function findWebRoot(): string | undefined {
  const here = dirname(fileURLToPath(import.meta.url));
  return [resolve(here, '../web'), resolve(here, '../../dist/web')].find((dir) =>
    existsSync(join(dir, 'index.html')),
  );
}

async function main() {
  const config = loadConfig();
  // The embedded database opens first (its WebAssembly compiles on other threads) and the HTTP
  // side loads meanwhile: Fastify, its plugins and the routes are a large part of a start.
  const [database, { buildApp }, jwtSecret, vapidKeys] = await Promise.all([
    openDatabase(config),
    import('./app'),
    resolveJwtSecret(config),
    resolveVapidKeys(config),
  ]);
  const photoStore = createDirectoryPhotoStore(join(config.dataDir, 'photos'));
  // The sample pictures' rows came with the seed; a new DATA_DIR needs their files as well.
  if (config.seed === 'sample') await installSamplePhotoFiles(database.db, photoStore);
  let listeningPort = config.port;
  const app = await buildApp({
    photoStore,
    db: database.db,
    webRoot: findWebRoot(),
    logger: loggerOptions(config.logLevel),
    auth: { jwtSecret, accessTokenTtlSeconds: config.accessTokenTtlSeconds },
    mail: { smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir },
    appUrl: () => config.appUrl ?? `http://localhost:${listeningPort}`,
    trustProxy: config.trustProxy,
    corsOrigins: config.corsOrigins,
    messageMailDelaySeconds: config.messageMailDelaySeconds,
    openMatchReminderSeconds: config.openMatchReminderSeconds,
    weeklyMailAt: config.weeklyMailAt,
    outbox: { leaseMs: config.outboxLeaseSeconds * 1000 },
    adminEmails: config.adminEmails,
    checkWrittenJson: config.nodeEnv !== 'production',
    mapTileUrl: config.mapTileUrl,
    push: {
      vapidKeys,
      subject: config.vapidSubject,
      allowLoopbackEndpoints: config.nodeEnv !== 'production',
    },
  });

  const unplaced = await unplacedBookingIds(database.db, new Date());
  if (unplaced.length > 0) {
    app.log.warn(
      { bookingIds: unplaced },
      `${unplaced.length} accepted bookings still to come hold no court unit (their courts were overbooked before bookings held units)`,
    );
  }

  let backups: BackupService | undefined;
  let closing = false;
  /**
   * Drains: stops accepting, lets requests in flight finish, closes the sockets with 1001
   * (clients reconnect), lets the outbox finish the job in hand, closes the database and
   * releases DATA_DIR; exit 0. A second signal, or the grace period running out, ends the
   * process at once with exit 1.
   */
  const shutdown = async (signal: string) => {
    if (closing) {
      app.log.warn(`${signal} received again: stopping now, without waiting for requests`);
      process.exit(1);
    }
    closing = true;
    app.log.info(
      `${signal} received: finishing the requests in flight, then stopping (send it again to stop at once)`,
    );
    setTimeout(() => {
      app.log.error(`still busy after ${SHUTDOWN_GRACE_MS / 1000} s: stopping now`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    try {
      await app.close();
      await backups?.close();
      await database.close();
    } catch (error) {
      app.log.error({ err: error }, 'shutting down failed');
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await database.close();
    const code = (error as NodeJS.ErrnoException).code;
    throw new StartupError(
      code === 'EADDRINUSE'
        ? `PORT ${config.port} is already in use; stop the other server or set PORT`
        : `PORT ${config.port} cannot be used on HOST ${config.host} (${code ?? (error as Error).message})`,
    );
  }
  if (database.backup) backups = await serveBackups(config.dataDir, database.backup, app.log);
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  listeningPort = port;
  const shownHost = ['0.0.0.0', '::', 'localhost'].includes(config.host)
    ? 'localhost'
    : config.host;
  const where = config.databaseUrl
    ? 'PostgreSQL'
    : `embedded PostgreSQL in ${resolve(config.dataDir)}`;
  console.log(`Tennis Sofia is running at http://${shownHost}:${port} (database: ${where})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof StartupError) {
    console.error(`Cannot start: ${error.message.split('\n').join('; ')}`);
  } else {
    console.error(`Cannot start: ${(error as Error).message ?? String(error)}`);
  }
  process.exit(1);
});
