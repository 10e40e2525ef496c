import { z } from 'zod';
import { cursorSchema, epochMsKey } from './cursor';
import { analyseScore } from './match-score';
import { personRefSchema } from './people';
import { pageOf } from './query-params';
import { isCalendarDate, sofiaDate } from './sofia-time';

/**
 * Match results and the stats they feed.
 *
 * | call                          | who                 | body / query     | success         |
 * |-------------------------------|---------------------|------------------|-----------------|
 * | POST /api/matches             | signed in (player)  | MatchBody        | 201 Match       |
 * | GET  /api/my/matches          | either player       | MyMatchesQuery   | 200 MatchesPage |
 * | POST /api/matches/:id/confirm | the opponent        | –                | 200 Match       |
 * | POST /api/matches/:id/dispute | the opponent        | –                | 200 Match       |
 * | POST /api/matches/:id/withdraw| either player       | –                | 200 Match       |
 *
 * - `sets` are typed by the recording player with their own games first ("6-4" = they won
 *   the set 6-4); see match-score.ts for what a valid score is. Problems answer 400
 *   `validation` with `fields["sets.N"]` (`set_format`, `invalid_set`, `tiebreak_not_deciding`)
 *   or `fields.sets` (`match_not_decided`, `too_few`, `too_many`). The winner is derived.
 * - `playedOn` is a date, not after today in Sofia (`fields.playedOn = 'in_future'`).
 * - Against oneself: 400 `own_match`; unknown opponent: 404 `user_not_found`. Sample players
 *   are real accounts and can be opponents. The same result again (players, day and score, by
 *   either of them) while the first waits for an answer: 409 `match_duplicate`.
 * - Only the opponent confirms or disputes, and only while the result is `pending`:
 *   the recorder gets 403 `forbidden`, anyone else 404 `match_not_found`, a second answer
 *   409 `match_not_pending`. Confirming adds the win and the loss to both profiles (once):
 *   GET /api/players and GET /api/profile show them as wins, losses, gamesPlayed and winRate.
 * - Confirming also rates the result (docs/decisions/020): both players' Glicko-2 ratings move.
 *   A disputed result counts for nobody.
 * - Withdrawing takes back a confirmed result: each player asks once (`withdrawnBy` lists who
 *   did; asking again changes nothing), and when both have, it is `withdrawn`: its win and loss
 *   leave both profiles and every rating is recomputed without it. Only a confirmed result:
 *   409 `match_not_confirmed`; anyone else 404 `match_not_found`.
 * - Live: recording, confirming and disputing send both players a
 *   `{ type: 'match', matchId, status }` frame on sockets that sent `subscribe_inbox`.
 * - GET /api/my/matches lists results the user recorded or was named in, newest first,
 *   24 a page (`nextCursor` → `cursor`), `status` narrows them.
 */

export const MATCH_STATUSES = ['pending', 'confirmed', 'disputed', 'withdrawn'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];
export const matchStatusSchema = z.enum(MATCH_STATUSES);

/** Whether `playedOn` may be recorded at `now`: not after today in Sofia. */
export function playedOnProblem(playedOn: string, now: Date): 'in_future' | undefined {
  return playedOn > sofiaDate(now) ? 'in_future' : undefined;
}

export const matchBodySchema = z.object({
  opponentId: z.guid(),
  /** `YYYY-MM-DD`, Sofia's date. */
  playedOn: z.string().refine(isCalendarDate, 'date_format'),
  sets: z
    .array(z.string().max(10, 'set_format'))
    .min(2, 'too_few')
    .max(5, 'too_many')
    .transform((sets, context) => {
      const result = analyseScore(sets);
      if (result.ok) return result.sets;
      context.addIssue({
        code: 'custom',
        message: result.problem,
        path: result.index === undefined ? [] : [result.index],
      });
      return z.NEVER;
    }),
});
export type MatchBody = z.input<typeof matchBodySchema>;

export const matchSchema = z.object({
  id: z.guid(),
  /**
   * Who recorded the result; `sets` are from their side. A player who deleted their account
   * is `{ id: null, name: '' }` in the confirmed results the other keeps; `winnerId` still
   * names the side that won.
   */
  reporter: personRefSchema,
  opponent: personRefSchema,
  playedOn: z.string(),
  sets: z.array(z.string()),
  winnerId: z.guid(),
  status: matchStatusSchema,
  /** The players who asked to withdraw this confirmed result (both: it is withdrawn). */
  withdrawnBy: z.array(z.guid()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Match = z.infer<typeof matchSchema>;

export const myMatchesQuerySchema = z.object({
  status: matchStatusSchema.optional(),
  /** Keyset: created_at in epoch ms, and id. */
  cursor: cursorSchema(epochMsKey),
});
export type MyMatchesQuery = z.input<typeof myMatchesQuerySchema>;

export const matchesPageSchema = pageOf(matchSchema);
export type MatchesPage = z.infer<typeof matchesPageSchema>;
