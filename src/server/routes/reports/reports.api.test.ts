import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '#contract/auth';
import {
  adminReportsListSchema,
  REPORTS_PER_HOUR,
  type ReportBody,
  reportSchema,
} from '#contract/reports';
import { SAMPLE_REPORT } from '#server/db-tools/sample-data';
import { call as callAs, NEW_COURT, UNKNOWN_ID } from '#test/support/api-fixtures';
import { signedUpUser } from '#test/support/auth-helpers';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { createTestClock } from '#test/support/test-clock';

const clock = createTestClock('2026-05-04T07:00:00Z');
let t: TestApp;
let admin: Session;
let ana: Session;
let boris: Session;
let cveta: Session;
/** Boris's content: a message to Ana, a partner request, a court. */
let messageId: string;
let requestId: string;
let courtId: string;

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  session: Session | null,
  payload?: unknown,
) => callAs(t, method, url, session, payload);

const report = (session: Session | null, body: ReportBody | Record<string, unknown>) =>
  call('POST', '/api/reports', session, body);

beforeAll(async () => {
  t = await createTestApp({
    clock,
    adminEmails: ['admin@example.com'],
    accessTokenTtlSeconds: 30 * 86_400,
  });
  admin = await signedUpUser(t, 'admin@example.com', 'Admin');
  ana = await signedUpUser(t, 'ana@example.com', 'Ана');
  boris = await signedUpUser(t, 'boris@example.com', 'Борис');
  cveta = await signedUpUser(t, 'cveta@example.com', 'Цвета');
  await call('PUT', '/api/profile', boris, {
    name: 'Борис',
    level: 'intermediate',
    bio: 'Играя всеки ден, пишете ми.',
  });
  const conversation = (
    await call('POST', '/api/conversations', ana, { userId: boris.user.id })
  ).json().id as string;
  const sent = await call('POST', `/api/conversations/${conversation}/messages`, boris, {
    content: 'Купи евтини топки от spam.example',
  });
  messageId = sent.json().id;
  requestId = (
    await call('POST', '/api/partner-requests', boris, {
      level: 'intermediate',
      district: 'lozenets',
      preferredTime: 'Weekday evenings',
      message: 'Looking for a hitting partner',
    })
  ).json().id;
  courtId = (await call('POST', '/api/courts', boris, NEW_COURT)).json().id;
});
afterAll(() => t.close());

async function openReports() {
  const response = await call('GET', '/api/admin/reports', admin);
  expect(response.statusCode, response.body).toBe(200);
  return adminReportsListSchema.parse(response.json()).items;
}

