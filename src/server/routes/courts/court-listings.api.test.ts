import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '#contract/auth';
import type { CourtInput } from '#contract/court-listings';
import { type Court, courtDetailSchema, courtsPageSchema } from '#contract/courts';
import { DISTRICT_CENTRES } from '#contract/districts';
import { call as callAs, NEW_COURT, SAMPLE_COURT_ID, UNKNOWN_ID } from '#test/support/api-fixtures';
import { signedUpUser } from '#test/support/auth-helpers';
import { createTestApp, type TestApp } from '#test/support/test-app';

let t: TestApp;
let owner: Session;
let other: Session;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedUpUser(t, 'owner@example.com', 'Owner');
  other = await signedUpUser(t, 'other@example.com', 'Other');
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  session: Session | null,
  payload?: unknown,
) => callAs(t, method, url, session, payload);

async function listed(session: Session, input: CourtInput = NEW_COURT): Promise<Court> {
  const response = await call('POST', '/api/courts', session, input);
  expect(response.statusCode, response.body).toBe(201);
  return courtDetailSchema.parse(response.json());
}

describe('listing a court', () => {
  it('stores it with its owner, at the district centre without coordinates', async () => {
    const court = await listed(owner);
    expect(court).toMatchObject({
      name: 'Корт Зорница',
      nameEn: 'Zornitsa Court',
      postcode: '1421',
      pricePerHour: 28.5,
      currency: 'EUR',
      totalCourts: 2,
      rating: null,
      amenities: ['parking', 'showers'],
      setting: 'outdoor',
      winterCover: null,
      floodlights: false,
      heated: false,
      ownerId: owner.user.id,
      ...DISTRICT_CENTRES.lozenets,
    });
    const fetched = await call('GET', `/api/courts/${court.id}`, null);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json()).toEqual(court);
  });

  it('shows the new court in the list with every filter', async () => {
    const court = await listed(owner, {
      ...NEW_COURT,
      name: 'Корт Хиподрума',
      nameEn: null,
      district: 'krasno_selo',
      surface: 'synthetic',
      pricePerHour: 12,
      amenities: ['cafe'],
      openingHours: { sun: { open: '07:00', close: '11:00' } },
      lat: 42.68,
      lng: 23.29,
    });
    const query = [
      'q=хиподрум',
      'district=krasno_selo',
      'surface=synthetic',
      'priceMin=10',
      'priceMax=15',
      'amenities=cafe',
      'availability=weekends,mornings',
      'maxDistance=2',
    ].join('&');
    const page = courtsPageSchema.parse((await call('GET', `/api/courts?${query}`, null)).json());
    expect(page.items.map((c) => c.id)).toEqual([court.id]);
    const evenings = await call('GET', '/api/courts?q=хиподрум&availability=evenings', null);
    expect(evenings.json().total).toBe(0);
  });

  it('keeps the surface, where it is played, its winter cover, lights and heating', async () => {
    const court = await listed(owner, {
      ...NEW_COURT,
      surface: 'clay',
      setting: 'winter_cover',
      winterCover: { kind: 'frame', fromMonth: 10, toMonth: 4 },
      floodlights: true,
      heated: true,
    });
    expect(court).toMatchObject({
      surface: 'clay',
      setting: 'winter_cover',
      winterCover: { kind: 'frame', fromMonth: 10, toMonth: 4 },
      floodlights: true,
      heated: true,
    });
    // Another setting drops the cover the form may still hold.
    const indoors = await call('PUT', `/api/courts/${court.id}`, owner, {
      ...NEW_COURT,
      surface: 'carpet',
      setting: 'indoor',
      winterCover: { kind: 'frame', fromMonth: 10, toMonth: 4 },
    });
    expect(indoors.json()).toMatchObject({
      surface: 'carpet',
      setting: 'indoor',
      winterCover: null,
    });
    const uncovered = await call('POST', '/api/courts', owner, {
      ...NEW_COURT,
      setting: 'winter_cover',
    });
    expect(uncovered.statusCode).toBe(400);
    expect(uncovered.json().error.fields).toEqual({ winterCover: 'required' });
    const badMonth = await call('POST', '/api/courts', owner, {
      ...NEW_COURT,
      setting: 'winter_cover',
      winterCover: { kind: 'balloon', fromMonth: 0, toMonth: 13 },
    });
    expect(badMonth.json().error.fields).toMatchObject({
      'winterCover.fromMonth': 'too_small',
      'winterCover.toMonth': 'too_big',
    });
    const indoorSurface = await call('POST', '/api/courts', owner, {
      ...NEW_COURT,
      surface: 'indoor',
    });
    expect(indoorSurface.statusCode).toBe(400);
  });

  it('refuses bad input with the field and the reason', async () => {
    const response = await call('POST', '/api/courts', owner, {
      ...NEW_COURT,
      name: ' ',
      postcode: '123',
      pricePerHour: 501,
      totalCourts: 0,
      openingHours: { mon: { open: '20:00', close: '08:00' } },
      lat: 10,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      name: 'required',
      postcode: 'postcode_format',
      pricePerHour: 'too_big',
      totalCourts: 'too_small',
      'openingHours.mon.close': 'close_after_open',
      lat: 'outside_sofia',
    });
    const oneCoordinate = await call('POST', '/api/courts', owner, { ...NEW_COURT, lat: 42.7 });
    expect(oneCoordinate.json().error.fields).toEqual({ lng: 'both_coordinates' });
    expect(
      (await call('POST', '/api/courts', owner, { ...NEW_COURT, totalCourts: 101 })).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/api/courts', owner, { ...NEW_COURT, name: 'x'.repeat(121) }))
        .statusCode,
    ).toBe(400);
  });

  it('stores a peak price and shows it on the court’s page and in the list', async () => {
    const court = await listed(owner, {
      ...NEW_COURT,
      name: 'Корт Пикова цена',
      peakPrice: { pricePerHour: 36.456, weekdaysFrom: '17:30', weekends: false },
    });
    const peakPrice = { pricePerHour: 36.46, weekdaysFrom: '17:30', weekends: false };
    expect(court.peakPrice).toEqual(peakPrice);
    expect((await call('GET', `/api/courts/${court.id}`, null)).json().peakPrice).toEqual(
      peakPrice,
    );
    const found = await call('GET', `/api/courts?q=${encodeURIComponent('пикова цена')}`, null);
    expect(courtsPageSchema.parse(found.json()).items).toMatchObject([{ id: court.id, peakPrice }]);
    // Weekends only, then none: the form sends the whole court each time.
    const weekends = await call('PUT', `/api/courts/${court.id}`, owner, {
      ...NEW_COURT,
      peakPrice: { pricePerHour: 30, weekends: true },
    });
    expect(weekends.json().peakPrice).toEqual({
      pricePerHour: 30,
      weekdaysFrom: null,
      weekends: true,
    });
    const none = await call('PUT', `/api/courts/${court.id}`, owner, NEW_COURT);
    expect(none.json().peakPrice).toBeNull();
    expect(
      courtDetailSchema.parse((await call('GET', `/api/courts/${court.id}`, null)).json())
        .peakPrice,
    ).toBeNull();
  });

  it('refuses a peak price out of range, off the half hour, or at no time', async () => {
    const bad = await call('POST', '/api/courts', owner, {
      ...NEW_COURT,
      peakPrice: { pricePerHour: 501, weekdaysFrom: '17:15', weekends: false },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      'peakPrice.pricePerHour': 'too_big',
      'peakPrice.weekdaysFrom': 'peak_half_hour',
    });
    const never = await call('POST', '/api/courts', owner, {
      ...NEW_COURT,
      peakPrice: { pricePerHour: 30, weekdaysFrom: null, weekends: false },
    });
    expect(never.statusCode).toBe(400);
    expect(never.json().error.fields).toEqual({ 'peakPrice.weekdaysFrom': 'peak_when_required' });
    const negative = await call('POST', '/api/courts', owner, {
      ...NEW_COURT,
      peakPrice: { pricePerHour: -1, weekends: true },
    });
    expect(negative.json().error.fields).toEqual({ 'peakPrice.pricePerHour': 'too_small' });
  });

  it('needs a signed-in user', async () => {
    expect((await call('POST', '/api/courts', null, NEW_COURT)).statusCode).toBe(401);
    expect((await call('GET', '/api/my/courts', null)).statusCode).toBe(401);
  });
});

