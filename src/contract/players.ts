import { z } from 'zod';
import { INT4_MAX } from './constants';
import { cursorSchema } from './cursor';
import { availabilitySchema, districtSchema, skillLevelSchema } from './enums';
import { personRefSchema } from './people';
import { csvList, searchPageOf, searchTextSchema } from './query-params';
import { RATING_FILTER_MAX, RATING_FILTER_MIN } from './rating-values';

export const courtRefSchema = z.object({
  id: z.guid(),
  name: z.string(),
  nameEn: z.string().nullable(),
});
export type CourtRef = z.infer<typeof courtRefSchema>;

/** A player's rating: rating-values.ts `PlayerRating`, whole points. */
export const playerRatingSchema = z.object({
  points: z.number().int(),
  deviation: z.number().int().nonnegative(),
  results: z.number().int().nonnegative(),
});

export const PLAYER_SORTS = ['games', 'closest'] as const;
export type PlayerSort = (typeof PLAYER_SORTS)[number];
const ratingBound = z.coerce.number().int().min(RATING_FILTER_MIN).max(RATING_FILTER_MAX);

/** A player as the public sees one: never an e-mail or a phone number. */
export const playerSchema = z.object({
  id: z.guid(),
  name: z.string(),
  level: skillLevelSchema,
  district: districtSchema.nullable(),
  availability: z.array(availabilitySchema),
  gamesPlayed: z.number().int().nonnegative(),
  wins: z.number().int().nonnegative(),
  losses: z.number().int().nonnegative(),
  /** Whole percent, 0–100; null when no games are played (shown as a dash, not 0 %). */
  winRate: z.number().int().min(0).max(100).nullable(),
  preferredCourts: z.array(courtRefSchema),
  /** Glicko-2 from confirmed results, or the declared level's start (docs/decisions/020). */
  rating: playerRatingSchema,
});
export type Player = z.infer<typeof playerSchema>;

export const playersQuerySchema = z.object({
  q: searchTextSchema,
  level: skillLevelSchema.optional(),
  district: districtSchema.optional(),
  availability: csvList(availabilitySchema),
  /** A rating range, whole points, both ends included. */
  ratingMin: ratingBound.optional(),
  ratingMax: ratingBound.optional(),
  /**
   * `games` (most games first, the default) or `closest` (rating closest to the signed-in
   * viewer's first; for a visitor the default order).
   */
  sort: z.enum(PLAYER_SORTS).optional(),
  /** Keyset: games played, or the rating distance for `closest` (int4 both), and id. */
  cursor: cursorSchema(z.number().int().min(0).max(INT4_MAX)),
});
export type PlayersQuery = z.output<typeof playersQuerySchema>;
export type PlayersQueryInput = z.input<typeof playersQuerySchema>;

export const playersPageSchema = searchPageOf(playerSchema);
export type PlayersPage = z.infer<typeof playersPageSchema>;

/** A confirmed result on a player's page, from that player's side. */
export const playerResultSchema = z.object({
  id: z.guid(),
  playedOn: z.string(),
  /** `id` null: the opponent deleted their account ('Deleted user'). */
  opponent: personRefSchema,
  /** The player's games first. */
  sets: z.array(z.string()),
  won: z.boolean(),
});
export type PlayerResult = z.infer<typeof playerResultSchema>;

/**
 * GET /api/players/:id: a listed player's public page (404 `user_not_found` for anyone not in
 * the player list); the bio and the last PLAYER_RECENT_RESULTS confirmed results, newest first.
 */
export const playerDetailSchema = playerSchema.extend({
  bio: z.string().nullable(),
  recentResults: z.array(playerResultSchema),
});
export type PlayerDetail = z.infer<typeof playerDetailSchema>;
export const PLAYER_RECENT_RESULTS = 5;

/**
 * GET /api/players/for-you (signed in): up to FOR_YOU_LIMIT listed players in the viewer's
 * district or with a preferred court in common, free at a time the viewer is, within
 * FOR_YOU_RATING_SPAN rating points, nearest first; never the viewer or a blocked player.
 */
export const playersForYouSchema = z.object({ items: z.array(playerSchema) });
export type PlayersForYou = z.infer<typeof playersForYouSchema>;
