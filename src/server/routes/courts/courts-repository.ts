import { PAGE_SIZE } from '../../../contract/constants';
import type { Court, CourtsPage, CourtsQuery } from '../../../contract/courts';
import { encodeCursor } from '../../../contract/cursor';
import { DISTRICT_CENTRES, SOFIA_CENTRE } from '../../../contract/districts';
import type { Queryable } from '../../db/db';
import { likeEscape, searchNameMatches } from '../../db/search-text';
import { cappedListTotal, totalOfPage } from '../../lib/capped-total';
import { closedSetArray, closedSetLiteral, SqlParams } from '../../lib/sql-params';

export interface CourtRow {
  id: string;
  owner_id: string | null;
  name: string;
  name_en: string | null;
  address: string;
  postcode: string;
  district: Court['district'];
  surface: Court['surface'];
  price_per_hour: number;
  rating: number | null;
  review_count: number;
  total_courts: number;
  opening_hours: Court['openingHours'];
  amenities: Court['amenities'];
  lat: number;
  lng: number;
  distance_km: number;
  sort_key: number;
  phone: string | null;
  website: string | null;
}

/** Great-circle distance in km from a point given as two parameters to the row's lat/lng. */
export function distanceSql(latParam: string, lngParam: string): string {
  return `(12742 * asin(sqrt(power(sin(radians(lat - ${latParam}) / 2), 2)
    + cos(radians(${latParam})) * cos(radians(lat)) * power(sin(radians(lng - ${lngParam}) / 2), 2))))`;
}

export function toCourt(row: CourtRow): Court {
  return {
    id: row.id,
    name: row.name,
    nameEn: row.name_en,
    address: row.address,
    postcode: row.postcode,
    district: row.district,
    surface: row.surface,
    pricePerHour: row.price_per_hour,
    rating: row.rating,
    reviewCount: row.review_count,
    totalCourts: row.total_courts,
    openingHours: row.opening_hours,
    amenities: row.amenities,
    lat: row.lat,
    lng: row.lng,
    distanceKm: Math.round(row.distance_km * 10) / 10,
    ownerId: row.owner_id,
    phone: row.phone,
    website: row.website,
  };
}

/** The columns toCourt reads, with the distance from the point of `distanceExpression`. */
export function courtColumns(distanceExpression: string): string {
  return `id, owner_id, name, name_en, address, postcode, district, surface,
    price_per_hour::float8 as price_per_hour, rating::float8 as rating, review_count, total_courts,
    opening_hours, amenities, lat, lng, phone, website, ${distanceExpression} as distance_km`;
}

/** Courts matching every filter, best rated first, one keyset page at a time. */
export async function listCourts(db: Queryable, query: CourtsQuery): Promise<CourtsPage> {
  const params = new SqlParams();
  const origin = query.near
    ? { lat: query.near[0], lng: query.near[1] }
    : query.district
      ? DISTRICT_CENTRES[query.district]
      : SOFIA_CENTRE;
  // A district's centre or the city's is a constant of the contract, written into the text
  // like the closed sets' values (closedSetLiteral); a point the user gave is a parameter.
  const point = (value: number) => (query.near ? params.add(value) : `${value}::float8`);
  let distanceExpression: string | undefined;
  const distance = () => {
    distanceExpression ??= distanceSql(point(origin.lat), point(origin.lng));
    return distanceExpression;
  };
  // A court a moderator hid is in no list.
  const where: string[] = ['hidden_at is null'];
  if (query.q) where.push(searchNameMatches('search_name', params.add(likeEscape(query.q))));
  if (query.district) where.push(`district = ${closedSetLiteral(query.district)}`);
  if (query.priceMin !== undefined) where.push(`price_per_hour >= ${params.add(query.priceMin)}`);
  if (query.priceMax !== undefined) where.push(`price_per_hour <= ${params.add(query.priceMax)}`);
  if (query.minRating) where.push(`coalesce(rating, 0) >= ${params.add(query.minRating)}`);
  if (query.surface?.length) where.push(`surface = any(${closedSetArray(query.surface)})`);
  if (query.amenities?.length) where.push(`amenities @> ${closedSetArray(query.amenities)}`);
  if (query.availability?.length) {
    where.push(`availability && ${closedSetArray(query.availability)}`);
  }
  if (query.maxDistance !== undefined)
    where.push(`${distance()} <= ${params.add(query.maxDistance)}`);

  const filter = `where ${where.join(' and ')}`;
  const countParams = [...params.values];
  const distanceColumn = distance();
  const after = query.cursor;
  const keyset = after
    ? `and (coalesce(rating, -1), id) < (${params.add(after[0])}, ${params.add(after[1])})`
    : '';

  const [rows, total] = await Promise.all([
    db.query<CourtRow>(
      `select ${courtColumns(distanceColumn)}, coalesce(rating, -1)::float8 as sort_key
       from courts ${filter} ${keyset}
       order by coalesce(rating, -1) desc, id desc
       limit ${PAGE_SIZE + 1}`,
      params.values,
    ),
    cappedListTotal(db, `from courts ${filter}`, countParams),
  ]);
  const page = rows.slice(0, PAGE_SIZE);
  const last = page.at(-1);
  const hasMore = rows.length > PAGE_SIZE;
  return {
    items: page.map(toCourt),
    ...totalOfPage(total, { firstPage: !after, items: page.length, hasMore }),
    nextCursor: hasMore && last ? encodeCursor(last.sort_key, last.id) : null,
  };
}
