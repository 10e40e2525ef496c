import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode } from '#contract/errors';
import { databaseOutageOf } from '#server/db/database-errors';
import { ApiError } from '#server/lib/api-error';

function send(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
  reasons?: string[],
) {
  return reply.code(status).send({
    error: { code, message, ...(fields ? { fields } : {}), ...(reasons ? { reasons } : {}) },
  });
}

/**
 * Fastify's refusals of a request body, as the app's codes: the body is the client's fault, never
 * a 500.
 */
const BODY_ERRORS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'body_too_large',
    message: 'The request body is larger than the server takes',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'invalid_json',
    message: 'The request body is not valid JSON',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'invalid_json',
    message: 'The request body is empty but its content type is JSON',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'unsupported_media_type',
    message: 'The request body must be JSON (Content-Type: application/json)',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'bad_request',
    message: 'The request body is not as long as its Content-Length says',
  },
};

/** Seconds a client is asked to wait while the database is away or out of room. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
export const STORAGE_RETRY_AFTER_SECONDS = 60;

const OUTAGE_MESSAGES = {
  database_unavailable: 'The database cannot be reached right now; try again shortly',
  storage_full: 'The server has no room left to save this; try again later',
} as const;

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
    const outage = databaseOutageOf(error);
    if (outage) {
      // Not the request's fault and nothing to fix in the code: one line, no stack.
      request.log.warn({ reason: error.code ?? error.message }, `request failed: ${outage}`);
      const seconds =
        outage === 'storage_full' ? STORAGE_RETRY_AFTER_SECONDS : DATABASE_RETRY_AFTER_SECONDS;
      reply.header('retry-after', String(seconds));
      return send(reply, 503, outage, OUTAGE_MESSAGES[outage]);
    }
    const bodyError = BODY_ERRORS[error.code];
    if (bodyError) return send(reply, bodyError.status, bodyError.code, bodyError.message);
    const status = error.statusCode ?? 500;
    if (status === 429)
      return send(reply, 429, 'rate_limited', 'Too many requests; try again later');
    // A body in an encoding the server does not take (compress's request decoding) is refused
    // like one of a type it does not take: one code per status, as the API document lists.
    if (status === 415) return send(reply, 415, 'unsupported_media_type', error.message);
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

/**
 * Fastify's own refusals before any route runs (a path that is not valid percent-encoding, 400;
 * a path parameter over its length, 414), in the API's shape: the `frameworkErrors` option.
 */
export function sendFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return send(reply, 500, 'internal', 'Something went wrong on our side');
  }
  const message = status === 414 ? 'A part of the address is too long' : 'The address is not valid';
  return send(reply, status, 'bad_request', message);
}
