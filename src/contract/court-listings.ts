import { z } from 'zod';
import { FREE_CANCEL_HOURS } from './constants';
import { unitFieldsSchema } from './court-units';
import { courtDetailSchema, openingHoursSchema, timeOfDay, winterCoverSchema } from './courts';
import { SOFIA_BOUNDS } from './districts';
import {
  AMENITIES,
  amenitySchema,
  courtSettingSchema,
  districtSchema,
  surfaceSchema,
} from './enums';
import { phoneSchema } from './profile';
import { oneLineText } from './text';

/**
 * 'List Your Court': courts that signed-in users list and own (the sample courts belong to the
 * demo owners; a court nobody runs is claimed instead: court-claims.ts).
 *
 * | call                      | auth   | body        | success                |
 * |---------------------------|--------|-------------|------------------------|
 * | POST   /api/courts        | Bearer | CourtInput  | 201 CourtDetail        |
 * | PUT    /api/courts/:id    | Bearer | CourtInput  | 200 CourtDetail        |
 * | DELETE /api/courts/:id    | Bearer | –           | 204                    |
 * | GET    /api/courts/:id    | –      | –           | 200 CourtDetail        |
 * | GET    /api/my/courts     | Bearer | –           | 200 { items: CourtDetail[] } |
 * | GET /api/courts/:id/owner-contact | Bearer | –     | 200 OwnerContact       |
 *
 * - PUT replaces every field (send the whole form). PUT and DELETE are the owner's only:
 *   403 `forbidden` for anyone else (sample courts included), 404 `court_not_found` for an
 *   unknown id.
 * - A court has `totalCourts` units (court-units.ts); `units` names them and says where one
 *   differs. Lowering `totalCourts` removes units from the end: 409 `unit_has_bookings` (field
 *   `totalCourts`) while one of those holds an accepted booking still to come.
 * - `instantBooking`: a request for a time with a unit free is accepted at once (bookings.ts).
 * - DELETE answers 409 `court_has_bookings` while pending or accepted bookings for a time still
 *   to come exist: decline them first.
 * - Without `lat`/`lng` the court is placed at its district's centre (DISTRICT_CENTRES).
 * - A new court shows up in GET /api/courts (courts.ts) with every filter; it has no rating
 *   (null) until ratings exist, so it sorts after the rated ones.
 * - `GET /api/my/courts` lists the signed-in user's courts, newest first (at most 100).
 * - `owner-contact` gives the owner's name, phone and e-mail only to a player with an accepted
 *   booking at the court (403 `forbidden` for anyone else; 404 `court_not_found` without an
 *   owner).
 */

/** Euro an hour. */
export const COURT_PRICE_RANGE = { min: 0, max: 500 } as const;
export const COURT_COUNT_RANGE = { min: 1, max: 100 } as const;
export const COURT_NAME_MAX_LENGTH = 120;
export const ADDRESS_MAX_LENGTH = 200;

/** Euro an hour, rounded to the cent. */
const hourlyPriceSchema = z
  .number()
  .min(COURT_PRICE_RANGE.min, 'too_small')
  .max(COURT_PRICE_RANGE.max, 'too_big')
  .transform((price) => Math.round(price * 100) / 100);

/** A peak price applies at some time: on weekdays from a half hour, at weekends, or both. */
const peakPriceInputSchema = z
  .object({
    pricePerHour: hourlyPriceSchema,
    weekdaysFrom: timeOfDay
      .refine((time) => time.endsWith(':00') || time.endsWith(':30'), 'peak_half_hour')
      .nullable()
      .default(null),
    weekends: z.boolean().default(false),
  })
  .refine((peak) => peak.weekdaysFrom !== null || peak.weekends, {
    message: 'peak_when_required',
    path: ['weekdaysFrom'],
  });

const optionalText = (max: number) =>
  oneLineText()
    .max(max, 'too_long')
    .transform((text) => text || null)
    .nullable()
    .optional()
    .transform((text) => text ?? null);

