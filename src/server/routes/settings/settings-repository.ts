import type { Language } from '../../../contract/constants';
import type { MailCategory } from '../../../contract/notifications';
import type { Queryable } from '../../db/db';

export async function findMailSettings(db: Queryable, userId: string) {
  const [row] = await db.query<{ language: Language; mailOff: MailCategory[] }>(
    'select language, mail_off as "mailOff" from users where id = $1',
    [userId],
  );
  return row;
}

export async function setMailOff(db: Queryable, userId: string, off: MailCategory[], now: Date) {
  await db.query('update users set mail_off = $2, updated_at = $3 where id = $1', [
    userId,
    off,
    now,
  ]);
}

/** Turns one category off (one-click unsubscribe); false when there is no such user. */
export async function turnMailOff(db: Queryable, userId: string, category: MailCategory) {
  const rows = await db.query(
    `update users set mail_off = case when $2 = any(mail_off) then mail_off
                                      else array_append(mail_off, $2) end
     where id = $1 returning id`,
    [userId, category],
  );
  return rows.length > 0;
}

export async function setLanguage(db: Queryable, userId: string, language: Language, now: Date) {
  await db.query('update users set language = $2, updated_at = $3 where id = $1', [
    userId,
    language,
    now,
  ]);
}
