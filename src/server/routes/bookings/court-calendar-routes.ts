import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { courtCalendarQuerySchema, courtCalendarSchema } from '#contract/court-calendar';
import { idParamsSchema } from '#contract/query-params';
import { signedInUser } from '#server/plugins/auth';
import { ownedCourt } from '../courts/court-listings-routes';
import { courtCalendar } from './court-calendar-repository';

/** The owner's calendar of a court: its units, bookings, requests and closures, day by day. */
export const courtCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/my/courts/:id/calendar',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'The calendar of a court the user owns, for one to seven days',
        params: idParamsSchema,
        querystring: courtCalendarQuerySchema,
        response: { 200: courtCalendarSchema },
        errors: { 403: ['forbidden'], 404: ['court_not_found'] },
      },
    },
    async (request) => {
      const court = await ownedCourt(app.db, request.params.id, signedInUser(request).id);
      return courtCalendar(app.db, court, request.query.from, request.query.days);
    },
  );
};
