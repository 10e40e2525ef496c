import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '#contract/auth';
import { messagesPageSchema } from '#contract/chat';
import {
  type AdminReport,
  adminReportSchema,
  adminReportsListSchema,
  hiddenContentListSchema,
  type ReportBody,
  suspendedAccountsListSchema,
} from '#contract/reports';
import { SAMPLE_UNOWNED_COURT } from '#server/db-tools/sample-data';
import { call as callAs, NEW_COURT, UNKNOWN_ID } from '#test/support/api-fixtures';
import {
  GOOD_PASSWORD,
  lastMailToken,
  refresh,
  signedUpUser,
  signIn,
} from '#test/support/auth-helpers';
import { createPastBookings } from '#test/support/past-bookings';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { createTestClock } from '#test/support/test-clock';

const clock = createTestClock('2026-05-04T07:00:00Z');
let t: TestApp;
let admin: Session;
let ana: Session;
let cveta: Session;

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, session: Session | null, payload?: unknown) =>
  callAs(t, method, url, session, payload);

beforeAll(async () => {
  t = await createTestApp({
    clock,
    adminEmails: ['admin@example.com'],
    accessTokenTtlSeconds: 30 * 86_400,
  });
  admin = await signedUpUser(t, 'admin@example.com', 'Admin');
  ana = await signedUpUser(t, 'ana@example.com', 'Ана');
  cveta = await signedUpUser(t, 'cveta@example.com', 'Цвета');
});
afterAll(() => t.close());

async function reported(session: Session, body: ReportBody): Promise<AdminReport> {
  const made = await call('POST', '/api/reports', session, body);
  expect(made.statusCode, made.body).toBe(201);
  const queue = adminReportsListSchema.parse(
    (await call('GET', '/api/admin/reports', admin)).json(),
  );
  const found = queue.items.find((r) => r.id === made.json().id);
  if (!found) throw new Error('the report is not in the queue');
  return found;
}

