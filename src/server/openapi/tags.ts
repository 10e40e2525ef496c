/**
 * The document's tags, one per domain, in the order the reference shows them; a route's tag is
 * found from its path below.
 */
export const TAGS = [
  { name: 'health', description: 'Whether the server and its database are up' },
  { name: 'auth', description: 'Signing up and in: access tokens (15 minutes) and refresh tokens' },
  {
    name: 'account',
    description: "The signed-in player's profile, account, settings and weekly schedule",
  },
  {
    name: 'courts',
    description:
      'Courts, their free times, the courts an owner runs and their closures, and the map they are on',
  },
  { name: 'reviews', description: "Players' reviews of courts and the owners' answers" },
  { name: 'bookings', description: 'Booking requests and their answers' },
  {
    name: 'players',
    description: 'Players, their reliability, the ones suggested to you and partners for the week',
  },
  { name: 'partner-requests', description: 'The partner board: searches for someone to play with' },
  {
    name: 'open-matches',
    description: 'Games at a set time and place, with spots that others join',
  },
  { name: 'conversations', description: 'Chats between two players' },
  {
    name: 'matches',
    description: 'Match results, confirmed by the opponent (they move the ratings)',
  },
  { name: 'notifications', description: 'Notifications, e-mail and push settings' },
  { name: 'moderation', description: 'Blocks, reports, no-show marks and court claims' },
  { name: 'admin', description: 'What administrators decide: claims, reports, suspensions' },
] as const;

export type Tag = (typeof TAGS)[number]['name'];

/** Each path's tag: the first pattern that matches it. */
const TAG_BY_PATH: ReadonlyArray<readonly [RegExp, Tag]> = [
  [/^\/api\/(health|ready)$/, 'health'],
  [/^\/api\/auth\//, 'auth'],
  [/^\/api\/me\/proposals\b/, 'players'],
  [/^\/api\/(profile|account|settings|me)\b/, 'account'],
  [/^\/api\/(courts\/:id\/reviews|bookings\/:id\/review|reviews)\b/, 'reviews'],
  [
    /^\/api\/(courts\/:id\/claims|my\/claims|bookings\/:id\/no-show|reports|blocks)\b/,
    'moderation',
  ],
  [/^\/api\/admin\//, 'admin'],
  [/^\/api\/(my\/)?courts\b/, 'courts'],
  [/^\/photos\//, 'courts'],
  [/^\/api\/map-tiles$/, 'courts'],
  [/^\/api\/(my\/)?(court-)?bookings\b/, 'bookings'],
  [/^\/api\/booking-series\b/, 'bookings'],
  [/^\/api\/players\/:id\/play-request$/, 'partner-requests'],
  [/^\/api\/players\b/, 'players'],
  [/^\/api\/partner-requests\b/, 'partner-requests'],
  [/^\/api\/open-matches\b/, 'open-matches'],
  [/^\/api\/conversations\b/, 'conversations'],
  [/^\/api\/(my\/)?matches\b/, 'matches'],
  [/^\/api\/(notifications|push)\b/, 'notifications'],
];

export function tagOf(url: string): Tag {
  const found = TAG_BY_PATH.find(([pattern]) => pattern.test(url));
  if (!found) throw new Error(`${url}: no tag for this path in openapi/tags.ts`);
  return found[1];
}
