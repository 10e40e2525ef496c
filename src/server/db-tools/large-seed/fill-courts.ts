import { courtAvailability } from '#contract/court-availability';
import { DISTRICT_CENTRES } from '#contract/districts';
import { AMENITIES, DISTRICTS, SURFACES } from '#contract/enums';
import type { Queryable } from '#server/db/db';
import { courtId } from './ids';
import { HOURS, KINDS, PLACES } from './sofia-names';
import { rnd, subset } from './sql-random';

/**
 * Courts 1…`count` in one statement: names in both alphabets from a kind and a place, the 8
 * districts with coordinates near their centre, 5 surfaces, prices 5–40 € an hour, 10 % unrated,
 * 4 opening-hour patterns with the matching availability, any subset of the amenities.
 */
export async function fillCourts(db: Queryable, count: number): Promise<void> {
  const hours = HOURS.map((h) => ({ hours: h, availability: courtAvailability(h) }));
  await db.query(
    `insert into courts (id, name, name_en, address, postcode, district, surface,
       price_per_hour_cents, rating, total_courts, opening_hours, availability, amenities, lat, lng)
     select ${courtId('i')},
       k.bg || ' ' || pl.bg || ' ' || i, k.en || ' ' || pl.en || ' ' || i,
       'ул. ' || pl.bg || ' ' || (1 + ${rnd('i', 1, 200)}), (1000 + ${rnd('i', 2, 800)})::text,
       d.district, ($2::text[])[1 + ${rnd('i', 3, SURFACES.length)}],
       (5 + ${rnd('i', 4, 36)}) * 100,
       case when ${rnd('i', 5, 10)} = 0 then null else 2.5 + ${rnd('i', 6, 26)} / 10.0 end,
       1 + ${rnd('i', 7, 12)},
       ($3::jsonb -> ${rnd('i', 8, HOURS.length)} -> 'hours'),
       array(select jsonb_array_elements_text($3::jsonb -> ${rnd('i', 8, HOURS.length)} -> 'availability')),
       ${subset('$4', rnd('i', 9, 2 ** AMENITIES.length))},
       d.lat + (${rnd('i', 10, 401)} - 200) / 10000.0, d.lng + (${rnd('i', 11, 401)} - 200) / 10000.0
     from generate_series(1, $1::int) i
     cross join lateral (select ($5::jsonb -> (i % ${DISTRICTS.length})) as j) dj
     cross join lateral (select dj.j ->> 'district' as district, (dj.j ->> 'lat')::float8 as lat,
                                (dj.j ->> 'lng')::float8 as lng) d
     cross join lateral (select $6::jsonb -> (${rnd('i', 12, KINDS.length)}) ->> 0 as bg,
                                $6::jsonb -> (${rnd('i', 12, KINDS.length)}) ->> 1 as en) k
     cross join lateral (select $7::jsonb -> (${rnd('i', 13, PLACES.length)}) ->> 0 as bg,
                                $7::jsonb -> (${rnd('i', 13, PLACES.length)}) ->> 1 as en) pl`,
    [
      count,
      [...SURFACES],
      JSON.stringify(hours),
      [...AMENITIES],
      JSON.stringify(DISTRICTS.map((district) => ({ district, ...DISTRICT_CENTRES[district] }))),
      JSON.stringify(KINDS),
      JSON.stringify(PLACES),
    ],
  );
}
