import { z } from 'zod';
import { BOOKING_DURATION_HOURS, DISTANCE_RANGE, PRICE_RANGE, RATING_RANGE } from './constants';
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
import { isCalendarDate, minutesOf } from './sofia-time';

/**
 * Courts, public.
 *
 * | call                | auth | query       | success         |
 * |---------------------|------|-------------|-----------------|
 * | GET /api/courts     | –    | CourtsQuery | 200 CourtsPage  |
 * | GET /api/courts/:id | –    | –           | 200 CourtDetail |
 *
 * "When": with `date`, `time` (a half hour) and `durationHours` (1–3 in halves, 1 when left
 * out) the list holds only courts with an owner, open for the whole slot that weekday and with
 * a unit no accepted booking holds for any of it (pending requests hold none); each carries
 * `when.freeStarts`, the asked start first, then the other free starts within two hours of it
 * (up to three before and three after, in order). `date` and `time` come together
 * (`required` on the one missing); a date already past answers 400 `in_past` on `date`, one past
 * BOOKING_MAX_DAYS_AHEAD `too_far_ahead`, a start already begun `in_past` on `time`.
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

/** A slot's free starts, on a court of a list asked "when" (`courtsQuerySchema`). */
export const courtWhenSchema = z.object({
  /** `HH:MM` in Sofia: the asked start first, then the others around it in order. */
  freeStarts: z.array(z.string()),
});

/** A court as the list shows it: with `when` only when the list was asked for a time. */
export const listedCourtSchema = courtSchema.extend({ when: courtWhenSchema.optional() });
export type CourtInList = z.infer<typeof listedCourtSchema>;

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
    /** `YYYY-MM-DD` in Sofia: with `time`, only courts free then. */
    date: z.string().refine(isCalendarDate, 'date_format').optional(),
    /** `HH:MM` in Sofia, on the hour or at half past. */
    time: timeOfDay.refine((time) => minutesOf(time) % 30 === 0, 'start_half_hour').optional(),
    durationHours: z.coerce
      .number()
      .min(BOOKING_DURATION_HOURS.min, 'too_small')
      .max(BOOKING_DURATION_HOURS.max, 'too_big')
      .refine((hours) => Number.isInteger(hours / BOOKING_DURATION_HOURS.step), 'half_hours')
      .optional(),
    /** Keyset: the rating, -1 for none (coalesce(rating, -1)), and id. */
    cursor: cursorSchema(z.number().min(-1).max(RATING_RANGE.max)),
  })
  .refine((q) => q.time === undefined || q.date !== undefined, {
    message: 'required',
    path: ['date'],
  })
  .refine((q) => q.date === undefined || q.time !== undefined, {
    message: 'required',
    path: ['time'],
  })
  .refine((q) => q.durationHours === undefined || q.date !== undefined, {
    message: 'required',
    path: ['date'],
  })
  .refine((q) => !q.time || minutesOf(q.time) + (q.durationHours ?? 1) * 60 <= 24 * 60, {
    message: 'past_midnight',
    path: ['durationHours'],
  })
  .refine((q) => q.priceMin === undefined || q.priceMax === undefined || q.priceMin <= q.priceMax, {
    message: 'price_range_order',
    path: ['priceMax'],
  });
export type CourtsQuery = z.infer<typeof courtsQuerySchema>;
export type CourtsQueryInput = z.input<typeof courtsQuerySchema>;

export const courtsPageSchema = searchPageOf(listedCourtSchema);
export type CourtsPage = z.infer<typeof courtsPageSchema>;