export const courtInputSchema = z
  .object({
    name: oneLineText().min(1, 'required').max(COURT_NAME_MAX_LENGTH, 'too_long'),
    /** The English name, when it differs; shown in English instead of `name`. */
    nameEn: optionalText(COURT_NAME_MAX_LENGTH),
    address: oneLineText().min(1, 'required').max(ADDRESS_MAX_LENGTH, 'too_long'),
    /** A Bulgarian postcode: four digits, 1000–9999. */
    postcode: z
      .string()
      .trim()
      .regex(/^[1-9]\d{3}$/, 'postcode_format'),
    district: districtSchema,
    surface: surfaceSchema,
    setting: courtSettingSchema.default('outdoor'),
    /** Required with the `winter_cover` setting, dropped with any other. */
    winterCover: winterCoverSchema
      .nullable()
      .optional()
      .transform((cover) => cover ?? null),
    floodlights: z.boolean().default(false),
    heated: z.boolean().default(false),
    pricePerHour: hourlyPriceSchema,
    /** Null or left out: one price at all times. */
    peakPrice: peakPriceInputSchema
      .nullable()
      .optional()
      .transform((peak) => peak ?? null),
    totalCourts: z
      .number()
      .int('whole_number')
      .min(COURT_COUNT_RANGE.min, 'too_small')
      .max(COURT_COUNT_RANGE.max, 'too_big'),
    /** Whole hours before the start until which a booking is cancelled for free. */
    freeCancelHours: z
      .number()
      .int('whole_number')
      .min(FREE_CANCEL_HOURS.min, 'too_small')
      .max(FREE_CANCEL_HOURS.max, 'too_big')
      .default(FREE_CANCEL_HOURS.default),
    openingHours: openingHoursSchema.default({}),
    /** The court's phone for players (+359…); an empty text clears it. */
    phone: phoneSchema
      .nullable()
      .optional()
      .transform((phone) => phone ?? null),
    /** The court's own site; an empty text clears it. */
    website: oneLineText()
      .max(200, 'too_long')
      .refine((url) => url === '' || /^https?:\/\/[^\s/]+\.[^\s]+$/.test(url), 'url_format')
      .transform((url) => url || null)
      .nullable()
      .optional()
      .transform((url) => url ?? null),
    amenities: z
      .array(amenitySchema)
      .max(AMENITIES.length)
      .default([])
      .transform((list) => [...new Set(list)]),
    /** A request for a free unit is accepted at once, without the owner's answer. */
    instantBooking: z.boolean().default(false),
    /** Names and differences of the units, unit 1 first; units left out keep the defaults. */
    units: z.array(unitFieldsSchema).max(COURT_COUNT_RANGE.max, 'too_big').default([]),
    lat: z
      .number()
      .min(SOFIA_BOUNDS.lat.min, 'outside_sofia')
      .max(SOFIA_BOUNDS.lat.max, 'outside_sofia')
      .optional(),
    lng: z
      .number()
      .min(SOFIA_BOUNDS.lng.min, 'outside_sofia')
      .max(SOFIA_BOUNDS.lng.max, 'outside_sofia')
      .optional(),
  })
  .refine((court) => (court.lat === undefined) === (court.lng === undefined), {
    message: 'both_coordinates',
    path: ['lng'],
  })
  .refine((court) => court.units.length <= court.totalCourts, {
    message: 'more_units_than_courts',
    path: ['units'],
  })
  .refine((court) => court.setting !== 'winter_cover' || court.winterCover !== null, {
    message: 'required',
    path: ['winterCover'],
  })
  .transform((court) =>
    court.setting === 'winter_cover' ? court : { ...court, winterCover: null },
  );
export type CourtInput = z.input<typeof courtInputSchema>;
export type CourtFields = z.output<typeof courtInputSchema>;

export const myCourtsSchema = z.object({ items: z.array(courtDetailSchema) });

export const ownerContactSchema = z.object({
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string(),
});
export type OwnerContact = z.infer<typeof ownerContactSchema>;
export type MyCourts = z.infer<typeof myCourtsSchema>;
