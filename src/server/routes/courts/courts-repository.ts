import { PAGE_SIZE } from '../../../contract/constants';
import type { CourtsQuery } from '../../../contract/courts';
import { encodeCursor } from '../../../contract/cursor';
import { DISTRICT_CENTRES, SOFIA_CENTRE } from '../../../contract/districts';
import type { Queryable } from '../../db/db';
import { withGenericPlans } from '../../db/generic-plans';
import { likeEscape, searchNameMatches } from '../../db/search-text';
import { cappedListTotal, totalOfPage } from '../../lib/capped-total';
import { searchPageJson } from '../../lib/search-page-json';
import { closedSetArray, closedSetLiteral, SqlParams } from '../../lib/sql-params';

/** Great-circle distance in km from a point given as two parameters to the row's lat/lng. */
export function distanceSql(latParam: string, lngParam: string): string {
  return `(12742 * asin(sqrt(power(sin(radians(lat - ${latParam}) / 2), 2)
    + cos(radians(${latParam})) * cos(radians(lat)) * power(sin(radians(lng - ${lngParam}) / 2), 2))))`;
}

/**
 * A court as the contract's `Court`, written by PostgreSQL (decision 029), with its distance
 * from the point of `distanceExpression` rounded to 100 m.
 */
export function courtJsonSql(distanceExpression: string): string {
  return `json_build_object('id', id, 'name', name, 'nameEn', name_en, 'address', address,
    'postcode', postcode, 'district', district, 'surface', surface,
    'pricePerHour', price_per_hour::float8, 'rating', rating::float8,
    'reviewCount', review_count, 'totalCourts', total_courts, 'openingHours', opening_hours,
    'amenities', amenities, 'lat', lat, 'lng', lng,
    'distanceKm', round((${distanceExpression})::numeric, 1)::float8, 'ownerId', owner_id,
    'phone', phone, 'website', website)`;
}

/**
 * Courts matching every filter, best rated first, one keyset page at a time: the JSON of a
 * `CourtsPage`.
 */
export async function courtsPageJson(db: Queryable, query: CourtsQuery): Promise<string> {
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

  // With no free value in the filter, the only one is the cursor's key, which changes no plan:
  // one is kept per statement (decision 030).
  const freeValues =
    query.q ||
    query.near ||
    query.priceMin !== undefined ||
    query.priceMax !== undefined ||
    query.minRating !== undefined ||
    query.maxDistance !== undefined;
  const planned = freeValues ? db : withGenericPlans(db);
  const [rows, total] = await Promise.all([
    planned.query<{ json: string; sort_key: number; id: string }>(
      `select ${courtJsonSql(distanceColumn)}::text as json, coalesce(rating, -1)::float8 as sort_key, id
       from courts ${filter} ${keyset}
       order by coalesce(rating, -1) desc, id desc
       limit ${PAGE_SIZE + 1}`,
      params.values,
    ),
    cappedListTotal(planned, `from courts ${filter}`, countParams),
  ]);
  const page = rows.slice(0, PAGE_SIZE);
  const last = page.at(-1);
  const hasMore = rows.length > PAGE_SIZE;
  return searchPageJson(
    page.map((row) => row.json),
    totalOfPage(total, { firstPage: !after, items: page.length, hasMore }),
    hasMore && last ? encodeCursor(last.sort_key, last.id) : null,
  );
}
