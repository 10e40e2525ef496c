import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '#contract/auth';
import { bookingSchema } from '#contract/bookings';
import type { Court, CourtsPage } from '#contract/courts';
import { courtsPageSchema } from '#contract/courts';
import { call as callAs, NEW_COURT } from '#test/support/api-fixtures';
import { signedUpUser } from '#test/support/auth-helpers';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { createTestClock } from '#test/support/test-clock';

// Friday 27 March 2026, 10:00 in Sofia (UTC+2); the clocks go forward on Sunday the 29th.
const clock = createTestClock('2026-03-27T08:00:00Z');
const TODAY = '2026-03-27';
const SATURDAY = '2026-03-28';
const DST_SUNDAY = '2026-03-29';
const EVERY_DAY = Object.fromEntries(
  ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [
    d,
    { open: '08:00', close: '22:00' },
  ]),
);

let t: TestApp;
let owner: Session;
const players: Session[] = [];
/** Two units, open 08:00–22:00 every day. */
let zornitsa: Court;
/** One unit, open on Saturdays 09:00–13:00 only. */
let bor: Court;
/** One unit, no opening hours given: open all day. */
let nosht: Court;

const call = (method: 'GET' | 'POST', url: string, session: Session | null, payload?: unknown) =>
  callAs(t, method, url, session, payload);

