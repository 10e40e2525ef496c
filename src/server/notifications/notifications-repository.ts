import { type Cursor, encodeCursor } from '#contract/cursor';
import {
  NOTIFICATIONS_PAGE_SIZE,
  type Notification,
  type NotificationKind,
  type NotificationsPage,
  notificationSchema,
} from '#contract/notifications';
import type { Queryable } from '#server/db/db';
import { devicesTakingPushSql } from '#server/push/push-subscriptions-repository';

interface NotificationRow {
  id: string;
  seq: string;
  kind: NotificationKind;
  actor_id: string | null;
  actor_name: string | null;
  subject_id: string;
  data: unknown;
  created_at: Date;
  read_at: Date | null;
}

const iso = (value: Date) => new Date(value).toISOString();

function toNotification(row: NotificationRow): Notification {
  return notificationSchema.parse({
    id: row.id,
    kind: row.kind,
    actor:
      row.actor_id && row.actor_name !== null ? { id: row.actor_id, name: row.actor_name } : null,
    subjectId: row.subject_id,
    data: typeof row.data === 'string' ? JSON.parse(row.data) : row.data,
    createdAt: iso(row.created_at),
    readAt: row.read_at ? iso(row.read_at) : null,
  });
}

export interface NewNotification {
  recipientId: string;
  kind: NotificationKind;
  actorId: string | null;
  subjectId: string;
  data: Record<string, unknown>;
}

/**
 * SQL: whether the user has a confirmed address and has not turned this category of mail off,
 * for a uuid and a text parameter such as `$2`, `$3`.
 */
export function wantsMailSql(userId: string, category: string): string {
  return `exists (select 1 from users
                  where id = ${userId}::uuid and email_confirmed_at is not null
                    and not (${category}::text = any(mail_off)))`;
}

/** The outbox jobs that deliver a stored notification, as its kind and recipient take them. */
export interface NotificationDeliveries {
  /** Its mail's job, queued if the recipient takes mail of `mailCategory` (null: none). */
  mail: { job: string; category: string | null };
  /** One job per device of the recipient taking pushes of `pushKind` (null: none). */
  push: { job: string; kind: string | null };
}

/**
 * Stores a notification and queues its mail and pushes in the outbox, in one statement (it runs
 * in the transaction of whatever is told, a join or a booking, so each round trip counts): the
 * recipient's mail and push settings are read where the jobs are written. Undefined when it is
 * one the recipient already has and may have only once (a partner request's reply from the same
 * player); then nothing is queued either. `jobs`: how many jobs it queued, all due now.
 */
export async function insertNotification(
  tx: Queryable,
  n: NewNotification,
  deliveries: NotificationDeliveries,
  now: Date,
): Promise<{ notification: Notification; jobs: number } | undefined> {
  const [row] = await tx.query<NotificationRow & { jobs: number }>(
    `with inserted as (
       insert into notifications (recipient_id, kind, actor_id, subject_id, data, created_at)
       values ($1, $2, $3, $4, $5, $6)
       on conflict (subject_id, actor_id) where kind = 'partner_request_reply' do nothing
       returning id, seq, kind, actor_id, subject_id, data, created_at, read_at),
     jobs as (
       insert into outbox (kind, payload, due_at, created_at)
       select job.kind, job.payload, $6, $6 from (
         select 0 as n, $7::text as kind, jsonb_build_object('notificationId', i.id) as payload,
           null::timestamptz as device_since, null::uuid as device
         from inserted i where $8::text is not null and ${wantsMailSql('$1', '$8')}
         union all
         select 1, $9::text, jsonb_build_object('notificationId', i.id, 'subscriptionId', d.id),
           d.created_at, d.id
         from inserted i, (${devicesTakingPushSql('$1', '$10', '$6')}) d
         where $10::text is not null
       ) job
       order by job.n, job.device_since, job.device
       returning 1)
     select i.*, p.name as actor_name, (select count(*) from jobs)::int as jobs
     from inserted i left join profiles p on p.id = i.actor_id`,
    [
      n.recipientId,
      n.kind,
      n.actorId,
      n.subjectId,
      JSON.stringify(n.data),
      now,
      deliveries.mail.job,
      deliveries.mail.category,
      deliveries.push.job,
      deliveries.push.kind,
    ],
  );
  return row && { notification: toNotification(row), jobs: row.jobs };
}

/**
 * The same notification (kind, actor, subject, facts) for each of `recipientIds`, with their
 * mails and pushes queued, in one statement: a game posted tells every player it fits at once,
 * and thousands of them take one round trip, not thousands. A recipient who already has it by a
 * unique index (a game that fits is told once) is left out. Answers what was stored.
 */
