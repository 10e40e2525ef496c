import type { BookingCreated } from '#contract/booking-series';
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
import { announce, bookingEvent, notifyOtherSide } from './booking-notifications';
import { createSeason } from './booking-series-service';
import {
  findBooking,
  freeUnit,
  hasOverlappingRequest,
  insertBooking,
  isUnitClosed,
  isUnitOf,
  lockCourt,
  moveToUnit,
  setStatus,
} from './bookings-repository';

/** SQLSTATE of a row an exclusion constraint refuses: a unit's bookings that overlap. */
const EXCLUSION_VIOLATION = '23P01';

const unitTaken = () =>
  new ApiError(409, 'unit_taken', 'That court is already booked or closed at that time');

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

/** A request's fields; `weeks` over 1 asks for a season (booking-series.ts). */
export type RequestFields = Omit<BookingFields, 'weeks'> & { weeks?: number };

/**
 * What every request is checked for, a season's first date too: its time, the court (known,
 * not one's own, with an owner), no block between them, inside the opening hours.
 */
async function checkRequest(
  reader: Queryable,
  requesterId: string,
  fields: RequestFields,
  now: Date,
): Promise<{ court: Court & { ownerId: string }; startMinute: number; durationMinutes: number }> {
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
  const ownerId = court.ownerId;
  if (!ownerId) {
    throw new ApiError(
      409,
      'court_not_bookable',
      'Nobody answers requests for this court here yet; reach it directly',
    );
  }
  await refuseIfBlocked(reader, requesterId, ownerId);
  const startMinute = minutesOf(fields.startTime);
  const durationMinutes = Math.round(fields.durationHours * 60);
  if (!insideOpeningHours(court, fields.date, startMinute, startMinute + durationMinutes)) {
    throw new ApiError(400, 'outside_opening_hours', 'The court is closed at that time');
  }
  return { court: { ...court, ownerId }, startMinute, durationMinutes };
}

/**
 * The booking, for a party to it, locked after its court's row: court first, then booking, as
 * every accept, move and instant booking locks them, so none deadlock.
 */
async function lockedBooking(tx: Queryable, id: string, userId: string): Promise<Booking> {
  const current = await findBooking(tx, id);
  if (!current) throw bookingNotFound();
  assertParty(current, userId);
  const court = await lockCourt(tx, current.court.id);
  const booking = await findBooking(tx, id, true);
  if (!booking || !court) throw bookingNotFound();
  return booking;
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
      const booking = await lockedBooking(tx, id, userId);
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
    async create(
      requesterId: string,
      fields: RequestFields,
      within?: Queryable,
    ): Promise<Booking | BookingCreated> {
      const now = clock.now();
      const reader = within ?? db;
      const { court, startMinute, durationMinutes } = await checkRequest(
        reader,
        requesterId,
        fields,
        now,
      );
      if ((fields.weeks ?? 1) > 1) {
        return createSeason(db, { court, requesterId, fields, startMinute, durationMinutes }, now);
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
          if (unitId) throw unitTaken();
          throw new ApiError(409, 'court_full', 'Every court is already booked at that time');
        },
        'accepted',
        note,
      );
    },

    /**
     * Puts an accepted booking still to come on another unit of its court. Its time and price
     * stay, so its player is not notified; both sides' lists refresh on the live frame.
     */
    move(id: string, ownerId: string, unitId: string): Promise<Booking> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const booking = await lockedBooking(tx, id, ownerId);
        ownerOnly(booking, ownerId);
        if (booking.status !== 'accepted') {
          throw new ApiError(409, 'booking_not_accepted', `This booking is ${booking.status}`);
        }
        if (new Date(booking.startsAt) <= now) {
          throw new ApiError(409, 'booking_in_past', 'This booking has started already');
        }
        if (!(await isUnitOf(tx, booking.court.id, unitId))) {
          throw new ApiError(400, 'unit_not_found', 'No such court unit at this court');
        }
        if (booking.unit?.id === unitId) return booking;
        const span = [new Date(booking.startsAt), new Date(booking.endsAt)] as const;
        if (await isUnitClosed(tx, booking.court.id, unitId, ...span)) throw unitTaken();
        // Another booking on the unit then: the exclusion constraint refuses the update.
        await moveToUnit(tx, id, unitId).catch((error: { code?: string }) => {
          throw error.code === EXCLUSION_VIOLATION ? unitTaken() : error;
        });
        await announce(tx, booking, booking.status);
        const moved = await findBooking(tx, id);
        if (!moved) throw bookingNotFound();
        return moved;
      });
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