describe('reporting', () => {
  it('takes a profile, a message, a partner request and a court, from a signed-in player', async () => {
    const body = { kind: 'profile', targetId: boris.user.id, reason: 'fake' } as const;
    expect((await report(null, body)).statusCode).toBe(401);

    const made = [];
    for (const one of [
      { ...body, note: 'Снимката е от интернет.' },
      { kind: 'message', targetId: messageId, reason: 'spam' },
      { kind: 'partner_request', targetId: requestId, reason: 'other' },
      { kind: 'court', targetId: courtId, reason: 'inappropriate', note: '' },
    ] as const) {
      made.push(await report(ana, one));
      clock.advance(1000);
    }
    for (const response of made) expect(response.statusCode, response.body).toBe(201);
    const [profile, message, request, court] = made.map((r) => reportSchema.parse(r.json()));
    expect(profile).toMatchObject({
      kind: 'profile',
      targetId: boris.user.id,
      reason: 'fake',
      note: 'Снимката е от интернет.',
      status: 'open',
    });
    expect(court?.note).toBeNull();

    // The administrators read what was reported, as it was, and who is behind it, oldest first.
    const queue = await openReports();
    const byId = (id?: string) => queue.find((r) => r.id === id);
    expect(byId(profile?.id)).toMatchObject({
      targetText: 'Борис\nИграя всеки ден, пишете ми.',
      reporter: { id: ana.user.id, name: 'Ана', email: 'ana@example.com' },
      targetUser: { id: boris.user.id, name: 'Борис', email: 'boris@example.com' },
      targetHidden: false,
      targetUserSuspended: false,
      resolvedAt: null,
    });
    expect(byId(message?.id)?.targetText).toBe('Купи евтини топки от spam.example');
    expect(byId(request?.id)?.targetText).toBe('Weekday evenings\nLooking for a hitting partner');
    expect(byId(court?.id)?.targetText).toBe('Корт Зорница\nZornitsa Court\nул. „Зорница“ 12');
    // Oldest first; the sample data's own open report is not this test's.
    expect(queue.map((r) => r.id).filter((id) => id !== SAMPLE_REPORT.id)).toEqual(
      [profile, message, request, court].map((r) => r?.id),
    );
  });

  it('answers a repeat with the first report and stores nothing more', async () => {
    const again = await report(ana, { kind: 'message', targetId: messageId, reason: 'abuse' });
    expect(again.statusCode, again.body).toBe(200);
    const first = (await openReports()).find((r) => r.kind === 'message');
    expect(again.json()).toMatchObject({ id: first?.id, reason: 'spam' });
    const [row] = await t.database.db.query<{ n: number }>(
      'select count(*)::int as n from reports where target_id = $1',
      [messageId],
    );
    expect(row?.n).toBe(1);
    // Another player's report of the same content is a report of its own.
    const other = await report(cveta, { kind: 'court', targetId: courtId, reason: 'spam' });
    expect(other.statusCode).toBe(201);
  });

  it('takes only what the reporter can see, and nothing of their own', async () => {
    const notFound = async (body: ReportBody, code: string, session = cveta) => {
      const response = await report(session, body);
      expect([response.statusCode, response.json().error.code], JSON.stringify(body)).toEqual([
        404,
        code,
      ]);
    };
    // A message of a conversation Cveta is not in does not exist for her.
    await notFound({ kind: 'message', targetId: messageId, reason: 'spam' }, 'message_not_found');
    await notFound({ kind: 'profile', targetId: UNKNOWN_ID, reason: 'fake' }, 'user_not_found');
    await notFound(
      { kind: 'partner_request', targetId: UNKNOWN_ID, reason: 'spam' },
      'partner_request_not_found',
    );
    await notFound({ kind: 'court', targetId: UNKNOWN_ID, reason: 'spam' }, 'court_not_found');
    // A player out of the list, and a request off the board, are not seen.
    await call('PUT', '/api/profile', boris, {
      name: 'Борис',
      level: 'intermediate',
      listed: false,
    });
    await notFound({ kind: 'profile', targetId: boris.user.id, reason: 'fake' }, 'user_not_found');
    await call('PUT', '/api/profile', boris, {
      name: 'Борис',
      level: 'intermediate',
      listed: true,
    });
    const closed = (
      await call('POST', '/api/partner-requests', boris, {
        level: 'advanced',
        district: 'center',
        preferredTime: 'Mornings',
      })
    ).json().id;
    expect((await call('POST', `/api/partner-requests/${closed}/close`, boris)).statusCode).toBe(
      200,
    );
    await notFound(
      { kind: 'partner_request', targetId: closed, reason: 'spam' },
      'partner_request_not_found',
    );

    for (const body of [
      { kind: 'profile', targetId: boris.user.id },
      { kind: 'message', targetId: messageId },
      { kind: 'partner_request', targetId: requestId },
      { kind: 'partner_request', targetId: closed },
      { kind: 'court', targetId: courtId },
    ] as const) {
      const own = await report(boris, { ...body, reason: 'other' });
      expect([own.statusCode, own.json().error.code], body.kind).toEqual([400, 'own_content']);
    }
  });

  it('checks the reason and the note at the edge', async () => {
    const base = { kind: 'court', targetId: courtId } as const;
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ ...base, reason: 'boring' }, { reason: 'invalid_value' }],
      [{ ...base, reason: 'spam', note: 'x'.repeat(501) }, { note: 'too_long' }],
      [{ ...base, reason: 'spam', note: 'a\u0000b' }, { note: 'control_characters' }],
      [{ kind: 'player', targetId: courtId, reason: 'spam' }, { kind: 'invalid_value' }],
      [{ ...base, targetId: 'not-an-id', reason: 'spam' }, { targetId: 'invalid_format' }],
    ];
    for (const [body, fields] of cases) {
      const response = await report(ana, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'validation', fields });
    }
  });

  it(`takes at most ${REPORTS_PER_HOUR} reports from one player an hour`, async () => {
    const reporter = await signedUpUser(t, 'dora@example.com', 'Дора');
    const courts: string[] = [];
    for (let i = 0; i <= REPORTS_PER_HOUR; i++) {
      courts.push((await call('POST', '/api/courts', boris, NEW_COURT)).json().id);
    }
    for (const id of courts.slice(0, REPORTS_PER_HOUR)) {
      const made = await report(reporter, { kind: 'court', targetId: id, reason: 'spam' });
      expect(made.statusCode, made.body).toBe(201);
    }
    const last = courts.at(-1) as string;
    const refused = await report(reporter, { kind: 'court', targetId: last, reason: 'spam' });
    expect([refused.statusCode, refused.json().error.code]).toEqual([429, 'rate_limited']);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // A repeat of an open report is no new report: it still answers.
    const repeat = await report(reporter, { kind: 'court', targetId: courts[0], reason: 'spam' });
    expect(repeat.statusCode).toBe(200);
    clock.advance(60 * 60_000 + 1000);
    const later = await report(reporter, { kind: 'court', targetId: last, reason: 'spam' });
    expect(later.statusCode, later.body).toBe(201);
  });
});
