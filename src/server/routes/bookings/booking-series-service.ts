import type {
  BookingCreated,
  SeriesAccepted,
  SeriesCancelled,
  SeriesConflictReason,
  SeriesDeclined,
} from '#contract/booking-series';
import { type Booking, type BookingFields, cancellingIsLate } from '#contract/bookings';
import { euroToCents } from '#contract/constants';
import type { Court } from '#contract/courts';
import { bookingPrice } from '#contract/money';
import { addDays, isCalendarDate, sofiaInstant } from '#contract/sofia-time';
import type { Db, Queryable } from '#server/db/db';
import { ApiError } from '#server/lib/api-error';
import type { Clock } from '#server/lib/clock';
import { refuseIfBlocked } from '../blocks/block-state';
import { announce, notifySeries } from './booking-notifications';
import {
  courtClosedThen,
  findSeries,
  insertSeries,
  lockSeriesBookings,
  type SeriesBookingRow,
  type SeriesRecord,
  type SkipReason,
  seriesBookingDate,
  setSkipped,
} from './booking-series-repository';
import {
  findBooking,
  freeUnit,
  hasOverlappingRequest,
  insertBooking,
  lockCourt,
  setStatus,
} from './bookings-repository';

export const seriesNotFound = () => new ApiError(404, 'series_not_found', 'No such season');

/** The season's player or its court's owner may look; to anyone else it does not exist. */
export function assertSeriesParty(series: SeriesRecord, userId: string): void {
  if (series.requesterId !== userId && series.ownerId !== userId) throw seriesNotFound();
}

async function bookingOf(tx: Queryable, id: string): Promise<Booking> {
  const booking = await findBooking(tx, id);
  if (!booking) throw new Error(`booking ${id} vanished in its transaction`);
  return booking;
}

/**
 * A season's request: the series and one pending booking a week, the first date checked as a
 * single request is (by the caller). A week the court is wholly closed, or at which the player
 * already asked for the court, is skipped and reported; with none left, 409.
 */
export async function createSeason(
  db: Db,
  request: {
    court: Court & { ownerId: string };
    requesterId: string;
    fields: Omit<BookingFields, 'weeks'> & { weeks?: number };
    startMinute: number;
    durationMinutes: number;
  },
  now: Date,
): Promise<BookingCreated> {
  const { court, requesterId, fields, startMinute, durationMinutes } = request;
  const weeks = fields.weeks ?? 1;
  return db.transaction(async (tx) => {
    // One request of a player at a court at a time, as single requests take turns.
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [
      `booking:${requesterId}:${court.id}`,
    ]);
    const seriesId = await insertSeries(
      tx,
      {
        courtId: court.id,
        requesterId,
        firstDate: fields.date,
        startMinute,
        durationMinutes,
        weeks,
      },
      now,
    );
    const skipped: Record<string, SkipReason> = {};
    const ids: string[] = [];
    for (let week = 1; week <= weeks; week += 1) {
      const date = addDays(fields.date, 7 * (week - 1));
      const startsAt = sofiaInstant(date, fields.startTime);
      const endsAt = new Date(startsAt.getTime() + durationMinutes * 60_000);
      if (await courtClosedThen(tx, court.id, startsAt, endsAt)) {
        skipped[date] = 'closed';
        continue;
      }
      if (await hasOverlappingRequest(tx, requesterId, court.id, startsAt, endsAt)) {
        skipped[date] = 'booking_overlap';
        continue;
      }
      const price = bookingPrice(court, date, fields.startTime, fields.durationHours).total;
      ids.push(
        await insertBooking(
          tx,
          {
            courtId: court.id,
            requesterId,
            date,
            startMinute,
            durationMinutes,
            priceCents: euroToCents(price),
            startsAt,
            endsAt,
            note: fields.note,
            unitId: null,
            seriesId,
          },
          now,
        ),
      );
    }
    if (ids.length === 0) {
      throw new ApiError(
        409,
        'season_unavailable',
        'The court is closed, or you have asked for it already, at every week of this season',
      );
    }
    if (Object.keys(skipped).length > 0) await setSkipped(tx, seriesId, skipped);
    for (const id of ids) await announce(tx, await bookingOf(tx, id), 'pending');
    const first = await bookingOf(tx, ids[0] as string);
    await notifySeries(
      tx,
      first,
      {
        kind: 'booking_requested',
        toOwner: true,
        series: { id: seriesId, weeks, dates: ids.length },
      },
      now,
    );
    const season = await findSeries(tx, seriesId);
    if (!season) throw seriesNotFound();
    return { ...first, season: publicSeries(season) };
  });
}

/** The season as the API shows it, without the lookup fields. */
function publicSeries(series: SeriesRecord) {
  const { ownerId: _owner, firstDate: _first, ...shown } = series;
  return shown;
}

/** Why no unit takes a date: every unit closed then, or booked. */
async function conflictReason(tx: Queryable, courtId: string, row: SeriesBookingRow) {
  const closed = await courtClosedThen(tx, courtId, row.starts_at, row.ends_at);
  return (closed ? 'closed' : 'unit_taken') satisfies SeriesConflictReason;
}

const ref = (row: SeriesBookingRow) => ({ bookingId: row.id, date: row.local_date });

