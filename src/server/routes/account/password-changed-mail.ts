import { AUTH_PAGE_PATHS } from '#contract/auth';
import type { Queryable } from '#server/db/db';
import { passwordChangedMail } from '#server/mail/account-templates';
import type { Mailer } from '#server/mail/mailer';
import { enqueueJobs } from '#server/outbox/outbox-repository';
import { givenUpIfRefused, type JobHandler } from '#server/outbox/outbox-worker';
import { findUserById } from '../auth/users-repository';

/** The account's owner is told of a new password, in the transaction that sets it. */
export const PASSWORD_CHANGED_JOB = 'password_changed';

export async function queuePasswordChangedNotice(
  tx: Queryable,
  userId: string,
  now: Date,
): Promise<void> {
  await enqueueJobs(tx, [{ kind: PASSWORD_CHANGED_JOB, payload: { userId }, dueAt: now }], now);
}

/** Sent to the address the account has when the mail goes out; none for a deleted account. */
export function passwordChangedDeliveries(deps: {
  db: Queryable;
  mailer: Mailer;
  appUrl: () => string;
}): Record<string, JobHandler> {
  return {
    async [PASSWORD_CHANGED_JOB](payload) {
      const user = await findUserById(deps.db, String(payload.userId));
      if (!user) return 'skipped';
      const forgotPasswordLink = `${deps.appUrl()}${AUTH_PAGE_PATHS.forgotPassword}`;
      const mail = passwordChangedMail(user.language, { name: user.name, forgotPasswordLink });
      try {
        await deps.mailer.send({ to: user.email, ...mail, link: forgotPasswordLink });
      } catch (error) {
        throw givenUpIfRefused(error);
      }
      return 'sent';
    },
  };
}
