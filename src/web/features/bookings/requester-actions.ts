import type { Booking } from '#contract/bookings';
import { reviewChangeDeadline } from '#contract/review-values';

/**
 * Whether the requester may still cancel: a pending or accepted booking until it starts (an
 * accepted one after the court's free cancellation too, as a late cancellation).
 */
export function cancellable(booking: Booking, now: Date): boolean {
  if (new Date(booking.startsAt) <= now) return false;
  return booking.status === 'pending' || booking.status === 'accepted';
}

/** Whether the player may rate the court now: after an accepted booking, or change it for 14 days. */
export function rateable(booking: Booking, now: Date): boolean {
  if (booking.status !== 'accepted' || new Date(booking.endsAt) > now) return false;
  return !booking.review || now <= reviewChangeDeadline(booking.review.createdAt);
}
