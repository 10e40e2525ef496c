import fc from 'fast-check';

/** Text that broke, or could break, something somewhere: parsers, SQL, mails, logs, pages. */
export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '\\u0000',
  '\r\n',
  '\n',
  '\t',
  '\u001b[31m',
  '\u007f',
  '\u0085',
  '\u2028',
  '\u202e',
  '\ufeff',
  '\u200b',
  '\ud800',
  '\udfff',
  '🎾',
  'e\u0301',
  "' or 1=1 --",
  '"; drop table users; --',
  '\\',
  '$1',
  '%s%s%n',
  '{{7*7}}',
  // A template placeholder, in two parts so no linter takes it for a mistake.
  '$' + '{7*7}',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../etc/passwd',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x1F',
  '9'.repeat(40),
  '__proto__',
  'constructor',
  'prototype',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '10000000-0000-0000-0000-00000000000g',
  '{10000000-0000-0000-0000-000000000001}',
  '2026-02-30',
  '0000-00-00',
  '9999-12-31',
  '-271821-04-19',
  '2026-05-04T25:61:00Z',
  '24:00',
  '23:60',
  'http://127.0.0.1/',
  'https://[::1]:22/',
  'file:///etc/passwd',
  'data:text/html,x',
  'a@b',
  '@',
  `${'a'.repeat(250)}@example.com`,
];

export const POISON_KEYS: readonly string[] = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'then',
];

export const nastyString = fc.constantFrom(...NASTY_STRINGS);

/** Lengths around the limits the contract uses, in characters that count differently. */
export const longString = fc
  .tuple(
    fc.constantFrom(100, 101, 121, 255, 501, 1025, 2001, 4097, 10_000),
    fc.constantFrom('x', 'я', '🎾', '\u0001', '\\"', 'e\u0301', ' '),
  )
  .map(([length, unit]) => unit.repeat(length));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: longString },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    0.5,
    2 ** 31 - 1,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53,
    -(2 ** 53),
    1e21,
    1e300,
    -1e300,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    8.64e15 + 1,
    253_402_300_800_000,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...POISON_KEYS),
  fc.string({ maxLength: 8 }),
  nastyString,
);

/** An object with these own properties, `__proto__` included as a plain key (as JSON has it). */
export function objectOf(entries: readonly (readonly [string, unknown])[]): object {
  const object = {};
  for (const [key, value] of entries) {
    Object.defineProperty(object, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return object;
}

/** Any JSON value, with hostile leaves and poisoned keys. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{
  value: unknown;
  array: unknown[];
  object: object;
}>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    tie('array'),
    tie('object'),
  ),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.array(fc.tuple(hostileKey, tie('value')), { maxLength: 4 }).map(objectOf),
})).value;

/** JSON text nested deeper than any parser or schema walker should have to go. */
export const deeplyNestedJson = fc
  .tuple(fc.constantFrom(64, 1_000, 20_000), fc.constantFrom('[', '{"a":'))
  .map(([depth, open]) => `${open.repeat(depth)}1${(open === '[' ? ']' : '}').repeat(depth)}`);

/** Bodies that are not JSON, or JSON that hides something. */
export const malformedJson = fc.constantFrom(
  '{',
  '{"a":',
  '[1,2',
  '{"a":1}}',
  'nul',
  '\u0000',
  "{'a':1}",
  '{"a":1,}',
  '{"a":NaN}',
  '{"a":1e999}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '"text"',
  '1',
  'true',
  'null',
  '[]',
  '{}',
  '{"a":1,"a":2}',
  '\ufeff{}',
  ' ',
);
