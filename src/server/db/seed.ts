import { courtAvailability } from '../../contract/court-availability';
import { analyseScore } from '../../contract/match-score';
import { hashPassword } from '../auth/passwords';
import type { Db, Queryable } from './db';
import {
  SAMPLE_ADMIN,
  SAMPLE_COURTS,
  SAMPLE_OWNERS,
  SAMPLE_PASSWORD,
  SAMPLE_PLAYERS,
  SAMPLE_RESULTS,
  SAMPLE_UNOWNED_COURT,
  type SampleCourt,
} from './sample-data';

/** The sample data's version; a database seeded with an older one gets what it lacks. */
const SEED_VERSION = 'sample-v4';

/**
 * Inserts the sample data once, into a database that has never been seeded, and brings a
 * database seeded by an earlier version up to date (the demo court owners, the demo
 * administrator, the court nobody runs and the recent results came later).
 */
export async function seedSampleData(db: Db): Promise<boolean> {
  const passwordHash = await hashPassword(SAMPLE_PASSWORD);
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(727002)');
    const [marker] = await tx.query<{ value: string }>(
      "select value from app_meta where key = 'seed'",
    );
    if (marker?.value === SEED_VERSION) return false;
    if (!marker) await insertPlayersAndCourts(tx, passwordHash);
    await insertOwners(tx, passwordHash);
    await insertAdminAndUnownedCourt(tx, passwordHash);
    await insertResults(tx);
    await tx.query(
      `insert into app_meta (key, value) values ('seed', $1)
       on conflict (key) do update set value = excluded.value`,
      [SEED_VERSION],
    );
    return true;
  });
}

async function insertPlayersAndCourts(tx: Queryable, passwordHash: string) {
  for (const c of SAMPLE_COURTS) await insertCourt(tx, c);
  for (const p of SAMPLE_PLAYERS) {
    await tx.query(
      `insert into profiles (id, name, skill_level, district, availability,
           preferred_court_ids, bio, wins, losses)
         values ($1,$2,$3,$4,$5,$6,$7,$8,$9)`,
      [
        p.id,
        p.name,
        p.level,
        p.district,
        p.availability,
        p.preferredCourtIds,
        p.bio,
        p.wins,
        p.losses,
      ],
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

async function insertCourt(tx: Queryable, c: SampleCourt) {
  await tx.query(
    `insert into courts (id, name, name_en, address, postcode, district, surface,
       price_per_hour, rating, total_courts, opening_hours, availability, amenities, lat, lng,
       phone, website)
     values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17)
     on conflict (id) do nothing`,
    [
      c.id,
      c.name,
      c.nameEn,
      c.address,
      c.postcode,
      c.district,
      c.surface,
      c.pricePerHour,
      c.rating,
      c.totalCourts,
      JSON.stringify(c.openingHours),
      courtAvailability(c.openingHours),
      c.amenities,
      c.lat,
      c.lng,
      c.phone ?? null,
      c.website ?? null,
    ],
  );
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

/** Recent results between the sample players, dated back from the day of seeding. */
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
