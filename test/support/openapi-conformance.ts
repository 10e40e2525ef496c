import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { type Document, OpenAPIBackend } from 'openapi-backend';

/** One response as the client received it. */
export interface ReceivedResponse {
  method: string;
  /** The path with its query, as requested. */
  url: string;
  status: number;
  contentType: string | undefined;
  /** The body's text; undefined when it could not be read (compressed as a stream). */
  body: string | undefined;
  /**
   * The route that answered, as the server registered it (`/api/courts/:id`), where the server
   * says: then the operation is that route's, even for a path the document's templates do not
   * match (an empty `{id}`). Otherwise the path is matched against the document.
   */
  route?: string;
}

/** What is wrong with one response, naming its route; undefined when it conforms. */
export type ResponseCheck = (response: ReceivedResponse) => string | undefined;

/**
 * Checks responses against the OpenAPI document with openapi-backend (its router finds the
 * operation, its Ajv validators check the body): the status must be declared for the operation,
 * the content type one it declares, and the body must match the schema. Returns what is wrong,
 * naming the route, or nothing.
 */
export async function openApiConformance(document: object) {
  const api = new OpenAPIBackend({
    definition: structuredClone(document) as Document,
    // Its own check of the document is for OpenAPI 3.0; Redocly's lint checks this one (3.1).
    quick: true,
    validate: true,
    ajvOpts: { strict: false },
    // OpenAPI 3.1's schemas are JSON Schema 2020-12 (type lists, prefixItems), not draft-07.
    customizeAjv: (_draft07, options) => {
      const ajv = new Ajv2020({ ...options, strict: false, allErrors: true });
      addFormats(ajv);
      return ajv as never;
    },
  });
  await api.init();

  type Declared = { content?: Record<string, unknown>; $ref?: string } | undefined;
  // The answers every route shares (429, 500, 503) are `$ref`s to components.responses, which
  // the router hands over as they are.
  const components = (document as { components?: { responses?: Record<string, Declared> } })
    .components?.responses;
  const shared = (declared: unknown): Declared => {
    const ref = (declared as Declared)?.$ref;
    return ref?.startsWith('#/components/responses/')
      ? components?.[ref.slice('#/components/responses/'.length)]
      : (declared as Declared);
  };

  const byRoute = new Map(
    api.getOperations().map((operation) => [`${operation.method} ${operation.path}`, operation]),
  );

  return function check(response: ReceivedResponse): string | undefined {
    const [path = '/', query = ''] = response.url.split('?');
    const method = response.method.toLowerCase();
    const operation = response.route
      ? byRoute.get(`${method} ${response.route.replace(/:(\w+)/g, '{$1}')}`)
      : api.matchOperation({ method, path, query, headers: {} });
    const route = `${response.method} ${path}`;
    if (!operation) return `${route}: not in the OpenAPI document`;
    const name = `${route} (${operation.operationId}) answered ${response.status}`;
    const declared = shared(operation.responses?.[String(response.status)]);
    if (!declared) return `${name}, a status the document does not declare`;
    const types = Object.keys(declared.content ?? {});
    const type = response.contentType?.split(';')[0]?.trim();
    if (types.length === 0) {
      return response.body ? `${name} with a body, where the document declares none` : undefined;
    }
    if (!type || !types.includes(type)) {
      return `${name} as ${type ?? 'no content type'}, where the document declares ${types.join(', ')}`;
    }
    if (response.body === undefined || type !== 'application/json') return undefined;
    const result = api.validateResponse(JSON.parse(response.body), operation, response.status);
    if (!result.valid) {
      return `${name} with a body that does not match its schema: ${JSON.stringify(result.errors)} — body ${response.body.slice(0, 500)}`;
    }
    return undefined;
  };
}

/** The socket's path and its frames' own document, and the OpenAPI document and its UI. */
const OUTSIDE_THE_DOCUMENT =
  /^\/api\/(realtime|realtime\.asyncapi\.json|docs|openapi\.json)(\/|\?|$)/;

/**
 * Whether the document describes this request (its path with its query): the API's, less the
 * sockets, the reference pages and the document itself. A CORS preflight (OPTIONS) is the
 * browser asking, answered by the CORS plugin for every route alike: not an operation.
 */
export function describedByTheDocument(method: string, url: string): boolean {
  return method !== 'OPTIONS' && url.startsWith('/api/') && !OUTSIDE_THE_DOCUMENT.test(url);
}

/**
 * What is wrong with a response by the rules every test that checks them shares: a HEAD is
 * checked as its GET, without a body; an unknown path refused (404, or a 4xx before the route
 * is looked for) is right, and not in any document.
 */
export function violation(check: ResponseCheck, response: ReceivedResponse): string | undefined {
  const head = response.method === 'HEAD';
  let problem: string | undefined;
  try {
    problem = check(head ? { ...response, method: 'GET', body: undefined } : response);
  } catch (error) {
    // A body declared JSON that does not parse.
    problem = `${response.method} ${response.url} answered ${response.status}: ${String(error)}`;
  }
  // A path no route serves is not in any document: 404 is right, and so is any refusal the
  // server makes before it looks for the route (a body it cannot read, too many requests).
  const unknownPath =
    problem?.endsWith('not in the OpenAPI document') &&
    response.status >= 400 &&
    response.status < 500;
  return unknownPath ? undefined : problem;
}

const violations: string[] = [];

/** What the API tests received that the document does not allow, since the last call. */
export function takeViolations(): string[] {
  return violations.splice(0);
}

/**
 * Checks every API response the app sends against the app's own OpenAPI document (the test
 * setup fails the test that received one that does not conform). A body compressed into a
 * stream is not read; its status and content type still are.
 */
export function checkResponsesAgainstDocument(app: FastifyInstance) {
  let check: Promise<ResponseCheck> | undefined;
  app.addHook('onSend', async (request, reply, payload) => {
    if (!describedByTheDocument(request.method, request.url)) return payload;
    check ??= openApiConformance(app.swagger());
    const problem = violation(await check, {
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      contentType: reply.getHeader('content-type') as string | undefined,
      route: request.routeOptions.url,
      body:
        typeof payload === 'string'
          ? payload
          : Buffer.isBuffer(payload)
            ? payload.toString('utf8')
            : payload === null || payload === undefined
              ? ''
              : undefined,
    });
    if (problem) violations.push(problem);
    return payload;
  });
}
