import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Session, sessionSchema } from '#contract/auth';
import { type Booking, type BookingBody, bookingSchema } from '#contract/bookings';
import type { Court } from '#contract/courts';
import { SAMPLE_OWNERS, SAMPLE_PASSWORD } from '#server/db-tools/sample-data';
import { call as callAs, NEW_COURT, SAMPLE_COURT_ID, UNKNOWN_ID } from '#test/support/api-fixtures';
import { signedUpUser, signIn } from '#test/support/auth-helpers';
import { RealtimeTestClient } from '#test/support/realtime-client';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { createTestClock } from '#test/support/test-clock';

// Monday 4 May 2026, 10:00 in Sofia (UTC+3).
const clock = createTestClock('2026-05-04T07:00:00Z');
const NEXT_MONDAY = '2026-05-11';
let t: TestApp;
let owner: Session;
let requester: Session;
let other: Session;
/** Players enough to fill a court: each holds one request at a time. */
const crowd: Session[] = [];

beforeAll(async () => {
  t = await createTestApp({ clock, accessTokenTtlSeconds: 90 * 86_400 });
  owner = await signedUpUser(t, 'owner@example.com', 'Owner');
  requester = await signedUpUser(t, 'requester@example.com', 'Requester');
  other = await signedUpUser(t, 'other@example.com', 'Other');
  crowd.push(requester, other);
  for (const n of [1, 2, 3])
    crowd.push(await signedUpUser(t, `crowd${n}@example.com`, `Crowd ${n}`));
});
afterAll(() => t.close());
// Each test books more than a player does in an hour, on a clock that hardly moves.
beforeEach(() => t.forgetRateLimits());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  session: Session | null,
  payload?: unknown,
) => callAs(t, method, url, session, payload);

