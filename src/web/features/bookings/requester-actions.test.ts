import { describe, expect, it } from 'vitest';
import type { Booking } from '#contract/bookings';
import { cancellable } from './requester-actions';

const now = new Date('2026-11-21T12:00:00Z');
const booking = (status: Booking['status'], hoursAhead: number) =>
  ({ status, startsAt: new Date(now.getTime() + hoursAhead * 3_600_000).toISOString() }) as Booking;

describe('which bookings the requester may cancel', () => {
  it('a pending or an accepted one until it starts, late or not', () => {
    expect(cancellable(booking('pending', 1), now)).toBe(true);
    expect(cancellable(booking('pending', -1), now)).toBe(false);
    expect(cancellable(booking('accepted', 25), now)).toBe(true);
    expect(cancellable(booking('accepted', 1), now)).toBe(true);
    expect(cancellable(booking('accepted', 0), now)).toBe(false);
    expect(cancellable(booking('declined', 48), now)).toBe(false);
    expect(cancellable(booking('cancelled', 48), now)).toBe(false);
  });
});
