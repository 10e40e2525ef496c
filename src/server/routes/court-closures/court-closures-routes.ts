import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  closureBodySchema,
  closureConflictSchema,
  closureParamsSchema,
  courtClosureSchema,
  courtClosuresSchema,
} from '#contract/court-closures';
import { idParamsSchema } from '#contract/query-params';
import { sofiaDate } from '#contract/sofia-time';
import type { Queryable } from '#server/db/db';
import { ApiError } from '#server/lib/api-error';
import { notifyUser } from '#server/notifications/notify';
import { signedInUser } from '#server/plugins/auth';
import { publishEvent } from '#server/realtime/events';
import { bookingFacts } from '../bookings/booking-notifications';
import { findBooking, isUnitOf, lockCourt, setStatus } from '../bookings/bookings-repository';
import { ownedCourt } from '../courts/court-listings-routes';
import {
  closureRow,
  deleteClosure,
  insertClosure,
  listClosures,
  overlappedBookings,
} from './court-closures-repository';

/**
 * Cancels an accepted booking a closure covers, with the closure's reason as the owner's note,
 * and tells its player why: the court closed, not the player, cancelled it.
 */
async function cancelForClosure(tx: Queryable, bookingId: string, reason: string, now: Date) {
  await setStatus(tx, bookingId, 'cancelled', reason, now);
  const booking = await findBooking(tx, bookingId);
  if (!booking) return;
  const userIds = [booking.requester.id, booking.court.ownerId].filter((id): id is string =>
    Boolean(id),
  );
  await publishEvent(tx, { kind: 'booking', bookingId, status: 'cancelled', userIds });
  await notifyUser(
    tx,
    {
      recipientId: booking.requester.id,
      kind: 'booking_closed',
      actorId: booking.court.ownerId,
      subjectId: booking.id,
      data: bookingFacts(booking),
    },
    now,
  );
}

/** The times an owner closes a unit of a court, or the whole court. */
export const courtClosuresRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/my/courts/:id/closures',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'List the closures of a court the user owns that still apply',
        params: idParamsSchema,
        response: { 200: courtClosuresSchema },
        errors: { 403: ['forbidden'], 404: ['court_not_found'] },
      },
    },
    async (request) => {
      const court = await ownedCourt(app.db, request.params.id, signedInUser(request).id);
      return { items: await listClosures(app.db, court.id, sofiaDate(app.clock.now())) };
    },
  );

  app.post(
    '/api/my/courts/:id/closures',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Close a unit of a court the user owns, or the whole court, once or weekly',
        params: idParamsSchema,
        body: closureBodySchema,
        response: { 201: courtClosureSchema, 409: closureConflictSchema },
        errors: {
          400: ['unit_not_found'],
          403: ['forbidden'],
          404: ['court_not_found'],
          409: ['closure_overlaps_bookings'],
        },
      },
    },
    async (request, reply) => {
      const court = await ownedCourt(app.db, request.params.id, signedInUser(request).id);
      await app.limitWrite(request, 'courtListing');
      const now = app.clock.now();
      const fields = request.body;
      const first = fields.kind === 'once' ? fields.date : fields.fromDate;
      if (first < sofiaDate(now)) {
        const field = fields.kind === 'once' ? 'date' : 'fromDate';
        throw new ApiError(400, 'validation', 'Some fields are not valid', { [field]: 'in_past' });
      }
      const result = await app.db.transaction(async (tx) => {
        // The court's row first, as accepting does: no booking lands on the unit meanwhile.
        await lockCourt(tx, court.id);
        if (fields.unitId && !(await isUnitOf(tx, court.id, fields.unitId))) {
          throw new ApiError(400, 'unit_not_found', 'No such court unit at this court');
        }
        const overlapped = await overlappedBookings(tx, court.id, closureRow(fields), now);
        if (overlapped.length > 0 && !fields.cancelBookings) return { overlapped };
        for (const booking of overlapped) {
          await cancelForClosure(tx, booking.id, fields.reason, now);
        }
        return { closure: await insertClosure(tx, court.id, fields, now) };
      });
      if (result.closure) return reply.code(201).send(result.closure);
      return reply.code(409).send({
        error: {
          code: 'closure_overlaps_bookings' as const,
          message: 'Accepted bookings fall in this closure; send cancelBookings to cancel them',
        },
        bookings: result.overlapped ?? [],
      });
    },
  );

  app.delete(
    '/api/my/courts/:id/closures/:closureId',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Remove a closure of a court the user owns',
        params: closureParamsSchema,
        response: { 204: z.null() },
        errors: { 403: ['forbidden'], 404: ['court_not_found', 'closure_not_found'] },
      },
    },
    async (request, reply) => {
      const court = await ownedCourt(app.db, request.params.id, signedInUser(request).id);
      await app.limitWrite(request, 'courtListing');
      if (!(await deleteClosure(app.db, court.id, request.params.closureId))) {
        throw new ApiError(404, 'closure_not_found', 'No such closure at this court');
      }
      return reply.code(204).send(null);
    },
  );
};