beforeAll(async () => {
  t = await createTestApp({ clock, accessTokenTtlSeconds: 90 * 86_400 });
  owner = await signedUpUser(t, 'owner@example.com', 'Owner');
  for (const name of ['ana', 'boris', 'vera', 'gosho']) {
    players.push(await signedUpUser(t, `${name}@example.com`, name));
  }
  const listed = async (body: object) => {
    const response = await call('POST', '/api/courts', owner, { ...NEW_COURT, ...body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Court;
  };
  zornitsa = await listed({ openingHours: EVERY_DAY });
  bor = await listed({
    name: 'Корт Бор',
    nameEn: 'Bor Court',
    totalCourts: 1,
    district: 'mladost',
    pricePerHour: 15,
  });
  nosht = await listed({
    name: 'Корт Нощ',
    nameEn: 'Nosht Court',
    totalCourts: 1,
    openingHours: {},
  });
});
afterAll(() => t.close());

async function courts(query: string): Promise<CourtsPage> {
  const response = await call('GET', `/api/courts?${query}`, null);
  expect(response.statusCode, response.body).toBe(200);
  return courtsPageSchema.parse(response.json());
}

/** The free starts of `court` at the time asked, or null when the list leaves it out. */
async function startsAt(court: Court, date: string, time: string, hours = 1) {
  const q = encodeURIComponent(court.name);
  const page = await courts(`q=${q}&date=${date}&time=${time}&durationHours=${hours}`);
  const found = page.items.find((c) => c.id === court.id);
  return found ? (found.when?.freeStarts ?? []) : null;
}

/** An accepted booking of `player` at `court`. */
async function accepted(player: Session, court: Court, date: string, startTime: string) {
  const response = await call('POST', '/api/bookings', player, {
    courtId: court.id,
    date,
    startTime,
    durationHours: 1,
  });
  expect(response.statusCode, response.body).toBe(201);
  const booking = bookingSchema.parse(response.json());
  const accept = await call('POST', `/api/bookings/${booking.id}/accept`, owner);
  expect(accept.statusCode, accept.body).toBe(200);
}

describe('GET /api/courts asked "when"', () => {
  it('lists a free court with the asked start first, then up to three each side', async () => {
    expect(await startsAt(zornitsa, SATURDAY, '10:00')).toEqual([
      '10:00',
      '08:30',
      '09:00',
      '09:30',
      '10:30',
      '11:00',
      '11:30',
    ]);
  });

  it('leaves out courts without an owner and gives none a "when" when not asked', async () => {
    const page = await courts(`date=${SATURDAY}&time=10:00`);
    expect(page.items.length).toBeGreaterThan(0);
    for (const court of page.items) {
      expect(court.ownerId).not.toBeNull();
      expect(court.when?.freeStarts[0]).toBe('10:00');
    }
    await t.database.db.query('update courts set owner_id = null where id = $1', [nosht.id]);
    expect(await startsAt(nosht, SATURDAY, '10:00')).toBeNull();
    await t.database.db.query('update courts set owner_id = $2 where id = $1', [
      nosht.id,
      owner.user.id,
    ]);
    expect(await startsAt(nosht, SATURDAY, '10:00')).not.toBeNull();
    expect((await courts('q=zornitsa')).items[0]?.when).toBeUndefined();
  });

  it('keeps a court while one unit is free; accepted bookings hold units, requests do not', async () => {
    const [ana, boris, vera] = players as [Session, Session, Session];
    const pending = await call('POST', '/api/bookings', vera, {
      courtId: zornitsa.id,
      date: SATURDAY,
      startTime: '10:00',
      durationHours: 1,
    });
    expect(pending.statusCode).toBe(201);
    await accepted(ana, zornitsa, SATURDAY, '10:00');
    expect(await startsAt(zornitsa, SATURDAY, '10:00')).toContain('10:00');
    await accepted(boris, zornitsa, SATURDAY, '10:30');
    // 10:00 and 10:30 now find both units held for part of the hour; 09:30 and 11:00 one free.
    expect(await startsAt(zornitsa, SATURDAY, '10:00')).toBeNull();
    expect(await startsAt(zornitsa, SATURDAY, '09:00')).toEqual([
      '09:00',
      '08:00',
      '08:30',
      '09:30',
      '11:00',
    ]);
  });

  it('needs the court open for the whole slot that weekday', async () => {
    expect(await startsAt(bor, SATURDAY, '12:00')).toEqual(['12:00', '10:30', '11:00', '11:30']);
    expect(await startsAt(bor, SATURDAY, '12:30')).toBeNull();
    expect(await startsAt(bor, SATURDAY, '12:00', 1.5)).toBeNull();
    expect(await startsAt(bor, SATURDAY, '08:30')).toBeNull();
    // Closed on Fridays.
    expect(await startsAt(bor, '2026-04-03', '12:00')).toBeNull();
  });

  it('offers no start already begun today, and refuses a past or too distant time', async () => {
    expect(await startsAt(zornitsa, TODAY, '11:00')).toEqual([
      '11:00',
      '10:30',
      '11:30',
      '12:00',
      '12:30',
    ]);
    const refused = async (query: string) => {
      const response = await call('GET', `/api/courts?${query}`, null);
      expect(response.statusCode).toBe(400);
      return response.json().error.fields;
    };
    expect(await refused(`date=${TODAY}&time=09:30`)).toEqual({ time: 'in_past' });
    expect(await refused('date=2026-03-26&time=12:00')).toEqual({ date: 'in_past' });
    expect(await refused('date=2026-05-27&time=12:00')).toEqual({ date: 'too_far_ahead' });
    expect(await refused(`date=${SATURDAY}&time=10:15`)).toEqual({ time: 'start_half_hour' });
    expect(await refused(`date=${SATURDAY}`)).toEqual({ time: 'required' });
    expect(await refused('time=10:00&durationHours=2')).toMatchObject({ date: 'required' });
    expect(await refused(`date=${SATURDAY}&time=23:00&durationHours=1.5`)).toEqual({
      durationHours: 'past_midnight',
    });
    expect(await refused(`date=${SATURDAY}&time=10:00&durationHours=1.25`)).toEqual({
      durationHours: 'half_hours',
    });
  });

  it('counts the day the clocks go forward in Sofia’s time', async () => {
    const [ana, boris] = players as [Session, Session];
    await accepted(ana, zornitsa, DST_SUNDAY, '10:00');
    await accepted(boris, zornitsa, DST_SUNDAY, '10:00');
    expect(await startsAt(zornitsa, DST_SUNDAY, '10:00')).toBeNull();
    expect(await startsAt(zornitsa, DST_SUNDAY, '11:00')).toEqual([
      '11:00',
      '09:00',
      '11:30',
      '12:00',
      '12:30',
    ]);
    // 03:00–03:59 is not on Sofia's clocks that night.
    expect(await startsAt(nosht, DST_SUNDAY, '04:00')).toEqual([
      '04:00',
      '02:00',
      '02:30',
      '04:30',
      '05:00',
      '05:30',
    ]);
    expect(await startsAt(nosht, DST_SUNDAY, '03:00')).toBeNull();
  });

  it('applies every other filter too', async () => {
    const slot = `date=${SATURDAY}&time=12:00`;
    const found = async (query: string) => {
      const page = await courts(`${query}&${slot}`);
      return page.items.filter((c) => c.id === bor.id || c.id === zornitsa.id).map((c) => c.nameEn);
    };
    expect(await found('')).toEqual(expect.arrayContaining(['Bor Court', 'Zornitsa Court']));
    expect(await found('district=mladost')).toEqual(['Bor Court']);
    expect(await found('priceMax=20')).toEqual(['Bor Court']);
    expect(await found('surface=hard')).toEqual([]);
    const mladost = await courts(`district=mladost&${slot}`);
    expect(mladost.items.every((c) => c.district === 'mladost' && c.ownerId)).toBe(true);
  });

  it('pages the courts free then with the cursor', async () => {
    // 45 courts of one unit, open all day but a third closed on Saturdays: 30 free.
    await t.database.db.query(
      `insert into courts (name, address, postcode, district, surface, price_per_hour_cents,
         rating, total_courts, lat, lng, owner_id, opening_hours)
       select 'Съботен корт ' || i, 'ул. 1', '1000', 'center', 'hard', 2000, 3, 1, 42.69, 23.32,
         $1, case when i % 3 = 0 then '{"mon": {"open": "08:00", "close": "20:00"}}'::jsonb
           else '{}'::jsonb end
       from generate_series(1, 45) i`,
      [owner.user.id],
    );
    const query = `q=${encodeURIComponent('съботен')}&date=${SATURDAY}&time=10:00`;
    const first = await courts(query);
    expect([first.total, first.items.length]).toEqual([30, 24]);
    const second = await courts(`${query}&cursor=${first.nextCursor}`);
    expect([second.items.length, second.nextCursor]).toEqual([6, null]);
    expect(new Set([...first.items, ...second.items].map((c) => c.id)).size).toBe(30);
    expect(second.items.every((c) => c.when?.freeStarts[0] === '10:00')).toBe(true);
  });
});
