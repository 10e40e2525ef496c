import { expect } from 'vitest';
import type { Session } from '#contract/auth';
import { type Booking, bookingSchema } from '#contract/bookings';
import { addDays, sofiaDate } from '#contract/sofia-time';
import { call } from './api-fixtures';
import { MATRIX_COURT } from './authorization/matrix-world';
import type { TestApp } from './test-app';
import type { TestClock } from './test-clock';

const HOUR = 3_600_000;

/**
 * Bookings whose time has passed, made as players make them: the player books tomorrow at
 * 10:00 for an hour, the owner accepts, and the test clock moves to `hoursAfterEnd` past its end.
 */
export function createPastBookings(t: TestApp, clock: TestClock) {
  return {
    async newCourt(owner: Session): Promise<string> {
      const response = await call(t, 'POST', '/api/courts', owner, MATRIX_COURT);
      expect(response.statusCode, response.body).toBe(201);
      return response.json().id;
    },
    async accepted(courtId: string, owner: Session, player: Session): Promise<Booking> {
      const booked = await call(t, 'POST', '/api/bookings', player, {
        courtId,
        date: addDays(sofiaDate(clock.now()), 1),
        startTime: '10:00',
        durationHours: 1,
      });
      expect(booked.statusCode, booked.body).toBe(201);
      const accepted = await call(t, 'POST', `/api/bookings/${booked.json().id}/accept`, owner, {});
      expect(accepted.statusCode, accepted.body).toBe(200);
      return bookingSchema.parse(accepted.json());
    },
    /** Moves the clock to `hours` after the booking's end (negative: before it). */
    after(booking: Booking, hours: number) {
      clock.set(new Date(new Date(booking.endsAt).getTime() + hours * HOUR));
    },
    async past(courtId: string, owner: Session, player: Session, hoursAfterEnd = 1) {
      const booking = await this.accepted(courtId, owner, player);
      this.after(booking, hoursAfterEnd);
      return booking;
    },
  };
}
