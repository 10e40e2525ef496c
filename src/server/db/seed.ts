import { courtAvailability } from '../../contract/court-availability';
import { hashPassword } from '../auth/passwords';
import type { Db } from './db';
import { SAMPLE_COURTS, SAMPLE_PASSWORD, SAMPLE_PLAYERS } from './sample-data';
import { toSearchText } from './search-text';

/** Inserts the sample data once, into a database that has never been seeded. */
export async function seedSampleData(db: Db): Promise<boolean> {
  const passwordHash = await hashPassword(SAMPLE_PASSWORD);
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(727002)');
    const [marker] = await tx.query("select value from app_meta where key = 'seed'");
    if (marker) return false;
    for (const c of SAMPLE_COURTS) {
      await tx.query(
        `insert into courts (id, name, name_en, search_name, address, postcode, district, surface,
           price_per_hour, rating, total_courts, opening_hours, availability, amenities, lat, lng)
         values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16)`,
        [
          c.id,
          c.name,
          c.nameEn,
          toSearchText(c.name, c.nameEn),
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
        ],
      );
    }
    for (const p of SAMPLE_PLAYERS) {
      await tx.query(
        `insert into profiles (id, name, search_name, skill_level, district, availability,
           preferred_court_ids, bio, wins, losses)
         values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10)`,
        [
          p.id,
          p.name,
          toSearchText(p.name),
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
    await tx.query("insert into app_meta (key, value) values ('seed', 'sample')");
    return true;
  });
}