async function act(report: AdminReport, action: 'dismiss' | 'hide' | 'suspend') {
  const response = await call('POST', `/api/admin/reports/${report.id}/${action}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return adminReportSchema.parse(response.json());
}

async function statusOf(id: string) {
  const [row] = await t.database.db.query<{ status: string }>(
    'select status from reports where id = $1',
    [id],
  );
  return row?.status;
}

/** A conversation from `from` to `to` with one message; its id and the message's. */
async function messageTo(from: Session, to: Session, content: string) {
  const conversation = (
    await call('POST', '/api/conversations', from, { userId: to.user.id })
  ).json().id as string;
  const sent = await call('POST', `/api/conversations/${conversation}/messages`, from, {
    content,
  });
  expect(sent.statusCode, sent.body).toBe(201);
  return { conversation, message: sent.json().id as string };
}

async function playersNamed(name: string) {
  const page = (await call('GET', `/api/players?q=${encodeURIComponent(name)}`, null)).json();
  return page.items.map((p: { name: string }) => p.name);
}

async function board() {
  return (await call('GET', '/api/partner-requests', null))
    .json()
    .items.map((r: { id: string }) => r.id);
}

async function postRequest(session: Session) {
  const posted = await call('POST', '/api/partner-requests', session, {
    level: 'advanced',
    district: 'center',
    preferredTime: 'Saturday mornings',
  });
  expect(posted.statusCode, posted.body).toBe(201);
  return posted.json().id as string;
}

describe('the administrators’ queue', () => {
  it('is for administrators only', async () => {
    const some = await reported(ana, {
      kind: 'court',
      targetId: SAMPLE_UNOWNED_COURT.id,
      reason: 'fake',
    });
    const urls: [Method, string][] = [
      ['GET', '/api/admin/reports'],
      ['POST', `/api/admin/reports/${some.id}/dismiss`],
      ['POST', `/api/admin/reports/${some.id}/hide`],
      ['POST', `/api/admin/reports/${some.id}/suspend`],
    ];
    for (const [method, url] of urls) {
      expect((await call(method, url, null)).statusCode, url).toBe(401);
      const forbidden = await call(method, url, ana);
      expect([forbidden.statusCode, forbidden.json().error.code], url).toEqual([403, 'forbidden']);
    }
    expect(await statusOf(some.id)).toBe('open');
    const unknown = await call('POST', `/api/admin/reports/${UNKNOWN_ID}/dismiss`, admin);
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([404, 'report_not_found']);
    // A court nobody runs has no account behind it.
    const nobody = await call('POST', `/api/admin/reports/${some.id}/suspend`, admin);
    expect([nobody.statusCode, nobody.json().error.code]).toEqual([409, 'nobody_to_suspend']);
    await act(some, 'dismiss');
  });

  it('dismissing closes the reports of that content and changes nothing else', async () => {
    const byAna = await reported(ana, { kind: 'profile', targetId: cveta.user.id, reason: 'fake' });
    const byAdmin = await reported(admin, {
      kind: 'profile',
      targetId: cveta.user.id,
      reason: 'spam',
    });
    const dismissed = await act(byAna, 'dismiss');
    expect(dismissed).toMatchObject({ status: 'dismissed', targetHidden: false });
    expect(dismissed.resolvedAt).not.toBeNull();
    expect(await statusOf(byAdmin.id)).toBe('dismissed');
    expect(await playersNamed('Цвета')).toEqual(['Цвета']);
    const twice = await call('POST', `/api/admin/reports/${byAna.id}/hide`, admin);
    expect([twice.statusCode, twice.json().error.code]).toEqual([409, 'report_not_open']);
    // Once answered, the same player may report it again.
    const again = await call('POST', '/api/reports', ana, {
      kind: 'profile',
      targetId: cveta.user.id,
      reason: 'fake',
    });
    expect(again.statusCode).toBe(201);
    await act(adminReportSchema.parse({ ...byAna, id: again.json().id }), 'dismiss');
  });

  it('never suspends an administrator', async () => {
    const report = await reported(ana, {
      kind: 'profile',
      targetId: admin.user.id,
      reason: 'fake',
    });
    const refused = await call('POST', `/api/admin/reports/${report.id}/suspend`, admin);
    expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'cannot_suspend_admin']);
    await act(report, 'dismiss');
  });
});

describe('hiding', () => {
  it('a message: both participants see it removed, without its text', async () => {
    const eva = await signedUpUser(t, 'eva@example.com', 'Ева');
    const { conversation, message } = await messageTo(eva, ana, 'Нещо обидно');
    const report = await reported(ana, { kind: 'message', targetId: message, reason: 'abuse' });
    expect(await act(report, 'hide')).toMatchObject({ status: 'hidden', targetHidden: true });
    for (const session of [ana, eva]) {
      const page = messagesPageSchema.parse(
        (await call('GET', `/api/conversations/${conversation}/messages`, session)).json(),
      );
      expect(page.items.map((m) => [m.id, m.content, m.removed])).toEqual([[message, '', true]]);
      const inbox = (await call('GET', '/api/conversations', session)).json().items;
      const listed = inbox.find((c: { id: string }) => c.id === conversation);
      expect(listed.lastMessage).toMatchObject({ id: message, content: '', removed: true });
    }
    // The conversation goes on; a hidden message is no longer there to report.
    const next = await call('POST', `/api/conversations/${conversation}/messages`, eva, {
      content: 'Извинявай',
    });
    expect(next.json()).not.toHaveProperty('removed');
    const gone = await call('POST', '/api/reports', ana, {
      kind: 'message',
      targetId: message,
      reason: 'abuse',
    });
    expect([gone.statusCode, gone.json().error.code]).toEqual([404, 'message_not_found']);
  });

  it('a profile: it leaves the players list, its page answers 404, its requests leave the board', async () => {
    const fake = await signedUpUser(t, 'fake@example.com', 'Фалшив Профил');
    expect(await playersNamed('Фалшив')).toEqual(['Фалшив Профил']);
    const request = await postRequest(fake);
    expect(await board()).toContain(request);
    const first = await reported(ana, { kind: 'profile', targetId: fake.user.id, reason: 'fake' });
    const second = await reported(cveta, {
      kind: 'profile',
      targetId: fake.user.id,
      reason: 'fake',
    });
    await act(first, 'hide');
    expect(await statusOf(second.id)).toBe('hidden');
    expect(await playersNamed('Фалшив')).toEqual([]);
    expect((await call('GET', `/api/players/${fake.user.id}`, null)).statusCode).toBe(404);
    expect(await board()).not.toContain(request);
    // Its owner cannot list it again.
    const listed = await call('PUT', '/api/profile', fake, {
      name: 'Фалшив Профил',
      level: 'beginner',
      listed: true,
    });
    expect(listed.statusCode).toBe(200);
    expect(await playersNamed('Фалшив')).toEqual([]);
  });

  it('a partner request: it leaves the board', async () => {
    const eva = await signIn(t, 'eva@example.com');
    const evaSession = eva.json() as Session;
    const id = await postRequest(evaSession);
    expect(await board()).toContain(id);
    const report = await reported(ana, { kind: 'partner_request', targetId: id, reason: 'spam' });
    await act(report, 'hide');
    expect(await board()).not.toContain(id);
    const mine = (await call('GET', '/api/partner-requests?mine=true', evaSession)).json().items;
    expect(mine.find((r: { id: string }) => r.id === id).status).toBe('closed');
  });

  it('a court: it leaves the lists, and its page, times and bookings answer 404', async () => {
    const owner = await signedUpUser(t, 'owner@example.com', 'Стопанин');
    const court = (
      await call('POST', '/api/courts', owner, { ...NEW_COURT, name: 'Скрит корт' })
    ).json().id as string;
    const named = async () =>
      (await call('GET', `/api/courts?q=${encodeURIComponent('Скрит')}`, null))
        .json()
        .items.map((c: { id: string }) => c.id);
    expect(await named()).toEqual([court]);
    await act(await reported(ana, { kind: 'court', targetId: court, reason: 'fake' }), 'hide');
    expect(await named()).toEqual([]);
    for (const url of [
      `/api/courts/${court}`,
      `/api/courts/${court}/availability?date=2026-05-11`,
    ]) {
      expect((await call('GET', url, ana)).json().error.code, url).toBe('court_not_found');
    }
    const booked = await call('POST', '/api/bookings', ana, {
      courtId: court,
      date: '2026-05-11',
      startTime: '10:00',
      durationHours: 1,
    });
    expect([booked.statusCode, booked.json().error.code]).toEqual([404, 'court_not_found']);
    // Its owner still has it among their courts, and may still change it.
    const mine = (await call('GET', '/api/my/courts', owner)).json().items;
    expect(mine.map((c: { id: string }) => c.id)).toContain(court);
    const edited = await call('PUT', `/api/courts/${court}`, owner, NEW_COURT);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await named()).toEqual([]);
  });
});

describe('suspending an account', () => {
  it('ends its sessions at once, refuses its sign-ins and takes it out of the lists', async () => {
    const spammer = await signedUpUser(t, 'spammer@example.com', 'Спамър Спамов');
    const other = await signIn(t, 'spammer@example.com');
    const second = other.json() as Session;
    const { message } = await messageTo(spammer, ana, 'Купи топки на половин цена');
    const request = await postRequest(spammer);
    const byCveta = await reported(cveta, {
      kind: 'profile',
      targetId: spammer.user.id,
      reason: 'spam',
    });
    expect(await playersNamed('Спамър')).toEqual(['Спамър Спамов']);

    const report = await reported(ana, { kind: 'message', targetId: message, reason: 'spam' });
    const answered = await act(report, 'suspend');
    expect(answered).toMatchObject({ status: 'suspended', targetUserSuspended: true });
    // Every open report of the account's content is answered with it.
    expect(await statusOf(byCveta.id)).toBe('suspended');

    // Its access tokens stop working now, not when they expire; its refresh tokens too.
    for (const session of [spammer, second]) {
      const me = await call('GET', '/api/auth/user', session);
      expect([me.statusCode, me.json().error.code]).toEqual([401, 'invalid_token']);
      const refreshed = await refresh(t, session.refresh_token);
      expect(refreshed.statusCode).toBe(401);
    }
    // The right password meets a clear refusal; a wrong one says no more than before.
    const signedIn = await signIn(t, 'spammer@example.com');
    expect([signedIn.statusCode, signedIn.json().error.code]).toEqual([403, 'account_suspended']);
    const wrong = await signIn(t, 'spammer@example.com', 'Not-The-Password-9');
    expect([wrong.statusCode, wrong.json().error.code]).toEqual([400, 'invalid_credentials']);
    // A password reset sets no session either.
    await call('POST', '/api/auth/request-password-reset', null, { email: 'spammer@example.com' });
    const reset = await call('POST', '/api/auth/reset-password', null, {
      token: await lastMailToken(t, 'spammer@example.com'),
      password: `${GOOD_PASSWORD}-new`,
    });
    expect([reset.statusCode, reset.json().error.code]).toEqual([403, 'account_suspended']);

    expect(await playersNamed('Спамър')).toEqual([]);
    expect((await call('GET', `/api/players/${spammer.user.id}`, null)).statusCode).toBe(404);
    expect(await board()).not.toContain(request);
    // Nobody sees its profile any more, so nobody can report it.
    const stillThere = await call('POST', '/api/reports', cveta, {
      kind: 'profile',
      targetId: spammer.user.id,
      reason: 'spam',
    });
    expect(stillThere.json().error.code).toBe('user_not_found');
  });
});

describe('lifting a suspension', () => {
  it('lists the suspended accounts for the administrators, and lifting one brings it back', async () => {
    const mistaken = await signedUpUser(t, 'mistaken@example.com', 'Грешно Спрян');
    const request = await postRequest(mistaken);
    const report = await reported(cveta, {
      kind: 'profile',
      targetId: mistaken.user.id,
      reason: 'fake',
    });
    await act(report, 'suspend');
    const suspendedAt = clock.now().toISOString();

    const suspensions = async () =>
      suspendedAccountsListSchema.parse((await call('GET', '/api/admin/suspensions', admin)).json())
        .items;
    expect((await suspensions()).find((a) => a.id === mistaken.user.id)).toEqual({
      id: mistaken.user.id,
      name: 'Грешно Спрян',
      email: 'mistaken@example.com',
      suspendedAt,
    });

    const lifted = await call('POST', `/api/admin/suspensions/${mistaken.user.id}/lift`, admin);
    expect(lifted.statusCode, lifted.body).toBe(204);
    expect((await suspensions()).map((a) => a.id)).not.toContain(mistaken.user.id);
    // It signs in again, is listed again, and its open request is back on the board.
    const signedIn = await signIn(t, 'mistaken@example.com');
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(await playersNamed('Грешно')).toEqual(['Грешно Спрян']);
    expect(await board()).toContain(request);
    // Its reports stay answered; a second lift, or an account never suspended, finds nothing.
    expect(await statusOf(report.id)).toBe('suspended');
    for (const id of [mistaken.user.id, ana.user.id, UNKNOWN_ID]) {
      const none = await call('POST', `/api/admin/suspensions/${id}/lift`, admin);
      expect([none.statusCode, none.json().error.code]).toEqual([404, 'suspension_not_found']);
    }
    const malformed = await call('POST', '/api/admin/suspensions/not-an-id/lift', admin);
    expect(malformed.statusCode).toBe(400);
  });
});

describe('a court review', () => {
  it('is reported by what the reporter sees, and hiding it takes it off the page and the rating', async () => {
    const past = createPastBookings(t, clock);
    const courtId = await past.newCourt(ana);
    const booking = await past.past(courtId, ana, cveta);
    const written = await call('PUT', `/api/bookings/${booking.id}/review`, cveta, {
      stars: 1,
      comment: 'Купете ракети от моя сайт!',
    });
    expect(written.statusCode, written.body).toBe(200);
    const reviewId = written.json().id as string;
    const court = async () => (await call('GET', `/api/courts/${courtId}`, null)).json();
    expect(await court()).toMatchObject({ rating: 1, reviewCount: 1 });

    const own = await call('POST', '/api/reports', cveta, {
      kind: 'review',
      targetId: reviewId,
      reason: 'spam',
    });
    expect([own.statusCode, own.json().error.code]).toEqual([400, 'own_content']);
    const unknown = await call('POST', '/api/reports', ana, {
      kind: 'review',
      targetId: UNKNOWN_ID,
      reason: 'spam',
    });
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([404, 'review_not_found']);

    const report = await reported(ana, { kind: 'review', targetId: reviewId, reason: 'spam' });
    expect(report).toMatchObject({
      targetUser: { id: cveta.user.id },
      targetText: expect.stringContaining('Купете ракети от моя сайт!'),
      targetHidden: false,
    });
    expect((await act(report, 'hide')).status).toBe('hidden');
    const page = (await call('GET', `/api/courts/${courtId}/reviews`, null)).json();
    expect([page.items, page.total]).toEqual([[], 0]);
    expect(await court()).toMatchObject({ rating: null, reviewCount: 0 });
    // Hidden, it cannot be answered or reported again; its author still sees it.
    const answer = await call('POST', `/api/reviews/${reviewId}/answer`, ana, { answer: 'Не.' });
    expect(answer.statusCode).toBe(404);
    const again = await call('POST', '/api/reports', ana, {
      kind: 'review',
      targetId: reviewId,
      reason: 'spam',
    });
    expect(again.statusCode).toBe(404);
    const mine = (await call('GET', '/api/my/bookings', cveta)).json();
    expect(mine.items.find((b: { id: string }) => b.id === booking.id).review).toMatchObject({
      id: reviewId,
    });
  });
});

describe('showing hidden content again', () => {
  it('lists the hidden content for the administrators, and showing it puts it back where it was', async () => {
    const past = createPastBookings(t, clock);
    const reviewedCourt = await past.newCourt(ana);
    const booking = await past.past(reviewedCourt, ana, cveta);
    const review = (
      await call('PUT', `/api/bookings/${booking.id}/review`, cveta, {
        stars: 5,
        comment: 'Чудесен корт',
      })
    ).json().id as string;
    const hidden = await signedUpUser(t, 'shown@example.com', 'Показан Отново');
    const { conversation, message } = await messageTo(hidden, ana, 'Съобщение по грешка');
    const request = await postRequest(hidden);
    const court = (
      await call('POST', '/api/courts', hidden, { ...NEW_COURT, name: 'Показан корт' })
    ).json().id as string;
    const targets = [
      { kind: 'message', targetId: message, text: 'Съобщение по грешка', user: hidden },
      { kind: 'partner_request', targetId: request, text: 'Saturday mornings', user: hidden },
      { kind: 'court', targetId: court, text: 'Показан корт', user: hidden },
      { kind: 'review', targetId: review, text: 'Чудесен корт', user: cveta },
      { kind: 'profile', targetId: hidden.user.id, text: 'Показан Отново', user: hidden },
    ] as const;
    for (const target of targets) {
      const report = await reported(ana, {
        kind: target.kind,
        targetId: target.targetId,
        reason: 'other',
      });
      clock.advance(1000);
      await act(report, 'hide');
    }

    const hiddenList = async () =>
      hiddenContentListSchema.parse((await call('GET', '/api/admin/hidden', admin)).json()).items;
    const ours = (await hiddenList()).filter((h) =>
      targets.some((target) => target.targetId === h.targetId),
    );
    // The latest hidden first, each with the text it was reported with and whose it is.
    expect(ours.map((h) => h.kind)).toEqual(targets.map((target) => target.kind).reverse());
    for (const target of targets) {
      const item = ours.find((h) => h.targetId === target.targetId);
      expect(item?.targetText).toContain(target.text);
      expect(item?.targetUser).toEqual({
        id: target.user.user.id,
        name: target.user.user.name,
        email: target.user.user.email,
      });
    }

    for (const target of targets) {
      const shown = await call(
        'POST',
        `/api/admin/hidden/${target.kind}/${target.targetId}/show`,
        admin,
      );
      expect(shown.statusCode, shown.body).toBe(204);
    }
    const stillHidden = (await hiddenList()).map((h) => h.targetId);
    for (const target of targets) expect(stillHidden).not.toContain(target.targetId);
    // Back where it was: the message's text, the player and the court in the lists, the
    // review in its court's rating; the partner request stays closed.
    const page = messagesPageSchema.parse(
      (await call('GET', `/api/conversations/${conversation}/messages`, ana)).json(),
    );
    expect(page.items.map((m) => [m.content, m.removed ?? false])).toEqual([
      ['Съобщение по грешка', false],
    ]);
    expect(await playersNamed('Показан')).toEqual(['Показан Отново']);
    const courts = (await call('GET', `/api/courts?q=${encodeURIComponent('Показан')}`, null))
      .json()
      .items.map((c: { id: string }) => c.id);
    expect(courts).toEqual([court]);
    const reviews = (await call('GET', `/api/courts/${reviewedCourt}/reviews`, null)).json();
    expect(reviews.items.map((r: { id: string }) => r.id)).toEqual([review]);
    expect((await call('GET', `/api/courts/${reviewedCourt}`, null)).json()).toMatchObject({
      rating: 5,
      reviewCount: 1,
    });
    expect(await board()).not.toContain(request);
    const mine = (await call('GET', '/api/partner-requests?mine=true', hidden)).json().items;
    expect(mine.find((r: { id: string }) => r.id === request).status).toBe('closed');

    // Shown once; content never hidden or unknown is not there to show; a bad address is 400.
    for (const [kind, id] of [
      ['message', message],
      ['profile', ana.user.id],
      ['court', UNKNOWN_ID],
    ]) {
      const none = await call('POST', `/api/admin/hidden/${kind}/${id}/show`, admin);
      expect([none.statusCode, none.json().error.code]).toEqual([404, 'hidden_content_not_found']);
    }
    for (const url of [
      `/api/admin/hidden/player/${court}/show`,
      '/api/admin/hidden/court/x/show',
    ]) {
      expect((await call('POST', url, admin)).statusCode, url).toBe(400);
    }
  });
});
