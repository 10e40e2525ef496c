import {
  type Booking,
  type BookingFields,
  type BookingStatus,
  bookingTimeProblem,
  cancellingIsLate,
} from '#contract/bookings';
import { euroToCents } from '#contract/constants';
import type { Court } from '#contract/courts';
import { bookingPrice } from '#contract/money';
import { minutesOf, sofiaInstant, weekdayOf } from '#contract/sofia-time';
import type { Db, Queryable } from '#server/db/db';
import { ApiError } from '#server/lib/api-error';
import type { Clock } from '#server/lib/clock';
import { notifyIn, WAKE_WORKERS_NOTICE, type WakeWorkers } from '#server/outbox/outbox-repository';
import { publishCommitted, publishEvent, type RealtimeEvent } from '#server/realtime/events';
import { refuseIfBlocked } from '../blocks/block-state';
import { findCourt } from '../courts/court-listings-repository';
import { notifyCourtAnswer } from '../open-matches/open-match-notifications';
import { notifyOtherSide } from './booking-notifications';
import {
  findBooking,
  freeUnit,
  hasOverlappingRequest,
  insertBooking,
  isUnitOf,
  lockCourt,
  setStatus,
} from './bookings-repository';

export const bookingNotFound = () => new ApiError(404, 'booking_not_found', 'No such booking');

/** Requester or owner may look; to anyone else the booking does not exist. */
export function assertParty(booking: Booking, userId: string): void {
  if (booking.requester.id !== userId && booking.court.ownerId !== userId) throw bookingNotFound();
}

function insideOpeningHours(court: Court, date: string, start: number, end: number): boolean {
  const days = Object.values(court.openingHours);
  if (days.length === 0) return true; // hours not known
  const day = court.openingHours[weekdayOf(date)];
  return Boolean(day && minutesOf(day.open) <= start && end <= minutesOf(day.close));
}

/** The booking's live frame to its requester and its court's owner. */
function bookingEvent(booking: Booking, status: BookingStatus): RealtimeEvent {
  const userIds = [booking.requester.id, booking.court.ownerId].filter((id): id is string =>
    Boolean(id),
  );
  return { kind: 'booking', bookingId: booking.id, status, userIds };
}

async function announce(tx: Queryable, booking: Booking, status: BookingStatus) {
  await publishEvent(tx, bookingEvent(booking, status));
}

/**
 * What a request's transaction sends: its live frames and the outbox's wake-up, in the
 * transaction itself, or collected to be sent once it committed.
 */
interface Announcing {
  announce: (event: RealtimeEvent) => Promise<void>;
  wake: WakeWorkers;
}

