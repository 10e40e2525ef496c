import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { BookingBody } from '#contract/bookings';
import { addDays, sofiaDate } from '#contract/sofia-time';
import {
  SAMPLE_COURTS,
  SAMPLE_OPEN_MATCHES,
  SAMPLE_PASSWORD,
  SAMPLE_PLAYERS,
  SAMPLE_VISITS,
} from '#server/db-tools/sample-data';
import { WRITE_LIMITS } from '#server/rate-limits/rate-rules';
import { ApiClient, clientAddress } from './lib/api-client';
import { BookingRequester, myBookings } from './lib/booking-requester';
import { allMessages, ChatSender } from './lib/chat-sender';
import { faultSeed, seededRandom } from './lib/seeded-random';
import { type ServerProcess, startServer } from './lib/server-process';

const KILLS = 20;
/** The kill lands this long after the burst starts, at most: while its writes are in flight. */
const KILL_WINDOW_MS = 250;

const scratch: string[] = [];
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.kill('SIGKILL');
  for (const dir of scratch) await rm(dir, { recursive: true, force: true });
});

describe('kill -9 on the embedded database', () => {
  it(`opens again after each of ${KILLS} kills mid-write and keeps every acknowledged write exactly once`, async () => {
    const seed = faultSeed();
    console.log(`kill -9: seed ${seed} (FAULT_SEED=${seed} repeats these kill moments)`);
    const random = seededRandom(seed);
    const dataDir = await mkdtemp(join(tmpdir(), 'tennis-faults-kill-'));
    scratch.push(dataDir);
    const env = {
      DATA_DIR: dataDir,
      SEED: 'sample',
      TRUST_PROXY: '127.0.0.1',
      ACCESS_TOKEN_TTL: '3600',
      DATABASE_URL: '',
    };
    server = await startServer(env);

    const people = SAMPLE_PLAYERS.slice(0, 6).map((player, i) => ({
      player,
      client: new ApiClient(server?.url as string, clientAddress(i + 1)),
    }));
    for (const { player, client } of people) await client.signIn(player.email, SAMPLE_PASSWORD);

    // Three conversations, both sides writing; every player asks for a court each round.
    const senders: ChatSender[] = [];
    for (let i = 0; i < people.length; i += 2) {
      const [a, b] = [people[i], people[i + 1]];
      if (!a || !b) throw new Error('players come in pairs');
      const started = await a.client.call('POST', '/api/conversations', {
        userId: b.client.userId,
      });
      expect(started.status).toBe(200);
      senders.push(
        new ChatSender(a.client, started.body.id),
        new ChatSender(b.client, started.body.id),
      );
    }
    const bookers = people.map(({ client }) => new BookingRequester(client));
    // A request whose answer a kill lost is counted again when it is sent again: each player asks
    // every other round, so that even doubled their requests stay within the hourly limit.
    const hourlyBookings = WRITE_LIMITS.booking.perAccount[0]?.limit ?? 0;
    expect(Math.ceil(KILLS / 2) * 2).toBeLessThanOrEqual(hourlyBookings);
    const bookingsPerRound = Math.ceil(bookers.length / 2);
    const writesPerRound = senders.length + bookingsPerRound;
    const court = SAMPLE_COURTS[0];
    if (!court) throw new Error('no sample court');
    const today = sofiaDate(new Date());

    let killsMidWrite = 0;
    for (let round = 1; round <= KILLS; round++) {
      for (const [i, sender] of senders.entries()) sender.write(`round ${round} from sender ${i}`);
      bookers.forEach((booker, i) => {
        if ((round + i) % 2 !== 0) return;
        const body: BookingBody = {
          courtId: court.id,
          date: addDays(today, round),
          startTime: `${String(9 + i).padStart(2, '0')}:00`,
          durationHours: 1,
        };
        booker.request(body);
      });
      const waiting = () =>
        senders.reduce((n, s) => n + s.unsent.length, 0) +
        bookers.reduce((n, b) => n + b.unsent.length, 0);
      const burst = Promise.all([...senders, ...bookers].map((client) => client.flush()));
      const delayMs = Math.floor(random() * KILL_WINDOW_MS);
      await new Promise((done) => setTimeout(done, delayMs));
      const unanswered = waiting();
      if (unanswered > 0) killsMidWrite += 1;
      const killedAt = Date.now();
      const exit = await server.kill('SIGKILL');
      expect(exit.signal).toBe('SIGKILL');
      await burst;

      // It always opens again: the lock and the database files both.
      server = await startServer(env).catch((error: Error) => {
        throw new Error(
          `after kill ${round} (seed ${seed}, ${delayMs} ms) the server did not open: ${error.message}`,
        );
      });
      for (const { client } of people) client.baseUrl = server.url;
      // A slow first answer of a fresh process (10 s, on a busy machine) is sent again, as the
      // app would; a server that never answers fails here.
      let stillAway = [...senders, ...bookers];
      for (let attempt = 1; attempt <= 5 && stillAway.length > 0; attempt++) {
        const flushed = await Promise.all(stillAway.map((client) => client.flush()));
        stillAway = stillAway.filter((_, i) => flushed[i] !== 'done');
      }
      expect(stillAway.map((client) => client.lastAway)).toEqual([]);
      console.log(
        `kill ${round}: ${delayMs} ms into the burst, ${unanswered} of ${writesPerRound} writes unanswered; ` +
          `opened again, resent and checked in ${Date.now() - killedAt} ms`,
      );
      await expectEveryWriteOnce(senders, bookers);
    }

    const resends = senders.reduce((n, s) => n + s.resends, 0);
    const foundSaved = senders.reduce((n, s) => n + s.foundSaved, 0);
    const messages = senders.reduce((n, s) => n + s.acknowledged.size, 0);
    const alreadySaved = bookers.reduce((n, b) => n + b.alreadySaved.length, 0);
    console.log(
      `kill -9: ${KILLS} kills, ${killsMidWrite} with writes unanswered; ${messages} messages, ` +
        `${resends} sent again (${foundSaved} of them already saved, answered 200, not written twice), ` +
        `${alreadySaved} booking requests found already saved on their resend`,
    );
    await server.kill('SIGTERM');
  });
});

