import type { FastifyReply } from 'fastify';

/**
 * Answers 204 with no payload at all, for a route whose schema declares `204: z.null()`.
 * `send(null)`, which that schema's type asks for, serializes the null to the text "null": Fastify
 * drops it only when it writes the 204, after the onSend hooks, which would see a body the
 * client never gets (the API tests check each body against the OpenAPI document there).
 */
export function sendNoContent<Reply extends object>(reply: Reply): Reply {
  (reply as unknown as FastifyReply).code(204).send();
  return reply;
}