export function createSeriesService(db: Db, clock: Clock) {
  /**
   * Locks the court's row (as every accept does, in the same order), then finds the season and
   * checks who asks; the owner only when `ownerOnly`.
   */
  async function lockedSeries(tx: Queryable, id: string, userId: string, ownerOnly: boolean) {
    const found = await findSeries(tx, id);
    if (!found) throw seriesNotFound();
    assertSeriesParty(found, userId);
    if (ownerOnly && found.ownerId !== userId) {
      throw new ApiError(403, 'forbidden', 'Only the court’s owner can answer this season');
    }
    await lockCourt(tx, found.courtId);
    return found;
  }

  async function reread(tx: Queryable, id: string) {
    const series = await findSeries(tx, id);
    if (!series) throw seriesNotFound();
    return publicSeries(series);
  }

  const notPending = () =>
    new ApiError(409, 'booking_not_pending', 'No date of this season waits for an answer');

  return {
    /** Accepts every pending date to come that a unit is free for; the rest stay pending. */
    accept(id: string, ownerId: string, note: string | null): Promise<SeriesAccepted> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const series = await lockedSeries(tx, id, ownerId, true);
        await refuseIfBlocked(tx, ownerId, series.requesterId);
        const rows = await lockSeriesBookings(tx, id, ['pending'], now);
        if (rows.length === 0) throw notPending();
        const accepted: SeriesAccepted['accepted'] = [];
        const conflicts: SeriesAccepted['conflicts'] = [];
        for (const row of rows) {
          const unitId = await freeUnit(tx, series.courtId, row.starts_at, row.ends_at);
          if (!unitId) {
            conflicts.push({ ...ref(row), reason: await conflictReason(tx, series.courtId, row) });
            continue;
          }
          await setStatus(tx, row.id, 'accepted', note, now, { unitId });
          await announce(tx, await bookingOf(tx, row.id), 'accepted');
          accepted.push(ref(row));
        }
        const [first] = accepted;
        if (first) {
          await notifySeries(
            tx,
            await bookingOf(tx, first.bookingId),
            {
              kind: 'booking_accepted',
              toOwner: false,
              series: {
                id,
                weeks: series.weeks,
                dates: accepted.length,
                conflicts: conflicts.length,
              },
            },
            now,
          );
        }
        return { series: await reread(tx, id), accepted, conflicts };
      });
    },

    /** Declines every pending date to come. */
    decline(id: string, ownerId: string, note: string | null): Promise<SeriesDeclined> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const series = await lockedSeries(tx, id, ownerId, true);
        const rows = await lockSeriesBookings(tx, id, ['pending'], now);
        if (rows.length === 0) throw notPending();
        for (const row of rows) {
          await setStatus(tx, row.id, 'declined', note, now);
          await announce(tx, await bookingOf(tx, row.id), 'declined');
        }
        await notifySeries(
          tx,
          await bookingOf(tx, (rows[0] as SeriesBookingRow).id),
          {
            kind: 'booking_declined',
            toOwner: false,
            series: { id, weeks: series.weeks, dates: rows.length },
          },
          now,
        );
        return { series: await reread(tx, id), declined: rows.map(ref) };
      });
    },

    /**
     * Cancels the date `from` names and every later one still to come: the player's own (late
     * after each date's free cancellation), or the owner's court's (never late for the player).
     */
    cancelRest(id: string, userId: string, from: string): Promise<SeriesCancelled> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const series = await lockedSeries(tx, id, userId, false);
        const fromDate = isCalendarDate(from) ? from : await seriesBookingDate(tx, id, from);
        if (!fromDate) throw new ApiError(404, 'booking_not_found', 'No such date in this season');
        const byPlayer = series.requesterId === userId;
        const rows = await lockSeriesBookings(tx, id, ['pending', 'accepted'], now, fromDate);
        if (rows.length === 0) {
          throw new ApiError(409, 'booking_not_cancellable', 'No date of this season is left');
        }
        const cancelled: SeriesCancelled['cancelled'] = [];
        for (const row of rows) {
          const late =
            byPlayer &&
            cancellingIsLate(
              {
                status: row.status,
                freeCancelUntil: new Date(row.free_cancel_until).toISOString(),
              },
              now,
            );
          await setStatus(tx, row.id, 'cancelled', null, now, { late });
          await announce(tx, await bookingOf(tx, row.id), 'cancelled');
          cancelled.push({ ...ref(row), cancelledLate: late });
        }
        await notifySeries(
          tx,
          await bookingOf(tx, (rows[0] as SeriesBookingRow).id),
          {
            kind: byPlayer ? 'booking_cancelled' : 'booking_series_cancelled',
            toOwner: byPlayer,
            series: {
              id,
              weeks: series.weeks,
              dates: cancelled.length,
              late: cancelled.filter((date) => date.cancelledLate).length,
            },
          },
          now,
        );
        return { series: await reread(tx, id), cancelled };
      });
    },

    /** The season and its accepted dates' bookings, for its calendar file. */
    async acceptedDates(id: string, userId: string): Promise<Booking[]> {
      const series = await findSeries(db, id);
      if (!series) throw seriesNotFound();
      assertSeriesParty(series, userId);
      const ids = series.dates
        .filter((date) => date.status === 'accepted' && date.bookingId)
        .map((date) => date.bookingId as string);
      return Promise.all(ids.map((bookingId) => bookingOf(db, bookingId)));
    },
  };
}
