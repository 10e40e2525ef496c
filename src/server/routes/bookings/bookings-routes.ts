import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingBodySchema,
  bookingSchema,
  bookingsPageSchema,
  courtBookingsQuerySchema,
  decisionBodySchema,
  myBookingsQuerySchema,
} from '#contract/bookings';
import { idParamsSchema } from '#contract/query-params';
import { signedInUser } from '#server/plugins/auth';
import { bookingCalendar } from './booking-calendar';
import { findBooking, listBookings } from './bookings-repository';
import { assertParty, bookingNotFound, createBookingsService } from './bookings-service';

export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createBookingsService(app.db, app.clock);
  app.addHook('onRequest', app.requireUser);

  app.post(
    '/api/bookings',
    { schema: { body: bookingBodySchema, response: { 201: bookingSchema } } },
    async (request, reply) => {
      await app.limitWrite(request, 'booking');
      return reply.code(201).send(await service.create(signedInUser(request).id, request.body));
    },
  );

  app.get(
    '/api/my/bookings',
    { schema: { querystring: myBookingsQuerySchema, response: { 200: bookingsPageSchema } } },
    (request) => listBookings(app.db, { ...request.query, requesterId: signedInUser(request).id }),
  );

  app.get(
    '/api/my/court-bookings',
    { schema: { querystring: courtBookingsQuerySchema, response: { 200: bookingsPageSchema } } },
    (request) => listBookings(app.db, { ...request.query, ownerId: signedInUser(request).id }),
  );

  const decision = {
    params: idParamsSchema,
    body: decisionBodySchema,
    response: { 200: bookingSchema },
  };
  app.post('/api/bookings/:id/accept', { schema: decision }, (request) =>
    service.accept(request.params.id, signedInUser(request).id, request.body.note),
  );
  app.post('/api/bookings/:id/decline', { schema: decision }, (request) =>
    service.decline(request.params.id, signedInUser(request).id, request.body.note),
  );
  app.post(
    '/api/bookings/:id/cancel',
    { schema: { params: idParamsSchema, response: { 200: bookingSchema } } },
    (request) => service.cancel(request.params.id, signedInUser(request).id),
  );

  app.get(
    '/api/bookings/:id/calendar.ics',
    { schema: { params: idParamsSchema } },
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
