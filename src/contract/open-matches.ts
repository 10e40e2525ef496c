import { z } from 'zod';
import {
  durationHoursSchema,
  endsByMidnight,
  noteSchema,
  noteTextSchema,
  startProblem,
} from './bookings';
import { timeOfDay } from './courts';
import { cursorSchema, epochMsKey } from './cursor';
import { districtSchema, skillLevelSchema } from './enums';
import { currencySchema } from './money';
import {
  DAY_CHOICES,
  OPEN_MATCH_FORMATS,
  OPEN_MATCH_MAX_DAYS_AHEAD,
  SPOTS_OF,
  TIMES_OF_DAY,
} from './open-match-values';
import { searchPageOf } from './query-params';
import { RATING_FILTER_MAX, RATING_FILTER_MIN } from './rating-values';
import { isCalendarDate, minutesOf } from './sofia-time';

export * from './open-match-values';

export const openMatchFormatSchema = z.enum(OPEN_MATCH_FORMATS);

/**
 * Open matches: a game at a set day, time and place, with spots that others join.
 *
 * | call                                              | who        | body / query        | success              |
 * |---------------------------------------------------|------------|---------------------|----------------------|
 * | GET  /api/open-matches                            | anyone     | OpenMatchesQuery    | 200 OpenMatchesPage  |
 * | GET  /api/open-matches?mine=true                  | signed in  | –                   | 200 OpenMatchesPage  |
 * | POST /api/open-matches                            | signed in  | OpenMatchBody       | 201 OpenMatch        |
 * | GET  /api/open-matches/:id                        | anyone     | –                   | 200 OpenMatch        |
 * | POST /api/open-matches/:id/join                   | signed in  | –                   | 200 / 202 OpenMatch  |
 * | POST /api/open-matches/:id/leave                  | player     | –                   | 200 OpenMatch        |
 * | PATCH /api/open-matches/:id                       | organiser  | OpenMatchEdit       | 200 OpenMatch        |
 * | POST /api/open-matches/:id/cancel                 | organiser  | –                   | 200 OpenMatch        |
 * | POST /api/open-matches/:id/asks/:playerId/accept  | organiser  | –                   | 200 OpenMatch        |
 * | POST /api/open-matches/:id/asks/:playerId/decline | organiser  | –                   | 200 OpenMatch        |
 * | POST /api/open-matches/:id/players/:playerId/remove | organiser | –                  | 200 OpenMatch        |
 *
 * - A game is singles (2 spots) or doubles (4); the organiser holds the first. Its date is today
 *   to OPEN_MATCH_MAX_DAYS_AHEAD (30) days ahead, its start on a half hour in Sofia's time and
 *   still to come, 1–3 hours long, ending by midnight: else 400 `validation` with the field
 *   (`date`: `in_past` | `game_too_far_ahead`; `startTime`: `in_past` | `start_half_hour`;
 *   `courtId`: `court_not_found` | `court_not_bookable` | `own_court`; `startTime`:
 *   `outside_opening_hours` at the named court).
 * - Who is welcome: `levels` (declared levels), or `ratingMin`–`ratingMax` (rating points);
 *   neither: the organiser's level and the ones next to it. A player fits when their level is
 *   among the levels, or their rating points are inside the range.
 * - With `courtId` the game also sends a booking request for that court and time (the rules and
 *   refusals of POST /api/bookings); `court.status` then follows its answer.
 * - Joining: a player who fits takes a spot at once (200); one who does not fit asks (202), and
 *   the organiser accepts or declines. The last spot is taken once: the others get 409
 *   `match_full`. Refused: one's own game again (409 `already_in_match`), a game overlapping
 *   another one is in (409 `match_overlap`), a block either way with anyone in it (403
 *   `blocked`), a cancelled or started game (409 `match_closed`).
 * - Editing (the organiser, before the start): the posting rules hold for the new values; a game
 *   with a court keeps its slot and district (400 `game_has_court`); a new time that overlaps
 *   another game of any of its players is refused (409 `match_overlap`); players already in keep
 *   their spot whatever the new welcome. A new date, time, length, district or note is told to
 *   every player but the organiser (`open_match_changed`), and the reminder follows the start.
 * - Invitations: `inviteIds` at posting names up to the spots left (1 for singles, 3 for
 *   doubles), each once (400 `validation`, `inviteIds`: `too_many_invites` | `duplicate`); not
 *   oneself, nor a player who is not listed (hidden, suspended or gone: `player_not_found`); a
 *   block either way with one refuses the game (403 `blocked`). Each invitee holds a spot
 *   (`spotsLeft` counts it as taken, so a game whose last spot waits for its invitee is not on
 *   the board, and shows `full`) and hears `open_match_invited`. They accept with `join`
 *   (whatever the welcome; still refused for a block or an overlapping game, checked then) or
 *   decline with `leave` (the spot is free again, and the organiser hears
 *   `open_match_invite_declined`); the organiser withdraws one with `remove` (not told:
 *   accepting then answers 409 `removed_from_match`). A change or cancellation of the game is
 *   told to them as to its players. `me.role` is `invited` meanwhile, and `invited` lists them
 *   for the organiser (for an invitee, just themself).
 * - Leaving less than OPEN_MATCH_LATE_LEAVE_HOURS (6) before the start is a late cancellation.
 *   The organiser does not leave; they cancel (409 `organizer_cannot_leave`).
 * - The board: games with a spot left and a start to come, by start time, 24 a page; `date`
 *   (a day, or `today`, `tomorrow`, `weekend`), `time` (`morning` before 12:00, `afternoon`
 *   before 17:00, `evening`), `district`, `format` and `fits=me` (signed in) narrow it. A game's
 *   own page shows it whatever its state. `mine=true` lists the games one organises or plays,
 *   upcoming first, then the last ones played.
 * - Live: every change sends `{ type: 'open_matches' }` to every signed-in socket.
 * - Once a game has started, its players record its result with POST /api/matches and
 *   `openMatchId` (matches.ts): singles against the other player, doubles as two teams.
 */

