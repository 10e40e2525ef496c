import { z } from 'zod';
import { availabilitySchema, districtSchema, skillLevelSchema } from './enums';
import { csvList, cursorSchema, pageOf, searchTextSchema } from './query-params';

export const courtRefSchema = z.object({
  id: z.guid(),
  name: z.string(),
  nameEn: z.string().nullable(),
});
export type CourtRef = z.infer<typeof courtRefSchema>;

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
});
export type Player = z.infer<typeof playerSchema>;

export const playersQuerySchema = z.object({
  q: searchTextSchema,
  level: skillLevelSchema.optional(),
  district: districtSchema.optional(),
  availability: csvList(availabilitySchema),
  cursor: cursorSchema,
});
export type PlayersQuery = z.infer<typeof playersQuerySchema>;

export const playersPageSchema = pageOf(playerSchema);
export type PlayersPage = z.infer<typeof playersPageSchema>;

/** A confirmed result on a player's page, from that player's side. */
export const playerResultSchema = z.object({
  id: z.guid(),
  playedOn: z.string(),
  opponent: z.object({ id: z.guid(), name: z.string() }),
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
