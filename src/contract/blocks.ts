import { z } from 'zod';

/** How many players one account may block: the lists leave them all out of every page. */
export const MAX_BLOCKS = 1000;

/**
 * POST /api/blocks: block a player. Idempotent (blocking again answers the same block);
 * 400 `own_block` for oneself, 404 `user_not_found` for an unknown player, 409
 * `too_many_blocks` past MAX_BLOCKS.
 */
export const blockBodySchema = z.object({ userId: z.guid() });
export type BlockBody = z.infer<typeof blockBodySchema>;

/** DELETE /api/blocks/:userId: unblock (204, also when there was no block). */
export const blockParamsSchema = z.object({ userId: z.guid() });

/** A player I blocked, as the list in my settings shows them. */
export const blockedPlayerSchema = z.object({
  id: z.guid(),
  name: z.string(),
  blockedAt: z.string(),
});
export type BlockedPlayer = z.infer<typeof blockedPlayerSchema>;

/** GET /api/blocks: the players I blocked, the latest first (at most MAX_BLOCKS). */
export const blocksListSchema = z.object({ items: z.array(blockedPlayerSchema) });
export type BlocksList = z.infer<typeof blocksListSchema>;

/**
 * Between me and another player: `by_me` I blocked them, `by_them` they blocked me (either way
 * neither can write to the other: 403 `blocked`), null no block.
 */
export const blockStateSchema = z.enum(['by_me', 'by_them']).nullable();
export type BlockState = z.infer<typeof blockStateSchema>;
