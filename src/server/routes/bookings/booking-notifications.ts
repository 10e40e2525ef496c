import type { Booking, BookingStatus } from '#contract/bookings';
import type { BookingFacts, NotificationKind } from '#contract/notifications';
import type { Queryable } from '#server/db/db';
import { notifyUser } from '#server/notifications/notify';
import type { WakeWorkers } from '#server/outbox/outbox-repository';
import { publishEvent, type RealtimeEvent } from '#server/realtime/events';

/** The booking's live frame to its requester and its court's owner: its new status. */
export function bookingEvent(booking: Booking, status: BookingStatus): RealtimeEvent {
  const userIds = [booking.requester.id, booking.court.ownerId].filter((id): id is string =>
    Boolean(id),
  );
  return { kind: 'booking', bookingId: booking.id, status, userIds };
}

/** That frame, sent with the transaction's commit. */
export async function announce(tx: Queryable, booking: Booking, status: BookingStatus) {
  await publishEvent(tx, bookingEvent(booking, status));
}

/** The booking as its notification and mail show it. */
export function bookingFacts(booking: Booking): BookingFacts {
  return {
    courtId: booking.court.id,
    courtName: booking.court.name,
    courtNameEn: booking.court.nameEn,
    date: booking.date,
    startTime: booking.startTime,
    endTime: booking.endTime,
    price: booking.totalPrice,
    currency: 'EUR',
    note: booking.note,
    ownerNote: booking.ownerNote,
    unit: booking.unit && { position: booking.unit.position, name: booking.unit.name },
    freeCancelUntil: booking.freeCancelUntil,
    ...(booking.status === 'cancelled' ? { cancelledLate: booking.cancelledLate } : {}),
  };
}

const KIND_OF: Record<BookingStatus, NotificationKind> = {
  pending: 'booking_requested',
  accepted: 'booking_accepted',
  declined: 'booking_declined',
  cancelled: 'booking_cancelled',
};

/**
 * Tells one side of a season, once, what just happened to several of its dates: `first` is the
 * first date concerned, whose facts the notification shows with the season's counts.
 */
export async function notifySeries(
  tx: Queryable,
  first: Booking,
  notice: {
    kind: NotificationKind;
    toOwner: boolean;
    series: NonNullable<BookingFacts['series']>;
  },
  now: Date,
) {
  const owner = first.court.ownerId;
  const requester = first.requester.id;
  const recipientId = notice.toOwner ? owner : requester;
  if (!recipientId) return;
  await notifyUser(
    tx,
    {
      recipientId,
      kind: notice.kind,
      actorId: notice.toOwner ? requester : owner,
      subjectId: first.id,
      data: { ...bookingFacts(first), series: notice.series },
    },
    now,
  );
}

/**
 * Tells the other side of a booking what just happened to it: the owner of a new, instantly
 * booked or cancelled request, the requester of an answer. A court without an owner has nobody
 * to tell.
 */
export async function notifyOtherSide(
  tx: Queryable,
  booking: Booking,
  now: Date,
  instant = false,
  /** How its live frame and the outbox's wake-up go out: in the transaction by default. */
  after?: { announce: (event: RealtimeEvent) => Promise<void>; wake: WakeWorkers },
) {
  const owner = booking.court.ownerId;
  const requester = booking.requester.id;
  const toOwner = instant || booking.status === 'pending' || booking.status === 'cancelled';
  const recipientId = toOwner ? owner : requester;
  const actorId = toOwner ? requester : owner;
  if (!recipientId) return;
  await notifyUser(
    tx,
    {
      recipientId,
      kind: instant ? 'booking_made' : KIND_OF[booking.status],
      actorId,
      subjectId: booking.id,
      data: bookingFacts(booking),
    },
    now,
    after?.announce,
    after?.wake,
  );
}
