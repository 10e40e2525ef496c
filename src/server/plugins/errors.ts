import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError } from '../lib/api-error';

function send(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
  reasons?: string[],
) {
  return reply.code(status).send({
    error: { code, message, ...(fields ? { fields } : {}), ...(reasons ? { reasons } : {}) },
  });
}

/** Every error leaves as `{ error: { code, message, fields? } }`; a 5xx never shows internals. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        // A message that is a snake_case code (set in the contract schema) beats the keyword.
        const code = issue.message && /^[a-z][a-z_]*$/.test(issue.message) ? issue.message : '';
        fields[field] ??= code || issue.keyword;
      }
      return send(reply, 400, 'validation', 'Some fields are not valid', fields);
    }
    if (error instanceof ApiError) {
      if (error.statusCode === 429 && error.fields?.retryAfter) {
        reply.header('retry-after', error.fields.retryAfter);
      }
      return send(reply, error.statusCode, error.code, error.message, error.fields, error.reasons);
    }
    const status = error.statusCode ?? 500;
    if (status === 429)
      return send(reply, 429, 'rate_limited', 'Too many requests; try again later');
    if (status >= 400 && status < 500) return send(reply, status, 'bad_request', error.message);
    request.log.error({ err: error }, 'request failed');
    return send(reply, 500, 'internal', 'Something went wrong on our side');
  });
});

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return send(
    reply,
    404,
    'not_found',
    `No route for ${request.method} ${request.url.split('?')[0]}`,
  );
}
