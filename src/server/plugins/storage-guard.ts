import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DatabaseUnavailableError } from '#server/db/database-errors';
import { cachedFreeBytes, hasReserveFree, STORAGE_RESERVE_BYTES } from '#server/db/storage-space';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The embedded database on a disk with less than its reserve free: every API write is answered
 * 503 storage_full (Retry-After) before it starts, and reads go on. PGlite never gets to the
 * full disk that would end its instance; when room returns, writes work again by themselves.
 */
export const storageGuardPlugin = fp(
  async (app: FastifyInstance, options: { path: string; reserveBytes?: number }) => {
    const reserve = options.reserveBytes ?? STORAGE_RESERVE_BYTES;
    const free = cachedFreeBytes(options.path);
    app.addHook('onRequest', async (request) => {
      if (READS.has(request.method) || !request.url.startsWith('/api/')) return;
      if (!(await hasReserveFree(free, reserve))) {
        throw new DatabaseUnavailableError('The disk of the database is full', 'storage_full');
      }
    });
  },
  { name: 'storage-guard' },
);
