import { z } from 'zod';
import { minutesOf, weekdayOf } from './sofia-time';

/** Every price is in euro, Bulgaria's currency since 2026; the API says so beside each one. */
export const currencySchema = z.literal('EUR');
export type Currency = z.infer<typeof currencySchema>;

/**
 * A court's peak price (euro an hour): Monday to Friday from `weekdaysFrom` (a half hour) until
 * midnight, when set, and all day on Saturdays and Sundays with `weekends`.
 */
export interface PeakPrice {
  pricePerHour: number;
  weekdaysFrom: string | null;
  weekends: boolean;
}

/** What a booking costs: euro to the cent, and how many of its hours are at the peak price. */
export interface BookingPrice {
  total: number;
  peakHours: number;
}

const DAY_MINUTES = 24 * 60;

/** The first minute of `date` at the peak price; the day's end when none of it is. */
function peakFrom(peak: PeakPrice | null, date: string): number {
  if (!peak) return DAY_MINUTES;
  if (['sat', 'sun'].includes(weekdayOf(date))) return peak.weekends ? 0 : DAY_MINUTES;
  return peak.weekdaysFrom === null ? DAY_MINUTES : minutesOf(peak.weekdaysFrom);
}

/**
 * The price of a booking of `hours` from `startTime` on `date` (Sofia's wall clock; a booking
 * ends by midnight, so it lies in that one day): each half hour at the hourly price in force when
 * it starts, summed in cents and rounded to the cent once at the end (1.5 hours at €20.25 is
 * €30.38, not three rounded half hours). The server stores it with each request and the booking
 * dialog shows it, both from here, so the two never differ.
 */
export function bookingPrice(
  court: { pricePerHour: number; peakPrice: PeakPrice | null },
  date: string,
  startTime: string,
  hours: number,
): BookingPrice {
  const peak = court.peakPrice;
  const from = peakFrom(peak, date);
  const start = minutesOf(startTime);
  let hourlyCents = 0;
  let peakHalves = 0;
  for (let half = 0; half < Math.round(hours * 2); half++) {
    const atPeak = peak !== null && start + half * 30 >= from;
    if (atPeak) peakHalves++;
    hourlyCents += Math.round((atPeak ? peak.pricePerHour : court.pricePerHour) * 100);
  }
  return { total: Math.round(hourlyCents / 2) / 100, peakHours: peakHalves / 2 };
}
