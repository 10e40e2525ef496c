import { z } from 'zod';

/** Every price is in euro, Bulgaria's currency since 2026; the API says so beside each one. */
export const currencySchema = z.literal('EUR');
export type Currency = z.infer<typeof currencySchema>;

/** A booking's whole price in euro: the hourly price × hours, to the cent. */
export function bookingTotal(pricePerHour: number, hours: number): number {
  return Math.round(pricePerHour * hours * 100) / 100;
}
