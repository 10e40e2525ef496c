import fc from 'fast-check';
import { z } from 'zod';
import { hostileKey, hostileNumber, hostileString, hostileValue, objectOf } from './hostile-values';

/** The part of JSON Schema that zod's `toJSONSchema` writes for the contract's schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
}

/**
 * Values that pass the schema often enough to reach the handler: real ids from the database,
 * and good values for fields whose rules JSON Schema cannot say (dates, e-mails, passwords).
 */
export interface FuzzHints {
  ids: readonly string[];
  /** Good (and a few nearly good) values by property name, e.g. `date` → days around today. */
  byName: Readonly<Record<string, readonly string[]>>;
}

/** A route schema (zod, or none) as JSON Schema of the input side; undefined when there is none. */
export function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/**
 * - `valid`: what the schema takes, as far as JSON Schema tells (refinements may still refuse);
 * - `bad`: valid but for one place, so that one check at a time is tried;
 * - `chaos`: every place may be wrong.
 */
type Mode = 'valid' | 'bad' | 'chaos';

/**
 * A value for the schema: a third valid (the handler runs), a third wrong in one place, the rest
 * wrong anywhere or not of the schema at all.
 */
export function schemaValue(
  schema: JsonSchema,
  hints: FuzzHints,
  name?: string,
): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: shaped(schema, hints, 'valid', name) },
    { weight: 3, arbitrary: shaped(schema, hints, 'bad', name) },
    { weight: 1, arbitrary: shaped(schema, hints, 'chaos', name) },
    { weight: 1, arbitrary: hostileValue },
  );
}

/** An object for the schema, as a query string or body is: see `schemaValue`. */
export function objectValue(schema: JsonSchema, hints: FuzzHints): fc.Arbitrary<object> {
  return fc.oneof(
    { weight: 3, arbitrary: objectOfMode(schema, hints, 'valid') },
    { weight: 3, arbitrary: objectOfMode(schema, hints, 'bad') },
    { weight: 1, arbitrary: objectOfMode(schema, hints, 'chaos') },
  );
}

function shaped(schema: JsonSchema, hints: FuzzHints, mode: Mode, name?: string) {
  if (mode === 'chaos') {
    return fc.oneof(
      { weight: 3, arbitrary: shapedOnce(schema, hints, 'chaos', name) },
      { weight: 1, arbitrary: hostileValue },
    );
  }
  return shapedOnce(schema, hints, mode, name);
}

function shapedOnce(
  schema: JsonSchema,
  hints: FuzzHints,
  mode: Mode,
  name?: string,
): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) {
    return fc.oneof(...alternatives.map((alternative) => shaped(alternative, hints, mode, name)));
  }
  if (schema.allOf?.[0]) return shaped(schema.allOf[0], hints, mode, name);
  if ('const' in schema) {
    return mode === 'valid'
      ? fc.constant(schema.const)
      : fc.oneof(fc.constant(schema.const), hostileValue);
  }
  if (schema.enum?.length) {
    const member = fc.constantFrom(...schema.enum);
    if (mode === 'valid') return member;
    const nearMiss = member.map((value) =>
      typeof value === 'string' ? `${value.toUpperCase()} ` : String(value),
    );
    return fc.oneof(nearMiss, hostileString);
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return objectOfMode(schema, hints, mode);
    case 'array':
      return arrayValue(schema, hints, mode, name);
    case 'string':
      return stringValue(schema, hints, mode, name);
    case 'integer':
    case 'number':
      return numberValue(schema, mode, type === 'integer');
    case 'boolean':
      return mode === 'valid' ? fc.boolean() : hostileValue;
    case 'null':
      return mode === 'valid' ? fc.constant(null) : hostileValue;
    default:
      return mode === 'valid' ? fc.constant(null) : hostileValue;
  }
}

const ABSENT = Symbol('absent');
type Entry = readonly [string, unknown];

