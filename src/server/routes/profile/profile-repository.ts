import type { Profile, ProfileChanges } from '#contract/profile';
import type { Queryable } from '#server/db/db';
import { SqlParams } from '#server/lib/sql-params';
import { ratingJsonSql } from '#server/ratings/rating-columns';

interface ProfileRow {
  id: string;
  email: string;
  name: string;
  bio: string | null;
  skill_level: Profile['level'];
  phone: string | null;
  district: Profile['district'];
  availability: Profile['availability'];
  preferred_court_ids: string[];
  listed: boolean;
  wins: number;
  losses: number;
  games_played: number;
  rating: Profile['rating'];
}

function toProfile(row: ProfileRow): Omit<Profile, 'isAdmin'> {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    bio: row.bio,
    level: row.skill_level,
    phone: row.phone,
    district: row.district,
    availability: row.availability,
    preferredCourtIds: row.preferred_court_ids,
    listed: row.listed,
    wins: row.wins,
    losses: row.losses,
    gamesPlayed: row.games_played,
    rating: row.rating,
  };
}

export async function findProfile(
  db: Queryable,
  userId: string,
): Promise<Omit<Profile, 'isAdmin'> | undefined> {
  const [row] = await db.query<ProfileRow>(
    `select p.id, u.email, p.name, p.bio, p.skill_level, p.phone, p.district, p.availability,
       p.preferred_court_ids, p.listed, p.wins, p.losses, p.games_played,
       ${ratingJsonSql('p')} as rating
     from profiles p join users u on u.id = p.id where p.id = $1`,
    [userId],
  );
  return row ? toProfile(row) : undefined;
}

/** The ids among `ids` that name no court. */
export async function unknownCourtIds(db: Queryable, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db.query<{ id: string }>('select id from courts where id = any($1::uuid[])', [
    ids,
  ]);
  const known = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

const COLUMNS: Record<Exclude<keyof ProfileChanges, 'name'>, string> = {
  bio: 'bio',
  level: 'skill_level',
  phone: 'phone',
  district: 'district',
  availability: 'availability',
  preferredCourtIds: 'preferred_court_ids',
  listed: 'listed',
};

/** Writes the given fields; those left undefined keep their value. */
export async function updateProfile(
  db: Queryable,
  userId: string,
  changes: ProfileChanges,
  now: Date,
): Promise<void> {
  const params = new SqlParams();
  const sets = [`name = ${params.add(changes.name)}`, `updated_at = ${params.add(now)}`];
  for (const [field, column] of Object.entries(COLUMNS)) {
    const value = changes[field as keyof typeof COLUMNS];
    if (value !== undefined) sets.push(`${column} = ${params.add(value)}`);
  }
  await db.query(
    `update profiles set ${sets.join(', ')} where id = ${params.add(userId)}`,
    params.values,
  );
}
