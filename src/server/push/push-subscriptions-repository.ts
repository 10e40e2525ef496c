import type { Language } from '#contract/constants';
import type { PushKind } from '#contract/notifications';
import type { PushSubscriptionInput } from '#contract/push';
import type { Queryable } from '#server/db/db';

/** Devices one user may have: a new one beyond this replaces their least recently saved. */
export const PUSH_SUBSCRIPTIONS_PER_USER = 10;

/**
 * Stores the device's subscription for `userId`, or updates it: the endpoint is the device, so
 * a device signed in as someone else now belongs to them.
 */
export async function saveSubscription(
  tx: Queryable,
  userId: string,
  subscription: PushSubscriptionInput,
  now: Date,
): Promise<void> {
  const expiresAt =
    subscription.expirationTime == null ? null : new Date(Math.floor(subscription.expirationTime));
  await tx.query(
    `insert into push_subscriptions
       (user_id, endpoint, p256dh, auth, expires_at, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $6)
     on conflict (endpoint) do update set user_id = excluded.user_id, p256dh = excluded.p256dh,
       auth = excluded.auth, expires_at = excluded.expires_at, updated_at = excluded.updated_at`,
    [
      userId,
      subscription.endpoint,
      subscription.keys.p256dh,
      subscription.keys.auth,
      expiresAt,
      now,
    ],
  );
  await tx.query(
    `delete from push_subscriptions where id in (
       select id from push_subscriptions where user_id = $1
       order by updated_at desc, id offset $2)`,
    [userId, PUSH_SUBSCRIPTIONS_PER_USER],
  );
}

/** Forgets one of the user's devices; another user's device with that endpoint stays. */
export async function deleteSubscription(db: Queryable, userId: string, endpoint: string) {
  await db.query('delete from push_subscriptions where user_id = $1 and endpoint = $2', [
    userId,
    endpoint,
  ]);
}

/**
 * SQL: the user's devices that take pushes of a kind now (none when they turned it off), as a
 * query of `id, created_at`, for parameters such as `$2`: the user, the push kind and now.
 */
export function devicesTakingPushSql(userId: string, kind: string, now: string): string {
  return `select s.id, s.created_at from push_subscriptions s join users u on u.id = s.user_id
          where s.user_id = ${userId}::uuid and not (${kind}::text = any(u.push_off))
            and (s.expires_at is null or s.expires_at > ${now}::timestamptz)`;
}

/** A device to push to, with its owner's language. */
export interface PushDevice {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  language: Language;
}

/**
 * The device, if it still belongs to `userId`, is not lapsed, and its owner still takes pushes
 * of `kind`: the send-time check of a job queued earlier.
 */
export async function findDeviceTakingPush(
  db: Queryable,
  id: string,
  userId: string,
  kind: PushKind,
  now: Date,
): Promise<PushDevice | undefined> {
  const [row] = await db.query<{
    id: string;
    endpoint: string;
    p256dh: string;
    auth: string;
    language: Language;
  }>(
    `select s.id, s.endpoint, s.p256dh, s.auth, u.language
     from push_subscriptions s join users u on u.id = s.user_id
     where s.id = $1 and s.user_id = $2 and not ($3 = any(u.push_off))
       and (s.expires_at is null or s.expires_at > $4)`,
    [id, userId, kind, now],
  );
  return (
    row && {
      id: row.id,
      endpoint: row.endpoint,
      keys: { p256dh: row.p256dh, auth: row.auth },
      language: row.language,
    }
  );
}

/** The push service says the device is gone (404, 410): forget it. */
export async function removeGoneDevice(db: Queryable, device: Pick<PushDevice, 'id' | 'endpoint'>) {
  await db.query('delete from push_subscriptions where id = $1 and endpoint = $2', [
    device.id,
    device.endpoint,
  ]);
}

export async function markDevicePushed(db: Queryable, id: string, now: Date) {
  await db.query('update push_subscriptions set last_sent_at = $2 where id = $1', [id, now]);
}