async function newCourt(totalCourts = 2): Promise<Court> {
  const response = await call('POST', '/api/courts', owner, { ...NEW_COURT, totalCourts });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

function book(session: Session | null, body: Partial<BookingBody> & { courtId: string }) {
  return call('POST', '/api/bookings', session, {
    date: NEXT_MONDAY,
    startTime: '18:00',
    durationHours: 1.5,
    ...body,
  });
}

async function booked(body: Partial<BookingBody> & { courtId: string }, session = requester) {
  const response = await book(session, body);
  expect(response.statusCode, response.body).toBe(201);
  return bookingSchema.parse(response.json());
}

const act = (session: Session | null, id: string, action: string, payload?: unknown) =>
  call('POST', `/api/bookings/${id}/${action}`, session, payload);

describe('requesting a booking', () => {
  it('stores a pending request in Sofia time', async () => {
    const court = await newCourt();
    const booking = await booked({ courtId: court.id, note: '  Two rackets please ' });
    expect(booking).toMatchObject({
      court: { id: court.id, name: NEW_COURT.name, ownerId: owner.user.id },
      requester: { id: requester.user.id, name: 'Requester' },
      date: NEXT_MONDAY,
      startTime: '18:00',
      endTime: '19:30',
      durationHours: 1.5,
      startsAt: '2026-05-11T15:00:00.000Z',
      endsAt: '2026-05-11T16:30:00.000Z',
      note: 'Two rackets please',
      status: 'pending',
      ownerNote: null,
    });
    expect((await book(null, { courtId: court.id })).statusCode).toBe(401);
  });

  it('refuses past dates, past start times and dates more than 60 days ahead', async () => {
    const field = async (body: Partial<BookingBody>) => {
      const response = await book(requester, { courtId: SAMPLE_COURT_ID, ...body });
      expect(response.statusCode).toBe(400);
      return response.json().error.fields;
    };
    expect(await field({ date: '2026-05-03' })).toEqual({ date: 'in_past' });
    expect(await field({ date: '2026-05-04', startTime: '09:00' })).toEqual({
      startTime: 'in_past',
    });
    expect(await field({ date: '2026-07-04' })).toEqual({ date: 'too_far_ahead' });
    expect(await field({ date: '2026-02-30' })).toEqual({ date: 'date_format' });
    expect(await field({ durationHours: 3.5 })).toEqual({ durationHours: 'too_big' });
    expect(await field({ durationHours: 1.25 })).toEqual({ durationHours: 'half_hours' });
    expect(await field({ startTime: '21:30', durationHours: 3 })).toEqual({
      durationHours: 'past_midnight',
    });
    expect(await field({ note: 'x'.repeat(501) })).toEqual({ note: 'too_long' });
    // Today later on, and the 60th day, are fine (the sample court opens 07:00–22:00 on weekdays).
    expect(
      (await book(requester, { courtId: SAMPLE_COURT_ID, date: '2026-05-04' })).statusCode,
    ).toBe(201);
    expect(
      (await book(requester, { courtId: SAMPLE_COURT_ID, date: '2026-07-03' })).statusCode,
    ).toBe(201);
  });

  it('refuses unknown courts, one’s own court and times outside the opening hours', async () => {
    const court = await newCourt();
    const unknown = await book(requester, { courtId: UNKNOWN_ID });
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([404, 'court_not_found']);
    const own = await book(owner, { courtId: court.id });
    expect([own.statusCode, own.json().error.code]).toEqual([400, 'own_court']);
    for (const body of [
      { startTime: '19:30', durationHours: 1 }, // ends 20:30, closes 20:00
      { startTime: '07:30', durationHours: 1 }, // opens 08:00
      { date: '2026-05-12' }, // closed on Tuesdays
    ]) {
      const response = await book(requester, { courtId: court.id, ...body });
      expect(response.json().error?.code, JSON.stringify(body)).toBe('outside_opening_hours');
    }
    expect(
      (await book(requester, { courtId: court.id, startTime: '18:30', durationHours: 1.5 }))
        .statusCode,
    ).toBe(201);
  });

  it("sends a sample court's requests to its demo owner, who can answer them", async () => {
    const booking = await booked({ courtId: SAMPLE_COURT_ID, date: '2026-05-05' });
    const demoOwner = SAMPLE_OWNERS.find((o) => o.courtIds.includes(SAMPLE_COURT_ID));
    expect(booking.court.ownerId).toBe(demoOwner?.id);
    const signedIn = await signIn(t, demoOwner?.email ?? '', SAMPLE_PASSWORD);
    const session = sessionSchema.parse(signedIn.json());
    expect((await act(session, booking.id, 'accept')).json().status).toBe('accepted');
  });

  it('refuses requests for a court nobody runs here yet', async () => {
    const court = await newCourt();
    await t.database.db.query('update courts set owner_id = null where id = $1', [court.id]);
    const response = await book(requester, { courtId: court.id });
    expect([response.statusCode, response.json().error.code]).toEqual([409, 'court_not_bookable']);
  });
});

describe('peak prices', () => {
  it('prices each half hour at the price in force then, and keeps it when the prices change', async () => {
    const response = await call('POST', '/api/courts', owner, {
      ...NEW_COURT,
      peakPrice: { pricePerHour: 36, weekdaysFrom: '17:30', weekends: true },
    });
    const court: Court = response.json();
    // Monday 16:30–18:00: two half hours at €28.50 an hour, one at the €36 peak price.
    const across = await booked({ courtId: court.id, startTime: '16:30', durationHours: 1.5 });
    expect(across.totalPrice).toBe(46.5);
    const morning = await booked({ courtId: court.id, startTime: '10:00', durationHours: 1 });
    expect(morning.totalPrice).toBe(28.5);
    // Saturday: the peak price all day.
    const saturday = await booked(
      { courtId: court.id, date: '2026-05-16', startTime: '10:00', durationHours: 1.5 },
      await signedUpUser(t, 'weekend@example.com', 'Weekend'),
    );
    expect(saturday.totalPrice).toBe(54);

    const changed = await call('PUT', `/api/courts/${court.id}`, owner, {
      ...NEW_COURT,
      pricePerHour: 40,
    });
    expect(changed.statusCode).toBe(200);
    const mine = await call('GET', `/api/my/bookings?courtId=${court.id}`, requester);
    expect(
      mine
        .json()
        .items.map((b: Booking) => [b.startTime, b.totalPrice, b.court.pricePerHour])
        .sort(),
    ).toEqual([
      ['10:00', 28.5, 40],
      ['16:30', 46.5, 40],
    ]);
    const theirs = await call('GET', `/api/my/court-bookings?courtId=${court.id}`, owner);
    expect(
      theirs
        .json()
        .items.map((b: Booking) => b.totalPrice)
        .sort(),
    ).toEqual([28.5, 46.5, 54]);
    // The owner's notice (and its mail) says what was asked.
    const notices = await call('GET', '/api/notifications', owner);
    const notice = notices
      .json()
      .items.find((n: { subjectId: string }) => n.subjectId === across.id);
    expect(notice.data.price).toBe(46.5);
  });
});

describe('answering and cancelling', () => {
  it('follows the permission matrix', async () => {
    const court = await newCourt();
    const booking = await booked({ courtId: court.id });
    for (const action of ['accept', 'decline', 'cancel']) {
      expect((await act(null, booking.id, action)).statusCode).toBe(401);
      const stranger = await act(other, booking.id, action);
      expect([stranger.statusCode, stranger.json().error.code]).toEqual([404, 'booking_not_found']);
    }
    for (const action of ['accept', 'decline']) {
      const byRequester = await act(requester, booking.id, action);
      expect([byRequester.statusCode, byRequester.json().error.code]).toEqual([403, 'forbidden']);
    }
    expect((await act(owner, booking.id, 'cancel')).statusCode).toBe(403);
    expect((await act(owner, UNKNOWN_ID, 'accept')).statusCode).toBe(404);

    const accepted = await act(owner, booking.id, 'accept', { note: 'Court 2, see you' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'accepted', ownerNote: 'Court 2, see you' });
    const twice = await act(owner, booking.id, 'accept');
    expect([twice.statusCode, twice.json().error.code]).toEqual([409, 'booking_not_pending']);
    expect((await act(owner, booking.id, 'decline')).json().error.code).toBe('booking_not_pending');
  });

  it('declines with an optional note of at most 500 characters', async () => {
    const court = await newCourt();
    const booking = await booked({ courtId: court.id });
    expect((await act(owner, booking.id, 'decline', { note: 'x'.repeat(501) })).statusCode).toBe(
      400,
    );
    const declined = await act(owner, booking.id, 'decline');
    expect(declined.json()).toMatchObject({ status: 'declined', ownerNote: null });
    const cancel = await act(requester, booking.id, 'cancel');
    expect([cancel.statusCode, cancel.json().error.code]).toEqual([409, 'booking_not_cancellable']);
  });

  it('lists requests for the requester and the owner, with a status filter', async () => {
    const court = await newCourt();
    clock.advance(1000); // the newest request first
    const booking = await booked({ courtId: court.id, date: '2026-05-09', startTime: '10:00' });
    const incoming = await call(
      'GET',
      `/api/my/court-bookings?status=pending&courtId=${court.id}`,
      owner,
    );
    expect(incoming.json().items.map((b: Booking) => b.id)).toEqual([booking.id]);
    expect((await call('GET', '/api/my/court-bookings', other)).json().total).toBe(0);
    expect((await call('GET', '/api/my/court-bookings', requester)).json().total).toBe(0);
    const mine = await call('GET', '/api/my/bookings', requester);
    expect(mine.json().items[0].id).toBe(booking.id);
    expect((await call('GET', '/api/my/bookings', other)).json().total).toBe(0);
    expect((await call('GET', '/api/my/bookings', null)).statusCode).toBe(401);
    expect((await call('GET', '/api/my/court-bookings', null)).statusCode).toBe(401);
    expect((await call('GET', '/api/my/bookings?status=done', requester)).statusCode).toBe(400);
  });

  it("narrows the requester's list to one court: a court's page learns whether the owner's contact is theirs", async () => {
    const court = await newCourt();
    const elsewhere = await newCourt();
    const accepted = `/api/my/bookings?status=accepted&courtId=${court.id}`;
    const contact = `/api/courts/${court.id}/owner-contact`;
    await booked({ courtId: elsewhere.id, date: '2026-05-09', startTime: '10:00' });
    const booking = await booked({ courtId: court.id, date: '2026-05-09', startTime: '11:00' });
    expect((await call('GET', accepted, requester)).json().total).toBe(0);
    expect((await call('GET', contact, requester)).statusCode).toBe(403);
    expect((await act(owner, booking.id, 'accept')).statusCode).toBe(200);
    const mine = (await call('GET', accepted, requester)).json();
    expect(mine.items.map((b: Booking) => b.id)).toEqual([booking.id]);
    expect((await call('GET', contact, requester)).statusCode).toBe(200);
    expect((await call('GET', accepted, other)).json().total).toBe(0);
    expect((await call('GET', '/api/my/bookings?courtId=12', requester)).statusCode).toBe(400);
  });

  it("puts the owner's pending requests first, newest first within each, page after page", async () => {
    const court = await newCourt();
    await t.database.db.query(`update courts set opening_hours = '{}' where id = $1`, [court.id]);
    const made: Booking[] = [];
    for (let day = 1; day <= 26; day += 1) {
      clock.advance(1000);
      const date = `2026-05-${String(4 + day).padStart(2, '0')}`;
      made.push(await booked({ courtId: court.id, date, startTime: '10:00' }));
    }
    // The oldest two and the newest three answered: they go after the 21 that wait.
    for (const b of [...made.slice(0, 2), ...made.slice(-3)]) await act(owner, b.id, 'decline');
    const url = `/api/my/court-bookings?courtId=${court.id}`;
    const first = (await call('GET', url, owner)).json();
    const second = (await call('GET', `${url}&cursor=${first.nextCursor}`, owner)).json();
    expect(second.nextCursor).toBeNull();
    const listed: Booking[] = [...first.items, ...second.items];
    expect(listed.map((b) => b.status)).toEqual([
      ...Array(21).fill('pending'),
      ...Array(5).fill('declined'),
    ]);
    const pendingIds = made
      .slice(2, -3)
      .map((b) => b.id)
      .reverse();
    const declinedIds = [...made.slice(-3).reverse(), ...made.slice(0, 2).reverse()].map(
      (b) => b.id,
    );
    expect(listed.map((b) => b.id)).toEqual([...pendingIds, ...declinedIds]);
    // The requester's own list stays newest first.
    const mine = (await call('GET', '/api/my/bookings', requester)).json();
    expect(mine.items[0].id).toBe(made.at(-1)?.id);
  });

  it('cancels a pending one, and an accepted one: late less than 24 hours before', async () => {
    const court = await newCourt();
    const pending = await booked({ courtId: court.id });
    expect((await act(requester, pending.id, 'cancel')).json().status).toBe('cancelled');
    const early = await booked({ courtId: court.id });
    await act(owner, early.id, 'accept');
    expect((await act(requester, early.id, 'cancel')).json().status).toBe('cancelled');
    const late = await booked({ courtId: court.id, date: '2026-05-04', startTime: '18:00' });
    await act(owner, late.id, 'accept');
    const cancelled = await act(requester, late.id, 'cancel');
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancelledLate: true });
  });

  it('refuses to answer a request whose time has passed', async () => {
    const court = await newCourt();
    const booking = await booked({ courtId: court.id, date: '2026-05-04', startTime: '12:00' });
    const saved = clock.now();
    clock.set('2026-05-04T09:30:00Z'); // 12:30 in Sofia
    try {
      const late = await act(owner, booking.id, 'accept');
      expect([late.statusCode, late.json().error.code]).toEqual([409, 'booking_in_past']);
    } finally {
      clock.set(saved);
    }
  });

  it('does not remove a court with bookings still to come', async () => {
    const court = await newCourt();
    await booked({ courtId: court.id });
    const response = await call('DELETE', `/api/courts/${court.id}`, owner);
    expect([response.statusCode, response.json().error.code]).toEqual([409, 'court_has_bookings']);
  });
});

