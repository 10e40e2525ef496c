import { TIME_ZONE } from '#contract/constants';
import type { Queryable } from '#server/db/db';
import { courtId, playerId } from './ids';
import { rnd } from './sql-random';

/** Every fifth court is run by one of the players (an owner who answers booking requests). */
export async function fillCourtOwners(
  db: Queryable,
  options: { courts: number; players: number },
): Promise<void> {
  if (options.players === 0) return;
  await db.query(
    `update courts c set owner_id = ${playerId('o.k::text')}
     from (select i, 1 + ${rnd('i', 51, '$2::int')} as k
           from generate_series(5, $1::int, 5) i) o
     where c.id = ${courtId('o.i')}`,
    [options.courts, options.players],
  );
}

/** Days before today that the season's bookings also cover (played, declined, cancelled). */
export const PAST_BOOKING_DAYS = 7;
/** Courts whose season is written in one statement. */
const COURTS_PER_BATCH = 100;

/** Sofia's day of the week of a date expression, as the opening hours name it. */
const dayKey = (date: string) =>
  `(array['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'])[1 + extract(dow from ${date})::int]`;
/** Minutes after midnight of an opening hours' 'HH:MM' (a jsonb text expression). */
const minutesOf = (time: string) =>
  `(split_part(${time}, ':', 1)::int * 60 + split_part(${time}, ':', 2)::int)`;
/**
 * A booking's id from its key (court number, unit, day, block): a version 4 uuid whose hex
 * digits are the key's, so that ids grow with keys and the seed appends to the primary key
 * instead of writing all over it.
 */
const orderedId = (key: string) =>
  `(select overlay(overlay(h placing '4' from 13 for 0) placing '8' from 17 for 0)::uuid
    from (select lpad(to_hex(${key}), 30, '0') as h) hex)`;
/** Today in Sofia. */
const TODAY = `(now() at time zone '${TIME_ZONE}')::date`;

/**
 * Some closures of courts 1…`courts`, in the season of `days` days from today: every tenth
 * court closed every week for its first two hours one weekday (the surface's upkeep, from a
 * month ago, for good); every fourth court's first unit one evening 17:00–21:00 (a tournament);
 * every twenty-fifth court one whole day (the club's event). Written before the bookings, which
 * keep out of them.
 */
export async function fillCourtClosures(
  db: Queryable,
  options: { courts: number; days: number },
): Promise<void> {
  if (options.courts === 0 || options.days === 0) return;
  const court = `join courts c on c.id = ${courtId('i')}`;
  await db.query(
    `insert into court_closures (court_id, unit_id, kind, reason, weekday, from_date, until_date,
       start_minute, end_minute)
     select c.id, null::uuid, 'weekly', 'Поддръжка на настилката', w.weekday, ${TODAY} - 30,
       null::date, o.open, o.open + 120
     from generate_series(10, $1::int, 10) i ${court}
     cross join lateral (select 1 + ${rnd('i', 81, 5)} as weekday) w
     cross join lateral (select ${minutesOf(`(c.opening_hours -> (array['mon', 'tue', 'wed', 'thu', 'fri'])[w.weekday] ->> 'open')`)} as open) o
     where o.open is not null
     union all
     select c.id, u.id, 'once', 'Турнир', extract(isodow from d.day)::int, d.day, d.day, 1020, 1260
     from generate_series(1, $1::int, 4) i ${court}
     join court_units u on u.court_id = c.id and u.position = 1
     cross join lateral (select ${TODAY} + ${rnd('i', 82, '$2::int')} as day) d
     union all
     select c.id, null, 'once', 'Събитие на клуба', extract(isodow from d.day)::int, d.day, d.day,
       0, 1440
     from generate_series(7, $1::int, 25) i ${court}
     cross join lateral (select ${TODAY} + ${rnd('i', 83, '$2::int')} as day) d`,
    [options.courts, options.days],
  );
}

/**
 * A season of bookings at courts 1…`courts`: each day from PAST_BOOKING_DAYS before today to
 * `days` − 1 days after it (Sofia), each unit of each court open that day. A unit's day is cut
 * into two-hour blocks from the opening time; a block is booked with a chance of 30 % (55 % at
 * weekends, 65 % from 17:00), at its start or half an hour in, for 1, 1½ or 2 hours inside the
 * block and the opening hours: so a unit's bookings never overlap and start on distinct half
 * hours, and no booking falls in a closure. Past ones are accepted, declined or cancelled;
 * coming ones accepted (six in ten), pending (three) or declined. An accepted booking holds its
 * unit (a cancelled one keeps it, as the app does); a pending request is on none yet, and fits
 * the unit its block was drawn on. Each costs the court's hourly price × its hours (the seed's
 * courts have no peak price); its free cancellation ends the court's window before its start,
 * as the trigger would set it. One statement for each hundred courts; `onBatch` hears how many
 * courts are done.
 */
