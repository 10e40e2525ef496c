import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  courtReviewSchema,
  courtReviewsPageSchema,
  courtReviewsQuerySchema,
  reviewAnswerBodySchema,
  reviewBodySchema,
  reviewChangeDeadline,
} from '#contract/court-reviews';
import { idParamsSchema } from '#contract/query-params';
import { ApiError } from '#server/lib/api-error';
import { signedInUser } from '#server/plugins/auth';
import { findBooking } from '../bookings/bookings-repository';
import { assertParty, bookingNotFound } from '../bookings/bookings-service';
import { findCourt } from '../courts/court-listings-repository';
import {
  courtOwnerOf,
  findReview,
  findReviewOfBooking,
  listCourtReviews,
  setAnswer,
  upsertReview,
} from './court-reviews-repository';

const reviewNotFound = () => new ApiError(404, 'review_not_found', 'No such review');

/** Reviews of courts by the players who booked them (contract/court-reviews.ts). */
export const courtReviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/courts/:id/reviews',
    {
      schema: {
        summary: 'List a court’s reviews',
        params: idParamsSchema,
        querystring: courtReviewsQuerySchema,
        response: { 200: courtReviewsPageSchema },
        errors: { 404: ['court_not_found'] },
      },
    },
    async (request) => {
      const court = await findCourt(app.db, request.params.id);
      if (!court) throw new ApiError(404, 'court_not_found', 'No such court');
      return listCourtReviews(app.db, court.id, request.query.cursor);
    },
  );

  app.put(
    '/api/bookings/:id/review',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Rate the court of a past booking, or change that review',
        params: idParamsSchema,
        body: reviewBodySchema,
        response: { 200: courtReviewSchema },
        errors: {
          403: ['forbidden'],
          404: ['booking_not_found'],
          409: ['booking_not_accepted', 'booking_not_over', 'review_locked'],
        },
      },
    },
    async (request) => {
      const me = signedInUser(request).id;
      const now = app.clock.now();
      const check = async () => {
        const booking = await findBooking(app.db, request.params.id);
        if (!booking) throw bookingNotFound();
        assertParty(booking, me);
        if (booking.requester.id !== me) {
          throw new ApiError(403, 'forbidden', 'Only the player who booked rates the court');
        }
        if (booking.status !== 'accepted') {
          throw new ApiError(409, 'booking_not_accepted', 'Only an accepted booking is rated');
        }
        if (new Date(booking.endsAt) > now) {
          throw new ApiError(409, 'booking_not_over', 'The court is rated after the booking');
        }
        if (booking.review && reviewChangeDeadline(booking.review.createdAt) < now) {
          throw new ApiError(409, 'review_locked', 'This review can no longer be changed');
        }
        return booking;
      };
      const booking = await check();
      await app.limitWrite(request, 'review');
      const { stars, comment } = request.body;
      return app.db.transaction(async (tx) => {
        // The booking's row lock orders two writes of the same review.
        await findBooking(tx, booking.id, true);
        const existing = await findReviewOfBooking(tx, booking.id);
        if (existing && reviewChangeDeadline(existing.createdAt) < now) {
          throw new ApiError(409, 'review_locked', 'This review can no longer be changed');
        }
        const id = await upsertReview(
          tx,
          { bookingId: booking.id, courtId: booking.court.id, authorId: me, stars, comment },
          now,
        );
        const review = await findReview(tx, id);
        if (!review) throw reviewNotFound();
        return review;
      });
    },
  );

  app.post(
    '/api/reviews/:id/answer',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Answer a review of a court the user owns',
        params: idParamsSchema,
        body: reviewAnswerBodySchema,
        response: { 200: courtReviewSchema },
        errors: {
          403: ['forbidden'],
          404: ['review_not_found'],
          409: ['review_already_answered'],
        },
      },
    },
    async (request) => {
      const me = signedInUser(request).id;
      const review = await findReview(app.db, request.params.id);
      if (!review) throw reviewNotFound();
      const court = await courtOwnerOf(app.db, review.courtId);
      if (!court || court.owner_id !== me) {
        throw new ApiError(403, 'forbidden', 'Only the court’s owner answers its reviews');
      }
      if (review.answer !== null) throw alreadyAnswered();
      await app.limitWrite(request, 'reviewReply');
      return app.db.transaction(async (tx) => {
        const locked = await findReview(tx, review.id, true);
        if (!locked) throw reviewNotFound();
        if (locked.answer !== null) throw alreadyAnswered();
        await setAnswer(tx, review.id, request.body.answer, app.clock.now());
        const answered = await findReview(tx, review.id);
        if (!answered) throw reviewNotFound();
        return answered;
      });
    },
  );
};

const alreadyAnswered = () =>
  new ApiError(409, 'review_already_answered', 'This review already has an answer');
