import { z } from 'zod';

/**
 * Someone another record names (the other side of a chat, of a match result): a player, or one
 * whose account was deleted, whose `id` is then null and `name` empty. The web app shows
 * 'Deleted user' for them and links nowhere.
 */
export const personRefSchema = z.object({ id: z.guid().nullable(), name: z.string() });
export type PersonRef = z.infer<typeof personRefSchema>;
