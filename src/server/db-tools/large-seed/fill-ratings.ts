import { LEVEL_START_RATING, START_VOLATILITY } from '#contract/rating-values';
import type { Queryable } from '#server/db/db';
import { playerId } from './ids';
import { rnd } from './sql-random';

/**
 * Glicko-2 ratings for players `from`…`from + count - 1` who have played (wins or losses), as a
 * season of confirmed results would leave them: around their level's start, a few hundred
 * points either way (two draws summed, so most stay near the start), resting on some of their
 * games, the deviation narrowing from 350 towards 50 as the rated results grow. Players who have
 * not played keep no rating and are shown at their level's start.
 */
export async function fillRatings(
  db: Queryable,
  options: { count: number; from?: number },
): Promise<void> {
  const from = options.from ?? 1;
  const to = from + options.count - 1;
  const start = `case p.skill_level when 'beginner' then ${LEVEL_START_RATING.beginner}
    when 'intermediate' then ${LEVEL_START_RATING.intermediate}
    when 'advanced' then ${LEVEL_START_RATING.advanced}
    else ${LEVEL_START_RATING.professional} end`;
  await db.query(
    `update profiles p set
       rating_start = r.start,
       rating = r.start + ${rnd('r.i', 51, 301)} + ${rnd('r.i', 52, 301)} - 300,
       rated_results = r.rated,
       rating_deviation = least(350, 50 + 300 * exp(-r.rated / 25.0) + ${rnd('r.i', 53, 40)}),
       rating_volatility = ${START_VOLATILITY}
     from (
       select i, ${playerId('i')} as id, ${start} as start,
         greatest(1, (p.wins + p.losses) * (20 + ${rnd('i', 50, 81)}) / 100) as rated
       from generate_series($1::int, $2::int) i
       join profiles p on p.id = ${playerId('i')}
       where p.wins + p.losses > 0
     ) r
     where p.id = r.id`,
    [from, to],
  );
}
