import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { changedTables } from '#test/support/fuzz/database-fingerprint';
import { createFuzzRunner } from '#test/support/fuzz/fuzz-runner';
import { FUZZ_RUNS, fuzzTestTimeout, seedFor } from '#test/support/fuzz/fuzz-settings';
import {
  createFuzzWorld,
  FUZZ_ACCOUNTS,
  FUZZ_ADMIN_EMAILS,
  loadHints,
} from '#test/support/fuzz/fuzz-world';
import { requestArbitrary } from '#test/support/fuzz/request-arbitrary';
import { createTestApp } from '#test/support/test-app';
import { createTestClock } from '#test/support/test-clock';

/**
 * Every route of the app, taken from the app itself, gets random and hostile paths,
 * query strings, bodies and headers, signed out, signed in and with forged credentials. No
 * answer is 5xx, every request is answered in time, a refusal is the API's error, and a
 * refused request changes no table. FUZZ_SEED and FUZZ_RUNS change the run (`npm run fuzz`).
 */

// Monday 4 May 2026, 10:00 in Sofia.
const clock = createTestClock('2026-05-04T07:00:00Z');
// The app is built before the tests are collected: the route list is the app's.
const t = await createTestApp({
  clock,
  adminEmails: FUZZ_ADMIN_EMAILS,
  accessTokenTtlSeconds: 365 * 86_400,
  outbox: { autoStart: false },
});
afterAll(async () => {
  if (process.env.FUZZ_STATS) {
    for (const [route, counts] of runner.statuses) {
      const line = [...counts].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
      console.log(`${route}: ${line.join(' ')}`);
    }
  }
  await t.close();
});
const world = await createFuzzWorld(t);
const runner = await createFuzzRunner(t, clock, world.actors);
const routes = t.app
  .routeList()
  .map((route) => ({ ...route, key: `${route.method} ${route.url}` }));

describe('every route, fuzzed', () => {
  it('covers the whole app', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(runner.fingerprinter.tables.length).toBeGreaterThan(10);
  });

  it('notices one changed value, and leaves the bookkeeping tables out', async () => {
    const db = t.app.db;
    const before = await runner.fingerprinter.take();
    await db.query("update profiles set bio = bio || '.' where id = $1", [FUZZ_ACCOUNTS.maria]);
    // A failed sign-in is counted (rate_limit_events), by design.
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'maria@demo.example.com', password: 'not her password' },
    });
    expect(failed.json().error.code, failed.body).toBe('invalid_credentials');
    const after = await runner.fingerprinter.take();
    await db.query('update profiles set bio = left(bio, -1) where id = $1', [FUZZ_ACCOUNTS.maria]);
    expect(changedTables(before, after, new Set())).toEqual([
      expect.stringMatching(/^profiles /),
      expect.stringMatching(/^rate_limit_events /),
    ]);
    expect(changedTables(before, after)).toEqual([expect.stringMatching(/^profiles /)]);
    expect(changedTables(before, await runner.fingerprinter.take())).toEqual([]);
  });

  it.each(routes)(
    '$key',
    async (route) => {
      const hints = await loadHints(t, world.actors);
      await fc.assert(
        fc.asyncProperty(requestArbitrary(route, hints), async (request) => {
          await runner.send(route, request);
        }),
        { seed: seedFor(route.key), numRuns: FUZZ_RUNS },
      );
    },
    fuzzTestTimeout(FUZZ_RUNS),
  );

  it('still answers afterwards', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode, health.body).toBe(200);
    await world.actors.keepAlive();
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: world.actors.authorization('maria') },
    });
    expect(profile.statusCode, profile.body).toBe(200);
  });
});
