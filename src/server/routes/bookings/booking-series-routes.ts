import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  seriesAcceptedSchema,
  seriesCancelBodySchema,
  seriesCancelledSchema,
  seriesDeclinedSchema,
} from '#contract/booking-series';
import { decisionBodySchema } from '#contract/bookings';
import { idParamsSchema } from '#contract/query-params';
import { ApiError } from '#server/lib/api-error';
import { signedInUser } from '#server/plugins/auth';
import { seriesCalendar } from './booking-calendar';
import { createSeriesService } from './booking-series-service';

/** A season's answers, its cancellation from a date on, and its calendar file. */
export const bookingSeriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSeriesService(app.db, app.clock);

  app.post(
    '/api/booking-series/:id/accept',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Accept every pending date of a season that a court unit is free for',
        params: idParamsSchema,
        body: decisionBodySchema,
        response: { 200: seriesAcceptedSchema },
        errors: {
          403: ['forbidden', 'blocked'],
          404: ['series_not_found'],
          409: ['booking_not_pending'],
        },
      },
    },
    (request) => service.accept(request.params.id, signedInUser(request).id, request.body.note),
  );

  app.post(
    '/api/booking-series/:id/decline',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Decline every pending date of a season',
        params: idParamsSchema,
        body: decisionBodySchema,
        response: { 200: seriesDeclinedSchema },
        // No block check: declining stays possible whoever blocked whom.
        errors: {
          403: ['forbidden'],
          404: ['series_not_found'],
          409: ['booking_not_pending'],
        },
      },
    },
    (request) => service.decline(request.params.id, signedInUser(request).id, request.body.note),
  );

  app.post(
    '/api/booking-series/:id/cancel',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Cancel a date of a season and every later one still to come',
        params: idParamsSchema,
        body: seriesCancelBodySchema,
        response: { 200: seriesCancelledSchema },
        errors: {
          404: ['series_not_found', 'booking_not_found'],
          409: ['booking_not_cancellable'],
        },
      },
    },
    (request) => service.cancelRest(request.params.id, signedInUser(request).id, request.body.from),
  );

  app.get(
    '/api/booking-series/:id/calendar.ics',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Download the accepted dates of a season as calendar events',
        params: idParamsSchema,
        response: {
          200: {
            description: 'The accepted dates as an iCalendar (.ics) file, one event each',
            content: { 'text/calendar': { schema: z.string() } },
          },
        },
        errors: { 404: ['series_not_found'], 409: ['booking_not_accepted'] },
      },
    },
    async (request, reply) => {
      const bookings = await service.acceptedDates(request.params.id, signedInUser(request).id);
      // A calendar file holds at least one event (RFC 5545).
      if (bookings.length === 0) {
        throw new ApiError(409, 'booking_not_accepted', 'No date of this season is accepted yet');
      }
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="season-${request.params.id}.ics"`)
        .header('cache-control', 'no-store')
        .send(seriesCalendar(bookings, app.clock.now()));
    },
  );
};
