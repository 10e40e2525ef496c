import type { Language } from '#contract/constants';
import type { MailCategory, PushKind } from '#contract/notifications';
import type { Queryable } from '#server/db/db';

export async function findMailSettings(db: Queryable, userId: string) {
  const [row] = await db.query<{
    language: Language;
    mailOff: MailCategory[];
    pushOff: PushKind[];
  }>('select language, mail_off as "mailOff", push_off as "pushOff" from users where id = $1', [
    userId,
  ]);
  return row;
}

/** The mail categories and push kinds the user turned off; the others are on. */
export async function setNotificationsOff(
  db: Queryable,
  userId: string,
  off: { mail: MailCategory[]; push: PushKind[] },
  now: Date,
) {
  await db.query('update users set mail_off = $2, push_off = $3, updated_at = $4 where id = $1', [
    userId,
    off.mail,
    off.push,
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