describe('editing and removing', () => {
  it('lets the owner replace every field, and lists the owner’s courts', async () => {
    const court = await listed(owner, { ...NEW_COURT, name: 'Стар корт' });
    const response = await call('PUT', `/api/courts/${court.id}`, owner, {
      ...NEW_COURT,
      name: 'Нов корт',
      nameEn: '',
      district: 'mladost',
      totalCourts: 5,
      amenities: [],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: court.id,
      name: 'Нов корт',
      nameEn: null,
      totalCourts: 5,
      amenities: [],
      ...DISTRICT_CENTRES.mladost,
    });
    const byName = await call('GET', `/api/courts?q=${encodeURIComponent('нов корт')}`, null);
    expect(byName.json().items.map((c: Court) => c.id)).toEqual([court.id]);
    const mine = await call('GET', '/api/my/courts', owner);
    expect(mine.json().items[0].id).toBe(court.id);
    expect(mine.json().items.every((c: Court) => c.ownerId === owner.user.id)).toBe(true);
    expect((await call('GET', '/api/my/courts', other)).json().items).toEqual([]);
  });

  it('refuses other users (403), visitors (401), sample courts (403) and unknown ids (404)', async () => {
    const court = await listed(owner);
    const byOther = await call('PUT', `/api/courts/${court.id}`, other, NEW_COURT);
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json().error.code).toBe('forbidden');
    expect((await call('DELETE', `/api/courts/${court.id}`, other)).statusCode).toBe(403);
    expect((await call('PUT', `/api/courts/${court.id}`, null, NEW_COURT)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/courts/${court.id}`, null)).statusCode).toBe(401);
    expect((await call('PUT', `/api/courts/${SAMPLE_COURT_ID}`, owner, NEW_COURT)).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `/api/courts/${SAMPLE_COURT_ID}`, owner)).statusCode).toBe(403);
    const unknown = await call('DELETE', `/api/courts/${UNKNOWN_ID}`, owner);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('court_not_found');
    expect((await call('GET', `/api/courts/${UNKNOWN_ID}`, null)).statusCode).toBe(404);
    expect((await call('PUT', `/api/courts/${UNKNOWN_ID}`, owner, NEW_COURT)).statusCode).toBe(404);
  });

  it('removes the owner’s court', async () => {
    const court = await listed(owner);
    expect((await call('DELETE', `/api/courts/${court.id}`, owner)).statusCode).toBe(204);
    expect((await call('GET', `/api/courts/${court.id}`, null)).statusCode).toBe(404);
  });
});
