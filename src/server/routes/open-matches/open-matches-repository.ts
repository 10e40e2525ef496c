import { euroToCents } from '#contract/constants';
import type { Cursor } from '#contract/cursor';
import type { SkillLevel } from '#contract/enum-values';
import { bookingPrice, type PeakPrice } from '#contract/money';
import {
  type CourtBookingState,
  OPEN_MATCHES_PAGE_SIZE,
  type OpenMatch,
  type OpenMatchFormat,
  type OpenMatchPlayer,
  type OpenMatchRole,
  TIME_OF_DAY_MINUTES,
  type TimeOfDay,
} from '#contract/open-matches';
import { timeOfMinutes } from '#contract/sofia-time';
import type { Queryable } from '#server/db/db';
import { withGenericPlans } from '#server/db/generic-plans';
import { cappedListTotal, type ListTotal, totalOfPage } from '#server/lib/capped-total';
import { closedSetLiteral } from '#server/lib/sql-params';
import { blockStateSql } from '../blocks/block-state';
import { PEAK_PRICE_JSON } from '../courts/court-json';

interface PlayerJson {
  id: string;
  name: string;
  level: SkillLevel;
  rating_points: number;
  status: 'joined' | 'invited' | 'asked';
  /**
   * When they joined, were invited and asked, in microseconds since 1970 (exact in a double
   * until 2255).
   */
  joined_us: number | null;
  invited_us: number | null;
  asked_us: number | null;
}

/** A player's place in a game, as its row keeps it. */
export type PlayerStatus = 'joined' | 'invited' | 'asked' | 'declined' | 'left' | 'removed';

interface OpenMatchRow {
  id: string;
  organizer_id: string;
  organizer_name: string;
  format: OpenMatchFormat;
  spots: number;
  players_count: number;
  date: string;
  start_minute: number;
  duration_minutes: number;
  starts_at: Date | string;
  ends_at: Date | string;
  district: OpenMatch['district'];
  court_id: string | null;
  court_name: string | null;
  court_name_en: string | null;
  court_address: string | null;
  price_per_hour_cents: number | null;
  peak_price: PeakPrice | null;
  booking_price_cents: number | null;
  booking_status: 'pending' | 'accepted' | 'declined' | 'cancelled' | null;
  levels: SkillLevel[] | null;
  rating_min: number | null;
  rating_max: number | null;
  note: string | null;
  share_price: boolean;
  cancelled_at: Date | string | null;
  created_at: Date | string;
  conversation_id: string | null;
  people: PlayerJson[] | null;
  my_status: PlayerStatus | null;
  my_fit: boolean | null;
}

const BOOKING_STATE: Record<NonNullable<OpenMatchRow['booking_status']>, CourtBookingState> = {
  pending: 'requested',
  accepted: 'booked',
  declined: 'declined',
  cancelled: 'cancelled',
};

/**
 * SQL: whether the profile `p` is welcome in the game `m`: its declared level among the
 * levels, or its rating points inside the range.
 */
export const FITS_SQL = `(case when m.levels is not null then p.skill_level = any(m.levels)
        else p.rating_points between m.rating_min and m.rating_max end)`;

/** The game with its people, as `$1` (a uuid or null) sees it. */
const SELECT = `
  select m.id, m.organizer_id, o.name as organizer_name, m.format, m.spots, m.players_count,
    to_char(m.date, 'YYYY-MM-DD') as date, m.start_minute, m.duration_minutes, m.starts_at,
    m.ends_at, m.district, m.court_id, c.name as court_name, c.name_en as court_name_en,
    c.address as court_address, c.price_per_hour_cents, ${PEAK_PRICE_JSON} as peak_price,
    b.price_cents as booking_price_cents, b.status as booking_status,
    m.levels, m.rating_min, m.rating_max, m.note, m.share_price, m.cancelled_at, m.created_at,
    m.conversation_id,
    (select json_agg(json_build_object('id', pp.id, 'name', pp.name, 'level', pp.skill_level,
                     'rating_points', pp.rating_points, 'status', x.status,
                     'joined_us', (extract(epoch from x.joined_at) * 1e6)::bigint,
                     'invited_us', (extract(epoch from x.invited_at) * 1e6)::bigint,
                     'asked_us', (extract(epoch from x.asked_at) * 1e6)::bigint))
       from open_match_players x join profiles pp on pp.id = x.player_id
       where x.open_match_id = m.id and x.status in ('joined', 'invited', 'asked')) as people,
    (select x.status from open_match_players x
       where x.open_match_id = m.id and x.player_id = $1::uuid) as my_status,
    (select ${FITS_SQL} from profiles p where p.id = $1::uuid) as my_fit
  from open_matches m
  join profiles o on o.id = m.organizer_id
  left join courts c on c.id = m.court_id
  left join bookings b on b.id = m.booking_id`;

