import { euroToCents } from '#contract/constants';
import { courtAvailability } from '#contract/court-availability';
import type { CourtFields } from '#contract/court-listings';
import type { UnitFields } from '#contract/court-units';
import type { Court, CourtDetail } from '#contract/courts';
import { DISTRICT_CENTRES, SOFIA_CENTRE } from '#contract/districts';
import { minutesOf } from '#contract/sofia-time';
import type { Queryable } from '#server/db/db';
import { COURT_JSON, UNITS_JSON } from './court-json';
import { shownDistanceKm } from './distance';

const COLUMNS = `${COURT_JSON} as court`;

interface CourtRow {
  court: Omit<Court, 'distanceKm'>;
}

interface CourtDetailRow extends CourtRow {
  units: CourtDetail['units'];
}

const DETAIL_COLUMNS = `${COLUMNS}, ${UNITS_JSON} as units`;
const withUnits = (row: CourtDetailRow): CourtDetail => ({
  ...withDistance(row.court),
  units: row.units,
});

/** The court with its distance from the city centre, as GET /api/courts shows it without a district. */
const withDistance = (court: CourtRow['court']): Court => ({
  ...court,
  distanceKm: shownDistanceKm(SOFIA_CENTRE, court),
});

/** The stored values of a court, in the column order of the insert and update below. */
function values(fields: CourtFields): unknown[] {
  const point =
    fields.lat !== undefined && fields.lng !== undefined
      ? { lat: fields.lat, lng: fields.lng }
      : DISTRICT_CENTRES[fields.district];
  return [
    fields.name,
    fields.nameEn,
    fields.address,
    fields.postcode,
    fields.district,
    fields.surface,
    euroToCents(fields.pricePerHour),
    fields.totalCourts,
    JSON.stringify(fields.openingHours),
    courtAvailability(fields.openingHours),
    fields.amenities,
    point.lat,
    point.lng,
    fields.phone,
    fields.website,
    fields.setting,
    fields.winterCover?.kind ?? null,
    fields.winterCover?.fromMonth ?? null,
    fields.winterCover?.toMonth ?? null,
    fields.floodlights,
    fields.heated,
    fields.instantBooking,
    fields.freeCancelHours,
    fields.peakPrice && euroToCents(fields.peakPrice.pricePerHour),
    fields.peakPrice?.weekdaysFrom ? minutesOf(fields.peakPrice.weekdaysFrom) : null,
    fields.peakPrice?.weekends ?? false,
  ];
}

/** The court, unless a moderator hid it (then only `withHidden`, for its owner's own calls). */
export async function findCourt(
  db: Queryable,
  id: string,
  options: { withHidden?: boolean } = {},
): Promise<Court | undefined> {
  const [row] = await db.query<CourtRow>(
    `select ${COLUMNS} from courts where id = $1${options.withHidden ? '' : ' and hidden_at is null'}`,
    [id],
  );
  return row && withDistance(row.court);
}

/** The court with its units, as its page and its owner see it. */
export async function findCourtDetail(
  db: Queryable,
  id: string,
  options: { withHidden?: boolean } = {},
): Promise<CourtDetail | undefined> {
  const [row] = await db.query<CourtDetailRow>(
    `select ${DETAIL_COLUMNS} from courts where id = $1${options.withHidden ? '' : ' and hidden_at is null'}`,
    [id],
  );
  return row && withUnits(row);
}

/**
 * Names the court's units and marks where they differ, unit 1 first; units left out of `units`
 * go back to the defaults. The units themselves follow `total_courts` (migration 0041).
 */
export async function saveUnits(db: Queryable, courtId: string, units: UnitFields[]) {
  await db.query(
    `update court_units u set name = f.name, surface = f.surface, setting = f.setting,
       floodlights = f.floodlights
     from (select u2.id, e.value->>'name' as name, e.value->>'surface' as surface,
             e.value->>'setting' as setting, (e.value->>'floodlights')::boolean as floodlights
           from court_units u2
           left join jsonb_array_elements($2::jsonb) with ordinality e(value, n)
             on e.n = u2.position
           where u2.court_id = $1) f
     where u.id = f.id
       and (u.name, u.surface, u.setting, u.floodlights)
         is distinct from (f.name, f.surface, f.setting, f.floodlights)`,
    [courtId, JSON.stringify(units)],
  );
}

/** Whether a unit past `total` holds an accepted booking still to come (it cannot go). */
export async function unitsPastHoldBookings(
  db: Queryable,
  courtId: string,
  total: number,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `select 1 from court_units u join bookings b on b.unit_id = u.id
     where u.court_id = $1 and u.position > $2 and b.status = 'accepted' and b.ends_at > $3
     limit 1`,
    [courtId, total, now],
  );
  return rows.length > 0;
}

/** Lists a new court with its units; call inside a transaction. */
export async function insertCourt(
  db: Queryable,
  ownerId: string,
  fields: CourtFields,
  now: Date,
): Promise<CourtDetail> {
  const [row] = await db.query<{ id: string }>(
    `insert into courts (name, name_en, address, postcode, district, surface,
       price_per_hour_cents, total_courts, opening_hours, availability, amenities, lat, lng,
       phone, website, setting, winter_cover, cover_from_month, cover_to_month, floodlights,
       heated, instant_booking, free_cancel_hours, peak_price_per_hour_cents,
       peak_weekdays_from_minute, peak_weekends, owner_id, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
       $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $28)
     returning id`,
    [...values(fields), ownerId, now],
  );
  if (!row) throw new Error('court insert returned no row');
  return savedDetail(db, row.id, fields);
}

async function savedDetail(db: Queryable, id: string, fields: CourtFields) {
  await saveUnits(db, id, fields.units);
  const court = await findCourtDetail(db, id, { withHidden: true });
  if (!court) throw new Error('the saved court is gone');
  return court;
}

/**
 * Replaces every field of the owner's court and its units' names; undefined when it is not
 * theirs (any more). Call inside a transaction.
 */
export async function updateCourt(
  db: Queryable,
  id: string,
  ownerId: string,
  fields: CourtFields,
  now: Date,
): Promise<CourtDetail | undefined> {
  const [row] = await db.query<{ id: string }>(
    `update courts set name = $1, name_en = $2, address = $3, postcode = $4,
       district = $5, surface = $6, price_per_hour_cents = $7, total_courts = $8, opening_hours = $9,
       availability = $10, amenities = $11, lat = $12, lng = $13, phone = $14, website = $15,
       setting = $16, winter_cover = $17, cover_from_month = $18, cover_to_month = $19,
       floodlights = $20, heated = $21, instant_booking = $22, free_cancel_hours = $23,
       peak_price_per_hour_cents = $24, peak_weekdays_from_minute = $25, peak_weekends = $26,
       updated_at = $29
     where id = $27 and owner_id = $28
     returning id`,
    [...values(fields), id, ownerId, now],
  );
  return row && savedDetail(db, row.id, fields);
}

export async function deleteCourt(db: Queryable, id: string, ownerId: string): Promise<boolean> {
  const rows = await db.query('delete from courts where id = $1 and owner_id = $2 returning id', [
    id,
    ownerId,
  ]);
  return rows.length > 0;
}

export async function listOwnerCourts(db: Queryable, ownerId: string): Promise<CourtDetail[]> {
  const rows = await db.query<CourtDetailRow>(
    `select ${DETAIL_COLUMNS} from courts where owner_id = $1
     order by created_at desc, id desc limit 100`,
    [ownerId],
  );
  return rows.map(withUnits);
}
