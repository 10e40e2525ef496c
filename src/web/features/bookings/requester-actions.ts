import { type Booking, cancelDeadline } from '#contract/bookings';
import { reviewChangeDeadline } from '#contract/review-values';

/** Whether the requester may still cancel: pending, or accepted until 24 h before the start. */
export function cancellable(booking: Booking, now: Date): boolean {
  const startsAt = new Date(booking.startsAt);
  if (startsAt <= now) return false;
  if (booking.status === 'pending') return true;
  return booking.status === 'accepted' && now < cancelDeadline(startsAt);
}

/** Whether the player may rate the court now: after an accepted booking, or change it for 14 days. */
export function rateable(booking: Booking, now: Date): boolean {
  if (booking.status !== 'accepted' || new Date(booking.endsAt) > now) return false;
  return !booking.review || now <= reviewChangeDeadline(booking.review.createdAt);
}
