import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Booking, bookingSchema } from '#contract/bookings';
import {
  noShowMarkDeadline,
  noShowReplyBodySchema,
  reliabilitySchema,
  SHOW_UP_RECORD_MIN_EVENTS,
} from '#contract/no-shows';
import { idParamsSchema } from '#contract/query-params';
import { viewerOf } from '#server/auth/viewer';
import type { Queryable } from '#server/db/db';
import { ApiError } from '#server/lib/api-error';
import { notifyUser } from '#server/notifications/notify';
import { signedInUser } from '#server/plugins/auth';
import { publishEvent } from '#server/realtime/events';
import { hasBlocked } from '../blocks/blocks-repository';
import { bookingFacts } from '../bookings/booking-notifications';
import { findBooking } from '../bookings/bookings-repository';
import { assertParty, bookingNotFound } from '../bookings/bookings-service';
import { findPublicPlayer } from '../players/players-repository';
import {
  insertNoShow,
  listNoShows,
  lockNoShow,
  removeNoShow,
  setReply,
  showUpCounts,
} from './no-shows-repository';

const noShowNotFound = () => new ApiError(404, 'no_show_not_found', 'No such no-show mark');

/** No-show marks and the show-up record (contract/no-shows.ts). */
export const noShowsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Locks the booking, checks who asks (`side`), runs `write`, announces the change. */
  function onBooking(
    bookingId: string,
    me: string,
    side: 'owner' | 'requester',
    write: (booking: Booking, tx: Queryable) => Promise<void>,
  ) {
    return app.db.transaction(async (tx) => {
      const booking = await findBooking(tx, bookingId, true);
      if (!booking) throw bookingNotFound();
      assertParty(booking, me);
      const mine = side === 'owner' ? booking.court.ownerId : booking.requester.id;
      if (mine !== me) {
        throw new ApiError(
          403,
          'forbidden',
          side === 'owner' ? 'Only the court’s owner marks a no-show' : 'Only the player replies',
        );
      }
      await write(booking, tx);
      const userIds = [booking.requester.id, booking.court.ownerId].filter((id): id is string =>
        Boolean(id),
      );
      await publishEvent(tx, {
        kind: 'booking',
        bookingId: booking.id,
        status: booking.status,
        userIds,
      });
      const updated = await findBooking(tx, booking.id);
      if (!updated) throw bookingNotFound();
      return updated;
    });
  }

  app.post(
    '/api/bookings/:id/no-show',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Mark that the player of a past booking did not show up',
        params: idParamsSchema,
        response: { 200: bookingSchema },
        errors: {
          403: ['forbidden'],
          404: ['booking_not_found'],
          409: [
            'booking_not_accepted',
            'booking_not_over',
            'no_show_too_late',
            'no_show_already_marked',
          ],
        },
      },
    },
    (request) => {
      const now = app.clock.now();
      return onBooking(request.params.id, signedInUser(request).id, 'owner', async (b, tx) => {
        if (b.status !== 'accepted') {
          throw new ApiError(409, 'booking_not_accepted', 'Only an accepted booking is marked');
        }
        if (new Date(b.endsAt) > now) {
          throw new ApiError(409, 'booking_not_over', 'A no-show is marked after the booking');
        }
        if (noShowMarkDeadline(b.endsAt) < now) {
          throw new ApiError(409, 'no_show_too_late', 'The time to mark a no-show has passed');
        }
        if (await lockNoShow(tx, b.id)) {
          throw new ApiError(409, 'no_show_already_marked', 'This booking was already marked');
        }
        await insertNoShow(tx, b.id, b.requester.id, now);
        await notifyUser(
          tx,
          {
            recipientId: b.requester.id,
            kind: 'booking_no_show',
            actorId: b.court.ownerId,
            subjectId: b.id,
            data: bookingFacts(b),
          },
          now,
        );
      });
    },
  );

  app.post(
    '/api/bookings/:id/no-show/reply',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Reply to a no-show mark on my booking',
        params: idParamsSchema,
        body: noShowReplyBodySchema,
        response: { 200: bookingSchema },
        errors: {
          403: ['forbidden'],
          404: ['booking_not_found', 'no_show_not_found'],
          409: ['no_show_already_replied'],
        },
      },
    },
    async (request) => {
      const me = signedInUser(request).id;
      const booking = await findBooking(app.db, request.params.id);
      if (booking?.requester.id === me && booking.noShow && booking.noShow.reply === null) {
        await app.limitWrite(request, 'reviewReply');
      }
      return onBooking(request.params.id, me, 'requester', async (b, tx) => {
        const mark = await lockNoShow(tx, b.id);
        if (!mark || mark.removed_at) throw noShowNotFound();
        if (mark.reply !== null) {
          throw new ApiError(409, 'no_show_already_replied', 'This mark already has a reply');
        }
        await setReply(tx, b.id, request.body.reply, app.clock.now());
      });
    },
  );

  app.post(
    '/api/admin/no-shows/:id/remove',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Remove a no-show mark',
        params: idParamsSchema,
        response: { 204: z.null() },
        errors: { 404: ['no_show_not_found'] },
      },
    },
    async (request, reply) => {
      const removed = await removeNoShow(
        app.db,
        request.params.id,
        signedInUser(request).id,
        app.clock.now(),
      );
      if (!removed) throw noShowNotFound();
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/players/:id/reliability',
    {
      schema: {
        summary: 'A player’s show-up record',
        params: idParamsSchema,
        response: { 200: reliabilitySchema },
        errors: { 404: ['user_not_found'] },
      },
    },
    async (request) => {
      const player = await findPublicPlayer(app.db, request.params.id);
      const viewer = await viewerOf(app, request);
      const hidden = player && viewer && (await hasBlocked(app.db, player.id, viewer));
      if (!player || hidden) throw new ApiError(404, 'user_not_found', 'No such player');
      const counts = await showUpCounts(app.db, player.id, app.clock.now());
      const { events, noShows, late, lateBookings } = counts;
      const shown = events >= SHOW_UP_RECORD_MIN_EVENTS;
      const admin = viewer !== null && (await app.isAdmin(viewer));
      return {
        record: shown
          ? {
              showedUp: Math.max(0, events - noShows - late - lateBookings),
              events,
              lateCancellations: late,
              lateBookingCancellations: lateBookings,
            }
          : null,
        noShows: shown || admin ? await listNoShows(app.db, player.id) : [],
      };
    },
  );
};