export function createBookingsService(
  db: Db,
  clock: Clock,
  /** Hears an announcement that failed after its request committed (the UIs catch up). */
  warn: (error: unknown) => void = () => {},
) {
  /** Locks the booking, checks who asks and its state, writes the new status, announces it. */
  async function transition(
    id: string,
    userId: string,
    /** Refuses by throwing; accepting answers the unit the booking takes. */
    check: (booking: Booking, tx: Queryable, now: Date) => Promise<string | undefined>,
    status: BookingStatus,
    ownerNote: string | null = null,
  ): Promise<Booking> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const current = await findBooking(tx, id);
      if (!current) throw bookingNotFound();
      assertParty(current, userId);
      // Court first, then booking: every accept locks in this order, so none deadlock.
      const court = await lockCourt(tx, current.court.id);
      const booking = await findBooking(tx, id, true);
      if (!booking || !court) throw bookingNotFound();
      const unitId = await check(booking, tx, now);
      // Cancelling is always allowed before the start; after the court's window it is late.
      const late = status === 'cancelled' && cancellingIsLate(booking, now);
      await setStatus(tx, id, status, ownerNote, now, { unitId, late });
      await announce(tx, booking, status);
      const updated = await findBooking(tx, id);
      if (!updated) throw bookingNotFound();
      await notifyOtherSide(tx, updated, now);
      // The players of an open match sent with this request hear the owner's answer too.
      await notifyCourtAnswer(tx, id, status, booking.court.ownerId, now);
      return updated;
    });
  }

  function ownerOnly(booking: Booking, userId: string) {
    if (booking.court.ownerId !== userId) {
      throw new ApiError(403, 'forbidden', 'Only the court’s owner can answer this request');
    }
  }

  function pendingAndAhead(booking: Booking, now: Date) {
    if (booking.status !== 'pending') {
      throw new ApiError(409, 'booking_not_pending', `This booking is already ${booking.status}`);
    }
    if (new Date(booking.startsAt) <= now) {
      throw new ApiError(409, 'booking_in_past', 'This booking’s time has passed');
    }
  }

  return {
    /**
     * Sends a booking request; inside `within` (a caller's transaction, an open match's) it
     * commits or rolls back with the caller's other writes.
     */
    async create(requesterId: string, fields: BookingFields, within?: Queryable): Promise<Booking> {
      const now = clock.now();
      const reader = within ?? db;
      const problem = bookingTimeProblem(fields.date, fields.startTime, now);
      if (problem) {
        throw new ApiError(400, 'validation', 'Some fields are not valid', {
          [problem.field]: problem.reason,
        });
      }
      const court = await findCourt(reader, fields.courtId);
      if (!court) throw new ApiError(404, 'court_not_found', 'No such court');
      if (court.ownerId === requesterId) {
        throw new ApiError(400, 'own_court', 'You cannot book your own court');
      }
      if (!court.ownerId) {
        throw new ApiError(
          409,
          'court_not_bookable',
          'Nobody answers requests for this court here yet; reach it directly',
        );
      }
      await refuseIfBlocked(reader, requesterId, court.ownerId);
      const startMinute = minutesOf(fields.startTime);
      const durationMinutes = Math.round(fields.durationHours * 60);
      if (!insideOpeningHours(court, fields.date, startMinute, startMinute + durationMinutes)) {
        throw new ApiError(400, 'outside_opening_hours', 'The court is closed at that time');
      }
      const startsAt = sofiaInstant(fields.date, fields.startTime);
      const endsAt = new Date(startsAt.getTime() + durationMinutes * 60_000);
      const insert = async (tx: Queryable, announcing: Announcing) => {
        // One request of a player at a court at a time, so two sent at once cannot both pass.
        await tx.query('select pg_advisory_xact_lock(hashtext($1))', [
          `booking:${requesterId}:${court.id}`,
        ]);
        if (await hasOverlappingRequest(tx, requesterId, court.id, startsAt, endsAt)) {
          throw new ApiError(
            409,
            'booking_overlap',
            'You already have a request for this court at an overlapping time',
          );
        }
        let unitId: string | null = null;
        if (court.instantBooking) {
          // Instant bookings of one court take turns choosing a unit, as the owner's accepts do.
          await lockCourt(tx, court.id);
          unitId = await freeUnit(tx, court.id, startsAt, endsAt);
          if (!unitId) {
            throw new ApiError(409, 'slot_taken', 'Every court is already booked at that time');
          }
        }
        const id = await insertBooking(
          tx,
          {
            courtId: court.id,
            requesterId,
            date: fields.date,
            startMinute,
            durationMinutes,
            priceCents: euroToCents(
              bookingPrice(court, fields.date, fields.startTime, fields.durationHours).total,
            ),
            startsAt,
            endsAt,
            note: fields.note,
            unitId,
          },
          now,
        );
        const booking = await findBooking(tx, id);
        if (!booking) throw bookingNotFound();
        await announcing.announce(bookingEvent(booking, booking.status));
        await notifyOtherSide(tx, booking, now, court.instantBooking, announcing);
        return booking;
      };
      if (within) {
        // The caller's transaction: its frames go out on its commit.
        return insert(within, {
          announce: (event) => publishEvent(within, event),
          wake: notifyIn(within),
        });
      }
      // Announced after the commit, so that requests at a busy moment do not queue on
      // PostgreSQL's NOTIFY lock through each other's commits (publishCommitted); a lost frame
      // is caught up from the database (the lists reload on reconnect, the outbox's workers poll
      // for every due mail).
      const events: RealtimeEvent[] = [];
      let jobsQueued = false;
      const booking = await db.transaction((tx) =>
        insert(tx, {
          announce: async (event) => {
            events.push(event);
          },
          wake: async () => {
            jobsQueued = true;
          },
        }),
      );
      await publishCommitted(db, events, jobsQueued ? [WAKE_WORKERS_NOTICE] : []).catch(warn);
      return booking;
    },

    accept(id: string, ownerId: string, note: string | null, unitId?: string) {
      return transition(
        id,
        ownerId,
        async (booking, tx, now) => {
          ownerOnly(booking, ownerId);
          pendingAndAhead(booking, now);
          // Saying yes needs no block between them; declining or cancelling is always possible.
          await refuseIfBlocked(tx, ownerId, booking.requester.id);
          if (unitId && !(await isUnitOf(tx, booking.court.id, unitId))) {
            throw new ApiError(400, 'unit_not_found', 'No such court unit at this court');
          }
          const span = [new Date(booking.startsAt), new Date(booking.endsAt)] as const;
          const free = await freeUnit(tx, booking.court.id, ...span, unitId);
          if (free) return free;
          if (unitId) {
            throw new ApiError(409, 'unit_taken', 'That court is already booked at that time');
          }
          throw new ApiError(409, 'court_full', 'Every court is already booked at that time');
        },
        'accepted',
        note,
      );
    },

    decline(id: string, ownerId: string, note: string | null) {
      return transition(
        id,
        ownerId,
        async (booking, _tx, now) => {
          ownerOnly(booking, ownerId);
          pendingAndAhead(booking, now);
          return undefined;
        },
        'declined',
        note,
      );
    },

    cancel(id: string, requesterId: string) {
      return transition(
        id,
        requesterId,
        async (booking, _tx, now) => {
          if (booking.requester.id !== requesterId) {
            throw new ApiError(403, 'forbidden', 'Only the requester can cancel this booking');
          }
          const startsAt = new Date(booking.startsAt);
          const open = booking.status === 'pending' || booking.status === 'accepted';
          if (!open || startsAt <= now) {
            throw new ApiError(409, 'booking_not_cancellable', `This booking is ${booking.status}`);
          }
          return undefined;
        },
        'cancelled',
      );
    },
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
