import fc from 'fast-check';
import type { ListedRoute } from '#server/plugins/route-list';
import {
  deeplyNestedJson,
  hostileKey,
  hostileString,
  hostileValue,
  malformedJson,
  nastyString,
} from './hostile-values';
import { type FuzzHints, jsonSchemaOf, objectValue, schemaValue } from './schema-arbitrary';

/** Who sends a request: nobody, one of the test's signed-in accounts, or a forged credential. */
export type Caller =
  | { kind: 'visitor' }
  | { kind: 'actor'; name: string }
  | { kind: 'garbage'; authorization: string };

export interface FuzzRequest {
  method: string;
  url: string;
  caller: Caller;
  headers: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress: string;
}

export interface RequestHints extends FuzzHints {
  /** Ids by table, so `/api/bookings/:id` is mostly a booking's id. */
  idsByTable: Readonly<Record<string, readonly string[]>>;
  /** The names of the signed-in accounts the runner holds sessions for. */
  actors: readonly string[];
  /** Authorization headers that look right and are not: forged and foreign tokens. */
  forgedAuthorizations: readonly string[];
  /** Query keys to try on routes that declare no query schema. */
  queryKeys: readonly string[];
}

/** Percent-encodes like a browser: a lone surrogate goes as the UTF-8 of U+FFFD. */
function percentEncode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text, 'utf8')]
      .map((byte) => `%${byte.toString(16).padStart(2, '0').toUpperCase()}`)
      .join('');
  }
}

/** Path and query pieces no encoder writes, but anyone can type. */
const RAW_URL_PIECES = fc.constantFrom(
  '%',
  '%zz',
  '%E0%A4%A',
  '%ED%A0%80',
  '%C0%80',
  '%FF',
  '%00',
  '%2e%2e',
  '..',
  '.',
  '%2F',
  ';',
  '%u0000',
);

/** The ids of the table a path segment names (`partner-requests` → partner_requests). */
function idsNamedBy(segment: string | undefined, hints: RequestHints): readonly string[] {
  const name = (segment ?? '').replaceAll('-', '_');
  const table = Object.keys(hints.idsByTable).find(
    (candidate) => candidate === name || candidate.endsWith(`_${name}`),
  );
  return (table && hints.idsByTable[table]) || hints.idsByTable[TABLE_ALIASES[name] ?? ''] || [];
}

/** Path words that are not their table's name. */
const TABLE_ALIASES: Record<string, string> = { players: 'profiles' };

function paramValue(
  hints: RequestHints,
  param: string,
  before: string | undefined,
): fc.Arbitrary<string> {
  // `/api/blocks/:userId` by the parameter's name, `/api/bookings/:id` by the word before it.
  const byName = hints.byName[param];
  const named = byName?.length ? byName : idsNamedBy(before, hints);
  const value = fc.oneof(
    { weight: 4, arbitrary: named.length ? fc.constantFrom(...named) : fc.uuid() },
    { weight: 2, arbitrary: hints.ids.length ? fc.constantFrom(...hints.ids) : fc.uuid() },
    { weight: 1, arbitrary: fc.uuid().map((id) => id.toUpperCase()) },
    { weight: 3, arbitrary: hostileString },
  );
  return fc.oneof(
    { weight: 8, arbitrary: value.map(percentEncode) },
    { weight: 1, arbitrary: RAW_URL_PIECES },
  );
}

function pathArbitrary(url: string, hints: RequestHints): fc.Arbitrary<string> {
  const parts = url.split('/');
  const segments = parts.map((segment, index) =>
    segment.startsWith(':') || segment === '*'
      ? paramValue(hints, segment.slice(1), parts[index - 1])
      : fc.constant(segment),
  );
  return fc.tuple(...segments).map((parts) => parts.join('/'));
}

function queryPairs(value: unknown): [string, string][] {
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]): [string, string][] => {
    if (Array.isArray(item)) return item.map((entry) => [key, stringify(entry)]);
    return [[key, stringify(item)]];
  });
}

