import { ACCOUNT_SETTINGS_PATH } from '#contract/account';
import { AUTH_PAGE_PATHS, EMAIL_LINK_PATHS } from '#contract/auth';
import type { Queryable } from '#server/db/db';
import type { Clock } from '#server/lib/clock';
import {
  emailChangedMail,
  emailChangeLinkMail,
  emailChangeRequestedMail,
  emailTakenNoticeMail,
} from '#server/mail/account-templates';
import type { MailContent } from '#server/mail/layout';
import type { Mailer } from '#server/mail/mailer';
import { enqueueJobs } from '#server/outbox/outbox-repository';
import { givenUpIfRefused, type JobHandler } from '#server/outbox/outbox-worker';
import { emailLink } from '../auth/auth-mails';
import { createEmailToken, deleteEmailToken } from '../auth/email-tokens-repository';
import { findUserByEmail, findUserById } from '../auth/users-repository';
import { findEmailChange } from './email-changes-repository';

/**
 * The mails of a change of address go through the outbox, each written in the transaction of
 * its event. The link's token is made when its mail is sent, so that only its hash is ever
 * stored (the outbox keeps payloads a week); each job checks at send time that its mail is
 * still wanted (the request not replaced, the account not deleted).
 */
export const EMAIL_CHANGE_LINK_JOB = 'email_change_link';
export const EMAIL_CHANGE_REQUESTED_JOB = 'email_change_requested';
export const EMAIL_CHANGED_JOB = 'email_changed';

/** In the request's transaction: the link to the new address, the notice to the current one. */
export async function queueEmailChangeMails(
  tx: Queryable,
  change: { userId: string; currentEmail: string; newEmail: string },
  now: Date,
): Promise<void> {
  await enqueueJobs(
    tx,
    [
      {
        kind: EMAIL_CHANGE_LINK_JOB,
        payload: { userId: change.userId, requestedAt: now.toISOString() },
        dueAt: now,
      },
      {
        kind: EMAIL_CHANGE_REQUESTED_JOB,
        payload: { userId: change.userId, to: change.currentEmail, newEmail: change.newEmail },
        dueAt: now,
      },
    ],
    now,
  );
}

/** In the change's transaction: the old address is told it is no longer the account's. */
export async function queueEmailChangedNotice(
  tx: Queryable,
  change: { userId: string; oldEmail: string; newEmail: string },
  now: Date,
): Promise<void> {
  await enqueueJobs(
    tx,
    [
      {
        kind: EMAIL_CHANGED_JOB,
        payload: { userId: change.userId, to: change.oldEmail, newEmail: change.newEmail },
        dueAt: now,
      },
    ],
    now,
  );
}

export interface EmailChangeMailDeps {
  db: Queryable;
  mailer: Mailer;
  clock: Clock;
  appUrl: () => string;
}

export function emailChangeDeliveries(deps: EmailChangeMailDeps): Record<string, JobHandler> {
  const { db } = deps;

  async function send(to: string, mail: MailContent, link: string) {
    try {
      await deps.mailer.send({ to, ...mail, link });
    } catch (error) {
      throw givenUpIfRefused(error);
    }
  }

  const pages = () => ({
    account: `${deps.appUrl()}${ACCOUNT_SETTINGS_PATH}`,
    signIn: `${deps.appUrl()}${AUTH_PAGE_PATHS.signIn}`,
    forgotPassword: `${deps.appUrl()}${AUTH_PAGE_PATHS.forgotPassword}`,
  });

  return {
    async [EMAIL_CHANGE_LINK_JOB](payload) {
      const userId = String(payload.userId);
      const change = await findEmailChange(db, userId);
      const user = await findUserById(db, userId);
      if (!change || !user || change.requestedAt.toISOString() !== payload.requestedAt) {
        return 'skipped';
      }
      const links = pages();
      const owner = await findUserByEmail(db, change.newEmail);
      if (owner) {
        // Told alike whoever asked: the answer to the request did not say the address is taken.
        const mail = emailTakenNoticeMail(owner.language, {
          name: owner.name,
          signInLink: links.signIn,
          forgotPasswordLink: links.forgotPassword,
        });
        await send(owner.email, mail, links.signIn);
        return 'sent';
      }
      const token = await createEmailToken(
        db,
        userId,
        'change_email',
        deps.clock.now(),
        change.newEmail,
      );
      const link = emailLink(deps.appUrl(), EMAIL_LINK_PATHS.changeEmail, token);
      const mail = emailChangeLinkMail(user.language, {
        name: user.name,
        newEmail: change.newEmail,
        link,
      });
      try {
        await send(change.newEmail, mail, link);
      } catch (error) {
        // Not sent: its link must not work. A retry makes a new one.
        await deleteEmailToken(db, token);
        throw error;
      }
      return 'sent';
    },

    async [EMAIL_CHANGE_REQUESTED_JOB](payload) {
      const user = await findUserById(db, String(payload.userId));
      if (!user) return 'skipped';
      const links = pages();
      const mail = emailChangeRequestedMail(user.language, {
        name: user.name,
        newEmail: String(payload.newEmail),
        accountLink: links.account,
        forgotPasswordLink: links.forgotPassword,
      });
      await send(String(payload.to), mail, links.account);
      return 'sent';
    },

    async [EMAIL_CHANGED_JOB](payload) {
      const user = await findUserById(db, String(payload.userId));
      if (!user) return 'skipped';
      const links = pages();
      const mail = emailChangedMail(user.language, {
        name: user.name,
        newEmail: String(payload.newEmail),
        signInLink: links.signIn,
      });
      await send(String(payload.to), mail, links.signIn);
      return 'sent';
    },
  };
}
