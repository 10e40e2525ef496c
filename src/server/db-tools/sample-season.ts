import { euroToCents } from '#contract/constants';
import { bookingPrice } from '#contract/money';
import type { Queryable } from '#server/db/db';
import { firstFreeUnitSql } from '#server/routes/bookings/bookings-repository';
import { SAMPLE_COURTS, SAMPLE_PLAYERS } from './sample-data';

export const SAMPLE_SEASON = {
  id: '50000000-0000-0000-0000-000000000001',
  /** Maria, at Stefan's Vitosha Tennis Complex: a court that takes requests. */
  playerEmail: 'maria@demo.example.com',
  court: SAMPLE_COURTS[0],
  startMinute: 19 * 60,
  weeks: 10,
} as const;

/**
 * Maria plays at Vitosha every Tuesday 19:00–20:00 for 10 weeks from the first Tuesday after
 * today, a season its owner accepted: My bookings and the owner's requests show one. Once: a
 * database that has it keeps it as its players left it.
 */
export async function insertSampleSeason(tx: Queryable) {
  const { court, id, startMinute, weeks } = SAMPLE_SEASON;
  const player = SAMPLE_PLAYERS.find((p) => p.email === SAMPLE_SEASON.playerEmail);
  if (!court || !player) return;
  // Every date is a Tuesday at 19:00: one price, as the app would have asked for each.
  const price = bookingPrice(
    { pricePerHour: court.pricePerHour, peakPrice: court.peakPrice ?? null },
    '2026-05-05',
    '19:00',
    1,
  ).total;
  // The first Tuesday (ISO weekday 2) after today in Sofia, a week on when today is one.
  const firstDate = `((now() at time zone 'Europe/Sofia')::date
    + ((8 - extract(isodow from (now() at time zone 'Europe/Sofia'))::int) % 7 + 1))`;
  const [created] = await tx.query(
    `insert into booking_series (id, court_id, requester_id, first_date, start_minute,
       duration_minutes, weeks, created_at)
     values ($1, $2, $3, ${firstDate}, $4, 60, $5, now() - interval '2 days')
     on conflict (id) do nothing returning id`,
    [id, court.id, player.id, startMinute, weeks],
  );
  if (!created) return;
  for (let week = 0; week < weeks; week += 1) {
    const day = `(s.first_date + ${7 * week})`;
    const start = `((${day} + time '19:00') at time zone 'Europe/Sofia')`;
    const end = `((${day} + time '20:00') at time zone 'Europe/Sofia')`;
    await tx.query(
      `insert into bookings (court_id, requester_id, local_date, start_minute, duration_minutes,
         price_cents, starts_at, ends_at, status, created_at, updated_at, unit_id, series_id)
       select s.court_id, s.requester_id, ${day}, s.start_minute, 60, $2, ${start}, ${end},
         'accepted', s.created_at, s.created_at + interval '3 hours',
         ${firstFreeUnitSql('s.court_id', start, end)}, s.id
       from booking_series s where s.id = $1`,
      [id, euroToCents(price)],
    );
  }
}