function stringify(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function queryArbitrary(route: ListedRoute, hints: RequestHints): fc.Arbitrary<string> {
  const schema = jsonSchemaOf(route.schema?.querystring);
  const declared = schema
    ? objectValue(schema, hints)
    : fc
        .array(
          fc.constantFrom(...hints.queryKeys).chain((key) => {
            const named = hints.byName[key];
            const value = named?.length
              ? fc.oneof(fc.constantFrom(...named), hostileString)
              : hostileString;
            return fc.tuple(fc.constant(key), value);
          }),
          { maxLength: 3 },
        )
        .map((pairs) => Object.fromEntries(pairs));
  const extra = fc.array(fc.tuple(hostileKey, hostileString), { maxLength: 2 });
  const encoded = fc.tuple(declared, extra).map(([object, more]) => {
    const pairs = [...queryPairs(object), ...more];
    return pairs.map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`).join('&');
  });
  const raw = fc.oneof(
    fc.constantFrom(
      '',
      '&&&',
      '=',
      'a',
      'a=1&a=2&a=3',
      '__proto__[isAdmin]=1',
      'constructor[prototype][isAdmin]=1',
      `${'a=1&'.repeat(2_000)}b=2`,
    ),
    RAW_URL_PIECES.map((piece) => `q=${piece}&cursor=${piece}`),
  );
  return fc
    .oneof({ weight: 6, arbitrary: encoded }, { weight: 1, arbitrary: raw })
    .map((query) => (query ? `?${query}` : ''));
}

interface Body {
  payload?: string | Buffer;
  /** The content type that goes with it, unless the headers override it. */
  type?: string;
}

const JSON_TYPE = 'application/json';

/** The signatures of JPEG, PNG, WebP and HEIC files, and none. */
const IMAGE_HEADS = [
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1'),
  Buffer.from('\0\0\0\x18ftypheic', 'latin1'),
  Buffer.alloc(0),
];

function bodyArbitrary(route: ListedRoute, hints: RequestHints): fc.Arbitrary<Body> {
  const schema = jsonSchemaOf(route.schema?.body);
  const value = schema ? schemaValue(schema, hints) : hostileValue;
  const json = (arbitrary: fc.Arbitrary<string>) =>
    arbitrary.map((payload): Body => ({ payload, type: JSON_TYPE }));
  const withBody = fc.oneof(
    { weight: 12, arbitrary: json(value.map((v) => JSON.stringify(v) ?? 'null')) },
    { weight: 2, arbitrary: json(malformedJson) },
    { weight: 1, arbitrary: json(deeplyNestedJson) },
    // A valid-looking body behind a key that pollutes prototypes where objects are merged.
    {
      weight: 1,
      arbitrary: json(
        value.map((v) => {
          const text = JSON.stringify(v) ?? '{}';
          return text.startsWith('{') && text !== '{}'
            ? `{"__proto__":{"isAdmin":true,"ownerId":"x"},${text.slice(1)}`
            : text;
        }),
      ),
    },
    // Files as the photo upload takes them: an image's first bytes over random ones, or none.
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(...IMAGE_HEADS),
          fc.uint8Array({ maxLength: 2048 }),
          fc.constantFrom('image/jpeg', 'image/png', 'image/heic', 'application/octet-stream'),
        )
        .map(([head, rest, type]): Body => ({ payload: Buffer.concat([head, rest]), type })),
    },
    // Past the 64 KB limit: 413 before anything is parsed.
    {
      weight: 1,
      arbitrary: json(fc.constantFrom(65_536, 70_000).map((n) => `{"a":"${'x'.repeat(n)}"}`)),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(nastyString, fc.constantFrom('text/plain', 'application/x-www-form-urlencoded'))
        .map(([payload, type]): Body => ({ payload: `a=${payload}`, type })),
    },
    { weight: 1, arbitrary: fc.constant<Body>({}) },
  );
  const hasBody = !['GET', 'HEAD'].includes(route.method);
  return hasBody
    ? withBody
    : fc.oneof({ weight: 8, arbitrary: fc.constant<Body>({}) }, { weight: 1, arbitrary: withBody });
}

/** Only what an HTTP parser lets through: tab, printable ASCII and Latin-1 bytes. */
function headerSafe(text: string): string {
  return text.replace(/[^\t\x20-\x7e\x80-\xff]/g, '');
}

const garbageHeader = fc.oneof(nastyString, fc.string({ maxLength: 40 })).map(headerSafe);

/** Headers a server reads but that do not stop a request: language, cookies, caches… */
const everydayHeaders = fc.record(
  {
    'accept-language': fc.oneof(
      fc.constantFrom(
        'bg',
        'en',
        'bg-BG,bg;q=0.9,en;q=0.8',
        '*',
        'xx',
        ';q=',
        'en;q=NaN',
        ','.repeat(200),
        `${'en-US,'.repeat(500)}bg`,
      ),
      garbageHeader,
    ),
    accept: fc.oneof(
      fc.constantFrom('application/json', 'text/html', '*/*', 'text/calendar', ''),
      garbageHeader,
    ),
    'accept-encoding': fc.constantFrom('br', 'gzip', 'identity', 'gzip;q=0, br;q=0', '*', 'x'),
    cookie: fc.oneof(
      fc.constantFrom(
        'session=1',
        'a=b; a=c',
        '__proto__=1',
        `x=${'y'.repeat(8_000)}`,
        ';;;',
        'refresh_token=abc',
      ),
      garbageHeader,
    ),
    'x-forwarded-for': fc.oneof(
      fc.constantFrom('127.0.0.1', '::1', '1.1.1.1, 2.2.2.2', 'unknown'),
      garbageHeader,
    ),
    origin: fc.constantFrom('https://evil.example', 'null', 'http://tennis.test', ''),
    'if-none-match': fc.constantFrom('*', '"x"', 'W/"1"'),
    range: fc.constantFrom('bytes=0-1', 'bytes=-1', 'bytes=9999999999-', 'lines=1'),
  },
  { requiredKeys: [] },
);

/** Headers that change how the body is read; most requests keep the body's own type. */
const bodyHeaders = fc.record(
  {
    'content-type': fc.oneof(
      fc.constantFrom(
        JSON_TYPE,
        'application/json; charset=utf-8',
        'APPLICATION/JSON',
        'application/json; charset=latin1',
        'application/json; charset=utf-16',
        'application/json, text/plain',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/octet-stream',
        'application/merge-patch+json',
        '',
        ';',
      ),
      garbageHeader,
    ),
    'content-encoding': fc.constantFrom('gzip', 'br', 'deflate', 'identity', 'x', 'gzip, gzip'),
  },
  { requiredKeys: [] },
);

const headersArbitrary: fc.Arbitrary<Record<string, string>> = fc
  .tuple(
    fc.oneof({ weight: 1, arbitrary: fc.constant({}) }, { weight: 2, arbitrary: everydayHeaders }),
    fc.oneof({ weight: 6, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: bodyHeaders }),
  )
  .map(([everyday, body]) => ({ ...everyday, ...body }) as Record<string, string>);

function callerArbitrary(hints: RequestHints): fc.Arbitrary<Caller> {
  const garbage = fc
    .oneof(
      fc.constantFrom(...hints.forgedAuthorizations),
      fc.constantFrom('Bearer', 'Bearer ', 'Bearer null', 'Basic YWRtaW46YWRtaW4=', 'bearer  x y'),
      hostileString.map((text) => headerSafe(`Bearer ${text}`)),
      hostileString.map(headerSafe),
    )
    .map((authorization): Caller => ({ kind: 'garbage', authorization }));
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant<Caller>({ kind: 'visitor' }) },
    {
      weight: 5,
      arbitrary: fc.constantFrom(...hints.actors).map((name): Caller => ({ kind: 'actor', name })),
    },
    { weight: 1, arbitrary: garbage },
  );
}

/** Every part of a request to `route` at once: path, query, body, headers, caller and address. */
export function requestArbitrary(
  route: ListedRoute,
  hints: RequestHints,
): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      path: pathArbitrary(route.url, hints),
      query: queryArbitrary(route, hints),
      body: bodyArbitrary(route, hints),
      headers: headersArbitrary,
      caller: callerArbitrary(hints),
      remoteAddress: fc.oneof(fc.ipV4(), fc.ipV6()),
    })
    .map(({ path, query, body, headers, caller, remoteAddress }) => ({
      method: route.method,
      url: `${path}${query}`,
      caller,
      headers:
        body.type && !('content-type' in headers)
          ? { ...headers, 'content-type': body.type }
          : headers,
      ...(body.payload === undefined ? {} : { payload: body.payload }),
      remoteAddress,
    }));
}
