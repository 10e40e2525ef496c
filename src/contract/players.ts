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
  /** Whole percent, 0–100; 0 when no games are played. */
  winRate: z.number().int().min(0).max(100),
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
