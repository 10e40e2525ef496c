import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { encodeCursor } from '#contract/cursor';
import {
  datesOfChoice,
  openMatchBodySchema,
  openMatchEditSchema,
  openMatchesPageSchema,
  openMatchesQuerySchema,
  openMatchPlayerParamsSchema,
  openMatchSchema,
} from '#contract/open-matches';
import { idParamsSchema } from '#contract/query-params';
import { sofiaDate } from '#contract/sofia-time';
import { viewerOf } from '#server/auth/viewer';
import { withGenericPlans } from '#server/db/generic-plans';
import { signedInUser } from '#server/plugins/auth';
import { openMatchNotFound } from './open-match-refusals';
import { findOpenMatch, listBoard, listMine } from './open-matches-repository';
import { createOpenMatchesService } from './open-matches-service';

/** Refusals every change to a game may answer. */
const CHANGE_ERRORS = {
  403: ['forbidden'],
  404: ['open_match_not_found'],
  409: ['match_closed'],
} as const;

export const openMatchesRoutes: FastifyPluginAsyncZod<{ reminderMs: number }> = async (
  app,
  options,
) => {
  const service = createOpenMatchesService(
    app.db,
    app.clock,
    (error) =>
      app.log.warn({ err: error }, 'an open match change was not announced; boards catch up'),
    options.reminderMs,
  );

  app.get(
    '/api/open-matches',
    {
      schema: {
        summary: 'List the open matches with a spot left, or with `mine` my own',
        querystring: openMatchesQuerySchema,
        response: { 200: openMatchesPageSchema },
        // The board is public; `mine` and `fits=me` need a signed-in player.
        errors: { 401: ['session_missing', 'invalid_token'] },
      },
    },
    async (request, reply) => {
      const { mine, fits, date, time, district, format, cursor } = request.query;
      const now = app.clock.now();
      if (mine || fits) await app.requireUser(request, reply);
      if (mine) {
        const items = await listMine(app.db, signedInUser(request).id, now);
        return { items, total: items.length, totalIsLowerBound: false, nextCursor: null };
      }
      const viewerId = fits ? signedInUser(request).id : await viewerOf(app, request);
      const page = await listBoard(
        app.db,
        {
          dates: date ? datesOfChoice(date, sofiaDate(now)) : undefined,
          time,
          district,
          format,
          viewerId,
          fits: Boolean(fits),
          cursor,
        },
        now,
      );
      return {
        ...page,
        nextCursor: page.nextCursor ? encodeCursor(...page.nextCursor) : null,
      };
    },
  );

  app.post(
    '/api/open-matches',
    {
      onRequest: app.requireUser,
      schema: {
        summary: "Post an open match, with its court's booking request and its invitations if any",
        body: openMatchBodySchema,
        response: { 201: openMatchSchema },
        errors: { 403: ['blocked'], 409: ['match_overlap', 'booking_overlap'] },
      },
    },
    async (request, reply) => {
      const me = signedInUser(request).id;
      await app.limitWrite(request, 'openMatch');
      return reply.code(201).send(await service.create(me, request.body));
    },
  );

  app.get(
    '/api/open-matches/:id',
    {
      schema: {
        summary: 'An open match, whatever its state, as the viewer sees it',
        params: idParamsSchema,
        response: { 200: openMatchSchema },
        errors: { 404: ['open_match_not_found'] },
      },
    },
    async (request) => {
      const viewerId = await viewerOf(app, request);
      // By its key, on a kept plan (as every change of a game reads it).
      const game = await findOpenMatch(
        withGenericPlans(app.db),
        request.params.id,
        viewerId,
        app.clock.now(),
      );
      if (!game) throw openMatchNotFound();
      return game;
    },
  );

  app.patch(
    '/api/open-matches/:id',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Change my open match (the organiser): its players hear of a new time or place',
        params: idParamsSchema,
        body: openMatchEditSchema,
        response: { 200: openMatchSchema },
        errors: { ...CHANGE_ERRORS, 409: ['match_closed', 'match_overlap'] },
      },
    },
    async (request) => {
      await app.limitWrite(request, 'openMatch');
      return service.edit(request.params.id, signedInUser(request).id, request.body);
    },
  );

  app.post(
    '/api/open-matches/:id/join',
    {
      onRequest: app.requireUser,
      schema: {
        summary:
          'Take a spot (200) or ask for one when my level does not fit (202); accept an invitation',
        params: idParamsSchema,
        response: { 200: openMatchSchema, 202: openMatchSchema },
        errors: {
          403: ['blocked'],
          404: ['open_match_not_found'],
          409: [
            'match_full',
            'match_closed',
            'match_overlap',
            'already_in_match',
            'removed_from_match',
            'ask_declined',
          ],
        },
      },
    },
    async (request, reply) => {
      await app.limitWrite(request, 'openMatchJoin');
      const { game, asked } = await service.join(request.params.id, signedInUser(request).id);
      return reply.code(asked ? 202 : 200).send(game);
    },
  );

  app.post(
    '/api/open-matches/:id/leave',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Give up my spot, take back my request to join, or decline an invitation',
        params: idParamsSchema,
        response: { 200: openMatchSchema },
        errors: { 404: ['open_match_not_found'], 409: ['match_closed', 'organizer_cannot_leave'] },
      },
    },
    async (request) => {
      await app.limitWrite(request, 'openMatchJoin');
      return service.leave(request.params.id, signedInUser(request).id);
    },
  );

  app.post(
    '/api/open-matches/:id/cancel',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Call off my open match (the organiser)',
        params: idParamsSchema,
        response: { 200: openMatchSchema },
        errors: CHANGE_ERRORS,
      },
    },
    async (request) => service.cancel(request.params.id, signedInUser(request).id),
  );

  for (const answer of ['accept', 'decline'] as const) {
    app.post(
      `/api/open-matches/:id/asks/:playerId/${answer}`,
      {
        onRequest: app.requireUser,
        schema: {
          summary: `${answer === 'accept' ? 'Accept' : 'Decline'} a player's request to join my open match`,
          params: openMatchPlayerParamsSchema,
          response: { 200: openMatchSchema },
          errors: {
            ...CHANGE_ERRORS,
            ...(answer === 'accept'
              ? {
                  403: ['forbidden', 'blocked'],
                  409: ['match_closed', 'match_full', 'match_overlap'],
                }
              : {}),
            404: ['open_match_not_found', 'ask_not_found'],
          },
        },
      },
      async (request) => {
        const { id, playerId } = request.params;
        return service.answerAsk(id, signedInUser(request).id, playerId, answer === 'accept');
      },
    );
  }

  app.post(
    '/api/open-matches/:id/players/:playerId/remove',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Remove a player from my open match, or take back an invitation (the organiser)',
        params: openMatchPlayerParamsSchema,
        response: { 200: openMatchSchema },
        errors: {
          ...CHANGE_ERRORS,
          404: ['open_match_not_found', 'player_not_found'],
          409: ['match_closed', 'organizer_cannot_leave'],
        },
      },
    },
    async (request) => {
      const { id, playerId } = request.params;
      return service.remove(id, signedInUser(request).id, playerId);
    },
  );
};
