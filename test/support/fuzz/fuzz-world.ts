import { createECDH } from 'node:crypto';
import { addDays, sofiaDate } from '#contract/sofia-time';
import {
  SAMPLE_ADMIN,
  SAMPLE_OWNERS,
  SAMPLE_PASSWORD,
  SAMPLE_PLAYERS,
  SAMPLE_UNOWNED_COURT,
} from '#server/db-tools/sample-data';
import { createUnsubscribeTokens } from '#server/mail/unsubscribe-tokens';
import { GOOD_PASSWORD } from '../auth-helpers';
import { TEST_JWT_SECRET, type TestApp } from '../test-app';
import { createFuzzActors, type FuzzActors, forgedAuthorizations } from './fuzz-actors';
import type { RequestHints } from './request-arbitrary';

function sample<T>(item: T | undefined): T {
  if (!item) throw new Error('the sample data lost an account the fuzz suites use');
  return item;
}
const maria = sample(SAMPLE_PLAYERS[0]);
const elena = sample(SAMPLE_PLAYERS[2]);
const anna = sample(SAMPLE_OWNERS[1]);

/** The fuzz suites' signed-in accounts: two players, a court owner and an administrator. */
export const FUZZ_ACCOUNTS = {
  maria: maria.id,
  elena: elena.id,
  anna: anna.id,
  admin: SAMPLE_ADMIN.id,
} as const;

export const FUZZ_ADMIN_EMAILS = [SAMPLE_ADMIN.email];

/**
 * The sample data and a little more, made through the API so every kind of id exists: a
 * conversation with messages, a partner request, bookings (one accepted), a court claim.
 */
export async function createFuzzWorld(t: TestApp) {
  const actors = await createFuzzActors(t, FUZZ_ACCOUNTS);
  const as = async (
    name: keyof typeof FUZZ_ACCOUNTS,
    method: 'POST',
    url: string,
    body: object,
  ) => {
    const response = await t.app.inject({
      method,
      url,
      headers: { authorization: actors.authorization(name) },
      payload: body,
    });
    if (response.statusCode >= 300) {
      throw new Error(
        `fuzz world: ${method} ${url} answered ${response.statusCode} ${response.body}`,
      );
    }
    return response.json();
  };
  const nextWeek = addDays(sofiaDate(t.app.clock.now()), 7);
  const courtId = anna.courtIds[0] as string;

  const conversation = await as('elena', 'POST', '/api/conversations', { userId: maria.id });
  await as('elena', 'POST', `/api/conversations/${conversation.id}/messages`, {
    content: 'Здрасти!',
  });
  await as('maria', 'POST', `/api/conversations/${conversation.id}/messages`, { content: 'Hi' });
  await as('maria', 'POST', '/api/partner-requests', {
    level: 'intermediate',
    district: 'lozenets',
    preferredTime: 'Evenings',
    message: 'Singles?',
  });
  await as('maria', 'POST', '/api/bookings', {
    courtId,
    date: nextWeek,
    startTime: '18:00',
    durationHours: 1,
  });
  // A season of Maria's, so the season routes' `:id` often names a real one.
  await as('maria', 'POST', '/api/bookings', {
    courtId,
    date: nextWeek,
    startTime: '20:00',
    durationHours: 1,
    weeks: 4,
  });
  const accepted = await as('elena', 'POST', '/api/bookings', {
    courtId,
    date: nextWeek,
    startTime: '10:00',
    durationHours: 2,
  });
  // Anna's first court may take instant bookings: then the booking is accepted already.
  if (accepted.status === 'pending') {
    await as('anna', 'POST', `/api/bookings/${accepted.id}/accept`, {});
  }
  await as('elena', 'POST', `/api/courts/${SAMPLE_UNOWNED_COURT.id}/claims`, { message: 'Мой е' });
  await as('elena', 'POST', '/api/matches', {
    opponentId: maria.id,
    playedOn: sofiaDate(t.app.clock.now()),
    sets: ['6-4', '6-4'],
  });
  return { actors, conversationId: conversation.id as string, elenaTalksTo: maria.id };
}

/** A P-256 public key as a browser's push subscription has it. */
function pushKey(): string {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return ecdh.getPublicKey().toString('base64url');
}

/**
 * What the fuzzer draws from besides random data: every id in the database now (so a route's
 * `:id` often names something real), and good values for fields JSON Schema cannot describe.
 */
export async function loadHints(t: TestApp, actors: FuzzActors): Promise<RequestHints> {
  const tables = await t.app.db.query<{ table_name: string }>(
    `select table_name from information_schema.columns
     where table_schema = current_schema() and column_name = 'id' and data_type = 'uuid'
     order by table_name`,
  );
  const idsByTable: Record<string, string[]> = {};
  for (const { table_name } of tables) {
    // The newest rows, in the order they were written (not by their random ids): the same
    // seed then picks the same rows again.
    const rows = await t.app.db.query<{ id: string }>(
      `select id::text as id from "${table_name}" order by ctid desc limit 25`,
    );
    idsByTable[table_name] = rows.map((row) => row.id);
  }
  const ids = new Set(Object.values(idsByTable).flat());
  const idsOf = (table: string) => idsByTable[table] ?? [];
  const today = sofiaDate(t.app.clock.now());
  const dates = [-400, -1, 0, 1, 7, 30, 60, 61, 400].map((days) => addDays(today, days));
  const unsubscribe = createUnsubscribeTokens(TEST_JWT_SECRET);
  const victim = actors.state('elena');
  return {
    ids: [...ids],
    idsByTable,
    actors: actors.names,
    forgedAuthorizations: await forgedAuthorizations(t, victim),
    queryKeys: ['token', 'cursor', 'q', 'status', 'limit', 'mine', 'date', 'from', 'days', 'id'],
    byName: {
      date: dates,
      from: dates,
      playedOn: dates,
      email: [
        ...SAMPLE_PLAYERS.map((p) => p.email),
        anna.email,
        SAMPLE_ADMIN.email,
        'new@example.com',
      ],
      password: [SAMPLE_PASSWORD, GOOD_PASSWORD, 'short'],
      token: [
        unsubscribe.sign(victim.userId, 'messages'),
        unsubscribe.sign(victim.userId, 'booking_requests'),
      ],
      content: ['Здравей!', 'See you at 6?'],
      preferredTime: ['Evenings', 'Събота сутрин'],
      name: ['Иван', 'Ivan'],
      sets: ['6-4', '7-6', '6-0', '3-6', '7-5', '10-8'],
      endpoint: ['https://push.example.com/send/abc', 'https://fcm.googleapis.com/fcm/send/x'],
      p256dh: [pushKey()],
      postcode: ['1000', '1421'],
      startTime: ['10:00', '18:00', '09:30', '21:30'],
      userId: idsOf('profiles'),
      opponentId: idsOf('profiles'),
      courtId: idsOf('courts'),
      unitId: idsOf('court_units'),
      partnerRequestId: idsOf('partner_requests'),
      ids: idsOf('notifications'),
    },
  };
}