/** Every acknowledged message once, in a gapless seq order, and nothing nobody sent. */
async function expectEveryWriteOnce(senders: ChatSender[], bookers: BookingRequester[]) {
  const byConversation = new Map<string, ChatSender[]>();
  for (const sender of senders) {
    byConversation.set(sender.conversationId, [
      ...(byConversation.get(sender.conversationId) ?? []),
      sender,
    ]);
  }
  for (const [conversationId, pair] of byConversation) {
    const stored = await allMessages(pair[0]?.client as ApiClient, conversationId);
    expect(stored.map((message) => message.seq)).toEqual(stored.map((_, i) => i + 1));
    const clientIds = stored.map((message) => message.clientId);
    expect(new Set(clientIds).size).toBe(clientIds.length);
    const acknowledged = pair.flatMap((sender) => [...sender.acknowledged.values()]);
    expect(new Set(clientIds)).toEqual(new Set(acknowledged.map((message) => message.clientId)));
    const storedIds = new Map(stored.map((message) => [message.clientId, message.id]));
    for (const message of acknowledged) expect(storedIds.get(message.clientId)).toBe(message.id);
  }
  // The sample data's past visits, its games' courts and Maria's season are the players'
  // bookings too; only the test's own count.
  const sampleVisits = new Set([
    ...SAMPLE_VISITS.map((visit) => visit.id),
    ...SAMPLE_OPEN_MATCHES.flatMap((game) => (game.court ? [game.court.bookingId] : [])),
  ]);
  for (const booker of bookers) {
    const stored = (await myBookings(booker.client)).filter(
      (booking) => !sampleVisits.has(booking.id) && !booking.series,
    );
    const slots = stored.map((booking) => `${booking.date} ${booking.startTime}`);
    expect(new Set(slots).size).toBe(slots.length);
    const ids = new Set(stored.map((booking) => booking.id));
    for (const booking of booker.acknowledged) expect(ids.has(booking.id)).toBe(true);
    const requested = new Set(
      [...booker.acknowledged, ...booker.alreadySaved].map((b) => `${b.date} ${b.startTime}`),
    );
    expect(new Set(slots)).toEqual(requested);
  }
}
