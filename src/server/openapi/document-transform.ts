import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_ERROR_COMPONENT, SHARED_ERROR_RESPONSES } from './route-description';

type TransformObject = typeof jsonSchemaTransformObject;
type OpenApiDocument = {
  paths?: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
  components?: { schemas?: Record<string, unknown>; responses?: Record<string, unknown> };
};

/**
 * A route that answers a shared status with a body of its own besides the error (the health
 * checks' 503) keeps that response where it is: it is not the one every route shares.
 */
function hasOwnBody(response: unknown): boolean {
  const content = (response as { content?: Record<string, { schema?: { anyOf?: unknown } }> })
    .content;
  return Object.values(content ?? {}).some((media) => media.schema?.anyOf !== undefined);
}

/**
 * The zod type provider's components, plus the error body every error response refers to, and
 * the three error responses that are the same on every route (429, 500, 503) kept once in
 * `components.responses`: without them the errors were two thirds of the document.
 */
export const describeDocument: TransformObject = (input) => {
  const document = jsonSchemaTransformObject(input) as OpenApiDocument;
  const responses: Record<string, unknown> = {};
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      for (const [status, name] of Object.entries(SHARED_ERROR_RESPONSES)) {
        const response = operation.responses?.[status];
        if (!response || !operation.responses || hasOwnBody(response)) continue;
        responses[name] ??= response;
        operation.responses[status] = { $ref: `#/components/responses/${name}` };
      }
    }
  }
  return {
    ...document,
    components: {
      ...document.components,
      schemas: { ...document.components?.schemas, ApiError: API_ERROR_COMPONENT },
      responses: { ...document.components?.responses, ...responses },
    },
  } as ReturnType<TransformObject>;
};