describe('no overbooking', () => {
  it('accepts overlapping requests only while courts are free, even in parallel', async () => {
    const court = await newCourt(2);
    const requests = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        booked(
          { courtId: court.id, startTime: i % 2 ? '17:00' : '17:30', durationHours: 1.5 },
          crowd[i],
        ),
      ),
    );
    const answers = await Promise.all(requests.map((b) => act(owner, b.id, 'accept')));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 200, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json().error.code).toBe('court_full');
    }
    const accepted = await call(
      'GET',
      `/api/my/court-bookings?status=accepted&courtId=${court.id}`,
      owner,
    );
    expect(accepted.json().total).toBe(2);
  });

  it('counts courts in use at each moment, not every overlapping booking', async () => {
    const court = await newCourt(2);
    const at = (startTime: string, durationHours: number, who: number) =>
      booked({ courtId: court.id, date: '2026-05-16', startTime, durationHours }, crowd[who]);
    const first = [await at('09:00', 1, 0), await at('10:00', 1, 0), await at('09:00', 2, 1)];
    for (const b of first) expect((await act(owner, b.id, 'accept')).statusCode).toBe(200);
    const late = await at('09:30', 1, 2);
    expect(late.fitsIfAccepted).toBe(false);
    const full = await act(owner, late.id, 'accept');
    expect(full.json().error.code).toBe('court_full');
    const after = await at('11:00', 2, 3);
    expect(after.fitsIfAccepted).toBe(true);
    expect((await act(owner, after.id, 'accept')).statusCode).toBe(200);
  });
});

