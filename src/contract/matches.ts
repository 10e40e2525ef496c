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
 * | POST /api/matches/:id/confirm | an opponent         | –                | 200 Match       |
 * | POST /api/matches/:id/dispute | an opponent         | –                | 200 Match       |
 * | POST /api/matches/:id/withdraw| any player named    | –                | 200 Match       |
 *
 * MatchBody: `{ opponentId, playedOn, sets, openMatchId?, partnerId?, opponentPartnerId? }`;
 * singles names one opponent, doubles adds the recorder's partner and the opponent's partner.
 * A Match shows the teams: `reporter` + `reporterPartner` against `opponent` + `opponentPartner`
 * (the partners null in singles).
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
 * - From an open match's page (`openMatchId`): only one of the game's players, once it has
 *   started (409 `game_not_started`), not cancelled (409 `game_cancelled`); else 403 `forbidden`,
 *   an unknown game 404 `open_match_not_found`. `playedOn` is the game's date
 *   (`fields.playedOn = 'game_date'`). The others named must be the game's players
 *   (`fields.<id field> = 'not_in_game'`): singles, the other one; doubles, `partnerId` and the
 *   opponents `opponentId` + `opponentPartnerId` — the four, two teams (a doubles game's result
 *   without partners: `fields.partnerId = 'required'`). One result waits for an answer or is
 *   confirmed per game: another is 409 `game_result_exists` (after a dispute, or a withdrawal,
 *   it can be recorded again). Partners come only with a game (`fields.openMatchId =
 *   'required'`), both or neither (`required`), four different people (`duplicate`).
 * - Doubles: a side is a team. Either player of the other team confirms or disputes; either
 *   player of a side asks to withdraw for it. A confirmed doubles result adds a win or a loss to
 *   each of the four, but moves no rating (docs/decisions/044).
 * - Live: recording, confirming and disputing send every player named a
 *   `{ type: 'match', matchId, status }` frame on sockets that sent `subscribe_inbox`.
 * - GET /api/my/matches lists results the user recorded or was named in (a partner too), newest
 *   first, 24 a page (`nextCursor` → `cursor`), `status` and `openMatchId` narrow them.
 */

export const MATCH_STATUSES = ['pending', 'confirmed', 'disputed', 'withdrawn'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];
export const matchStatusSchema = z.enum(MATCH_STATUSES);

/** Whether `playedOn` may be recorded at `now`: not after today in Sofia. */
export function playedOnProblem(playedOn: string, now: Date): 'in_future' | undefined {
  return playedOn > sofiaDate(now) ? 'in_future' : undefined;
}

export const matchBodySchema = z
  .object({
    opponentId: z.guid(),
    /** The open match the result is of: the game's players and date rule it. */
    openMatchId: z.guid().optional(),
    /** Doubles (a game's result only): the recorder's partner and the opponent's. */
    partnerId: z.guid().optional(),
    opponentPartnerId: z.guid().optional(),
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
  })
  .superRefine((b, context) => {
    // Doubles names both partners: the one left out is the field to fill.
    if ((b.partnerId === undefined) === (b.opponentPartnerId === undefined)) return;
    const path = b.partnerId === undefined ? 'partnerId' : 'opponentPartnerId';
    context.addIssue({ code: 'custom', message: 'required', path: [path] });
  })
  .refine((b) => b.partnerId === undefined || b.openMatchId !== undefined, {
    message: 'required',
    path: ['openMatchId'],
  })
  .refine(
    (b) =>
      b.partnerId === undefined ||
      new Set([b.opponentId, b.partnerId, b.opponentPartnerId]).size === 3,
    { message: 'duplicate', path: ['opponentPartnerId'] },
  );
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
  /** Doubles: each side's partner (the side is a team); null in singles. */
  reporterPartner: personRefSchema.nullable(),
  opponentPartner: personRefSchema.nullable(),
  /** The open match it was recorded from, if any (null too once that game is deleted). */
  openMatchId: z.guid().nullable(),
  playedOn: z.string(),
  sets: z.array(z.string()),
  winnerId: z.guid(),
  status: matchStatusSchema,
  /**
   * The players who asked to withdraw this confirmed result (both sides: it is withdrawn). In
   * doubles a side asks as a team: either partner's request lists them both.
   */
  withdrawnBy: z.array(z.guid()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Match = z.infer<typeof matchSchema>;

export const myMatchesQuerySchema = z.object({
  status: matchStatusSchema.optional(),
  /** Only the results recorded from this open match (its page shows them). */
  openMatchId: z.guid().optional(),
  /** Keyset: created_at in epoch ms, and id. */
  cursor: cursorSchema(epochMsKey),
});
export type MyMatchesQuery = z.input<typeof myMatchesQuerySchema>;

export const matchesPageSchema = pageOf(matchSchema);
export type MatchesPage = z.infer<typeof matchesPageSchema>;
