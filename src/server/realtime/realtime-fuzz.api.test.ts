import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { ServerFrame } from '#contract/realtime';
import { appendMessage } from '#server/routes/conversations/conversations-repository';
import { changedTables, createFingerprinter } from '#test/support/fuzz/database-fingerprint';
import {
  type FrameHints,
  type FuzzFrame,
  frameArbitrary,
  openingArbitrary,
  type SocketOpening,
} from '#test/support/fuzz/frame-arbitrary';
import { withTimeout } from '#test/support/fuzz/fuzz-runner';
import { FUZZ_RUNS, fuzzTestTimeout, seedFor } from '#test/support/fuzz/fuzz-settings';
import { createFuzzWorld, FUZZ_ADMIN_EMAILS } from '#test/support/fuzz/fuzz-world';
import { RealtimeTestClient } from '#test/support/realtime-client';
import { createTestApp } from '#test/support/test-app';
import { createTestClock } from '#test/support/test-clock';
import { publishCommitted } from './events';

/**
 * Random and hostile socket frames (contract-shaped, malformed, binary, oversized),
 * before and after authenticating, never crash the server nor touch anyone else's socket: after
 * each burst the server still answers, and the sockets that were listening (of the same user
 * and of others) still receive a message sent through the API. Frames change no table.
 */

const clock = createTestClock('2026-05-04T07:00:00Z');
const t = await createTestApp({
  clock,
  adminEmails: FUZZ_ADMIN_EMAILS,
  accessTokenTtlSeconds: 365 * 86_400,
  outbox: { autoStart: false },
  // Every fuzzed socket comes from this one address; the per-address limit is not under test.
  rateLimitPerMinute: 1_000_000,
});
const baseUrl = await t.listen();
const world = await createFuzzWorld(t);
const fingerprinter = await createFingerprinter(t.app.db);
const opened: RealtimeTestClient[] = [];
afterAll(async () => {
  for (const client of opened) client.close();
  await t.close();
});

const SOCKET_RUNS = FUZZ_RUNS * 10;
const ANSWER_MS = 5_000;

const describeRun = (opening: SocketOpening, frames: FuzzFrame[]) =>
  JSON.stringify({
    opening,
    frames: frames.map((frame) =>
      'text' in frame ? frame.text.slice(0, 200) : `binary ${frame.binary.length} bytes`,
    ),
  });

async function listener(name: string) {
  const client = await RealtimeTestClient.signedIn(baseUrl, world.actors.state(name).token);
  opened.push(client);
  await client.followInbox();
  await client.subscribe(world.conversationId, 0);
  return client;
}

/**
 * A message from Elena, written and announced as the API does it, minus the API's per-sender
 * rate (in real time): one goes out after every burst of frames.
 */
async function writeMessage(content: string): Promise<number> {
  const elena = world.actors.state('elena').userId;
  const appended = await t.app.db.transaction(async (tx) => {
    const written = await appendMessage(tx, {
      conversationId: world.conversationId,
      senderId: elena,
      recipientId: world.elenaTalksTo,
      content,
      clientId: undefined,
    });
    if (!written || !('message' in written)) throw new Error('the message was not written');
    return written;
  });
  await publishCommitted(t.app.db, [{ kind: 'message', ...appended }]);
  return appended.message.seq;
}

/** Resolves when the socket answers a ping, or has closed; a socket that does neither hangs. */
async function settled(client: RealtimeTestClient, what: string) {
  const from = client.frames.length;
  client.sendRaw(JSON.stringify({ type: 'ping' }));
  await withTimeout(
    client
      .waitFor((frame: ServerFrame) => frame.type === 'pong', from)
      .catch(() => {
        if (client.open) throw new Error(`the socket neither answered nor closed: ${what}`);
      }),
    ANSWER_MS,
    what,
  );
}

describe('socket frames, fuzzed', () => {
  it(
    'never crash the server nor reach another socket',
    async () => {
      // Maria listens on two sockets (the fuzzer also signs in as her), Elena on one.
      const listeners = [await listener('maria'), await listener('maria'), await listener('elena')];
      const hints: FrameHints = {
        ids: [world.conversationId],
        actors: world.actors.names,
        byName: {
          token: world.actors.names.map((name) => world.actors.state(name).token),
          conversationId: [world.conversationId, '10000000-0000-4000-8000-0000000000ff'],
        },
      };
      let sent = 0;
      await fc.assert(
        fc.asyncProperty(
          openingArbitrary(hints),
          fc.array(frameArbitrary(hints), { minLength: 1, maxLength: 6 }),
          async (opening, frames) => {
            const what = describeRun(opening, frames);
            const before = await fingerprinter.take();
            const client = await RealtimeTestClient.connect(baseUrl);
            opened.push(client);
            if (opening.kind !== 'none') {
              const token =
                opening.kind === 'actor' ? world.actors.state(opening.name).token : opening.token;
              client.sendRaw(JSON.stringify({ type: 'auth', token }));
            }
            for (const frame of frames) client.sendRaw('text' in frame ? frame.text : frame.binary);
            await settled(client, what);
            client.close();
            expect(changedTables(before, await fingerprinter.take()), what).toEqual([]);

            // Everyone else is as they were: listening, and answering.
            for (const other of listeners) {
              expect(other.closeCode, what).toBeUndefined();
              await settled(other, what);
            }
            sent += 1;
            const seq = await writeMessage(`after burst ${sent}`);
            for (const other of listeners) {
              await other.waitFor((frame) => frame.type === 'message' && frame.message.seq === seq);
            }
          },
        ),
        { seed: seedFor('socket frames'), numRuns: SOCKET_RUNS },
      );
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    },
    fuzzTestTimeout(SOCKET_RUNS),
  );
});