describe('the calendar file', () => {
  it('gives the requester and the owner an iCalendar event, nobody else', async () => {
    const court = await newCourt();
    const booking = await booked({ courtId: court.id, note: 'Bring balls; thanks, Ana' });
    const url = `/api/bookings/${booking.id}/calendar.ics`;
    for (const session of [requester, owner]) {
      const response = await call('GET', url, session);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      // Unfolded: a line over 75 octets goes on after a break and a space.
      const lines = response.body.replaceAll('\r\n ', '').split('\r\n');
      expect(lines[0]).toBe('BEGIN:VCALENDAR');
      expect(lines).toContain(`UID:booking-${booking.id}@sofia-tennis`);
      expect(lines).toContain('DTSTART:20260511T150000Z');
      expect(lines).toContain('DTEND:20260511T163000Z');
      expect(lines.find((line) => line.startsWith('DTSTAMP:'))).toMatch(
        /^DTSTAMP:20260504T07\d{4}Z$/,
      );
      expect(lines).toContain('STATUS:TENTATIVE');
      // The price in euro (1.5 hours at 28.50 €), then the note.
      expect(lines).toContain(
        'DESCRIPTION:Цена / Price: 42\\,75\u00a0€\\nBring balls\\; thanks\\, Ana',
      );
      expect(response.body).not.toMatch(/[^\r]\n/);
    }
    expect((await call('GET', url, other)).statusCode).toBe(404);
    expect((await call('GET', url, null)).statusCode).toBe(401);
  });
});

describe('live updates', () => {
  it('tells the owner of a new request and the requester of the answer', async () => {
    const url = await t.listen();
    const ownerSocket = await RealtimeTestClient.signedIn(url, owner.access_token);
    const requesterSocket = await RealtimeTestClient.signedIn(url, requester.access_token);
    try {
      await ownerSocket.followInbox();
      await requesterSocket.followInbox();
      const court = await newCourt();
      const booking = await booked({ courtId: court.id });
      await ownerSocket.waitFor(
        (f) => f.type === 'booking' && f.bookingId === booking.id && f.status === 'pending',
      );
      await act(owner, booking.id, 'accept');
      await requesterSocket.waitFor(
        (f) => f.type === 'booking' && f.bookingId === booking.id && f.status === 'accepted',
      );
      await act(requester, booking.id, 'cancel');
      await ownerSocket.waitFor(
        (f) => f.type === 'booking' && f.bookingId === booking.id && f.status === 'cancelled',
      );
    } finally {
      ownerSocket.close();
      requesterSocket.close();
    }
  });
});
