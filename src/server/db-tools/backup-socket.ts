import { chmod, rm } from 'node:fs/promises';
import { createConnection, createServer, type Server } from 'node:net';
import { join, resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The running server makes backups on request: PGlite lives in one process, so no other process
 * may open its files. A Unix socket in DATA_DIR, for its owner only (mode 0600), answers the
 * line `backup` with `ok <bytes>` and the gzipped tarball, or `error <reason>`.
 */
export const BACKUP_SOCKET = 'backup.sock';
/** sun_path holds 108 bytes on Linux, 104 on macOS. */
const MAX_SOCKET_PATH = 100;

export const backupSocketPath = (dataDir: string) => join(resolve(dataDir), BACKUP_SOCKET);

export interface BackupService {
  close(): Promise<void>;
}

/**
 * Listens on DATA_DIR/backup.sock (the caller holds the data-directory lock, so a socket file
 * there is a dead server's). Undefined, with a warning, when it cannot.
 */
export async function serveBackups(
  dataDir: string,
  backup: () => Promise<Uint8Array>,
  log: FastifyBaseLogger,
): Promise<BackupService | undefined> {
  const path = backupSocketPath(dataDir);
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) {
    log.warn(`no backups while running: ${path} is too long for a Unix socket`);
    return undefined;
  }
  await rm(path, { force: true });
  const server: Server = createServer((socket) => {
    socket.setEncoding('utf8');
    let request = '';
    socket.on('error', () => {});
    socket.on('data', (chunk) => {
      request += chunk;
      if (!request.includes('\n')) return;
      socket.removeAllListeners('data');
      if (request.trim() !== 'backup') {
        socket.end('error unknown request\n');
        return;
      }
      backup().then(
        (tarball) => {
          socket.write(`ok ${tarball.length}\n`);
          socket.end(tarball);
          log.info(`backup of ${tarball.length} bytes sent`);
        },
        (error: Error) => {
          log.error({ err: error }, 'backup failed');
          socket.end(`error ${error.message.split('\n')[0]}\n`);
        },
      );
    });
  });
  try {
    await new Promise<void>((done, fail) => {
      server.once('error', fail);
      server.listen(path, done);
    });
    await chmod(path, 0o600);
  } catch (error) {
    server.close();
    log.warn(`no backups while running: ${path} (${(error as NodeJS.ErrnoException).code})`);
    return undefined;
  }
  return {
    async close() {
      await new Promise<void>((done) => server.close(() => done()));
      await rm(path, { force: true });
    },
  };
}

/**
 * Asks the server running on `dataDir` for a backup; undefined when none answers there (no
 * socket, or one a dead server left).
 */
export function requestBackup(dataDir: string): Promise<Uint8Array | undefined> {
  return new Promise((done, fail) => {
    const socket = createConnection(backupSocketPath(dataDir));
    const chunks: Buffer[] = [];
    let connected = false;
    socket.on('connect', () => {
      connected = true;
      socket.write('backup\n');
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && ['ENOENT', 'ECONNREFUSED'].includes(error.code ?? '')) done(undefined);
      else fail(error);
    });
    socket.on('end', () => {
      const answer = Buffer.concat(chunks);
      const lineEnd = answer.indexOf('\n');
      const line = answer.subarray(0, Math.max(lineEnd, 0)).toString('utf8');
      const size = /^ok (\d+)$/.exec(line)?.[1];
      if (size && answer.length - lineEnd - 1 === Number(size)) {
        done(new Uint8Array(answer.subarray(lineEnd + 1)));
      } else if (line.startsWith('error ')) {
        fail(new Error(`the server could not make the backup: ${line.slice(6)}`));
      } else {
        fail(new Error('the server ended the backup before it was complete'));
      }
    });
  });
}
