import { PROPOSAL_MIN_MINUTES } from '#contract/proposals';
import { sofiaInstant, timeOfMinutes } from '#contract/sofia-time';
import type { Queryable } from '#server/db/db';
import { hasFreeUnit, holdUnit, openFor, type UnitsHeld } from '../courts/court-when';
import type { PlaceCourt } from './proposals-repository';
import type { Moment } from './shared-moments';

/** Courts whose holds are read a round for each proposal: the first open one is mostly free. */
const COURTS_A_ROUND = 4;

/** One question: is one of these courts free for this span of this day? */
interface Ask {
  date: string;
  start: number;
  end: number;
  courts: readonly PlaceCourt[];
}

/**
 * What holds each unit of each asked court in its ask's span, by ask and court, in one
 * statement: accepted bookings on units and closures (a whole-court one holds each unit), as
 * `unitsHeldOn` reads them for every court, but only for the courts asked.
 */
async function unitsHeldAt(db: Queryable, asks: readonly Ask[]): Promise<UnitsHeld[]> {
  const pairs = asks.flatMap((ask, index) => ask.courts.map((court) => ({ ask, index, court })));
  const rows = await db.query<{
    ask: number;
    court_id: string;
    unit_id: string;
    starts: number;
    ends: number;
  }>(
    `select m.ask, h.court_id, h.unit_id, date_part('epoch', h.starts_at) * 1000 as starts,
       date_part('epoch', h.ends_at) * 1000 as ends
     from unnest($1::int[], $2::date[], $3::timestamptz[], $4::timestamptz[], $5::uuid[])
       as m (ask, day, from_at, to_at, court_id)
     cross join lateral (
       select b.court_id, b.unit_id, b.starts_at, b.ends_at from bookings b
       where b.court_id = m.court_id and b.local_date = m.day and b.status = 'accepted'
         and b.unit_id is not null
       union all
       select cc.court_id, u.id,
         (m.day + make_interval(mins => cc.start_minute)) at time zone 'Europe/Sofia',
         (m.day + make_interval(mins => cc.end_minute)) at time zone 'Europe/Sofia'
       from court_closures cc
       join court_units u on u.court_id = cc.court_id and (cc.unit_id is null or u.id = cc.unit_id)
       where cc.court_id = m.court_id and cc.weekday = extract(isodow from m.day)
         and cc.from_date <= m.day and (cc.until_date is null or cc.until_date >= m.day)
     ) h
     where h.starts_at < m.to_at and h.ends_at > m.from_at`,
    [
      pairs.map((p) => p.index),
      pairs.map((p) => p.ask.date),
      pairs.map((p) => new Date(p.ask.start)),
      pairs.map((p) => new Date(p.ask.end)),
      pairs.map((p) => p.court.id),
    ],
  );
  const held: UnitsHeld[] = asks.map(() => new Map());
  for (const row of rows) holdUnit(held[row.ask] as UnitsHeld, row);
  return held;
}

/**
 * For each of `wanted` (a moment and the courts at its place, in the order they are offered),
 * the first court open for the moment's first PROPOSAL_MIN_MINUTES with a unit free then, or
 * null. The holds are read a few courts of each at a time, all of them in one statement a round:
 * the first open court is free most often, so one round mostly decides them all.
 */
export async function freeCourtsFor(
  db: Queryable,
  wanted: readonly { moment: Moment; courts: readonly PlaceCourt[] }[],
): Promise<(PlaceCourt | null)[]> {
  const found: (PlaceCourt | null)[] = wanted.map(() => null);
  const left = wanted.map(({ moment, courts }, index) => {
    const start = sofiaInstant(moment.date, timeOfMinutes(moment.start)).getTime();
    return {
      index,
      date: moment.date,
      start,
      end: start + PROPOSAL_MIN_MINUTES * 60_000,
      open: courts.filter((c) =>
        openFor(c.openingHours, moment.date, moment.start, PROPOSAL_MIN_MINUTES),
      ),
    };
  });
  let pending = left.filter((l) => l.open.length > 0);
  while (pending.length > 0) {
    const asks = pending.map((l) => ({ ...l, courts: l.open.slice(0, COURTS_A_ROUND) }));
    const held = await unitsHeldAt(db, asks);
    pending = [];
    for (const [i, ask] of asks.entries()) {
      const units = held[i] as UnitsHeld;
      const free = ask.courts.find((court) =>
        hasFreeUnit(court.totalCourts, units.get(court.id) ?? new Map(), ask),
      );
      if (free) found[ask.index] = free;
      else if (ask.open.length > COURTS_A_ROUND) {
        pending.push({ ...ask, open: ask.open.slice(COURTS_A_ROUND) });
      }
    }
  }
  return found;
}
