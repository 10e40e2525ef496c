import { WEEKDAYS, type Weekday } from '#contract/enum-values';
import { NOTIFICATION_SETTINGS_PATH, UNSUBSCRIBE_PATH } from '#contract/notifications';
import { addDays, sofiaDate, sofiaInstant, weekStartOf } from '#contract/sofia-time';
import type { Db, Queryable } from '#server/db/db';
import type { Clock } from '#server/lib/clock';
import type { Mailer } from '#server/mail/mailer';
import type { UnsubscribeTokens } from '#server/mail/unsubscribe-tokens';
import { weeklyPartnersMail } from '#server/mail/weekly-partners-template';
import { OUTBOX_CHANNEL } from '#server/outbox/outbox-repository';
import { givenUpIfRefused, type JobHandler } from '#server/outbox/outbox-worker';
import { gamesThatFitWeek, proposalsFor } from './proposals';

/** The week's round: at Monday 08:00 in Sofia it queues a mail for everyone who takes it. */
export const WEEKLY_ROUND_JOB = 'weekly_partners_round';
/** One player's Monday mail of one week. */
export const WEEKLY_MAIL_JOB = 'weekly_partners_mail';

/** When the weekly mail goes out: a weekday and a time on Sofia's wall clock. */
export interface WeeklyMailAt {
  weekday: Weekday;
  time: string;
}

/** Monday 08:00 in Sofia (`WEEKLY_MAIL_AT` may move it, e.g. for a browser test). */
export const MONDAY_MORNING: WeeklyMailAt = { weekday: 'mon', time: '08:00' };

/**
 * The first weekly mail after `now` (today's, if it is that weekday and not yet that time): its
 * day (`week`, the round's key) and the instant, Sofia's offset taken on that day.
 */
export function nextWeeklyMail(
  now: Date,
  at: WeeklyMailAt = MONDAY_MORNING,
): { week: string; dueAt: Date } {
  let week = addDays(weekStartOf(sofiaDate(now)), WEEKDAYS.indexOf(at.weekday));
  let dueAt = sofiaInstant(week, at.time);
  if (dueAt.getTime() <= now.getTime()) {
    week = addDays(week, 7);
    dueAt = sofiaInstant(week, at.time);
  }
  return { week, dueAt };
}

/** SQL: the accounts that take the Monday mail (`u`: users). */
const TAKES_WEEKLY_MAIL = `u.email_confirmed_at is not null and u.suspended_at is null
  and not ('weekly_partners' = any(u.mail_off))`;

/**
 * Queues the next Monday's round while anyone takes the mail: a row with its due time, once per
 * week whichever process asks (a unique index on the week), so no timer lives in memory and a
 * restart loses nothing.
 */
export async function ensureWeeklyRound(
  db: Queryable,
  now: Date,
  at: WeeklyMailAt = MONDAY_MORNING,
): Promise<void> {
  const { week, dueAt } = nextWeeklyMail(now, at);
  await db.query(
    `insert into outbox (kind, payload, due_at, created_at)
     select $1, jsonb_build_object('week', $2::text), $3, $4
     where exists (select 1 from users u where ${TAKES_WEEKLY_MAIL})
     on conflict do nothing`,
    [WEEKLY_ROUND_JOB, week, dueAt, now],
  );
}

export interface WeeklyMailDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  appUrl: () => string;
  unsubscribeTokens: UnsubscribeTokens;
  at: WeeklyMailAt;
}

/** The outbox's jobs of the Monday mail: the week's round, and each player's mail. */
export function weeklyMailDeliveries(deps: WeeklyMailDeps): Record<string, JobHandler> {
  const { db } = deps;
  return {
    async [WEEKLY_ROUND_JOB](payload) {
      const week = String(payload.week);
      const now = deps.clock.now();
      await db.transaction(async (tx) => {
        await tx.query(
          `insert into outbox (kind, payload, due_at, created_at)
           select $1, jsonb_build_object('userId', u.id, 'week', $2::text), $3, $3
           from users u where ${TAKES_WEEKLY_MAIL}
           order by u.id
           on conflict do nothing`,
          [WEEKLY_MAIL_JOB, week, now],
        );
        await ensureWeeklyRound(tx, now, deps.at);
        await tx.query('select pg_notify($1, $2)', [OUTBOX_CHANNEL, '']);
      });
      return 'sent';
    },

    async [WEEKLY_MAIL_JOB](payload) {
      const userId = String(payload.userId);
      const now = deps.clock.now();
      const [recipient] = await db.query<{
        name: string;
        email: string;
        language: 'bg' | 'en';
      }>(
        `select p.name, u.email, u.language from users u join profiles p on p.id = u.id
         where u.id = $1 and ${TAKES_WEEKLY_MAIL}`,
        [userId],
      );
      if (!recipient) return 'skipped';
      const { items: proposals } = await proposalsFor(db, userId, now);
      const games = await gamesThatFitWeek(db, userId, now);
      // Nothing to tell this week: no mail.
      if (proposals.length === 0 && games.length === 0) return 'skipped';
      const base = deps.appUrl();
      const token = deps.unsubscribeTokens.sign(userId, 'weekly_partners');
      const context = {
        language: recipient.language,
        recipientName: recipient.name,
        link: `${base}/partners`,
        category: 'weekly_partners' as const,
        unsubscribeUrl: `${base}${UNSUBSCRIBE_PATH}?${new URLSearchParams({ token })}`,
        settingsUrl: `${base}${NOTIFICATION_SETTINGS_PATH}`,
      };
      const mail = weeklyPartnersMail({ proposals, games }, context, {
        partner: (proposal) => `${base}/partners#partner-${proposal.player.id}`,
        game: (game) => `${base}/open-matches/${game.id}`,
      });
      try {
        await deps.mailer.send({
          to: recipient.email,
          ...mail,
          link: context.link,
          headers: {
            'List-Unsubscribe': `<${context.unsubscribeUrl}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        });
      } catch (error) {
        throw givenUpIfRefused(error);
      }
      return 'sent';
    },
  };
}