export async function insertNotificationForMany(
  tx: Queryable,
  recipientIds: readonly string[],
  n: Omit<NewNotification, 'recipientId'>,
  deliveries: NotificationDeliveries,
  now: Date,
): Promise<{ stored: { recipientId: string; notification: Notification }[]; jobs: number }> {
  if (recipientIds.length === 0) return { stored: [], jobs: 0 };
  const rows = await tx.query<NotificationRow & { recipient_id: string; jobs: number }>(
    `with inserted as (
       insert into notifications (recipient_id, kind, actor_id, subject_id, data, created_at)
       select r, $2, $3, $4, $5, $6 from unnest($1::uuid[]) r
       on conflict do nothing
       returning id, seq, recipient_id, kind, actor_id, subject_id, data, created_at, read_at),
     jobs as (
       insert into outbox (kind, payload, due_at, created_at)
       select job.kind, job.payload, $6, $6 from (
         select i.seq, 0 as n, $7::text as kind,
           jsonb_build_object('notificationId', i.id) as payload,
           null::timestamptz as device_since, null::uuid as device
         from inserted i where $8::text is not null and ${wantsMailSql('i.recipient_id', '$8')}
         union all
         select i.seq, 1, $9::text,
           jsonb_build_object('notificationId', i.id, 'subscriptionId', d.id), d.created_at, d.id
         from inserted i, lateral (${devicesTakingPushSql('i.recipient_id', '$10', '$6')}) d
         where $10::text is not null
       ) job
       order by job.seq, job.n, job.device_since, job.device
       returning 1)
     select i.*, p.name as actor_name, (select count(*) from jobs)::int as jobs
     from inserted i left join profiles p on p.id = i.actor_id order by i.seq`,
    [
      recipientIds,
      n.kind,
      n.actorId,
      n.subjectId,
      JSON.stringify(n.data),
      now,
      deliveries.mail.job,
      deliveries.mail.category,
      deliveries.push.job,
      deliveries.push.kind,
    ],
  );
  return {
    stored: rows.map((row) => ({
      recipientId: row.recipient_id,
      notification: toNotification(row),
    })),
    jobs: rows[0]?.jobs ?? 0,
  };
}

const SELECT = `select n.id, n.seq, n.kind, n.actor_id, p.name as actor_name, n.subject_id, n.data,
    n.created_at, n.read_at
  from notifications n left join profiles p on p.id = n.actor_id`;

export async function unreadCount(db: Queryable, recipientId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'select count(*)::int as n from notifications where recipient_id = $1 and read_at is null',
    [recipientId],
  );
  return row?.n ?? 0;
}

/** The recipient's notifications, newest first, a page at a time, with their unread count. */
export async function listNotifications(
  db: Queryable,
  recipientId: string,
  after: Cursor | undefined,
): Promise<NotificationsPage> {
  const params: unknown[] = [recipientId, NOTIFICATIONS_PAGE_SIZE + 1];
  let keyset = '';
  if (after) {
    params.push(after[0]);
    keyset = 'and n.seq < $3';
  }
  const [rows, count] = await Promise.all([
    db.query<NotificationRow>(
      `${SELECT} where n.recipient_id = $1 ${keyset}
       order by n.seq desc limit $2`,
      params,
    ),
    unreadCount(db, recipientId),
  ]);
  const page = rows.slice(0, NOTIFICATIONS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map(toNotification),
    nextCursor:
      rows.length > NOTIFICATIONS_PAGE_SIZE && last
        ? encodeCursor(Number(last.seq), last.id)
        : null,
    unreadCount: count,
  };
}

/** Every notification of the recipient, newest first (their data export). */
export async function allNotifications(
  db: Queryable,
  recipientId: string,
): Promise<Notification[]> {
  const rows = await db.query<NotificationRow>(
    `${SELECT} where n.recipient_id = $1 order by n.seq desc`,
    [recipientId],
  );
  return rows.map(toNotification);
}

/** Marks the given notifications of the recipient (or all of them) read. */
export async function markNotificationsRead(
  db: Queryable,
  recipientId: string,
  ids: string[] | 'all',
  now: Date,
): Promise<void> {
  if (ids === 'all') {
    await db.query(
      'update notifications set read_at = $2 where recipient_id = $1 and read_at is null',
      [recipientId, now],
    );
  } else {
    await db.query(
      `update notifications set read_at = $3
       where recipient_id = $1 and id = any($2::uuid[]) and read_at is null`,
      [recipientId, ids, now],
    );
  }
}

/** One notification with what its mail needs: the recipient's address, language and choices. */
export async function findNotificationForMail(db: Queryable, id: string) {
  const [row] = await db.query<
    NotificationRow & {
      recipient_id: string;
      recipient_name: string;
      email: string;
      language: 'bg' | 'en';
      mail_off: string[];
      email_confirmed_at: Date | null;
    }
  >(
    `select n.id, n.seq, n.kind, n.actor_id, p.name as actor_name, n.subject_id, n.data,
       n.created_at, n.read_at, n.recipient_id, r.name as recipient_name, u.email, u.language, u.mail_off,
       u.email_confirmed_at
     from notifications n
     join users u on u.id = n.recipient_id
     join profiles r on r.id = n.recipient_id
     left join profiles p on p.id = n.actor_id
     where n.id = $1`,
    [id],
  );
  if (!row) return undefined;
  return {
    notification: toNotification(row),
    recipient: {
      id: row.recipient_id,
      name: row.recipient_name,
      email: row.email,
      language: row.language,
      mailOff: row.mail_off,
      confirmed: row.email_confirmed_at !== null,
    },
  };
}

/** Whether `actorId` told `recipientId` of a request to play since `since`. */
export async function playRequestSince(
  db: Queryable,
  actorId: string,
  recipientId: string,
  since: Date,
): Promise<boolean> {
  const rows = await db.query(
    `select 1 from notifications
     where kind = 'play_request' and actor_id = $1 and recipient_id = $2 and created_at > $3
     limit 1`,
    [actorId, recipientId, since],
  );
  return rows.length > 0;
}
