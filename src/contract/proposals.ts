import { z } from 'zod';
import { districtSchema, skillLevelSchema } from './enums';
import { OPEN_MATCH_FORMATS } from './open-match-values';
import { openMatchSchema } from './open-matches';

/**
 * Partners proposed for the week: players whose schedule (schedule.ts) meets the signed-in
 * player's, each at a moment both are free, at a place both named.
 *
 * | call                                  | who       | body            | success         |
 * |---------------------------------------|-----------|-----------------|-----------------|
 * | GET  /api/me/proposals                | signed in | –               | 200 Proposals   |
 * | POST /api/me/proposals/dismissals     | signed in | ProposalDismiss | 204             |
 *
 * - A proposal is another player and their first moment in the next PROPOSAL_DAYS days (today
 *   included, from the next half hour) inside a window of each, at least PROPOSAL_MIN_MINUTES
 *   long; a place both named (a court both named, else a district); a format both play (singles
 *   when both do); levels each wants (each one's level among the other's levels).
 * - Both free: the moment leaves out what either already has then (a game they hold a spot in or
 *   are invited to, a court booking that stands); a pair already in a game together in the
 *   coming days is not proposed.
 * - Never: a blocked pair either way, a hidden, suspended or unconfirmed account, a player who
 *   asked not to be suggested (`suggestMe` false), a player paused through that day, or a pair the
 *   viewer dismissed this week (Monday to Sunday in Sofia).
 * - Order: fairness first, the viewer's win chance (Glicko-2's expected score with both
 *   deviations combined) nearest 50 %, in steps of FAIRNESS_STEP; then a court free at that
 *   moment at the place; then the show-up record; then variety (a pair who shared a game in the
 *   last VARIETY_DAYS days without confirming a result together comes after). At most
 *   PROPOSALS_LIMIT.
 * - `state`: `ready`, or why there is nothing to propose: `no_windows` (no schedule saved with
 *   windows), `paused` (the viewer's schedule is paused through today).
 * - Dismissing (`playerId`, a player one could be proposed) hides the pair from the viewer's
 *   proposals until the week ends; 404 `user_not_found` for an unknown player.
 */
export const PROPOSAL_DAYS = 7;
export const PROPOSAL_MIN_MINUTES = 60;
export const PROPOSALS_LIMIT = 10;
export const FAIRNESS_STEP = 0.05;
export const VARIETY_DAYS = 14;
/** The length an invitation from a proposal asks for, when the moment is as long. */
export const PROPOSAL_GAME_HOURS = 1.5;

export const PROPOSAL_STATES = ['ready', 'no_windows', 'paused'] as const;

export const proposalSchema = z.object({
  player: z.object({
    id: z.guid(),
    name: z.string(),
    level: skillLevelSchema,
    ratingPoints: z.number().int(),
  }),
  /** The moment both are free: a Sofia date and wall clock times, `until` up to `24:00`. */
  date: z.string(),
  from: z.string(),
  until: z.string(),
  format: z.enum(OPEN_MATCH_FORMATS),
  /** Where both would go: a court both named, else a district both named. */
  district: districtSchema,
  court: z.object({ id: z.guid(), name: z.string(), nameEn: z.string().nullable() }).nullable(),
  /** A court at the place with a unit free for the first hour of the moment, if any. */
  freeCourt: z
    .object({
      id: z.guid(),
      name: z.string(),
      nameEn: z.string().nullable(),
      instantBooking: z.boolean(),
    })
    .nullable(),
  /** The viewer's chance to win, 0–1. */
  winChance: z.number().min(0).max(1),
  /** The other player's show-up record, once it rests on enough events (no-shows.ts). */
  showUp: z.object({ showedUp: z.number().int(), events: z.number().int() }).nullable(),
});
export type Proposal = z.infer<typeof proposalSchema>;

export const proposalsSchema = z.object({
  state: z.enum(PROPOSAL_STATES),
  items: z.array(proposalSchema),
  /**
   * Open matches with a spot left in the same seven days that fit the viewer's week (a window
   * holds them, their welcome takes the viewer's level, at a place and in a format the viewer
   * named), soonest first, at most ten: what 'Tell me about games that fit' tells of.
   */
  games: z.array(openMatchSchema),
});
export type Proposals = z.infer<typeof proposalsSchema>;

export const proposalDismissSchema = z.object({ playerId: z.guid() });
export type ProposalDismiss = z.infer<typeof proposalDismissSchema>;
