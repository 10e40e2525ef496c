import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializer, writtenJson } from './response-serializer';

const route = {
  schema: z.object({ id: z.number().int(), name: z.string().nullable() }),
  method: 'GET',
  url: '/api/things',
  httpStatus: '200',
};
const serialize = responseSerializer({ checkWrittenJson: true })(route);
const serializeUnchecked = responseSerializer({ checkWrittenJson: false })(route);

function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('responseSerializer', () => {
  it('writes what the schema lets through, and nothing it does not name', () => {
    expect(serialize({ id: 1, name: null, passwordHash: 'secret' })).toBe('{"id":1,"name":null}');
  });

  it('refuses a response that does not fit its schema', () => {
    expect(
      isResponseSerializationError(thrownBy(() => serialize({ id: 1.5, name: 'Мария' }))),
    ).toBe(true);
  });

  it('sends JSON the database wrote as it was written', () => {
    const text = '{"name":"Мария","id":7}';
    expect(serialize(writtenJson(text))).toBe(text);
    expect(serializeUnchecked(writtenJson(text))).toBe(text);
  });

  it('refuses written JSON that does not fit the schema or holds more than it names', () => {
    const wrongType = thrownBy(() => serialize(writtenJson('{"id":"7","name":null}')));
    expect(isResponseSerializationError(wrongType)).toBe(true);
    const more = thrownBy(() => serialize(writtenJson('{"id":7,"name":null,"email":"a@b.bg"}')));
    expect(more).toBeInstanceOf(Error);
    expect(String(more)).toMatch(/holds more than its schema/);
  });

  it('leaves written JSON unchecked where it is told to (production)', () => {
    const more = '{"id":7,"name":null,"email":"a@b.bg"}';
    expect(serializeUnchecked(writtenJson(more))).toBe(more);
  });
});
