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

/**
 * Up to `perCourt` bookings at each court, in the two weeks around today (Sofia), within the
 * court's opening hours and never overlapping: past ones accepted, declined or cancelled,
 * coming ones pending, accepted or declined. Slots outside a day's hours are left out.
 */
export async function fillBookings(
  db: Queryable,
  options: { courts: number; players: number; perCourt: number },
): Promise<void> {
  if (options.players === 0 || options.perCourt === 0) return;
  // Five two-hour slots a day, on days spread evenly over the fortnight around today.
  const slots = 5;
  const days = Math.ceil(options.perCourt / slots);
  const spacing = Math.max(1, Math.floor(14 / days));
  await db.query(
    `insert into bookings (court_id, requester_id, local_date, start_minute, duration_minutes,
       price_cents, starts_at, ends_at, status, created_at, updated_at, unit_id)
     select c.id, ${playerId(`(1 + ${rnd('i * 131 + j', 52, '$2::int')})::text`)},
       -- The large seed's courts have no peak price: the price is the hourly one × the hours.
       b.day, b.start_minute, b.duration, round(c.price_per_hour_cents * b.duration / 60.0),
       b.starts_at, b.starts_at + make_interval(mins => b.duration), s.status, s.created_at,
       case when s.status = 'pending' then s.created_at
            else least(now(), s.created_at + make_interval(hours => 1 + ${rnd('i * 7 + j', 56, 24)})) end,
       -- A court's bookings never overlap here, so its first court holds every accepted one.
       case when s.status = 'accepted'
            then (select u.id from court_units u where u.court_id = c.id and u.position = 1) end
     from generate_series(1, $1::int) i
     join courts c on c.id = ${courtId('i')}
     cross join generate_series(0, $3::int - 1) j
     cross join lateral (
       select (now() at time zone $4)::date + (j / ${slots} - ${Math.floor(days / 2)}) * ${spacing} as day) d
     cross join lateral (
       select c.opening_hours -> (array['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'])[1 + extract(dow from d.day)::int] as hours) h
     cross join lateral (
       select split_part(h.hours ->> 'open', ':', 1)::int * 60 + split_part(h.hours ->> 'open', ':', 2)::int
                + 120 * (j % ${slots}) as start_minute,
              split_part(h.hours ->> 'close', ':', 1)::int * 60 + split_part(h.hours ->> 'close', ':', 2)::int
                as close_minute,
              60 + 30 * ${rnd('i * 3 + j', 55, 3)} as duration) m
     cross join lateral (
       select d.day, m.start_minute, m.duration,
         (d.day + make_interval(mins => m.start_minute)) at time zone $4 as starts_at) b
     cross join lateral (
       select case when b.starts_at < now()
           then (array['accepted', 'accepted', 'accepted', 'declined', 'cancelled'])[1 + ${rnd('i + j', 53, 5)}]
           else (array['pending', 'pending', 'accepted', 'accepted', 'declined'])[1 + ${rnd('i + j', 53, 5)}] end
           as status,
         least(now(), b.starts_at - make_interval(hours => 2 + ${rnd('i * 7 + j', 54, 120)})) as created_at) s
     where h.hours is not null and m.start_minute + m.duration <= m.close_minute`,
    [options.courts, options.players, options.perCourt, TIME_ZONE],
  );
}
