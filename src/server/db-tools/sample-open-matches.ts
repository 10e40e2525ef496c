import { euroToCents } from '#contract/constants';
import { bookingPrice } from '#contract/money';
import { addDays, sofiaDate } from '#contract/sofia-time';
import type { Queryable } from '#server/db/db';
import { firstFreeUnitSql } from '#server/routes/bookings/bookings-repository';
import { createGroupConversation } from '#server/routes/conversations/group-conversations';
import { SAMPLE_COURTS, SAMPLE_OPEN_MATCHES, type SampleOpenMatch } from './sample-data';

/** SQL: the game's day in Sofia, `$2` days from today there. */
const DAY = `((now() at time zone 'Europe/Sofia')::date + $2::int)`;
/** SQL: an instant of that day, `minutes` after its midnight on Sofia's clock. */
const AT = (minutes: string) =>
  `((${DAY} + make_interval(mins => ${minutes})) at time zone 'Europe/Sofia')`;

async function insertGame(tx: Queryable, game: SampleOpenMatch) {
  const [hours = 0, minutes = 0] = game.startTime.split(':').map(Number);
  const startMinute = hours * 60 + minutes;
  const params = [game.id, game.inDays, startMinute, game.durationMinutes];
  const court = game.court && SAMPLE_COURTS.find((c) => c.id === game.court?.id);
  if (game.court && court) {
    // The organiser's request, accepted by the court's owner the day it was sent.
    const price = bookingPrice(
      { pricePerHour: court.pricePerHour, peakPrice: court.peakPrice ?? null },
      addDays(sofiaDate(new Date()), game.inDays),
      game.startTime,
      game.durationMinutes / 60,
    );
    await tx.query(
      `insert into bookings (id, court_id, requester_id, local_date, start_minute,
         duration_minutes, price_cents, starts_at, ends_at, status, created_at, updated_at,
         unit_id)
       values ($1, $5, $6, ${DAY}, $3, $4, $7, ${AT('$3')}, ${AT('$3 + $4')}, 'accepted',
         now() - interval '1 day', now() - interval '20 hours',
         ${firstFreeUnitSql('$5', AT('$3'), AT('$3 + $4'))})
       on conflict (id) do nothing`,
      [
        game.court.bookingId,
        game.inDays,
        startMinute,
        game.durationMinutes,
        game.court.id,
        game.organizerId,
        euroToCents(price.total),
      ],
    );
  }
  const [inserted] = await tx.query<{ id: string }>(
    `insert into open_matches (id, organizer_id, format, spots, players_count, date,
       start_minute, duration_minutes, starts_at, ends_at, district, court_id, booking_id,
       levels, rating_min, rating_max, note, share_price, created_at)
     values ($1, $5, $6, $7, $8, ${DAY}, $3, $4, ${AT('$3')}, ${AT('$3 + $4')}, $9, $10, $11,
       $12::text[], $13, $14, $15, $16, now() - interval '1 day')
     on conflict (id) do nothing
     returning id`,
    [
      ...params,
      game.organizerId,
      game.format,
      game.format === 'singles' ? 2 : 4,
      1 + game.playerIds.length,
      game.district,
      game.court?.id ?? null,
      game.court?.bookingId ?? null,
      game.levels ?? null,
      game.ratingRange?.min ?? null,
      game.ratingRange?.max ?? null,
      game.note ?? null,
      game.sharePrice ?? false,
    ],
  );
  if (!inserted) return;
  await tx.query(
    `insert into open_match_players (open_match_id, player_id, status, joined_at)
     select $1, player, 'joined', now() - interval '1 day' + (n * interval '1 hour')
     from unnest($2::uuid[]) with ordinality as p(player, n)`,
    [game.id, [game.organizerId, ...game.playerIds]],
  );
  // Its players' chat.
  const conversationId = await createGroupConversation(tx, [game.organizerId, ...game.playerIds]);
  await tx.query('update open_matches set conversation_id = $2 where id = $1', [
    game.id,
    conversationId,
  ]);
}

/** The sample games, where they are missing (one an organiser called off stays as it is). */
export async function insertSampleOpenMatches(tx: Queryable) {
  for (const game of SAMPLE_OPEN_MATCHES) await insertGame(tx, game);
}