function objectOfMode(schema: JsonSchema, hints: FuzzHints, mode: Mode): fc.Arbitrary<object> {
  const properties = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const entry = (key: string, property: JsonSchema, entryMode: Mode) => {
    const value = shaped(property, hints, entryMode, key);
    // Required properties are there unless this is the one place that is wrong.
    const present = required.has(key) && entryMode !== 'chaos';
    return (present ? value : fc.option(value, { freq: 2, nil: ABSENT })).map(
      (item) => [key, item] as const,
    );
  };
  const build = (entries: (readonly [string, unknown])[], extra: Entry[] = []) =>
    objectOf([...entries.filter(([, value]) => value !== ABSENT), ...extra]);

  if (mode !== 'bad') {
    const own = fc.tuple(...properties.map(([key, property]) => entry(key, property, mode)));
    if (mode === 'valid') return own.map((entries) => build(entries));
    const foreign = fc.array(fc.tuple(hostileKey, hostileValue), { maxLength: 3 });
    return fc.tuple(own, foreign).map(([entries, extra]) => build(entries, extra));
  }
  // One place wrong: a property's value, a required property left out, or a foreign key.
  const places = properties.length + 1;
  return fc.nat({ max: places }).chain((wrong) => {
    if (wrong === properties.length) {
      const own = fc.tuple(...properties.map(([key, property]) => entry(key, property, 'valid')));
      const foreign = fc.array(fc.tuple(hostileKey, hostileValue), { minLength: 1, maxLength: 2 });
      return fc.tuple(own, foreign).map(([entries, extra]) => build(entries, extra));
    }
    const own = fc.tuple(
      ...properties.map(([key, property], index) => {
        if (index !== wrong) return entry(key, property, 'valid');
        return fc
          .oneof(
            { weight: 4, arbitrary: shaped(property, hints, 'bad', key) },
            { weight: 1, arbitrary: fc.constant(ABSENT) },
          )
          .map((value) => [key, value] as const);
      }),
    );
    return own.map((entries) => build(entries));
  });
}

function arrayValue(schema: JsonSchema, hints: FuzzHints, mode: Mode, name?: string) {
  const min = schema.minItems ?? 0;
  const max = schema.maxItems ?? 6;
  const valid = (itemMode: Mode) =>
    fc.array(schema.items ? shaped(schema.items, hints, itemMode, name) : hostileValue, {
      minLength: min,
      maxLength: Math.max(min, Math.min(max, 6)),
    });
  if (mode === 'valid') return valid('valid');
  const validItem = schema.items ? shaped(schema.items, hints, 'valid', name) : hostileValue;
  return fc.oneof(
    valid(mode),
    // One short of the least, and one past the most, of items that would pass.
    fc.array(validItem, { minLength: Math.max(0, min - 1), maxLength: Math.max(0, min - 1) }),
    fc.array(validItem, { minLength: max + 1, maxLength: max + 1 }),
    hostileValue,
  );
}

function stringValue(schema: JsonSchema, hints: FuzzHints, mode: Mode, name?: string) {
  const named = name ? hints.byName[name] : undefined;
  const valid: fc.Arbitrary<string>[] = [];
  if (named?.length) valid.push(fc.constantFrom(...named));
  if (schema.format === 'uuid' || schema.format === 'guid') {
    if (hints.ids.length) valid.push(fc.constantFrom(...hints.ids));
    valid.push(fc.uuid());
  } else if (schema.pattern) {
    valid.push(fc.stringMatching(new RegExp(schema.pattern)));
  } else if (!named?.length) {
    const maxLength = Math.min(schema.maxLength ?? 40, 40);
    const minLength = Math.max(1, Math.min(schema.minLength ?? 0, maxLength));
    valid.push(fc.string({ unit: 'grapheme', minLength, maxLength }));
  }
  if (mode === 'valid') return fc.oneof(...valid);
  const wrong: fc.Arbitrary<string>[] = [hostileString];
  if (schema.maxLength !== undefined) {
    // Exactly at the limit, and one past it, in a letter that is two bytes in UTF-8.
    wrong.push(fc.constantFrom('я'.repeat(schema.maxLength), 'я'.repeat(schema.maxLength + 1)));
  }
  return mode === 'bad' ? fc.oneof(...wrong) : fc.oneof(...valid, ...wrong);
}

function numberValue(schema: JsonSchema, mode: Mode, integer: boolean) {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1_000;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 1_000;
  const int32 = min >= -(2 ** 31) && max <= 2 ** 31 - 1;
  const inRange =
    integer && int32
      ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
      : fc.double({ min, max, noNaN: true }).map((value) => (integer ? Math.round(value) : value));
  if (mode === 'valid') return inRange;
  const edges = fc.constantFrom(min, max, min - 1, max + 1, min + 0.5, max - 0.5);
  const wrong = fc.oneof(edges, hostileNumber, hostileString);
  return mode === 'bad' ? wrong : fc.oneof(inRange, wrong);
}
