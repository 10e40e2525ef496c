import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, type ErrorCode } from '#contract/errors';
import type { RouteErrors } from './route-errors';
import { tagOf } from './tags';

type Transform = typeof jsonSchemaTransform;
type TransformInput = Parameters<Transform>[0];

/** Statuses as the document lists them: the route's own refusals beside its kind's. */
type ErrorsByStatus = Map<number, Set<ErrorCode>>;

function add(errors: ErrorsByStatus, status: number, codes: readonly ErrorCode[]) {
  const known = errors.get(status) ?? new Set<ErrorCode>();
  for (const code of codes) known.add(code);
  errors.set(status, known);
}

const hooksOf = (hooks: RouteOptions['onRequest']): unknown[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * The contract's error body, once in the document's components; each error response refers to
 * it and narrows `error.code` to what that route gives with that status.
 */
export const API_ERROR_COMPONENT = z.toJSONSchema(apiErrorSchema, {
  target: 'draft-2020-12',
  io: 'output',
});
delete API_ERROR_COMPONENT.$schema;

/** Errors every route gives alike: one response each in the components, referred to by all. */
export const SHARED_ERROR_RESPONSES: Record<number, string> = {
  429: 'RateLimited',
  500: 'Internal',
  503: 'Unavailable',
};

function errorResponse(status: number, codes: ReadonlySet<ErrorCode>) {
  return {
    description: ERROR_DESCRIPTIONS[status] ?? 'Error',
    allOf: [
      { $ref: '#/components/schemas/ApiError' },
      {
        type: 'object',
        properties: {
          error: { type: 'object', properties: { code: { enum: [...codes].sort() } } },
        },
      },
    ],
  };
}

/**
 * A status the route answers with a body of its own as well as the error body any request can
 * meet there: a page, where the client is a person following a link (kept beside the JSON error,
 * by content type), or JSON (the health checks' 503 reports what is down, a restart still
 * answers `unavailable`: either one).
 */
function withOwnBody(own: unknown, error: ReturnType<typeof errorResponse>) {
  if (own === undefined) return error;
  const { description, ...errorBody } = error;
  const page = own as { content?: Record<string, unknown>; description?: string };
  if (page.content) {
    return {
      description: page.description ?? description,
      content: { ...page.content, 'application/json': { schema: errorBody } },
    };
  }
  return { description, anyOf: [own, errorBody] };
}

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The request is not valid: `validation` names each field and its reason in `fields`',
  401: 'No access token, or one that is not valid (any more): refresh it, or sign in',
  403: 'Signed in, but not allowed to do this',
  404: 'Not found (or not visible to this user)',
  409: 'Conflicts with the current state',
  410: 'Gone',
  413: 'The body is over 64 KB',
  414: 'A path parameter is over 100 characters',
  415: 'The body is not declared as `application/json` (or is in an encoding not taken)',
  422: 'Understood, but refused',
  429: 'Too many requests: `Retry-After` (and `fields.retryAfter`) hold the seconds to wait',
  500: 'Something failed on the server; nothing internal is shown',
  503: 'The database cannot be reached, its disk is full, or the server is restarting: try again after `Retry-After` seconds',
};

/**
 * Every error a route can answer with: those any route of its kind gives (a request with input
 * can fail validation, one with a body can be too large, a signed-in route can lack a token,
 * every route can be rate limited or meet an outage), and those it declares in `schema.errors`.
 */
export function routeErrors(
  schema: FastifySchema,
  access: { signedIn: boolean; admin: boolean },
  hasPathParameters = Boolean(schema.params),
): ErrorsByStatus {
  const errors: ErrorsByStatus = new Map();
  // Any request may carry a body, a GET too: Fastify reads it, whatever the route, and refuses
  // one that is too large, not JSON, or not declared as JSON before the route sees it.
  add(errors, 400, ['bad_request', 'invalid_json']);
  add(errors, 413, ['body_too_large']);
  add(errors, 415, ['unsupported_media_type']);
  if (schema.params || schema.querystring || schema.body) add(errors, 400, ['validation']);
  // Fastify refuses a path parameter over 100 characters before the route sees it.
  if (hasPathParameters) add(errors, 414, ['bad_request']);
  if (access.signedIn || access.admin) add(errors, 401, ['session_missing', 'invalid_token']);
  if (access.admin) add(errors, 403, ['forbidden']);
  for (const [status, codes] of Object.entries((schema.errors ?? {}) as RouteErrors)) {
    add(errors, Number(status), codes ?? []);
  }
  add(errors, 429, ['rate_limited']);
  add(errors, 500, ['internal']);
  add(errors, 503, ['unavailable', 'database_unavailable', 'storage_full']);
  return errors;
}

/** `GET /api/courts/:id/reviews` → `getCourtsIdReviews`: stable as long as the route is. */
export function operationId(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split(/[/:-]+/)
    .filter(Boolean);
  return [
    method.toLowerCase(),
    ...words.map((word) => word[0]?.toUpperCase() + word.slice(1)),
  ].join('');
}

/**
 * @fastify/swagger's transform: the zod type provider's conversion of the route's schemas, plus
 * what the app knows of each route and the schemas do not say (its tag, whether it needs an
 * access token, its error responses, an operationId). Only `/api/` routes are described.
 */
export function describeRoutes(app: FastifyInstance): Transform {
  return (input: TransformInput) => {
    const { url, route } = input;
    // A route with no schema at all is still part of the API, and described as far as it can be.
    const schema = input.schema ?? {};
    if (!url.startsWith('/api/') || schema.hide || route.websocket) {
      return { schema: { ...schema, hide: true }, url };
    }
    const hooks = hooksOf(route.onRequest);
    const admin = hooks.includes(app.requireAdmin);
    const signedIn = admin || hooks.includes(app.requireUser);
    const { errors: _declared, ...ownSchema } = schema;
    const method = Array.isArray(route.method) ? route.method[0] : route.method;
    const described = jsonSchemaTransform({
      ...input,
      schema: {
        ...ownSchema,
        tags: [tagOf(url)],
        operationId: operationId(String(method), url),
        // An empty list says, rather than leaves unsaid, that the route is public.
        security: signedIn ? [{ bearer: [] }] : [],
      },
    });
    const response: Record<string, unknown> = { ...(described.schema.response as object) };
    for (const [status, codes] of routeErrors(schema, { signedIn, admin }, url.includes('/:'))) {
      response[status] = withOwnBody(response[status], errorResponse(status, codes));
    }
    return { ...described, schema: { ...described.schema, response } };
  };
}
