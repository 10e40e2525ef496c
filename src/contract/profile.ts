import { z } from 'zod';
import { nameSchema } from './auth';
import { BIO_MAX_LENGTH } from './constants';
import { availabilitySchema, districtSchema, skillLevelSchema } from './enums';
import { playerRatingSchema } from './players';
import { multiLineText } from './text';

const PHONE_PATTERN = /^(?:\+359\d{8,9}|0\d{9})$/;

/**
 * A Bulgarian phone number, `+359` and 8–9 digits or `0` and 9 digits, spaces allowed.
 * Returns the +359 form without spaces, or undefined when the text is no such number.
 */
export function normalizePhone(text: string): string | undefined {
  const compact = text.replace(/\s+/g, '');
  if (!PHONE_PATTERN.test(compact)) return undefined;
  return compact.startsWith('0') ? `+359${compact.slice(1)}` : compact;
}

/** An empty text clears the phone (null). */
export const phoneSchema = z
  .string()
  .trim()
  .max(30, 'phone_format')
  .refine((text) => text === '' || normalizePhone(text) !== undefined, 'phone_format')
  .transform((text) => (text === '' ? null : (normalizePhone(text) ?? null)));

/** An empty text clears the bio (null). */
export const bioSchema = multiLineText()
  .max(BIO_MAX_LENGTH, 'too_long')
  .transform((text) => text || null);

/** The signed-in user's own profile (GET/PUT /api/profile). Private: holds e-mail and phone. */
export const profileSchema = z.object({
  id: z.guid(),
  email: z.string(),
  name: z.string(),
  bio: z.string().nullable(),
  level: skillLevelSchema,
  /** Normalised, e.g. +359888123456. */
  phone: z.string().nullable(),
  district: districtSchema.nullable(),
  availability: z.array(availabilitySchema),
  preferredCourtIds: z.array(z.guid()),
  /** Shown in the public player list (only once the e-mail is confirmed). */
  listed: z.boolean(),
  wins: z.number().int().nonnegative(),
  losses: z.number().int().nonnegative(),
  gamesPlayed: z.number().int().nonnegative(),
  /** The rating confirmed results gave (players.ts), as others see it on the player's card. */
  rating: playerRatingSchema,
  /** One of the administrators (ADMIN_EMAILS): may answer court claims. */
  isAdmin: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * PUT /api/profile (Bearer) → 200 Profile. `name` is required; every other field left out keeps
 * its value, and null clears a nullable one. Unknown court ids answer `validation` with
 * `fields.preferredCourtIds = 'unknown_court'`.
 */
export const profileUpdateSchema = z.object({
  name: nameSchema,
  bio: bioSchema.nullable().optional(),
  level: skillLevelSchema.optional(),
  phone: phoneSchema.nullable().optional(),
  district: districtSchema.nullable().optional(),
  availability: z
    .array(availabilitySchema)
    .max(4)
    .transform((list) => [...new Set(list)])
    .optional(),
  preferredCourtIds: z
    .array(z.guid())
    .max(10, 'too_many')
    .transform((list) => [...new Set(list)])
    .optional(),
  listed: z.boolean().optional(),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;
export type ProfileChanges = z.output<typeof profileUpdateSchema>;