const ratingPoints = z
  .number()
  .int('whole_number')
  .min(RATING_FILTER_MIN, 'too_small')
  .max(RATING_FILTER_MAX, 'too_big');

/** A game's fields as posted; the schemas below add the rules between them. */
const openMatchFields = z.object({
  format: openMatchFormatSchema,
  /** `YYYY-MM-DD` in Sofia. */
  date: z.string().refine(isCalendarDate, 'date_format'),
  /** `HH:MM` in Sofia, on a half hour. */
  startTime: timeOfDay.refine((time) => minutesOf(time) % 30 === 0, 'start_half_hour'),
  durationHours: durationHoursSchema,
  district: districtSchema,
  levels: z
    .array(skillLevelSchema)
    .min(1, 'required')
    .max(4, 'too_big')
    .refine((levels) => new Set(levels).size === levels.length, 'duplicate')
    .optional(),
  ratingMin: ratingPoints.optional(),
  ratingMax: ratingPoints.optional(),
  courtId: z.guid().optional(),
  note: noteSchema,
  /** Show each player their share of the court's price for the slot. */
  sharePrice: z.boolean().default(false),
  /** Players invited at posting: each holds a spot until they accept or decline. */
  inviteIds: z
    .array(z.guid())
    .refine((ids) => new Set(ids).size === ids.length, 'duplicate')
    .optional(),
});

/** The organiser holds one spot: the invitations may fill the rest, no more. */
const invitesFit: [
  (b: { format: z.infer<typeof openMatchFormatSchema>; inviteIds?: string[] }) => boolean,
  { message: string; path: string[] },
] = [
  (b) => (b.inviteIds?.length ?? 0) <= SPOTS_OF[b.format] - 1,
  { message: 'too_many_invites', path: ['inviteIds'] },
];

type Welcome = { levels?: unknown; ratingMin?: number; ratingMax?: number };

/** Who is welcome, posted or changed: levels, or a rating range with both ends in order. */
function welcomeRules<T extends z.ZodType<Welcome>>(schema: T) {
  return schema
    .refine((b) => (b.ratingMin === undefined) === (b.ratingMax === undefined), {
      message: 'required',
      path: ['ratingMax'],
    })
    .refine(
      (b) => b.ratingMin === undefined || b.ratingMax === undefined || b.ratingMin <= b.ratingMax,
      { message: 'below_minimum', path: ['ratingMax'] },
    )
    .refine((b) => !(b.levels && b.ratingMin !== undefined), {
      message: 'levels_or_rating',
      path: ['levels'],
    });
}

export const openMatchBodySchema = welcomeRules(
  openMatchFields.refine(...endsByMidnight).refine(...invitesFit),
);
export type OpenMatchBody = z.input<typeof openMatchBodySchema>;
export type OpenMatchFields = z.output<typeof openMatchBodySchema>;

/**
 * The organiser's change to a game: any of these, at least one. Its format and court stay (the
 * court's booking is for the slot, so a game with one keeps its date, start, length and district:
 * 400 `game_has_court` on the field). `note: null` clears the note. Ending by midnight is checked
 * against the game's own start or length when only one of them changes.
 */
export const openMatchEditSchema = welcomeRules(
  openMatchFields
    .pick({
      date: true,
      startTime: true,
      durationHours: true,
      district: true,
      levels: true,
      ratingMin: true,
      ratingMax: true,
    })
    .partial()
    .extend({
      note: noteTextSchema.nullable().optional(),
      sharePrice: z.boolean().optional(),
    })
    .refine((b) => Object.values(b).some((value) => value !== undefined), 'required'),
);
export type OpenMatchEdit = z.input<typeof openMatchEditSchema>;
export type OpenMatchChanges = z.output<typeof openMatchEditSchema>;