export async function fillBookings(
  db: Queryable,
  options: {
    courts: number;
    players: number;
    days: number;
    onBatch?: (courtsDone: number) => void;
  },
): Promise<void> {
  if (options.players === 0 || options.days === 0 || options.courts === 0) return;
  for (let first = 1; first <= options.courts; first += COURTS_PER_BATCH) {
    const last = Math.min(options.courts, first + COURTS_PER_BATCH - 1);
    await db.query(
      `insert into bookings (id, court_id, requester_id, local_date, start_minute,
         duration_minutes, price_cents, starts_at, ends_at, free_cancel_until, status, created_at,
         updated_at, unit_id)
       select ${orderedId('x.key')}, x.court_id, r.requester, x.day, b.start_minute, b.duration,
         round(x.price_per_hour_cents * b.duration / 60.0), b.starts_at, b.ends_at,
         b.starts_at - make_interval(hours => x.free_cancel_hours), s.status, s.created_at,
         case when s.status = 'pending' then s.created_at
              else least(now(), s.created_at + make_interval(hours => 1 + ${rnd('x.key', 97, 24)})) end,
         case when s.status in ('accepted', 'cancelled') then x.unit_id end
       from (
         -- The blocks drawn, each with its start and length on Sofia's wall clock (a fence, so
         -- that what follows reads them instead of computing them again).
         select c.id as court_id, c.owner_id, c.price_per_hour_cents, c.free_cancel_hours,
           u.id as unit_id, u.position, c.i, c.day, k.key, m.start_minute, m.duration
         from (
           -- Each court's opening hours each day, read once.
           select i, c.id, c.owner_id, c.price_per_hour_cents, c.free_cancel_hours, d.day, d.n,
             d.weekend, ${minutesOf("(h.hours ->> 'open')")} as open,
             ${minutesOf("(h.hours ->> 'close')")} as close
           from generate_series($1::int, $2::int) i
           join courts c on c.id = ${courtId('i')}
           cross join generate_series(-${PAST_BOOKING_DAYS}, $5::int - 1) g
           cross join lateral (select ${TODAY} + g as day) d0
           cross join lateral (select d0.day, d0.day - date '2000-01-01' as n,
                                      extract(isodow from d0.day) >= 6 as weekend) d
           cross join lateral (select c.opening_hours -> ${dayKey('d.day')} as hours) h
           where h.hours is not null
           offset 0) c
         join court_units u on u.court_id = c.id
         cross join generate_series(0, 11) blk
         cross join lateral (
           select ((c.i::bigint * 100 + u.position) * 1000000 + c.n * 100 + blk) as key,
                  c.open + 120 * blk as block) k
         cross join lateral (select ${rnd('k.key', 91, 5)} + 1 as shape) p
         cross join lateral (
           select k.block + (array[0, 0, 0, 30, 30])[p.shape] as start_minute,
                  (array[60, 90, 120, 60, 90])[p.shape] as duration) m
         where m.start_minute + m.duration <= c.close
           and ${rnd('k.key', 92, 100)} < case when k.block >= 17 * 60 then 65
                                               when c.weekend then 55 else 30 end
         offset 0) x
       cross join lateral (
         select (x.day + make_interval(mins => x.start_minute)) at time zone $4 as starts_at) t
       cross join lateral (
         select x.start_minute, x.duration, t.starts_at,
           t.starts_at + make_interval(mins => x.duration) as ends_at) b
       cross join lateral (
         select ${playerId(`(1 + ${rnd('x.key', 96, '$3::int')})::text`)} as requester) r
       cross join lateral (
         select case when b.starts_at < now()
             then (array['accepted', 'accepted', 'accepted', 'accepted', 'accepted', 'accepted',
                         'declined', 'cancelled'])[1 + ${rnd('x.key', 93, 8)}]
             else (array['accepted', 'accepted', 'accepted', 'accepted', 'accepted', 'accepted',
                         'pending', 'pending', 'pending', 'declined'])[1 + ${rnd('x.key', 93, 10)}]
             end as status,
           least(now() - make_interval(mins => ${rnd('x.key', 95, 60 * 24 * 7)}),
                 b.starts_at - make_interval(hours => 2 + ${rnd('x.key', 94, 120)})) as created_at) s
       -- Nobody books their own court.
       where r.requester is distinct from x.owner_id
         -- Nor in a closure: its minutes are Sofia's wall clock, as the blocks' are.
         and not exists (
           select 1 from court_closures cc
           where cc.court_id = x.court_id and (cc.unit_id is null or cc.unit_id = x.unit_id)
             and cc.weekday = extract(isodow from x.day) and cc.from_date <= x.day
             and (cc.until_date is null or cc.until_date >= x.day)
             and cc.start_minute < x.start_minute + x.duration
             and cc.end_minute > x.start_minute)
       -- Court by court, each court's unit by unit in time: the ids (and so the primary key)
       -- grow, and each court's entries in the indexes that lead with it are written at once.
       order by x.key`,
      [first, last, options.players, TIME_ZONE, options.days],
    );
    options.onBatch?.(last);
  }
}
