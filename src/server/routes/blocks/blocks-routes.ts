import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  blockBodySchema,
  blockedPlayerSchema,
  blockParamsSchema,
  blocksListSchema,
  MAX_BLOCKS,
} from '#contract/blocks';
import { ApiError } from '#server/lib/api-error';
import { signedInUser } from '#server/plugins/auth';
import { profileExists } from '../conversations/conversations-repository';
import { countBlocks, deleteBlock, insertBlock, listBlocks } from './blocks-repository';

/** Blocking a player, unblocking, and the list of the players I blocked. */
export const blocksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/blocks',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Block a player',
        body: blockBodySchema,
        response: { 200: blockedPlayerSchema },
        errors: { 400: ['own_block'], 404: ['user_not_found'], 409: ['too_many_blocks'] },
      },
    },
    async (request) => {
      const me = signedInUser(request).id;
      const { userId } = request.body;
      if (userId === me) throw new ApiError(400, 'own_block', 'You cannot block yourself');
      if (!(await profileExists(app.db, userId))) {
        throw new ApiError(404, 'user_not_found', 'No such player');
      }
      return app.db.transaction(async (tx) => {
        // One blocker's blocks queue on their profile row, so the limit holds under parallel calls.
        await tx.query('select 1 from profiles where id = $1 for update', [me]);
        const existing = await tx.query(
          'select 1 from blocks where blocker_id = $1 and blocked_id = $2',
          [me, userId],
        );
        if (existing.length === 0 && (await countBlocks(tx, me)) >= MAX_BLOCKS) {
          throw new ApiError(
            409,
            'too_many_blocks',
            `You can block at most ${MAX_BLOCKS} players; unblock one first`,
          );
        }
        return insertBlock(tx, me, userId);
      });
    },
  );

  app.delete(
    '/api/blocks/:userId',
    {
      onRequest: app.requireUser,
      // Unblocking someone not blocked is no error: the block is gone either way.
      schema: {
        summary: 'Unblock a player',
        params: blockParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteBlock(app.db, signedInUser(request).id, request.params.userId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/blocks',
    {
      onRequest: app.requireUser,
      schema: { summary: 'List the players I blocked', response: { 200: blocksListSchema } },
    },
    async (request) => ({ items: await listBlocks(app.db, signedInUser(request).id) }),
  );
};
