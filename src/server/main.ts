import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { resolveJwtSecret } from './auth/jwt-secret';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/open-database';
import { resolveVapidKeys } from './push/vapid-keys';
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
  const jwtSecret = await resolveJwtSecret(config);
  const vapidKeys = await resolveVapidKeys(config);
  const database = await openDatabase(config);
  let listeningPort = config.port;
  const app = await buildApp({
    db: database.db,
    webRoot: findWebRoot(),
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    auth: { jwtSecret, accessTokenTtlSeconds: config.accessTokenTtlSeconds },
    mail: { smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir },
    appUrl: () => config.appUrl ?? `http://localhost:${listeningPort}`,
    trustProxy: config.trustProxy,
    messageMailDelaySeconds: config.messageMailDelaySeconds,
    outbox: { leaseMs: config.outboxLeaseSeconds * 1000 },
    adminEmails: config.adminEmails,
    push: {
      vapidKeys,
      subject: config.vapidSubject,
      allowLoopbackEndpoints: config.nodeEnv !== 'production',
    },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      process.exit(1);
    }
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    await app.close();
    await database.close();
    clearTimeout(force);
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
