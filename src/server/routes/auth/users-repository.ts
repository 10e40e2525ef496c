import type { AuthUser } from '#contract/auth';
import type { Language } from '#contract/constants';
import type { Queryable } from '#server/db/db';

interface UserRow {
  id: string;
  email: string;
  name: string;
  language: Language;
  email_confirmed_at: Date | null;
  created_at: Date;
  password_hash: string;
}

export interface StoredUser extends AuthUser {
  passwordHash: string;
}

const SELECT_USER = `select u.id, u.email, coalesce(p.name, '') as name, u.language,
    u.email_confirmed_at, u.created_at, u.password_hash
  from users u left join profiles p on p.id = u.id`;

function toUser(row: UserRow): StoredUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    language: row.language,
    email_confirmed_at: row.email_confirmed_at
      ? new Date(row.email_confirmed_at).toISOString()
      : null,
    created_at: new Date(row.created_at).toISOString(),
    passwordHash: row.password_hash,
  };
}

/** The public part of a stored user, as sessions and /api/auth/user show it. */
export function publicUser({ passwordHash: _, ...user }: StoredUser): AuthUser {
  return user;
}

export async function findUserByEmail(db: Queryable, email: string) {
  const [row] = await db.query<UserRow>(`${SELECT_USER} where u.email = $1`, [email]);
  return row ? toUser(row) : undefined;
}

export async function findUserById(db: Queryable, id: string) {
  const [row] = await db.query<UserRow>(`${SELECT_USER} where u.id = $1`, [id]);
  return row ? toUser(row) : undefined;
}

/** Creates the user and its profile row (same id); undefined when the e-mail is taken. */
export async function insertUser(
  tx: Queryable,
  user: { email: string; passwordHash: string; name: string; language: Language; now: Date },
): Promise<string | undefined> {
  const [row] = await tx.query<{ id: string }>(
    `insert into users (email, password_hash, language, created_at, updated_at)
     values ($1, $2, $3, $4, $4) on conflict (email) do nothing returning id`,
    [user.email, user.passwordHash, user.language, user.now],
  );
  if (!row) return undefined;
  await tx.query(
    `insert into profiles (id, name, created_at, updated_at)
     values ($1, $2, $3, $3)`,
    [row.id, user.name, user.now],
  );
  return row.id;
}

export async function deleteUser(db: Queryable, id: string) {
  await db.query('delete from profiles where id = $1', [id]);
  await db.query('delete from users where id = $1', [id]);
}

export async function markEmailConfirmed(tx: Queryable, userId: string, now: Date) {
  await tx.query(
    `update users set email_confirmed_at = coalesce(email_confirmed_at, $2), updated_at = $2
     where id = $1`,
    [userId, now],
  );
}

export async function updatePasswordHash(
  tx: Queryable,
  userId: string,
  passwordHash: string,
  now: Date,
) {
  await tx.query('update users set password_hash = $2, updated_at = $3 where id = $1', [
    userId,
    passwordHash,
    now,
  ]);
}
