import { euroToCents, FREE_CANCEL_HOURS, PARTNER_REQUEST_TTL_DAYS } from '#contract/constants';
import { courtAvailability } from '#contract/court-availability';
import { analyseScore } from '#contract/match-score';
import { minutesOf } from '#contract/sofia-time';
import { hashPassword } from '#server/auth/passwords';
import type { Db, Queryable } from '#server/db/db';
import { recomputeRatings } from '#server/ratings/ratings-repository';
import { firstFreeUnitSql } from '#server/routes/bookings/bookings-repository';
import { insertSampleClosure, insertSampleCourtUnits } from './sample-court-units';
import {
  SAMPLE_ADMIN,
  SAMPLE_COURTS,
  SAMPLE_OWNERS,
  SAMPLE_PARTNER_REQUESTS,
  SAMPLE_PASSWORD,
  SAMPLE_PLAYERS,
  SAMPLE_REPORT,
  SAMPLE_RESULTS,
  SAMPLE_UNOWNED_COURT,
  SAMPLE_VISITS,
  type SampleCourt,
} from './sample-data';
import { insertSampleOpenMatches } from './sample-open-matches';
import { insertSamplePhotos } from './sample-photos';
import { insertSampleSchedules } from './sample-schedules';
import { insertSampleSeason } from './sample-season';

/** The sample data's version; a database seeded with an older one gets what it lacks. */
const SEED_VERSION = 'sample-v15';

/**
 * Inserts the sample data once, into a database that has never been seeded, and brings a
 * database seeded by an earlier version up to date (the demo court owners, the demo
 * administrator, the court nobody runs, the results, the open report, the past visits with
 * their reviews, the partner requests, the courts' pictures, the open matches, the courts' own
 * free cancellation, two courts' peak prices, the courts' units, Maria's season and the players' weekly schedules came later; the ratings, wins
 * and losses are counted again from the sample results, which are the players' whole history).
 */
export async function seedSampleData(db: Db): Promise<boolean> {
  // Every start of a seeded database asks: no argon2 hash (a good part of a start) when it is.
  if ((await seedVersion(db)) === SEED_VERSION) return false;
  const passwordHash = await hashPassword(SAMPLE_PASSWORD);
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(727002)');
    const marker = await seedVersion(tx);
    if (marker === SEED_VERSION) return false;
    if (marker === undefined) await insertPlayersAndCourts(tx, passwordHash);
    await insertOwners(tx, passwordHash);
    await insertAdminAndUnownedCourt(tx, passwordHash);
    await setPeakPrices(tx);
    await insertResults(tx);
    await recomputeRatings(tx);
    await insertReport(tx);
    await insertVisits(tx);
    await insertPartnerRequests(tx);
    await insertSamplePhotos(tx);
    await insertSampleOpenMatches(tx);
    await insertSampleCourtUnits(tx);
    await setFreeCancelHours(tx);
    await insertSampleClosure(tx);
    await insertSampleSeason(tx);
    await insertSampleSchedules(tx);
    await tx.query(
      `insert into app_meta (key, value) values ('seed', $1)
       on conflict (key) do update set value = excluded.value`,
      [SEED_VERSION],
    );
    return true;
  });
}

async function seedVersion(db: Queryable): Promise<string | undefined> {
  const [marker] = await db.query<{ value: string }>(
    "select value from app_meta where key = 'seed'",
  );
  return marker?.value;
}

async function insertPlayersAndCourts(tx: Queryable, passwordHash: string) {
  for (const c of SAMPLE_COURTS) await insertCourt(tx, c);
  for (const p of SAMPLE_PLAYERS) {
    await tx.query(
      `insert into profiles (id, name, skill_level, district, availability,
           preferred_court_ids, bio)
         values ($1,$2,$3,$4,$5,$6,$7)`,
      [p.id, p.name, p.level, p.district, p.availability, p.preferredCourtIds, p.bio],
    );
  }
  for (const p of SAMPLE_PLAYERS) {
    await tx.query(
      `insert into users (id, email, password_hash, language, email_confirmed_at)
         values ($1, $2, $3, $4, now())`,
      [p.id, p.email, passwordHash, p.language],
    );
  }
}

