import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '#contract/auth';
import { type Booking, bookingSchema } from '#contract/bookings';
import { formatCalendarDate } from '#contract/calendar-date';
import { courtSchema } from '#contract/courts';
import { reliabilitySchema } from '#contract/no-shows';
import { notificationsPageSchema } from '#contract/notifications';
import { call as callAs, NEW_COURT } from '#test/support/api-fixtures';
import { signedUpUser } from '#test/support/auth-helpers';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { createTestClock } from '#test/support/test-clock';

// Monday 4 May 2026, 10:00 in Sofia (UTC+3).
const clock = createTestClock('2026-05-04T07:00:00Z');
const TUESDAY = '2026-05-05';
let t: TestApp;
let owner: Session;
let player: Session;

beforeAll(async () => {
  t = await createTestApp({ clock, accessTokenTtlSeconds: 90 * 86_400 });
  // The owner reads English, the player Bulgarian: each hears in their own language.
  owner = await signedUpUser(t, 'policy-owner@example.com', 'Owner', 'en');
  player = await signedUpUser(t, 'policy-player@example.com', 'Играч');
});
afterAll(() => t.close());
beforeEach(() => t.forgetRateLimits());

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  session: Session | null,
  payload?: unknown,
) => callAs(t, method, url, session, payload);

/** Open every hour, so any day may be booked. */
const courtBody = (freeCancelHours?: number) => ({
  ...NEW_COURT,
  openingHours: {},
  ...(freeCancelHours === undefined ? {} : { freeCancelHours }),
});

async function newCourt(freeCancelHours?: number) {
  const response = await call('POST', '/api/courts', owner, courtBody(freeCancelHours));
  expect(response.statusCode, response.body).toBe(201);
  return courtSchema.parse(response.json());
}

async function accepted(courtId: string, date = TUESDAY, startTime = '18:00'): Promise<Booking> {
  const sent = await call('POST', '/api/bookings', player, {
    courtId,
    date,
    startTime,
    durationHours: 1,
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const answer = await call('POST', `/api/bookings/${sent.json().id}/accept`, owner);
  expect(answer.statusCode, answer.body).toBe(200);
  return bookingSchema.parse(answer.json());
}

async function cancel(booking: Booking): Promise<Booking> {
  const response = await call('POST', `/api/bookings/${booking.id}/cancel`, player);
  expect(response.statusCode, response.body).toBe(200);
  return bookingSchema.parse(response.json());
}

/** The owner's unread notifications, oldest first, then marked read. */
async function ownersUnread() {
  const response = await call('GET', '/api/notifications', owner);
  const items = notificationsPageSchema
    .parse(response.json())
    .items.filter((item) => !item.readAt)
    .reverse();
  await call('POST', '/api/notifications/read', owner, { all: true });
  return items;
}

async function mailsTo(session: Session) {
  await t.app.outbox.drain();
  return t.mails(session.user.email);
}

describe("a court's free cancellation", () => {
  it('is 24 hours unless the owner sets 0–48 whole hours, and shows on the court', async () => {
    expect((await newCourt()).freeCancelHours).toBe(24);
    const court = await newCourt(12);
    expect(court.freeCancelHours).toBe(12);
    const shown = await call('GET', `/api/courts/${court.id}`, null);
    expect(shown.json().freeCancelHours).toBe(12);
    const changed = await call('PUT', `/api/courts/${court.id}`, owner, courtBody(48));
    expect(changed.json().freeCancelHours).toBe(48);
    const mine = await call('GET', '/api/my/courts', owner);
    expect(mine.json().items.find((c: { id: string }) => c.id === court.id).freeCancelHours).toBe(
      48,
    );
  });

  it('refuses hours below 0, above 48 or not whole, naming the field', async () => {
    for (const [hours, reason] of [
      [-1, 'too_small'],
      [49, 'too_big'],
      [1.5, 'whole_number'],
    ] as const) {
      const response = await call('POST', '/api/courts', owner, courtBody(hours));
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'validation',
        fields: { freeCancelHours: reason },
      });
    }
  });
});

