import { tmpdir } from 'node:os';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { errorsPlugin } from './errors';
import { storageGuardPlugin } from './storage-guard';

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

/** An app whose disk has less free than `reserveBytes` asks (a reserve no disk has: full). */
async function appWithReserve(reserveBytes: number) {
  app = Fastify();
  await app.register(errorsPlugin);
  await app.register(storageGuardPlugin, { path: tmpdir(), reserveBytes });
  app.get('/api/thing', async () => ({ ok: true }));
  app.post('/api/thing', async () => ({ ok: true }));
  app.post('/not-api', async () => ({ ok: true }));
  await app.ready();
  return app;
}

describe('the embedded database’s disk below its reserve', () => {
  it('answers API writes 503 storage_full with Retry-After, and lets reads through', async () => {
    const full = await appWithReserve(Number.MAX_SAFE_INTEGER);
    const write = await full.inject({ method: 'POST', url: '/api/thing', payload: {} });
    expect(write.statusCode).toBe(503);
    expect(write.headers['retry-after']).toBe('60');
    expect(write.json().error.code).toBe('storage_full');
    expect((await full.inject({ method: 'GET', url: '/api/thing' })).statusCode).toBe(200);
    expect((await full.inject({ method: 'POST', url: '/not-api', payload: {} })).statusCode).toBe(
      200,
    );
  });

  it('lets writes through while the disk has room', async () => {
    const roomy = await appWithReserve(0);
    expect(
      (await roomy.inject({ method: 'POST', url: '/api/thing', payload: {} })).statusCode,
    ).toBe(200);
  });
});