/** Demo owners (confirmed accounts, not in the player list) of the sample courts. */
async function insertOwners(tx: Queryable, passwordHash: string) {
  for (const o of SAMPLE_OWNERS) {
    const [created] = await tx.query(
      `insert into profiles (id, name, phone, listed) values ($1, $2, $3, false)
       on conflict (id) do nothing returning id`,
      [o.id, o.name, o.phone],
    );
    if (!created) continue;
    await tx.query(
      `insert into users (id, email, password_hash, language, email_confirmed_at)
       values ($1, $2, $3, $4, now()) on conflict do nothing`,
      [o.id, o.email, passwordHash, o.language],
    );
    await tx.query(
      'update courts set owner_id = $1 where id = any($2::uuid[]) and owner_id is null',
      [o.id, o.courtIds],
    );
  }
}

/** The sample courts' peak prices, where a court has none yet (its owner may have set one). */
async function setPeakPrices(tx: Queryable) {
  for (const c of SAMPLE_COURTS) {
    if (!c.peakPrice) continue;
    await tx.query(
      `update courts set peak_price_per_hour_cents = $2, peak_weekdays_from_minute = $3,
         peak_weekends = $4
       where id = $1 and peak_price_per_hour_cents is null`,
      [
        c.id,
        euroToCents(c.peakPrice.pricePerHour),
        c.peakPrice.weekdaysFrom && minutesOf(c.peakPrice.weekdaysFrom),
        c.peakPrice.weekends,
      ],
    );
  }
}

async function insertCourt(tx: Queryable, c: SampleCourt) {
  await tx.query(
    `insert into courts (id, name, name_en, address, postcode, district, surface,
       price_per_hour_cents, total_courts, opening_hours, availability, amenities, lat, lng,
       phone, website, setting, winter_cover, cover_from_month, cover_to_month, floodlights,
       heated, free_cancel_hours)
     values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23)
     on conflict (id) do nothing`,
    [
      c.id,
      c.name,
      c.nameEn,
      c.address,
      c.postcode,
      c.district,
      c.surface,
      euroToCents(c.pricePerHour),
      c.totalCourts,
      JSON.stringify(c.openingHours),
      courtAvailability(c.openingHours),
      c.amenities,
      c.lat,
      c.lng,
      c.phone ?? null,
      c.website ?? null,
      c.setting,
      c.winterCover?.kind ?? null,
      c.winterCover?.fromMonth ?? null,
      c.winterCover?.toMonth ?? null,
      c.floodlights,
      c.heated,
      c.freeCancelHours ?? FREE_CANCEL_HOURS.default,
    ],
  );
}

/**
 * Sample courts seeded before courts had their own free cancellation get theirs, unless their
 * owner has set one (anything but the default) since.
 */
async function setFreeCancelHours(tx: Queryable) {
  for (const c of SAMPLE_COURTS) {
    if (c.freeCancelHours === undefined) continue;
    await tx.query(
      'update courts set free_cancel_hours = $2 where id = $1 and free_cancel_hours = $3',
      [c.id, c.freeCancelHours, FREE_CANCEL_HOURS.default],
    );
  }
}

/** The demo administrator (not in the player list) and a court nobody runs, to be claimed. */
async function insertAdminAndUnownedCourt(tx: Queryable, passwordHash: string) {
  const admin = SAMPLE_ADMIN;
  const [created] = await tx.query(
    `insert into profiles (id, name, listed) values ($1, $2, false)
     on conflict (id) do nothing returning id`,
    [admin.id, admin.name],
  );
  if (created) {
    await tx.query(
      `insert into users (id, email, password_hash, language, email_confirmed_at)
       values ($1, $2, $3, $4, now()) on conflict do nothing`,
      [admin.id, admin.email, passwordHash, admin.language],
    );
  }
  await insertCourt(tx, SAMPLE_UNOWNED_COURT);
}

/** The results between the sample players, dated back from the day of seeding. */
async function insertResults(tx: Queryable) {
  for (const r of SAMPLE_RESULTS) {
    const score = analyseScore(r.sets);
    if (!score.ok) throw new Error(`sample result ${r.id} has an impossible score`);
    await tx.query(
      `insert into matches (id, reporter_id, opponent_id, played_on, sets, winner_id, status,
         created_at, updated_at)
       values ($1, $2, $3, (now() at time zone 'Europe/Sofia')::date - $4::int, $5, $6, $7,
         now() - make_interval(days => $4::int), now() - make_interval(days => $4::int))
       on conflict (id) do nothing`,
      [
        r.id,
        r.reporterId,
        r.opponentId,
        r.daysAgo,
        score.sets,
        score.winner === 'reporter' ? r.reporterId : r.opponentId,
        r.status,
      ],
    );
  }
}

