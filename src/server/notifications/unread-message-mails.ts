import type { Queryable } from '#server/db/db';
import { enqueueJobs } from '#server/outbox/outbox-repository';
import { unreadMessagePushJobs } from '#server/push/push-jobs';
import { devicesTakingPushSql } from '#server/push/push-subscriptions-repository';
import { wantsMailSql } from './notifications-repository';

export const MESSAGE_MAIL_JOB = 'message_mail';

export interface UnreadMessageMailJob {
  conversationId: string;
  recipientId: string;
  /** The message that started the wait: the mail goes only if it is still unread. */
  seq: number;
}

/**
 * After a message, in its transaction: unless the recipient already has a mail or push about
 * this conversation due or sent since they last read it, a mail (unless turned off) and a push
 * to each of their devices (unless turned off) are queued for `delayMs` from now. Reading the
 * conversation clears the mark (markRead), so the next message may tell them again.
 */
export async function scheduleUnreadMessageNotices(
  tx: Queryable,
  job: UnreadMessageMailJob,
  delayMs: number,
  now: Date,
): Promise<void> {
  const dueAt = new Date(now.getTime() + delayMs);
  // One statement, as it runs on every message: what the recipient takes, and the mark set
  // when there is something to tell them and they have not been told since they last read.
  const [state] = await tx.query<{ mail: boolean; devices: string[]; marked: boolean }>(
    `with wants as (select ${wantsMailSql('$2', "'messages'")} as mail),
     devices as (${devicesTakingPushSql('$2', "'messages'", '$3')}),
     marked as (
       update conversation_participants set unread_mailed = true
       where conversation_id = $1 and profile_id = $2 and not unread_mailed
         and ((select mail from wants) or exists (select 1 from devices))
       returning conversation_id)
     select (select mail from wants) as mail,
       array(select id::text from devices order by created_at, id) as devices,
       exists (select 1 from marked) as marked`,
    [job.conversationId, job.recipientId, now],
  );
  if (!state?.marked) return;
  const pushes = unreadMessagePushJobs(state.devices, job, dueAt);
  const mailJob = { kind: MESSAGE_MAIL_JOB, payload: { ...job }, dueAt };
  await enqueueJobs(tx, state.mail ? [mailJob, ...pushes] : pushes, now);
}

interface UnreadState {
  read_seq: number;
  sender_id: string;
  sender_name: string;
  /** One of the two blocked the other since: the messages are not told about. */
  blocked: boolean;
}

/**
 * Where the recipient stands in the conversation, who the other participant is, and whether a
 * block stands between them. In a group, the "other" is whoever wrote the newest message the
 * recipient has not read (the mail tells of their messages), and no block silences it.
 */
export async function unreadState(
  db: Queryable,
  conversationId: string,
  recipientId: string,
): Promise<UnreadState | undefined> {
  const [row] = await db.query<UnreadState>(
    `select me.read_seq, s.id as sender_id, s.name as sender_name,
       c.kind = 'pair' and exists (select 1 from blocks b
               where (b.blocker_id = $2 and b.blocked_id = s.id)
                  or (b.blocker_id = s.id and b.blocked_id = $2)) as blocked
     from conversation_participants me
     join conversations c on c.id = me.conversation_id
     join profiles s on s.id = case
       when c.kind = 'pair' then
         case when c.participant1_id = $2 then c.participant2_id else c.participant1_id end
       else (select m.sender_id from messages m
             where m.conversation_id = c.id and m.seq > me.read_seq and m.sender_id <> $2
             order by m.seq desc limit 1)
     end
     where me.conversation_id = $1 and me.profile_id = $2`,
    [conversationId, recipientId],
  );
  return row;
}

/** The other participant's unread messages: how many, and the latest `limit`, oldest first. */
export async function unreadMessages(
  db: Queryable,
  conversationId: string,
  senderId: string,
  afterSeq: number,
  limit = 5,
): Promise<{ count: number; contents: string[] }> {
  const rows = await db.query<{ content: string; total: number }>(
    `select content, count(*) over ()::int as total from messages
     where conversation_id = $1 and sender_id = $2 and seq > $3 and hidden_at is null
     order by seq desc limit $4`,
    [conversationId, senderId, afterSeq, limit],
  );
  return { count: rows[0]?.total ?? 0, contents: rows.map((r) => r.content).reverse() };
}
