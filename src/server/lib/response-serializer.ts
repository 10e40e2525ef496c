import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * A response body PostgreSQL already wrote as JSON (decision 029): sent as it is, without
 * parsing the rows into objects, checking them and writing them again. Routes return it through
 * `writtenJson`, typed as what the route's schema describes.
 */
export class WrittenJson {
  constructor(readonly text: string) {}
}

/** `text`, the JSON of a `T`, as a route's result. */
export function writtenJson<T>(text: string): T {
  return new WrittenJson(text) as T;
}

/**
 * fastify-type-provider-zod's response check, with `safeParse` instead of `safeEncode`: for the
 * contract's response schemas, which have no codecs, the same check and the same output
 * (unknown keys dropped), through the object parsers zod compiles, which encoding does not use:
 * a page of 24 players checked in 21 µs instead of 72 (bench/RESULTS.md).
 *
 * A `WrittenJson` body is sent as written; with `checkWrittenJson` (everywhere but production)
 * it must first parse to exactly what the schema lets through: nothing more, nothing else.
 */
export function responseSerializer({
  checkWrittenJson,
}: {
  checkWrittenJson: boolean;
}): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url, httpStatus }) =>
    (data) => {
      if (data instanceof WrittenJson) {
        if (checkWrittenJson) {
          const written: unknown = JSON.parse(data.text);
          const result = schema.safeParse(written);
          if (!result.success) {
            throw new ResponseSerializationError(method, url, { cause: result.error });
          }
          if (!isDeepStrictEqual(result.data, written)) {
            throw new Error(`${method} ${url}: the written JSON holds more than its schema`);
          }
        }
        return data.text;
      }
      const result = schema.safeParse(data);
      if (!result.success)
        throw new ResponseSerializationError(method, url, { cause: result.error });
      // A 204 has no body: the `null` its schema takes is not written as the text `null`
      // (Fastify would drop it unsent, but onSend hooks would see a body that is not there).
      if (httpStatus === '204') return '';
      return JSON.stringify(result.data);
    };
}
