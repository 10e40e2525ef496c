import { z } from 'zod';
import { courtSettingSchema, surfaceSchema } from './enums';
import { oneLineText } from './text';

/**
 * A club's courts as units: a court with `totalCourts` N has units 1…N, and an accepted booking
 * holds one of them for its time. The database refuses two accepted bookings of one unit that
 * overlap, so a unit is never double-booked.
 *
 * - `name` null reads as the default, "Court N" / "Корт N" in the reader's language.
 * - `surface`, `setting` and `floodlights` null: as the court says; set where the unit differs.
 */
export const UNIT_NAME_MAX_LENGTH = 40;

export const courtUnitSchema = z.object({
  id: z.guid(),
  position: z.number().int(),
  name: z.string().nullable(),
  surface: surfaceSchema.nullable(),
  setting: courtSettingSchema.nullable(),
  floodlights: z.boolean().nullable(),
});
export type CourtUnit = z.infer<typeof courtUnitSchema>;

/** The unit a booking holds, as the booking shows it. */
export const bookingUnitSchema = courtUnitSchema.pick({ id: true, position: true, name: true });
export type BookingUnit = z.infer<typeof bookingUnitSchema>;

/** One unit as the court's form sends it: entry i describes unit i + 1. */
export const unitFieldsSchema = z.object({
  name: oneLineText()
    .max(UNIT_NAME_MAX_LENGTH, 'too_long')
    .transform((text) => text || null)
    .nullable()
    .optional()
    .transform((text) => text ?? null),
  surface: surfaceSchema
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  setting: courtSettingSchema
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  floodlights: z
    .boolean()
    .nullable()
    .optional()
    .transform((value) => value ?? null),
});
export type UnitFields = z.output<typeof unitFieldsSchema>;

/**
 * A unit as people read it: the owner's name, or the default for its number ("Court 2" in the
 * reader's language, which each dictionary says its own way).
 */
export function unitName(
  unit: { position: number; name: string | null },
  defaultName: (number: number) => string,
): string {
  return unit.name ?? defaultName(unit.position);
}
