import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BOOKING_MAX_DAYS_AHEAD } from '#contract/constants';
import { type CourtsPage, courtsPageSchema, courtsQuerySchema } from '#contract/courts';
import {
  courtAvailabilitySchema,
  dayAvailability,
  freeSlotsQuerySchema,
} from '#contract/free-slots';
import { idParamsSchema } from '#contract/query-params';
import { addDays, sofiaDate } from '#contract/sofia-time';
import { ApiError } from '#server/lib/api-error';
import { writtenJson } from '#server/lib/response-serializer';
import { closedSpans } from '../court-closures/court-closures-repository';
import { findCourt } from './court-listings-repository';
import { assertWhenBookable } from './court-when';
import { courtsPageJson } from './courts-repository';
import { bookedSpans } from './free-slots-repository';

export const courtsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/courts',
    {
      schema: {
        summary: 'List courts',
        querystring: courtsQuerySchema,
        response: { 200: courtsPageSchema },
      },
    },
    async (request) => {
      const now = app.clock.now();
      const { date, time, durationHours } = request.query;
      if (date && time) assertWhenBookable({ date, time, durationHours: durationHours ?? 1 }, now);
      return writtenJson<CourtsPage>(await courtsPageJson(app.db, request.query, now));
    },
  );

  app.get(
    '/api/courts/:id/availability',
    {
      schema: {
        summary: 'Get a court’s free and booked times, day by day',
        params: idParamsSchema,
        querystring: freeSlotsQuerySchema,
        response: { 200: courtAvailabilitySchema },
        errors: { 404: ['court_not_found'] },
      },
    },
    async (request) => {
      const { date, days } = request.query;
      const now = app.clock.now();
      const today = sofiaDate(now);
      const last = addDays(date, days - 1);
      const problem =
        date < today
          ? 'in_past'
          : last > addDays(today, BOOKING_MAX_DAYS_AHEAD)
            ? 'too_far_ahead'
            : null;
      if (problem) {
        throw new ApiError(400, 'validation', 'Some fields are not valid', { date: problem });
      }
      const court = await findCourt(app.db, request.params.id);
      if (!court) throw new ApiError(404, 'court_not_found', 'No such court');
      const spans = await bookedSpans(app.db, court.id, date, last);
      const closed = await closedSpans(app.db, court.id, date, last);
      return {
        courtId: court.id,
        totalCourts: court.totalCourts,
        pricePerHour: court.pricePerHour,
        currency: court.currency,
        days: Array.from({ length: days }, (_, i) =>
          dayAvailability(
            court.openingHours,
            court.totalCourts,
            addDays(date, i),
            spans,
            now,
            closed,
          ),
        ),
      };
    },
  );
};
