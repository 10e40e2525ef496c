import type { ErrorCode } from '#contract/errors';

/**
 * The error statuses a route may declare, each with the `error.code` values it answers with. 401
 * is among them for the routes that take a token in their body (a refresh token, a mailed link)
 * rather than in the Authorization header.
 */
export type RouteErrors = Partial<
  Record<400 | 401 | 403 | 404 | 409 | 410 | 422 | 429, readonly ErrorCode[]>
>;

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The refusals this route's own handler gives, by status: the OpenAPI document lists them
     * beside the ones every route of its kind can give (openapi-routes.ts), and the API tests
     * fail on an error the document does not declare.
     */
    errors?: RouteErrors;
  }
}
