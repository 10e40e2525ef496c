import { z } from 'zod';
import { DISTANCE_RANGE, PRICE_RANGE, RATING_RANGE } from './constants';
import { courtPhotoSchema } from './court-photos';
import { courtUnitSchema } from './court-units';
import { cursorSchema } from './cursor';
import { SOFIA_BOUNDS } from './districts';
import {
  amenitySchema,
  availabilitySchema,
  courtConditionSchema,
  courtSettingSchema,
  districtSchema,
  surfaceSchema,
  WEEKDAYS,
  winterCoverKindSchema,
} from './enums';
import { currencySchema } from './money';
import { csvList, searchPageOf, searchTextSchema } from './query-params';

/**
 * Courts, public.
 *
 * | call                | auth | query       | success         |
 * |---------------------|------|-------------|-----------------|
 * | GET /api/courts     | –    | CourtsQuery | 200 CourtsPage  |
 * | GET /api/courts/:id | –    | –           | 200 CourtDetail |
 *
 * Listing, editing and removing one's own courts: court-listings.ts. Booking: bookings.ts.
 */

export const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time_format');

export const openingHoursDaySchema = z
  .object({ open: timeOfDay, close: timeOfDay })
  .refine((day) => day.open < day.close, { message: 'close_after_open', path: ['close'] });

/** Opening hours per weekday; a missing or null day means closed that day. */
export const openingHoursSchema = z.partialRecord(
  z.enum(WEEKDAYS),
  openingHoursDaySchema.nullable(),
);
export type OpeningHours = z.infer<typeof openingHoursSchema>;

const monthSchema = z.number().int('whole_number').min(1, 'too_small').max(12, 'too_big');

/** A winter cover and the months it stands, 1–12, both included; `toMonth` may be in the next year. */
export const winterCoverSchema = z.object({
  kind: winterCoverKindSchema,
  fromMonth: monthSchema,
  toMonth: monthSchema,
});
export type WinterCover = z.infer<typeof winterCoverSchema>;

/** A court's peak price (money.ts `PeakPrice`): weekdays from a half hour on, and/or weekends. */
export const peakPriceSchema = z.object({
  /** Euro an hour, to the cent. */
  pricePerHour: z.number(),
  /** `HH:MM` (a half hour) from which Monday–Friday cost the peak price until midnight; null: never. */
  weekdaysFrom: timeOfDay.nullable(),
  /** Saturdays and Sundays cost the peak price all day. */
  weekends: z.boolean(),
});

export const courtSchema = z.object({
  id: z.guid(),
  name: z.string(),
  nameEn: z.string().nullable(),
  address: z.string(),
  postcode: z.string(),
  district: districtSchema,
  surface: surfaceSchema,
  setting: courtSettingSchema,
  /** With the `winter_cover` setting only. */
  winterCover: winterCoverSchema.nullable(),
  /** Lit for play after dark. */
  floodlights: z.boolean(),
  /** Heated in winter. */
  heated: z.boolean(),
  /** Euro an hour, to the cent. */
  pricePerHour: z.number(),
  /** The price at busy times instead of `pricePerHour`; null: one price at all times. */
  peakPrice: peakPriceSchema.nullable(),
  currency: currencySchema,
  /** The mean of the players' reviews, one decimal; null with none (court-reviews.ts). */
  rating: z.number().nullable(),
  reviewCount: z.number().int().nonnegative(),
  totalCourts: z.number().int(),
  /** Hours before a booking's start until which it is cancelled for free (0–48). */
  freeCancelHours: z.number().int(),
  openingHours: openingHoursSchema,
  amenities: z.array(amenitySchema),
  lat: z.number(),
  lng: z.number(),
  distanceKm: z.number(),
  /** Null: nobody runs it here yet; it takes no booking requests and can be claimed. */
  ownerId: z.guid().nullable(),
  /** How to reach the court directly (+359…); optional. */
  phone: z.string().nullable(),
  /** The court's own site (http or https); optional. */
  website: z.string().nullable(),
  /** In the owner's order, the cover first (court-photos.ts). */
  photos: z.array(courtPhotoSchema),
  /** A request for a time with a unit free is accepted at once (bookings.ts). */
  instantBooking: z.boolean(),
});
export type Court = z.infer<typeof courtSchema>;

/** One court as its own page and its owner see it: with its units (court-units.ts). */
export const courtDetailSchema = courtSchema.extend({ units: z.array(courtUnitSchema) });
export type CourtDetail = z.infer<typeof courtDetailSchema>;

export const courtsQuerySchema = z
  .object({
    q: searchTextSchema,
    district: districtSchema.optional(),
    priceMin: z.coerce.number().min(PRICE_RANGE.min).max(PRICE_RANGE.max).optional(),
    priceMax: z.coerce.number().min(PRICE_RANGE.min).max(PRICE_RANGE.max).optional(),
    minRating: z.coerce.number().min(RATING_RANGE.min).max(RATING_RANGE.max).optional(),
    maxDistance: z.coerce.number().min(DISTANCE_RANGE.min).max(DISTANCE_RANGE.max).optional(),
    /**
     * `lat,lng` in Sofia (the user's location, when they share it): distances, and
     * `maxDistance`, count from there instead of the district's centre or the city centre.
     */
    near: z
      .string()
      .regex(/^-?\d{1,2}(\.\d{1,6})?,-?\d{1,3}(\.\d{1,6})?$/, 'near_format')
      .transform((text) => text.split(',').map(Number) as [number, number])
      .refine(
        ([lat, lng]) =>
          lat >= SOFIA_BOUNDS.lat.min &&
          lat <= SOFIA_BOUNDS.lat.max &&
          lng >= SOFIA_BOUNDS.lng.min &&
          lng <= SOFIA_BOUNDS.lng.max,
        'outside_sofia',
      )
      .optional(),
    surface: csvList(surfaceSchema),
    amenities: csvList(amenitySchema),
    /** Every condition listed must hold; `covered_now` in the current month in Sofia. */
    conditions: csvList(courtConditionSchema),
    availability: csvList(availabilitySchema),
    /** Keyset: the rating, -1 for none (coalesce(rating, -1)), and id. */
    cursor: cursorSchema(z.number().min(-1).max(RATING_RANGE.max)),
  })
  .refine((q) => q.priceMin === undefined || q.priceMax === undefined || q.priceMin <= q.priceMax, {
    message: 'price_range_order',
    path: ['priceMax'],
  });
export type CourtsQuery = z.infer<typeof courtsQuerySchema>;
export type CourtsQueryInput = z.input<typeof courtsQuerySchema>;

export const courtsPageSchema = searchPageOf(courtSchema);
export type CourtsPage = z.infer<typeof courtsPageSchema>;