/**
 * Whether the game's date and start can be posted at `now`: undefined when they can, else the
 * field and the reason. The web form and the server both ask.
 */
export function openMatchTimeProblem(date: string, startTime: string, now: Date) {
  return startProblem(date, startTime, now, OPEN_MATCH_MAX_DAYS_AHEAD, 'game_too_far_ahead');
}

/** `started` from its start to its end, `played` after it (unless it was cancelled). */
export const OPEN_MATCH_STATES = ['open', 'full', 'cancelled', 'started', 'played'] as const;
export type OpenMatchState = (typeof OPEN_MATCH_STATES)[number];

/** The court's booking request, as the game shows it. */
export const COURT_BOOKING_STATES = ['requested', 'booked', 'declined', 'cancelled'] as const;
export type CourtBookingState = (typeof COURT_BOOKING_STATES)[number];

/** Where the viewer stands: `none` for a signed-in stranger, null for a visitor. */
export const OPEN_MATCH_ROLES = [
  'organizer',
  'player',
  'invited',
  'asked',
  'declined',
  'left',
  'removed',
  'none',
] as const;
export type OpenMatchRole = (typeof OPEN_MATCH_ROLES)[number];

export const openMatchPlayerSchema = z.object({
  id: z.guid(),
  name: z.string(),
  level: skillLevelSchema,
  /** The rating the lists show (players.ts): Glicko-2, or the declared level's start. */
  ratingPoints: z.number().int(),
});
export type OpenMatchPlayer = z.infer<typeof openMatchPlayerSchema>;

export const openMatchSchema = z.object({
  id: z.guid(),
  organizer: z.object({ id: z.guid(), name: z.string() }),
  format: openMatchFormatSchema,
  spots: z.number().int(),
  /** Holding a spot, the organiser first, then by the time they joined. */
  players: z.array(openMatchPlayerSchema),
  spotsLeft: z.number().int().nonnegative(),
  state: z.enum(OPEN_MATCH_STATES),
  /** Sofia's wall clock. */
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  durationHours: z.number(),
  startsAt: z.string(),
  endsAt: z.string(),
  district: districtSchema,
  court: z
    .object({
      id: z.guid(),
      name: z.string(),
      nameEn: z.string().nullable(),
      address: z.string(),
      /** The booking request sent with the game, as it stands. */
      booking: z.enum(COURT_BOOKING_STATES).nullable(),
    })
    .nullable(),
  /** Who is welcome: declared levels, or a range of rating points. */
  levels: z.array(skillLevelSchema).nullable(),
  ratingRange: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  note: z.string().nullable(),
  /** Each player's share of the court's price for the slot, when the organiser shows it. */
  pricePerPlayer: z.number().nonnegative().nullable(),
  currency: currencySchema,
  /** The signed-in viewer's place in it; null for a visitor. */
  me: z
    .object({
      role: z.enum(OPEN_MATCH_ROLES),
      /** Their level or rating is welcome: 'Join' takes a spot, else 'Ask to join'. */
      fits: z.boolean(),
    })
    .nullable(),
  /** The players' chat (a group conversation): shown to those holding a spot. */
  conversationId: z.guid().nullable(),
  /** Players waiting for the organiser's answer: shown to the organiser only. */
  asks: z.array(openMatchPlayerSchema),
  /**
   * Players invited who have not answered yet, each holding a spot: shown to the organiser, and
   * to an invitee (themself only); empty for anyone else.
   */
  invited: z.array(openMatchPlayerSchema),
  createdAt: z.string(),
});
export type OpenMatch = z.infer<typeof openMatchSchema>;

const dayChoiceSchema = z.union([
  z.enum(DAY_CHOICES),
  z.string().refine(isCalendarDate, 'date_format'),
]);

export const openMatchesQuerySchema = z.object({
  date: dayChoiceSchema.optional(),
  time: z.enum(TIMES_OF_DAY).optional(),
  district: districtSchema.optional(),
  format: openMatchFormatSchema.optional(),
  /** Only games whose welcome fits the signed-in player. */
  fits: z.literal('me').optional(),
  mine: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  /** Keyset: starts_at in epoch ms, and id. */
  cursor: cursorSchema(epochMsKey),
});
export type OpenMatchesQuery = z.input<typeof openMatchesQuerySchema>;

/** `total` is exact up to LIST_TOTAL_EXACT_UP_TO, as the other lists ('1,000+'). */
export const openMatchesPageSchema = searchPageOf(openMatchSchema);
export type OpenMatchesPage = z.infer<typeof openMatchesPageSchema>;

export const openMatchPlayerParamsSchema = z.object({ id: z.guid(), playerId: z.guid() });
