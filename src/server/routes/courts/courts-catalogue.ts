import { coveredMonthBits } from '#contract/court-cover';
import type { OpeningHours } from '#contract/courts';
import {
  AMENITIES,
  type Amenity,
  AVAILABILITY,
  type Availability,
  type CourtSetting,
  type District,
  SURFACES,
  type Surface,
} from '#contract/enums';
import type { Queryable } from '#server/db/db';
import { COURT_JSON, WINTER_COVER_JSON } from './court-json';
import { PairIndex } from './pair-index';

/** A listed court, with what the list filters by and its JSON as PostgreSQL wrote it. */
export interface ListedCourt {
  id: string;
  /** `coalesce(rating, -1)`: the list's order (then the id, both descending) and cursor key. */
  sortKey: number;
  district: District;
  /** The surface, the amenities and the times of day as bits (`bitsOf`), tested in one step. */
  surfaceBits: number;
  amenityBits: number;
  availabilityBits: number;
  /** The months with a roof over the court (`coveredMonthBits`). */
  coveredMonths: number;
  floodlights: boolean;
  heated: boolean;
  pricePerHour: number;
  rating: number | null;
  lat: number;
  lng: number;
  /** Run by an owner, so it takes bookings (the search by time lists only these). */
  owned: boolean;
  openingHours: OpeningHours;
  /** Its units: a court has exactly this many (migration 0041). */
  totalCourts: number;
  /** Name, address and district words, folded (migration 0010). */
  searchName: string;
  /** The court's JSON (COURT_JSON) without its closing brace, for the distance to follow. */
  json: string;
}

/** The listed courts in list order, as of `version` of `courts_catalogue` (migration 0027). */
interface Catalogue {
  version: bigint;
  courts: ListedCourt[];
  /** The courts' search names by their pairs of letters, for a search to test only those that may match. */
  searchNames: PairIndex;
}

/** Values of a closed set as one bit each, in the set's order. */
function bitsOf<Value>(values: readonly Value[], of: readonly Value[]): number {
  let bits = 0;
  for (const value of values) {
    const index = of.indexOf(value);
    if (index >= 0) bits |= 1 << index;
  }
  return bits;
}

export const surfaceBits = (values: readonly Surface[]) => bitsOf(values, SURFACES);
export const amenityBits = (values: readonly Amenity[]) => bitsOf(values, AMENITIES);
export const availabilityBits = (values: readonly Availability[]) => bitsOf(values, AVAILABILITY);

const VERSION = 'coalesce((select version from courts_catalogue), 0)::text';

interface CatalogueRow {
  version: string;
  id: string | null;
  sort_key: number;
  district: District;
  surface: Surface;
  setting: CourtSetting;
  winter_cover: { fromMonth: number; toMonth: number } | null;
  floodlights: boolean;
  heated: boolean;
  price_per_hour: number;
  rating: number | null;
  amenities: Amenity[];
  availability: Availability[];
  lat: number;
  lng: number;
  owned: boolean;
  opening_hours: OpeningHours;
  total_courts: number;
  search_name: string | null;
  json: string;
}

/** The copy and the version together: one statement, so one snapshot of the database. */
const LOAD = `select ${VERSION} as version, c.* from (select 1) one left join lateral (
    select id, coalesce(rating, -1)::float8 as sort_key, district, surface, setting,
      ${WINTER_COVER_JSON} as winter_cover, floodlights, heated,
      (price_per_hour_cents / 100.0)::float8 as price_per_hour, rating::float8 as rating, amenities,
      availability, lat, lng, owner_id is not null as owned, opening_hours, total_courts,
      search_name, ${COURT_JSON}::text as json
    from courts where hidden_at is null
    order by coalesce(rating, -1) desc, id desc) c on true`;

interface Held {
  catalogue?: Catalogue;
  loading?: Promise<Catalogue>;
}

const heldBy = new WeakMap<Queryable, Held>();

/**
 * The courts in no moderator's hiding, best rated first, no older than the database when this
 * was called (decision 032): each call reads the version, a one-row lookup, and the copy is read
 * again only when courts changed since it was. With `search`, also that text folded as the
 * courts' search names are (`tennis_fold`), in the same round trip, and only the courts whose
 * names may hold it (every one that does, in order; the caller tests them).
 */
export async function listedCourts(
  db: Queryable,
  search?: string,
): Promise<{ courts: ListedCourt[]; folded?: string }> {
  const [row] = await db.query<{ version: string; folded?: string }>(
    search === undefined
      ? `select ${VERSION} as version`
      : `select ${VERSION} as version, tennis_fold($1) as folded`,
    search === undefined ? [] : [search],
  );
  if (!row) throw new Error('no version of the courts');
  const catalogue = await catalogueAsOf(db, BigInt(row.version));
  const { folded } = row;
  if (folded === undefined) return { courts: catalogue.courts };
  const candidates = catalogue.searchNames.candidates(folded);
  if (!candidates) return { courts: catalogue.courts, folded };
  const courts: ListedCourt[] = [];
  for (const index of candidates) {
    const court = catalogue.courts[index];
    if (court) courts.push(court);
  }
  return { courts, folded };
}

/**
 * The copy held for `db`, read again (once, however many ask) while its version is not
 * `version`: older, or newer than a database restored under a running process. A read begun
 * after the version was read is as new as the database was then, and is taken whatever version
 * it holds, so that changes committed meanwhile cost no second reading.
 */
async function catalogueAsOf(db: Queryable, version: bigint): Promise<Catalogue> {
  let held = heldBy.get(db);
  if (!held) {
    held = {};
    heldBy.set(db, held);
  }
  const state = held;
  let readAfterVersion = false;
  while (!state.catalogue || (state.catalogue.version !== version && !readAfterVersion)) {
    readAfterVersion = !state.loading;
    state.loading ??= load(db)
      .then((loaded) => {
        state.catalogue = loaded;
        return loaded;
      })
      .finally(() => {
        state.loading = undefined;
      });
    await state.loading;
  }
  return state.catalogue;
}

async function load(db: Queryable): Promise<Catalogue> {
  const rows = await db.query<CatalogueRow>(LOAD);
  const courts: ListedCourt[] = [];
  for (const row of rows) {
    if (row.id === null) continue;
    courts.push({
      id: row.id,
      sortKey: row.sort_key,
      district: row.district,
      surfaceBits: surfaceBits([row.surface]),
      amenityBits: amenityBits(row.amenities),
      availabilityBits: availabilityBits(row.availability),
      coveredMonths: coveredMonthBits({ setting: row.setting, winterCover: row.winter_cover }),
      floodlights: row.floodlights,
      heated: row.heated,
      pricePerHour: row.price_per_hour,
      rating: row.rating,
      lat: row.lat,
      lng: row.lng,
      owned: row.owned,
      openingHours: row.opening_hours,
      totalCourts: row.total_courts,
      searchName: row.search_name ?? '',
      json: row.json.slice(0, row.json.lastIndexOf('}')),
    });
  }
  return {
    version: BigInt(rows[0]?.version ?? '0'),
    courts,
    searchNames: new PairIndex(courts.map((court) => court.searchName)),
  };
}
