import { beforeAll, describe, expect, it } from 'vitest';
import { openApiConformance } from './openapi-conformance';

/** A document of one operation: 200 with a court, 404 with an error. */
const DOCUMENT = {
  openapi: '3.1.0',
  info: { title: 'test', version: '1' },
  paths: {
    '/api/courts/{id}': {
      get: {
        operationId: 'getCourtsId',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: {
          200: {
            description: 'A court',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: { name: { type: 'string' }, rating: { type: ['number', 'null'] } },
                  required: ['name', 'rating'],
                  additionalProperties: false,
                },
              },
            },
          },
          204: { description: 'Nothing' },
        },
      },
    },
  },
};

const response = (status: number, body: string, contentType = 'application/json') => ({
  method: 'GET',
  url: '/api/courts/abc?x=1',
  status,
  contentType,
  body,
});

let check: Awaited<ReturnType<typeof openApiConformance>>;
beforeAll(async () => {
  check = await openApiConformance(DOCUMENT);
});

describe('openApiConformance', () => {
  it('lets through a response as declared, with a JSON Schema 2020-12 type list', () => {
    expect(check(response(200, '{"name":"Arena","rating":null}'))).toBeUndefined();
    expect(check(response(204, '', ''))).toBeUndefined();
  });

  it('names the route of a status the document does not declare', () => {
    expect(check(response(409, '{}'))).toMatch(
      /^GET \/api\/courts\/abc \(getCourtsId\) answered 409, a status the document does not declare/,
    );
  });

  it('refuses a body off its schema, and says why', () => {
    expect(check(response(200, '{"name":"Arena","rating":"high"}'))).toMatch(
      /does not match its schema.*rating/,
    );
    expect(check(response(200, '{"name":"Arena","rating":4,"secret":1}'))).toMatch(
      /does not match its schema/,
    );
  });

  it('refuses another content type, and a body where none is declared', () => {
    expect(check(response(200, '<p>', 'text/html'))).toMatch(/as text\/html/);
    expect(check(response(204, '{}'))).toMatch(/with a body, where the document declares none/);
  });

  it('names a path the document does not hold', () => {
    expect(check({ ...response(200, '{}'), url: '/api/leagues' })).toBe(
      'GET /api/leagues: not in the OpenAPI document',
    );
  });
});
