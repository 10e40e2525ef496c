import { expect } from 'vitest';
import type { Session } from '#contract/auth';
import { type Booking, type BookingBody, bookingSchema } from '#contract/bookings';
import type { CourtInput } from '#contract/court-listings';
import { type CourtDetail, courtDetailSchema } from '#contract/courts';
import { call as callAs, NEW_COURT } from './api-fixtures';
import type { TestApp } from './test-app';

/**
 * The calls of tests about a court's units and what takes them: an owner's new courts, players'
 * requests (an hour from 18:00 on `date` unless told otherwise), the owner's accept. The app and
 * the owner are read at each call, since a test file makes them in its beforeAll.
 */
export function courtBookingHelpers(app: () => TestApp, owner: () => Session, date: string) {
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    session: Session | null,
    payload?: unknown,
  ) => callAs(app(), method, url, session, payload);

  async function newCourt(fields: Partial<CourtInput> = {}): Promise<CourtDetail> {
    const response = await call('POST', '/api/courts', owner(), { ...NEW_COURT, ...fields });
    expect(response.statusCode, response.body).toBe(201);
    return courtDetailSchema.parse(response.json());
  }

  function book(session: Session, body: Partial<BookingBody> & { courtId: string }) {
    return call('POST', '/api/bookings', session, {
      date,
      startTime: '18:00',
      durationHours: 1,
      ...body,
    });
  }

  async function booked(session: Session, body: Partial<BookingBody> & { courtId: string }) {
    const response = await book(session, body);
    expect(response.statusCode, response.body).toBe(201);
    return bookingSchema.parse(response.json());
  }

  const accept = (booking: Booking, unitId?: string) =>
    call('POST', `/api/bookings/${booking.id}/accept`, owner(), unitId ? { unitId } : {});

  return { call, newCourt, book, booked, accept };
}

/** An error answer as [status, code]. */
export const errorOf = (response: { statusCode: number; json(): { error: { code: string } } }) => [
  response.statusCode,
  response.json().error.code,
];
