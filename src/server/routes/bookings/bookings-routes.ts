import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingCreatedSchema } from '#contract/booking-series';
import {
  bookingBodySchema,
  bookingSchema,
  bookingsPageSchema,
  courtBookingsQuerySchema,
  decisionBodySchema,
  myBookingsQuerySchema,
} from '#contract/bookings';
import { moveBookingBodySchema } from '#contract/court-calendar';
import { idParamsSchema } from '#contract/query-params';
import { signedInUser } from '#server/plugins/auth';
import { bookingCalendar } from './booking-calendar';
import { findBooking, listBookings } from './bookings-repository';
import { assertParty, bookingNotFound, createBookingsService } from './bookings-service';

export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createBookingsService(app.db, app.clock, (error) =>
    app.log.warn({ err: error }, 'a booking request was not announced; its lists catch up'),
  );

  app.post(
    '/api/bookings',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Request a booking',
        body: bookingBodySchema,
        response: { 201: bookingCreatedSchema },
        errors: {
          400: ['own_court', 'outside_opening_hours'],
          403: ['blocked'],
          404: ['court_not_found'],
          409: ['court_not_bookable', 'booking_overlap', 'slot_taken', 'season_unavailable'],
        },
      },
    },
    async (request, reply) => {
      await app.limitWrite(request, 'booking');
      return reply.code(201).send(await service.create(signedInUser(request).id, request.body));
    },
  );

  app.get(
    '/api/my/bookings',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'List my booking requests',
        querystring: myBookingsQuerySchema,
        response: { 200: bookingsPageSchema },
      },
    },
    (request) => listBookings(app.db, { ...request.query, requesterId: signedInUser(request).id }),
  );

  app.get(
    '/api/my/court-bookings',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'List the booking requests for my courts',
        querystring: courtBookingsQuerySchema,
        response: { 200: bookingsPageSchema },
      },
    },
    (request) => listBookings(app.db, { ...request.query, ownerId: signedInUser(request).id }),
  );

  const decision = {
    params: idParamsSchema,
    body: decisionBodySchema,
    response: { 200: bookingSchema },
  };
  app.post(
    '/api/bookings/:id/accept',
    {
      onRequest: app.requireUser,
      schema: {
        ...decision,
        summary: 'Accept a booking request, on a court unit',
        errors: {
          400: ['unit_not_found'],
          403: ['forbidden', 'blocked'],
          404: ['booking_not_found'],
          409: ['booking_not_pending', 'booking_in_past', 'court_full', 'unit_taken'],
        },
      },
    },
    (request) =>
      service.accept(
        request.params.id,
        signedInUser(request).id,
        request.body.note,
        request.body.unitId,
      ),
  );
  app.post(
    '/api/bookings/:id/decline',
    {
      onRequest: app.requireUser,
      schema: {
        ...decision,
        summary: 'Decline a booking request',
        // No block check: declining stays possible whoever blocked whom.
        errors: {
          403: ['forbidden'],
          404: ['booking_not_found'],
          409: ['booking_not_pending', 'booking_in_past'],
        },
      },
    },
    (request) => service.decline(request.params.id, signedInUser(request).id, request.body.note),
  );
  app.post(
    '/api/bookings/:id/move',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Move an accepted booking to another unit of its court',
        params: idParamsSchema,
        body: moveBookingBodySchema,
        response: { 200: bookingSchema },
        errors: {
          400: ['unit_not_found'],
          403: ['forbidden'],
          404: ['booking_not_found'],
          409: ['booking_not_accepted', 'booking_in_past', 'unit_taken'],
        },
      },
    },
    (request) => service.move(request.params.id, signedInUser(request).id, request.body.unitId),
  );
  app.post(
    '/api/bookings/:id/cancel',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Cancel my booking',
        params: idParamsSchema,
        response: { 200: bookingSchema },
        errors: {
          403: ['forbidden'],
          404: ['booking_not_found'],
          409: ['booking_not_cancellable'],
        },
      },
    },
    (request) => service.cancel(request.params.id, signedInUser(request).id),
  );

  app.get(
    '/api/bookings/:id/calendar.ics',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Download a booking as a calendar event',
        params: idParamsSchema,
        response: {
          // A string with its content type set: Fastify sends it as it is, unserialized.
          200: {
            description: 'The booking as an iCalendar (.ics) file',
            content: { 'text/calendar': { schema: z.string() } },
          },
        },
        errors: { 404: ['booking_not_found'] },
      },
    },
    async (request, reply) => {
      const booking = await findBooking(app.db, request.params.id);
      if (!booking) throw bookingNotFound();
      assertParty(booking, signedInUser(request).id);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="booking-${booking.id}.ics"`)
        .header('cache-control', 'no-store')
        .send(bookingCalendar(booking, app.clock.now()));
    },
  );
};
