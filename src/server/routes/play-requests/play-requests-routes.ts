import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PLAY_REQUEST_INTERVAL_HOURS,
  type PlayRequestResult,
  playRequestResultSchema,
} from '#contract/notifications';
import { idParamsSchema } from '#contract/query-params';
import { ApiError } from '#server/lib/api-error';
import { playRequestSince } from '#server/notifications/notifications-repository';
import { notifyUser } from '#server/notifications/notify';
import { signedInUser } from '#server/plugins/auth';
import { refuseIfBlocked } from '../blocks/block-state';

/** 'Connect & Play': tells a player, in the app and by e-mail, that someone wants to play. */
export const playRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/players/:id/play-request',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Ask a player to play',
        params: idParamsSchema,
        response: { 200: playRequestResultSchema },
        errors: { 400: ['own_play_request'], 403: ['blocked'], 404: ['user_not_found'] },
      },
    },
    async (request): Promise<PlayRequestResult> => {
      const me = signedInUser(request).id;
      const playerId = request.params.id;
      if (playerId === me) {
        throw new ApiError(400, 'own_play_request', 'You cannot ask yourself to play');
      }
      const [player] = await app.db.query(
        `select 1 from profiles p join users u on u.id = p.id
         where p.id = $1 and u.email_confirmed_at is not null`,
        [playerId],
      );
      if (!player) throw new ApiError(404, 'user_not_found', 'No such player');
      await refuseIfBlocked(app.db, me, playerId);
      await app.limitWrite(request, 'playRequest');
      const now = app.clock.now();
      const since = new Date(now.getTime() - PLAY_REQUEST_INTERVAL_HOURS * 3_600_000);
      return app.db.transaction(async (tx) => {
        // One request per pair at a time, so two clicks at once still tell the player once.
        await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`play:${me}:${playerId}`]);
        if (await playRequestSince(tx, me, playerId, since)) return { status: 'already_sent' };
        await notifyUser(
          tx,
          { recipientId: playerId, kind: 'play_request', actorId: me, subjectId: me, data: {} },
          now,
        );
        return { status: 'sent' };
      });
    },
  );
};
