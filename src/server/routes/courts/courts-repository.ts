import { PAGE_SIZE } from '#contract/constants';
import type { CourtsQuery } from '#contract/courts';
import { encodeCursor } from '#contract/cursor';
import { DISTRICT_CENTRES, type GeoPoint, SOFIA_CENTRE } from '#contract/districts';
import { sofiaDate } from '#contract/sofia-time';
import type { Queryable } from '#server/db/db';
import { cappedTotal, totalOfPage } from '#server/lib/capped-total';
import { searchPageJson } from '#server/lib/search-page-json';
import {
  freeStarts,
  spanOf,
  startsAround,
  unitsHeldOn,
  unitsOf,
  type WhenQuery,
} from './court-when';
import {
  amenityBits,
  availabilityBits,
  type ListedCourt,
  listedCourts,
  surfaceBits,
} from './courts-catalogue';
import { distanceKm, shownDistanceKm } from './distance';

/** Where a list's distances are measured from: the point given, the district's centre, or the city's. */
export function distanceOrigin(query: Pick<CourtsQuery, 'near' | 'district'>): GeoPoint {
  if (query.near) return { lat: query.near[0], lng: query.near[1] };
  return query.district ? DISTRICT_CENTRES[query.district] : SOFIA_CENTRE;
}

/**
 * Courts matching every filter, best rated first, one keyset page at a time: the JSON of a
 * `CourtsPage`. Filtered from the process's copy of the listed courts (decision 032), which is
 * as new as the database when the request came. Asked "when", only the courts free then, each
 * with its free starts around the asked one.
 */
export async function courtsPageJson(
  db: Queryable,
  query: CourtsQuery,
  now: Date,
): Promise<string> {
  const { courts, folded } = await listedCourts(db, query.q || undefined);
  const origin = distanceOrigin(query);
  let matches = courts.filter(courtMatcher(query, origin, folded, sofiaMonth(now)));
  const when: WhenQuery | undefined =
    query.date && query.time
      ? { date: query.date, time: query.time, durationHours: query.durationHours ?? 1 }
      : undefined;
  let whenJson = (_court: ListedCourt) => '';
  if (when) {
    // The whole list is narrowed before paging, so the cursor pages the courts free then.
    const starts = startsAround(when, now);
    if (starts[0]?.time !== when.time) {
      // The asked start is not on Sofia's clocks that day (the hour skipped in March).
      matches = [];
    } else {
      const { from, to } = spanOf(starts);
      const held = await unitsHeldOn(db, when.date, from, to);
      const free = (court: ListedCourt, onlyAsked: boolean) =>
        freeStarts(court, unitsOf(held, court.id), when, starts, onlyAsked);
      matches = matches.filter((court) => court.owned && free(court, true)[0] === when.time);
      whenJson = (court) => `,"when":{"freeStarts":${JSON.stringify(free(court, false))}}`;
    }
  }
  const after = query.cursor;
  const rest = after ? matches.filter(isAfter(after[0], after[1].toLowerCase())) : matches;
  const page = rest.slice(0, PAGE_SIZE);
  const last = page.at(-1);
  const hasMore = rest.length > PAGE_SIZE;
  return searchPageJson(
    page.map(
      (court) => `${court.json},"distanceKm":${shownDistanceKm(origin, court)}${whenJson(court)}}`,
    ),
    totalOfPage(cappedTotal(matches.length), { firstPage: !after, items: page.length, hasMore }),
    hasMore && last ? encodeCursor(last.sortKey, last.id) : null,
  );
}

/**
 * Whether a court passes every filter of `query`; `folded` is its search text, folded, `month`
 * the month in Sofia (1–12) for `covered_now`. One predicate, each filter a comparison that
 * passes when the filter is not set, and the closed sets as bits: thousands of courts a request.
 */
function courtMatcher(
  query: CourtsQuery,
  origin: GeoPoint,
  folded: string | undefined,
  month: number,
): (court: ListedCourt) => boolean {
  const conditions = query.conditions ?? [];
  const coveredNow = conditions.includes('covered_now') ? 1 << month : 0;
  const floodlights = conditions.includes('floodlights');
  const heated = conditions.includes('heated');
  const { district, maxDistance } = query;
  const priceMin = query.priceMin ?? Number.NEGATIVE_INFINITY;
  const priceMax = query.priceMax ?? Number.POSITIVE_INFINITY;
  const minRating = query.minRating || Number.NEGATIVE_INFINITY;
  const surfaces = surfaceBits(query.surface ?? []);
  const amenities = amenityBits(query.amenities ?? []);
  const times = availabilityBits(query.availability ?? []);
  return (court) =>
    (district === undefined || court.district === district) &&
    court.pricePerHour >= priceMin &&
    court.pricePerHour <= priceMax &&
    (court.rating ?? 0) >= minRating &&
    (surfaces === 0 || (court.surfaceBits & surfaces) !== 0) &&
    (court.amenityBits & amenities) === amenities &&
    (court.coveredMonths & coveredNow) === coveredNow &&
    (!floodlights || court.floodlights) &&
    (!heated || court.heated) &&
    (times === 0 || (court.availabilityBits & times) !== 0) &&
    (folded === undefined || court.searchName.includes(folded)) &&
    (maxDistance === undefined || distanceKm(origin, court) <= maxDistance);
}

/** Whether a court comes after the cursor's (key, id) in the list's order. */
const isAfter = (key: number, id: string) => (court: ListedCourt) =>
  court.sortKey < key || (court.sortKey === key && court.id < id);

/** The month (1–12) in Sofia at `instant`. */
const sofiaMonth = (instant: Date) => Number(sofiaDate(instant).slice(5, 7));
