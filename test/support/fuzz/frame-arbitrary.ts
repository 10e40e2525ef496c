import fc from 'fast-check';
import { clientFrameSchema, REALTIME_LIMITS } from '#contract/realtime';
import { deeplyNestedJson, hostileString, hostileValue, malformedJson } from './hostile-values';
import { type FuzzHints, jsonSchemaOf, schemaValue } from './schema-arbitrary';

/** One frame a client may send: JSON text (mostly shaped like the contract's frames), or not. */
export type FuzzFrame = { text: string } | { binary: Uint8Array };

/** How a fuzzed socket starts: no auth frame, an account's token, or a token that is not one. */
export type SocketOpening =
  | { kind: 'none' }
  | { kind: 'actor'; name: string }
  | { kind: 'garbage'; token: string };

export interface FrameHints extends FuzzHints {
  actors: readonly string[];
}

/** The contract's client frames (read from its schema, so new frame types are fuzzed too). */
export function frameArbitrary(hints: FrameHints): fc.Arbitrary<FuzzFrame> {
  const schema = jsonSchemaOf(clientFrameSchema);
  if (!schema) throw new Error('the client frame schema is not a zod schema');
  const shapedText = schemaValue(schema, hints).map((value) => JSON.stringify(value) ?? 'null');
  const text = fc.oneof(
    { weight: 10, arbitrary: shapedText },
    { weight: 2, arbitrary: malformedJson },
    { weight: 1, arbitrary: deeplyNestedJson },
    { weight: 1, arbitrary: hostileString },
    { weight: 1, arbitrary: hostileValue.map((value) => JSON.stringify(value) ?? '') },
    // Past the frame limit: the socket that sends it is closed (1009), no one else's.
    {
      weight: 1,
      arbitrary: fc.constant(`{"type":"ping","x":"${'x'.repeat(REALTIME_LIMITS.maxFrameBytes)}"}`),
    },
  );
  return fc.oneof(
    { weight: 12, arbitrary: text.map((value): FuzzFrame => ({ text: value })) },
    {
      weight: 1,
      arbitrary: fc.uint8Array({ maxLength: 64 }).map((binary): FuzzFrame => ({ binary })),
    },
  );
}

export function openingArbitrary(hints: FrameHints): fc.Arbitrary<SocketOpening> {
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant<SocketOpening>({ kind: 'none' }) },
    {
      weight: 3,
      arbitrary: fc
        .constantFrom(...hints.actors)
        .map((name): SocketOpening => ({ kind: 'actor', name })),
    },
    {
      weight: 1,
      arbitrary: hostileString.map((token): SocketOpening => ({ kind: 'garbage', token })),
    },
  );
}
