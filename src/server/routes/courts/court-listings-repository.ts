import { euroToCents } from '#contract/constants';
import { courtAvailability } from '#contract/court-availability';
import type { CourtFields } from '#contract/court-listings';
import type { Court } from '#contract/courts';
import { DISTRICT_CENTRES, SOFIA_CENTRE } from '#contract/districts';
import { minutesOf } from '#contract/sofia-time';
import type { Queryable } from '#server/db/db';
import { COURT_JSON } from './court-json';
import { shownDistanceKm } from './distance';

const COLUMNS = `${COURT_JSON} as court`;

interface CourtRow {
  court: Omit<Court, 'distanceKm'>;
}

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

export async function insertCourt(
  db: Queryable,
  ownerId: string,
  fields: CourtFields,
  now: Date,
): Promise<Court> {
  const [row] = await db.query<CourtRow>(
    `insert into courts (name, name_en, address, postcode, district, surface,
       price_per_hour_cents, total_courts, opening_hours, availability, amenities, lat, lng,
       phone, website, setting, winter_cover, cover_from_month, cover_to_month, floodlights,
       heated, peak_price_per_hour_cents, peak_weekdays_from_minute, peak_weekends, owner_id,
       created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
       $19, $20, $21, $22, $23, $24, $25, $26, $26)
     returning ${COLUMNS}`,
    [...values(fields), ownerId, now],
  );
  if (!row) throw new Error('court insert returned no row');
  return withDistance(row.court);
}

/** Replaces every field of the owner's court; undefined when it is not theirs (any more). */
export async function updateCourt(
  db: Queryable,
  id: string,
  ownerId: string,
  fields: CourtFields,
  now: Date,
): Promise<Court | undefined> {
  const [row] = await db.query<CourtRow>(
    `update courts set name = $1, name_en = $2, address = $3, postcode = $4,
       district = $5, surface = $6, price_per_hour_cents = $7, total_courts = $8, opening_hours = $9,
       availability = $10, amenities = $11, lat = $12, lng = $13, phone = $14, website = $15,
       setting = $16, winter_cover = $17, cover_from_month = $18, cover_to_month = $19,
       floodlights = $20, heated = $21, peak_price_per_hour_cents = $22,
       peak_weekdays_from_minute = $23, peak_weekends = $24, updated_at = $27
     where id = $25 and owner_id = $26
     returning ${COLUMNS}`,
    [...values(fields), id, ownerId, now],
  );
  return row && withDistance(row.court);
}

export async function deleteCourt(db: Queryable, id: string, ownerId: string): Promise<boolean> {
  const rows = await db.query('delete from courts where id = $1 and owner_id = $2 returning id', [
    id,
    ownerId,
  ]);
  return rows.length > 0;
}

export async function listOwnerCourts(db: Queryable, ownerId: string): Promise<Court[]> {
  const rows = await db.query<CourtRow>(
    `select ${COLUMNS} from courts where owner_id = $1 order by created_at desc, id desc limit 100`,
    [ownerId],
  );
  return rows.map((row) => withDistance(row.court));
}
