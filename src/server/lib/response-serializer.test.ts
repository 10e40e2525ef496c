import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializer } from './response-serializer';

const serialize = responseSerializer({
  schema: z.object({ id: z.number().int(), name: z.string().nullable() }),
  method: 'GET',
  url: '/api/things',
  httpStatus: '200',
});

describe('responseSerializer', () => {
  it('writes what the schema lets through, and nothing it does not name', () => {
    expect(serialize({ id: 1, name: null, passwordHash: 'secret' })).toBe('{"id":1,"name":null}');
  });

  it('refuses a response that does not fit its schema', () => {
    let thrown: unknown;
    try {
      serialize({ id: 1.5, name: 'Мария' });
    } catch (error) {
      thrown = error;
    }
    expect(isResponseSerializationError(thrown)).toBe(true);
  });
});
