import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '#test/support/test-clock';
import { createTestDatabase, type TestDatabase } from '#test/support/test-database';
import { enqueueJobs } from './outbox-repository';
import { DEFAULT_OUTBOX_OPTIONS, OutboxWorker } from './outbox-worker';

describe('stopping the outbox worker (a server shutting down)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
  });
  afterAll(() => database.drop());

  it('finishes the job in hand and gives back the ones it claimed but did not start', async () => {
    const clock = createTestClock();
    await enqueueJobs(
      database.db,
      [1, 2, 3].map((n) => ({ kind: 'test', payload: { n }, dueAt: clock.now() })),
      clock.now(),
    );
    let started!: () => void;
    const inHand = new Promise<void>((resolve) => {
      started = resolve;
    });
    let finish!: () => void;
    const ran: number[] = [];
    const worker = new OutboxWorker(
      database.db,
      clock,
      Fastify().log,
      {
        test: async (payload) => {
          ran.push(payload.n as number);
          started();
          await new Promise<void>((resolve) => {
            finish = resolve;
          });
          return 'sent';
        },
      },
      { ...DEFAULT_OUTBOX_OPTIONS, batchSize: 10 },
    );

    const pass = worker.drain();
    await inHand;
    const stopped = worker.stop();
    finish();
    await stopped;
    expect(await pass).toBe(1);
    expect(ran).toEqual([1]);
    expect(
      await database.db.query(
        'select payload, state, attempts, claim, locked_until from outbox order by id',
      ),
    ).toEqual([
      expect.objectContaining({ payload: { n: 1 }, state: 'done', attempts: 1, claim: null }),
      { payload: { n: 2 }, state: 'pending', attempts: 0, claim: null, locked_until: null },
      { payload: { n: 3 }, state: 'pending', attempts: 0, claim: null, locked_until: null },
    ]);
  });
});
