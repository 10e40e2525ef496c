import { TIME_ZONE } from '#contract/constants';
import { DISTRICTS, SKILL_LEVELS } from '#contract/enum-values';
import { OPEN_MATCH_MAX_DAYS_AHEAD } from '#contract/open-matches';
import type { Queryable } from '#server/db/db';
import { courtId, openMatchId, playerId } from './ids';
import { rnd } from './sql-random';

/** Each game draws its players from four player numbers of its own (see `slot`). */
const SLOTS_PER_GAME = 4;

/**
 * `count` upcoming open matches among `players` players (of `courts` courts): dates from today
 * (Sofia) to OPEN_MATCH_MAX_DAYS_AHEAD days ahead, starts on the half hours 07:00–21:30 (a
 * start already past today moves to the last day), 1–3 hours ending by midnight, three singles
 * to two doubles, every district, a run of adjacent levels (seven in ten) or a range of rating
 * points, a quarter at a named court (of its district). Four in ten have only the organiser,
 * one in ten is full, the rest hold 0…spots − 1 more players; every player holding a spot has
 * a 'joined' row and `players_count` counts them, organiser included.
 *
 * Game i's players are the player numbers 4(i − 1) … 4(i − 1) + 3 (mod `players`), the
 * organiser first: with 100,000 players and 20,000 games no player is in two games, and the
 * players past 80,000 are in none (a bench joins them).
 */
export async function fillOpenMatches(
  db: Queryable,
  options: { count: number; players: number; courts: number },
): Promise<void> {
  if (options.count === 0 || options.players < SLOTS_PER_GAME) return;
  const slot = (s: string) => `(1 + (${SLOTS_PER_GAME} * (i - 1) + ${s}) % $2::int)::text`;
  await db.query(
    `insert into open_matches (id, organizer_id, format, spots, players_count, date, start_minute,
       duration_minutes, starts_at, ends_at, district, court_id, levels, rating_min, rating_max,
       note, share_price, created_at)
     select ${openMatchId('i')}, ${playerId(slot('0'))}, f.format, f.spots,
       1 + case when ${rnd('i', 71, 10)} < 4 then 0
                when ${rnd('i', 71, 10)} = 9 then f.spots - 1
                else ${rnd('i', 72, 'f.spots')} end,
       w.date, t.start_minute, t.duration, w.starts_at,
       w.starts_at + make_interval(mins => t.duration),
       coalesce(c.district, ($4::text[])[1 + ${rnd('i', 66, DISTRICTS.length)}]), c.id,
       case when ${rnd('i', 67, 10)} < 7 then (($5::text[])[l.first:l.first + l.n - 1]) end,
       case when ${rnd('i', 67, 10)} >= 7 then r.low end,
       case when ${rnd('i', 67, 10)} >= 7 then r.low + r.width end,
       case when ${rnd('i', 73, 3)} = 0 then
         (array['Търся партньор за игра.', 'Looking for a friendly game.', 'Нося топки.',
                'Warm-up first, then a set or two.'])[1 + ${rnd('i', 74, 4)}] end,
       ${rnd('i', 75, 2)} = 0 and c.id is not null,
       least(now(), w.starts_at - interval '1 hour') - make_interval(mins => ${rnd('i', 76, 7 * 24 * 60)})
     from generate_series(1, $1::int) i
     cross join lateral (
       select case when ${rnd('i', 62, 5)} < 3 then 'singles' else 'doubles' end as format,
              case when ${rnd('i', 62, 5)} < 3 then 2 else 4 end as spots) f
     cross join lateral (
       select 7 * 60 + 30 * ${rnd('i', 64, 30)} as start_minute) s
     cross join lateral (
       select s.start_minute, least(60 + 30 * ${rnd('i', 65, 5)}, 24 * 60 - s.start_minute) as duration) t
     cross join lateral (
       select (now() at time zone $3)::date + ${rnd('i', 63, OPEN_MATCH_MAX_DAYS_AHEAD)} as day) d
     cross join lateral (
       -- A start already past today moves to the last day a game may be posted for.
       select case when (d.day + make_interval(mins => t.start_minute)) at time zone $3 > now()
                then d.day else (now() at time zone $3)::date + ${OPEN_MATCH_MAX_DAYS_AHEAD} end as date) v
     cross join lateral (
       select v.date, (v.date + make_interval(mins => t.start_minute)) at time zone $3 as starts_at) w
     cross join lateral (
       select 1 + ${rnd('i', 68, SKILL_LEVELS.length)} as first) l0
     cross join lateral (
       select l0.first, 1 + ${rnd('i', 69, `${SKILL_LEVELS.length + 1} - l0.first`)} as n) l
     cross join lateral (
       select 1000 + 100 * ${rnd('i', 70, 10)} as low, 300 + 100 * ${rnd('i', 77, 5)} as width) r
     left join courts c on $6::int > 0 and ${rnd('i', 78, 4)} = 0
       and c.id = ${courtId(`(1 + ${rnd('i', 79, '$6::int')})::text`)}`,
    [options.count, options.players, TIME_ZONE, [...DISTRICTS], [...SKILL_LEVELS], options.courts],
  );
  // The organiser in slot 0, then the players who joined, a few minutes to days after the post.
  await db.query(
    `insert into open_match_players (open_match_id, player_id, status, joined_at)
     select m.id, ${playerId(slot('s'))}, 'joined',
       case when s = 0 then m.created_at
            else least(now(), m.created_at + make_interval(mins => 5 + ${rnd('i * 4 + s', 80, 3 * 24 * 60)})) end
     from generate_series(1, $1::int) i
     join open_matches m on m.id = ${openMatchId('i')}
     cross join generate_series(0, m.players_count - 1) s`,
    [options.count, options.players],
  );
}