describe('cancelling an accepted booking', () => {
  it('is free before the window ends, late after it: the owner hears so, the record counts it', async () => {
    const court = await newCourt(12);
    // Tuesday 18:00 less 12 hours: Tuesday 06:00 in Sofia.
    const early = await accepted(court.id);
    expect(early).toMatchObject({
      freeCancelUntil: '2026-05-05T03:00:00.000Z',
      cancelledLate: false,
    });
    const requestMail = (await mailsTo(owner)).find((mail) =>
      mail.subject.startsWith('Booking request'),
    );
    expect(requestMail?.text).toContain(
      `until ${formatCalendarDate(TUESDAY, 'en', 'long')}, 06:00 (Sofia time)`,
    );
    const acceptedMail = (await mailsTo(player)).at(-1);
    expect(acceptedMail?.text).toContain('Безплатно отказване');
    expect(acceptedMail?.text).toContain('06:00 (софийско време)');

    expect((await cancel(early)).cancelledLate).toBe(false);
    const [told] = (await ownersUnread()).filter((n) => n.kind === 'booking_cancelled');
    expect(told?.data).toMatchObject({ cancelledLate: false });

    // Widening the window later holds for new requests only: a standing booking keeps its own.
    const late = await accepted(court.id);
    const kept = await accepted(court.id, TUESDAY, '20:00');
    await call('PUT', `/api/courts/${court.id}`, owner, courtBody(48));
    const wider = await accepted(court.id, '2026-05-06');
    expect(wider.freeCancelUntil).toBe('2026-05-04T15:00:00.000Z');
    expect((await cancel(kept)).cancelledLate).toBe(false);

    // Tuesday 07:00 in Sofia: past 06:00, still before the start.
    clock.set('2026-05-05T04:00:00Z');
    const cancelled = await cancel(late);
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelledLate: true });
    const lateNotice = (await ownersUnread()).filter((n) => n.kind === 'booking_cancelled').at(-1);
    expect(lateNotice?.data).toMatchObject({ cancelledLate: true });
    const lateMail = (await mailsTo(owner)).at(-1);
    expect(lateMail?.subject).toMatch(/^Late cancellation: Играч cancelled the booking/);
    expect(lateMail?.text).toContain('after its free cancellation had ended');

    // Four accepted bookings played before make five events: the late one is not shown up to.
    await t.database.db.query(
      `insert into bookings (court_id, requester_id, local_date, start_minute, duration_minutes,
         price_cents, starts_at, ends_at, status, created_at, updated_at)
       select $1, $2, d::date, 600, 60, 2000, d + interval '7 hours', d + interval '8 hours',
         'accepted', d, d
       from generate_series('2026-04-01'::timestamptz, '2026-04-04', '1 day') d`,
      [court.id, player.user.id],
    );
    const record = await call('GET', `/api/players/${player.user.id}/reliability`, null);
    expect(reliabilitySchema.parse(record.json()).record).toEqual({
      showedUp: 4,
      events: 5,
      lateCancellations: 0,
      lateBookingCancellations: 1,
    });
  });

  it('is never late while pending, and with a 0-hour window free until the start', async () => {
    clock.set('2026-05-04T07:00:00Z');
    const court = await newCourt(0);
    const pending = await call('POST', '/api/bookings', player, {
      courtId: court.id,
      date: '2026-05-04',
      startTime: '12:00',
      durationHours: 1,
    });
    expect(pending.json().freeCancelUntil).toBe(pending.json().startsAt);
    const atTheStart = await accepted(court.id, '2026-05-04', '14:00');
    // 11:59 in Sofia: a minute before the pending one starts, three hours before the other.
    clock.set('2026-05-04T08:59:00Z');
    expect((await cancel(bookingSchema.parse(pending.json()))).cancelledLate).toBe(false);
    expect((await cancel(atTheStart)).cancelledLate).toBe(false);

    const started = await accepted(court.id, '2026-05-04', '16:00');
    clock.set('2026-05-04T13:00:00Z');
    const refused = await call('POST', `/api/bookings/${started.id}/cancel`, player);
    expect([refused.statusCode, refused.json().error.code]).toEqual([
      409,
      'booking_not_cancellable',
    ]);
  });
});