/** One open report, so the administrators' Reports page has something to answer. */
async function insertReport(tx: Queryable) {
  const r = SAMPLE_REPORT;
  const target = SAMPLE_PLAYERS.find((player) => player.id === r.targetId);
  if (!target) throw new Error('the sample report names no sample player');
  await tx.query(
    `insert into reports (id, reporter_id, kind, target_id, target_user_id, target_text, reason,
       note, created_at)
     values ($1, $2, $3, $4, $4, $5, $6, $7, now() - make_interval(days => $8::int))
     on conflict do nothing`,
    [
      r.id,
      r.reporterId,
      r.kind,
      r.targetId,
      `${target.name}\n${target.bio}`,
      r.reason,
      r.note,
      r.daysAgo,
    ],
  );
}

/** Open partner requests, posted some hours before the seeding, each open its fourteen days. */
async function insertPartnerRequests(tx: Queryable) {
  for (const r of SAMPLE_PARTNER_REQUESTS) {
    await tx.query(
      `insert into partner_requests
         (id, author_id, skill_level, district, preferred_time, message, created_at, expires_at)
       select $1, $2, $3, $4, $5, $6, posted, posted + make_interval(days => $8::int)
       from (select date_trunc('milliseconds', now() - make_interval(hours => $7::int)) as posted) t
       on conflict (id) do nothing`,
      [
        r.id,
        r.authorId,
        r.level,
        r.district,
        r.preferredTime,
        r.message,
        r.hoursAgo,
        PARTNER_REQUEST_TTL_DAYS,
      ],
    );
  }
}

/**
 * Past accepted bookings (18:00–19:30 Sofia time, some days back, on a day the court is open
 * then), the reviews written the
 * evening after (the courts' ratings follow from them), the owners' answers, and a no-show.
 */
async function insertVisits(tx: Queryable) {
  for (const v of SAMPLE_VISITS) {
    const [booking] = await tx.query<{ ends_at: Date }>(
      `with day as (
         -- That day, or the latest day before it on which the court is open 18:00–19:30 (some
         -- close early at weekends): a booking the app itself could have taken.
         select g::date as d
         from courts c, generate_series(
           ((now() at time zone 'Europe/Sofia')::date - $4::int)::timestamp,
           ((now() at time zone 'Europe/Sofia')::date - $4::int - 6)::timestamp,
           interval '-1 day') g
         cross join lateral (select c.opening_hours
           -> (array['sun','mon','tue','wed','thu','fri','sat'])[1 + extract(dow from g)::int] as h) o
         where c.id = $2 and o.h ->> 'open' <= '18:00' and o.h ->> 'close' >= '19:30'
         order by g desc
         limit 1)
       -- At the court's normal price: the visits stand for bookings made before its peak price.
       insert into bookings (id, court_id, requester_id, local_date, start_minute,
         duration_minutes, price_cents, starts_at, ends_at, status, created_at, updated_at,
         unit_id)
       select $1, $2, $3, d, 1080, 90,
         (select round(price_per_hour_cents * 1.5) from courts where id = $2),
         (d + time '18:00') at time zone 'Europe/Sofia',
         (d + time '19:30') at time zone 'Europe/Sofia', 'accepted',
         date_trunc('milliseconds', (d - 3 + time '12:00') at time zone 'Europe/Sofia'),
         date_trunc('milliseconds', (d - 3 + time '14:00') at time zone 'Europe/Sofia'),
         ${firstFreeUnitSql(
           '$2::uuid',
           "(d + time '18:00') at time zone 'Europe/Sofia'",
           "(d + time '19:30') at time zone 'Europe/Sofia'",
         )}
       from day
       on conflict (id) do nothing
       returning ends_at`,
      [v.id, v.courtId, v.playerId, v.daysAgo],
    );
    if (!booking) continue;
    const after = (hours: number) => new Date(new Date(booking.ends_at).getTime() + hours * 3.6e6);
    if (v.review) {
      await tx.query(
        `insert into court_reviews (booking_id, court_id, author_id, stars, comment, answer,
           answered_at, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $8)`,
        [
          v.id,
          v.courtId,
          v.playerId,
          v.review.stars,
          v.review.comment ?? null,
          v.review.answer ?? null,
          v.review.answer ? after(20) : null,
          after(2),
        ],
      );
    }
    if (v.noShow) {
      await tx.query(
        `insert into no_shows (booking_id, player_id, marked_at, reply, replied_at)
         values ($1, $2, $3, $4, $5)`,
        [v.id, v.playerId, after(1), v.noShow.reply, after(3)],
      );
    }
  }
}
