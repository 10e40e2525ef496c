import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '#server/db/migrate';
import { openPglite } from '#server/db/pglite-db';
import { createTestApp, type TestApp } from '#test/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('reports the database kind and that it answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ok',
      database: { kind: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite', ok: true },
    });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });
});

describe('GET /api/ready', () => {
  const ready = () => t.app.inject({ method: 'GET', url: '/api/ready' });

  it('is ready with the database up, every migration applied and the outbox moving', async () => {
    const response = await ready();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      reason: null,
      database: { ok: true },
      storage: { ok: true },
      migrations: { ok: true, pending: [] },
      outbox: { ok: true, stuckJobs: 0 },
    });
  });

  it('is not ready while a migration this build ships is not applied', async () => {
    const [last] = await t.app.db.query<{ name: string }>(
      'delete from schema_migrations where name = (select max(name) from schema_migrations) returning name',
    );
    try {
      const response = await ready();
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('10');
      expect(response.json()).toMatchObject({
        status: 'not_ready',
        reason: 'migrations_pending',
        migrations: { ok: false, pending: [last?.name] },
      });
    } finally {
      await t.app.db.query('insert into schema_migrations (name) values ($1)', [last?.name]);
    }
  });

  it('is not ready while a job has waited for a worker for 15 minutes', async () => {
    const dueAt = new Date(t.app.clock.now().getTime() - 16 * 60_000);
    const [job] = await t.app.db.query<{ id: string }>(
      `insert into outbox (kind, payload, due_at, created_at) values ('message_mail', '{}', $1, $1)
       returning id::text as id`,
      [dueAt],
    );
    try {
      const response = await ready();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        reason: 'outbox_stuck',
        outbox: { ok: false, stuckJobs: 1 },
      });
      // A worker holding it is sending it: not stuck.
      await t.app.db.query('update outbox set locked_until = $2 where id = $1', [
        job?.id,
        new Date(t.app.clock.now().getTime() + 60_000),
      ]);
      expect((await ready()).statusCode).toBe(200);
    } finally {
      await t.app.db.query('delete from outbox where id = $1', [job?.id]);
    }
  });

  it('is not ready when the database does not answer', async () => {
    const gone = await createTestApp({ seed: false, outbox: { autoStart: false } });
    await gone.database.drop();
    const response = await gone.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      reason: 'database_unreachable',
      database: { ok: false },
    });
    // Closing stops the listener on a database that is gone: that may fail, and is not tested.
    await gone.app.close().catch(() => undefined);
  });
});

describe('GET /api/ready on the embedded database’s disk', () => {
  /** An app on PGlite in a folder, whose disk must keep `reserve` bytes free. */
  async function appWithReserve(dir: string, reserve: number) {
    await mkdir(dir, { recursive: true });
    const db = await openPglite(join(dir, 'pglite'));
    await migrate(db);
    return createTestApp({
      database: { db, url: undefined, drop: () => db.close() },
      storageReserveBytes: reserve,
      outbox: { autoStart: false },
    });
  }

  it('is not ready, storage_full, while the disk has less than its reserve free; ready with room', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tennis-ready-'));
    // A reserve no disk has: the disk is full for this app.
    const full = await appWithReserve(join(dir, 'full'), Number.MAX_SAFE_INTEGER);
    const roomy = await appWithReserve(join(dir, 'roomy'), 0);
    try {
      const notReady = await full.app.inject({ method: 'GET', url: '/api/ready' });
      expect(notReady.statusCode).toBe(503);
      expect(notReady.headers['retry-after']).toBe('10');
      expect(notReady.json()).toMatchObject({
        status: 'not_ready',
        reason: 'storage_full',
        database: { ok: true },
        storage: { ok: false },
      });
      const ready = await roomy.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({ status: 'ready', storage: { ok: true } });
    } finally {
      await full.close();
      await roomy.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