/** Ascending with nulls last, as PostgreSQL orders a column. */
const byNullsLast = (a: number | null, b: number | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a - b;

/**
 * The game's people in the order it shows them: the organiser, then by when they joined, were
 * invited, then asked. Sorted here, not by the aggregate: an ordered aggregate sorts once per
 * game, which was the larger part of a board page's running time.
 */
function inShownOrder(people: PlayerJson[], organizerId: string): PlayerJson[] {
  return people.sort(
    (a, b) =>
      Number(a.id !== organizerId) - Number(b.id !== organizerId) ||
      byNullsLast(a.joined_us, b.joined_us) ||
      byNullsLast(a.invited_us, b.invited_us) ||
      byNullsLast(a.asked_us, b.asked_us) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

function toPlayer(json: PlayerJson): OpenMatchPlayer {
  return { id: json.id, name: json.name, level: json.level, ratingPoints: json.rating_points };
}

function roleOf(row: OpenMatchRow, viewerId: string): OpenMatchRole {
  if (row.organizer_id === viewerId) return 'organizer';
  if (row.my_status === 'joined') return 'player';
  return row.my_status ?? 'none';
}

/**
 * What the game's court costs in cents: what its booking request asked, else what one would ask
 * now (each half hour at the normal or the peak price).
 */
function gamePriceCents(row: OpenMatchRow, pricePerHourCents: number): number {
  if (row.booking_price_cents !== null) return row.booking_price_cents;
  const court = { pricePerHour: pricePerHourCents / 100, peakPrice: row.peak_price };
  const startTime = timeOfMinutes(row.start_minute);
  return euroToCents(bookingPrice(court, row.date, startTime, row.duration_minutes / 60).total);
}

function toOpenMatch(row: OpenMatchRow, viewerId: string | null, now: Date): OpenMatch {
  const people = inShownOrder(row.people ?? [], row.organizer_id);
  const players = people.filter((person) => person.status === 'joined').map(toPlayer);
  const startsAt = new Date(row.starts_at);
  const state = row.cancelled_at
    ? 'cancelled'
    : new Date(row.ends_at) <= now
      ? 'played'
      : startsAt <= now
        ? 'started'
        : row.players_count >= row.spots
          ? 'full'
          : 'open';
  const hours = row.duration_minutes / 60;
  const price =
    row.share_price && row.price_per_hour_cents !== null
      ? Math.round(gamePriceCents(row, row.price_per_hour_cents) / row.spots) / 100
      : null;
  return {
    id: row.id,
    organizer: { id: row.organizer_id, name: row.organizer_name },
    format: row.format,
    spots: row.spots,
    players,
    spotsLeft: Math.max(0, row.spots - row.players_count),
    state,
    date: row.date,
    startTime: timeOfMinutes(row.start_minute),
    endTime: timeOfMinutes(row.start_minute + row.duration_minutes),
    durationHours: hours,
    startsAt: startsAt.toISOString(),
    endsAt: new Date(row.ends_at).toISOString(),
    district: row.district,
    court:
      row.court_id && row.court_name !== null
        ? {
            id: row.court_id,
            name: row.court_name,
            nameEn: row.court_name_en,
            address: row.court_address ?? '',
            booking: row.booking_status ? BOOKING_STATE[row.booking_status] : null,
          }
        : null,
    levels: row.levels,
    ratingRange:
      row.rating_min !== null && row.rating_max !== null
        ? { min: row.rating_min, max: row.rating_max }
        : null,
    note: row.note,
    pricePerPlayer: price,
    currency: 'EUR',
    me: viewerId ? { role: roleOf(row, viewerId), fits: row.my_fit === true } : null,
    asks:
      viewerId === row.organizer_id
        ? people.filter((person) => person.status === 'asked').map(toPlayer)
        : [],
    // An invitee sees their own invitation, not whom else the organiser invited.
    invited: people
      .filter(
        (person) =>
          person.status === 'invited' && (viewerId === row.organizer_id || viewerId === person.id),
      )
      .map(toPlayer),
    conversationId:
      viewerId && (row.organizer_id === viewerId || row.my_status === 'joined')
        ? row.conversation_id
        : null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function findOpenMatch(
  db: Queryable,
  id: string,
  viewerId: string | null,
  now: Date,
): Promise<OpenMatch | undefined> {
  const [row] = await db.query<OpenMatchRow>(`${SELECT} where m.id = $2`, [viewerId, id]);
  return row && toOpenMatch(row, viewerId, now);
}

/** Where a game is in time and space. */
interface OpenMatchSlot {
  date: string;
  startMinute: number;
  durationMinutes: number;
  startsAt: Date;
  endsAt: Date;
  district: string;
}

export interface NewOpenMatch extends OpenMatchSlot {
  organizerId: string;
  format: OpenMatchFormat;
  spots: number;
  courtId: string | null;
  bookingId: string | null;
  levels: string[] | null;
  ratingMin: number | null;
  ratingMax: number | null;
  note: string | null;
  sharePrice: boolean;
  conversationId: string;
}

/** Stores the game with its organiser in the first spot; returns its id. */
export async function insertOpenMatch(tx: Queryable, game: NewOpenMatch, now: Date) {
  const [row] = await tx.query<{ id: string }>(
    `with m as (
       insert into open_matches (organizer_id, format, spots, date, start_minute,
         duration_minutes, starts_at, ends_at, district, court_id, booking_id, levels,
         rating_min, rating_max, note, share_price, created_at, conversation_id)
       values ($1, $2, $3, $4::date, $5, $6, $7, $8, $9, $10, $11, $12::text[], $13, $14, $15,
         $16, $17, $18)
       returning id, organizer_id
     )
     insert into open_match_players (open_match_id, player_id, status, joined_at)
     select id, organizer_id, 'joined', $17 from m
     returning open_match_id as id`,
    [
      game.organizerId,
      game.format,
      game.spots,
      game.date,
      game.startMinute,
      game.durationMinutes,
      game.startsAt,
      game.endsAt,
      game.district,
      game.courtId,
      game.bookingId,
      game.levels,
      game.ratingMin,
      game.ratingMax,
      game.note,
      game.sharePrice,
      now,
      game.conversationId,
    ],
  );
  if (!row) throw new Error('open match insert returned nothing');
  return row.id;
}

export interface LockedOpenMatch {
  id: string;
  organizer_id: string;
  spots: number;
  players_count: number;
  starts_at: Date;
  ends_at: Date;
  cancelled_at: Date | null;
  court_id: string | null;
  booking_id: string | null;
  conversation_id: string | null;
}

/**
 * Locks the game's row for the rest of the transaction: every change of who holds a spot
 * takes this lock first, so the count it reads is the count it writes from.
 */
export async function lockOpenMatch(
  tx: Queryable,
  id: string,
): Promise<LockedOpenMatch | undefined> {
  const [row] = await tx.query<LockedOpenMatch>(
    `select id, organizer_id, spots, players_count, starts_at, ends_at, cancelled_at, court_id,
       booking_id, conversation_id
     from open_matches where id = $1 for update`,
    [id],
  );
  return row;
}

/**
 * Queues the transaction behind any other that posts, joins or moves a game of the player's,
 * until it ends: two overlapping games cannot both take them at once.
 */
export async function queueForPlayer(tx: Queryable, playerId: string): Promise<void> {
  await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`open_match_player:${playerId}`]);
}

/** Whether any of the players holds a spot in a game other than `gameId` overlapping the span. */
export async function playersBusy(
  tx: Queryable,
  playerIds: string[],
  gameId: string | null,
  startsAt: Date,
  endsAt: Date,
): Promise<boolean> {
  const [busy] = await tx.query(
    `select 1 from open_match_players x join open_matches o on o.id = x.open_match_id
     where x.player_id = any($1::uuid[]) and x.status = 'joined'
       and o.id is distinct from $2::uuid and o.cancelled_at is null
       and o.starts_at < $4 and o.ends_at > $3 limit 1`,
    [playerIds, gameId, startsAt, endsAt],
  );
  return Boolean(busy);
}

/** A game's new values; the welcome is either levels or a rating range, the other null. */
export interface OpenMatchUpdate extends OpenMatchSlot {
  welcome?: { levels: string[] | null; ratingMin: number | null; ratingMax: number | null };
  note: string | null;
  sharePrice?: boolean;
  /** Its start moved: the players are to be reminded afresh. */
  remindAgain: boolean;
}

export async function updateOpenMatch(
  tx: Queryable,
  gameId: string,
  update: OpenMatchUpdate,
): Promise<void> {
  const welcome = update.welcome;
  await tx.query(
    `update open_matches set date = $2::date, start_minute = $3, duration_minutes = $4,
       starts_at = $5, ends_at = $6, district = $7, note = $8,
       share_price = coalesce($9, share_price),
       levels = case when $10 then $11::text[] else levels end,
       rating_min = case when $10 then $12 else rating_min end,
       rating_max = case when $10 then $13 else rating_max end,
       reminded_at = case when $14 then null else reminded_at end
     where id = $1`,
    [
      gameId,
      update.date,
      update.startMinute,
      update.durationMinutes,
      update.startsAt,
      update.endsAt,
      update.district,
      update.note,
      update.sharePrice ?? null,
      Boolean(welcome),
      welcome?.levels ?? null,
      welcome?.ratingMin ?? null,
      welcome?.ratingMax ?? null,
      update.remindAgain,
    ],
  );
}

export interface JoinFacts {
  status: OpenMatchRow['my_status'];
  fits: boolean;
  /** Invitations other than theirs still waiting for an answer: spots held, not yet taken. */
  invited_others: number;
  /** Another game of theirs that overlaps this one. */
  overlaps: boolean;
  /** A block either way between them and anyone who took a spot (not those only invited). */
  blocked: 'by_me' | 'by_them' | null;
}

/** What decides whether `playerId` may join the game, read in one round trip. */
export async function joinFacts(
  tx: Queryable,
  game: LockedOpenMatch,
  playerId: string,
): Promise<JoinFacts> {
  const [row] = await tx.query<JoinFacts>(
    `select
       (select status from open_match_players
          where open_match_id = m.id and player_id = $2) as status,
       (select ${FITS_SQL} from profiles p where p.id = $2) as fits,
       (select count(*)::int from open_match_players
          where open_match_id = m.id and status = 'invited' and player_id <> $2)
         as invited_others,
       exists (select 1 from open_match_players x join open_matches o on o.id = x.open_match_id
               where x.player_id = $2 and x.status = 'joined' and o.id <> m.id
                 and o.cancelled_at is null
                 and o.starts_at < m.ends_at and o.ends_at > m.starts_at) as overlaps,
       (select case when bool_or(k.blocker_id = $2) then 'by_me' when count(*) > 0 then 'by_them' end
          from blocks k join open_match_players x
            on x.open_match_id = m.id and x.status = 'joined'
           and ((k.blocker_id = $2 and k.blocked_id = x.player_id)
             or (k.blocked_id = $2 and k.blocker_id = x.player_id))) as blocked
     from open_matches m where m.id = $1`,
    [game.id, playerId],
  );
  if (!row) throw new Error('open match vanished under its lock');
  return { ...row, fits: row.fits === true };
}

/**
 * Sets a player's place in the game, and the count of spots held to match: a joined player
 * holds one, and so does an invited one, kept for them until they answer.
 */
export async function setPlayerStatus(
  tx: Queryable,
  gameId: string,
  playerId: string,
  status: PlayerStatus,
  now: Date,
  leftLate = false,
): Promise<void> {
  // One statement (it is in every join): the game's count moves by what this row's change
  // adds or takes away, read before it under the game's lock, which every change holds.
  await tx.query(
    `with before as (
       select status from open_match_players where open_match_id = $1 and player_id = $2),
     after as (
       insert into open_match_players (open_match_id, player_id, status, asked_at, joined_at,
         invited_at, left_at, left_late)
       values ($1, $2, $3, case when $3 = 'asked' then $4::timestamptz end,
         case when $3 = 'joined' then $4::timestamptz end,
         case when $3 = 'invited' then $4::timestamptz end,
         case when $3 in ('left', 'removed') then $4::timestamptz end, $5)
       on conflict (open_match_id, player_id) do update set
         status = excluded.status,
         asked_at = coalesce(excluded.asked_at, open_match_players.asked_at),
         joined_at = coalesce(excluded.joined_at, open_match_players.joined_at),
         invited_at = coalesce(excluded.invited_at, open_match_players.invited_at),
         left_at = excluded.left_at,
         left_late = open_match_players.left_late or excluded.left_late
       returning status)
     update open_matches set players_count = players_count
       + (select count(*) from after where status in ('joined', 'invited'))
       - (select count(*) from before where status in ('joined', 'invited'))
     where id = $1`,
    [gameId, playerId, status, now, leftLate],
  );
}

export async function cancelOpenMatch(tx: Queryable, gameId: string, now: Date): Promise<void> {
  await tx.query('update open_matches set cancelled_at = $2 where id = $1', [gameId, now]);
}

/**
 * Of the players `ids`, the ones an organiser may invite, with any block between them and the
 * organiser: listed players (not hidden, not suspended), the organiser themself left out.
 */
export async function invitablePlayers(
  tx: Queryable,
  organizerId: string,
  ids: string[],
): Promise<{ id: string; blocked: 'by_me' | 'by_them' | null }[]> {
  return tx.query(
    `select p.id, ${blockStateSql('$1', 'p.id')} as blocked
     from profiles p join users u on u.id = p.id
     where p.id = any($2::uuid[]) and p.id <> $1 and p.hidden_at is null
       and u.suspended_at is null`,
    [organizerId, ids],
  );
}

/** The ids of the players holding a spot, and with `invited` those invited too. */
export async function playerIdsOf(
  tx: Queryable,
  gameId: string,
  { invited = false } = {},
): Promise<string[]> {
  const rows = await tx.query<{ player_id: string }>(
    `select player_id from open_match_players
     where open_match_id = $1 and (status = 'joined' or ($2 and status = 'invited'))`,
    [gameId, invited],
  );
  return rows.map((row) => row.player_id);
}

export interface BoardFilter {
  dates?: string[];
  time?: TimeOfDay;
  district?: OpenMatch['district'];
  format?: OpenMatchFormat;
  /** The signed-in viewer: blocks hide games, and `fits` narrows to theirs. */
  viewerId: string | null;
  fits?: boolean;
  cursor?: Cursor;
}

/** A `YYYY-MM-DD` day, or an error: only such text is written into a statement. */
function calendarDate(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`not a calendar date: ${day}`);
  return day;
}

/** The board: games with a spot left and a start to come, by start time. */
export async function listBoard(
  db: Queryable,
  filter: BoardFilter,
  now: Date,
): Promise<{ items: OpenMatch[]; nextCursor: [number, string] | null } & ListTotal> {
  const params: unknown[] = [filter.viewerId, now];
  const where = [
    'm.cancelled_at is null',
    'm.players_count < m.spots',
    'm.starts_at > $2',
    // A hidden organiser takes their games with them (a lookup a game: few are hidden).
    'not exists (select 1 from profiles h where h.id = m.organizer_id and h.hidden_at is not null)',
  ];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  // The days, the time of day, the district and the format are written into the text (days a
  // schema checked as calendar dates, the rest of closed sets): each combination is its own
  // statement, whose kept plan is made for its values, so a day weeks ahead is read through
  // its own index rather than by walking every game before it.
  if (filter.dates) {
    const days = filter.dates.map((day) => `${closedSetLiteral(calendarDate(day))}::date`);
    where.push(`m.date in (${days.join(', ')})`);
  }
  if (filter.time) {
    const span = TIME_OF_DAY_MINUTES[filter.time];
    where.push(`m.start_minute >= ${Number(span.from)} and m.start_minute < ${Number(span.to)}`);
  }
  if (filter.district) where.push(`m.district = ${closedSetLiteral(filter.district)}`);
  if (filter.format) where.push(`m.format = ${closedSetLiteral(filter.format)}`);
  if (filter.viewerId) {
    where.push(`not exists (select 1 from blocks k
      where (k.blocker_id = $1 and k.blocked_id = m.organizer_id)
         or (k.blocker_id = m.organizer_id and k.blocked_id = $1))`);
    if (filter.fits) {
      where.push(`exists (select 1 from profiles p where p.id = $1 and ${FITS_SQL})`);
    }
  }
  // The only values left are the viewer, the time and the cursor, which change no plan: one is
  // kept per statement instead of planning each request (decision 030), which cost a board
  // page about as much as running it.
  const planned = withGenericPlans(db);
  const countWhere = where.join(' and ');
  // Counted from the minute's start: the same filter's count within a minute is the same
  // statement, which the capped total remembers past the cap instead of counting again.
  const countParams = [
    params[0],
    new Date(Math.floor(now.getTime() / 60_000) * 60_000),
    ...params.slice(2),
  ];
  if (filter.cursor) {
    const [key, id] = filter.cursor;
    where.push(`(m.starts_at, m.id) > (${add(new Date(key))}::timestamptz, ${add(id)}::uuid)`);
  }
  const rows = await planned.query<OpenMatchRow>(
    `${SELECT} where ${where.join(' and ')} order by m.starts_at, m.id
     limit ${OPEN_MATCHES_PAGE_SIZE + 1}`,
    params,
  );
  // Exact up to a thousand, as the other lists (the viewer is typed here for when it is unused).
  const counted = await cappedListTotal(
    planned,
    `from open_matches m cross join (select $1::uuid as viewer_id) v where ${countWhere}`,
    countParams,
  );
  const page = rows.slice(0, OPEN_MATCHES_PAGE_SIZE);
  const last = page.at(-1);
  const hasMore = rows.length > OPEN_MATCHES_PAGE_SIZE;
  return {
    items: page.map((row) => toOpenMatch(row, filter.viewerId, now)),
    ...totalOfPage(counted, { firstPage: !filter.cursor, items: page.length, hasMore }),
    nextCursor: hasMore && last ? [new Date(last.starts_at).getTime(), last.id] : null,
  };
}

/** The games a player organises or holds a spot in: upcoming by start, then the last played. */
export async function listMine(db: Queryable, playerId: string, now: Date): Promise<OpenMatch[]> {
  const rows = await db.query<OpenMatchRow>(
    `${SELECT}
     where m.id in (select open_match_id from open_match_players
                    where player_id = $1 and status in ('joined', 'invited', 'asked'))
       and m.ends_at > $2::timestamptz - interval '30 days'
     order by m.ends_at <= $2, case when m.ends_at > $2 then m.starts_at end,
       m.starts_at desc, m.id
     limit 100`,
    [playerId, now],
  );
  return rows.map((row) => toOpenMatch(row, playerId, now));
}
