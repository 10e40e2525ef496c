import { z } from 'zod';
import { emailSchema, languageSchema, newPasswordSchema } from './auth';
import { bookingStatusSchema } from './bookings';
import { claimStatusSchema } from './court-claims';
import { courtClosureSchema } from './court-closures';
import { courtDetailSchema } from './courts';
import { districtSchema, skillLevelSchema } from './enums';
import { matchStatusSchema } from './matches';
import { notificationSchema } from './notifications';
import { personRefSchema } from './people';
import { profileSchema } from './profile';
import { REPORT_KINDS, REPORT_REASONS, REPORT_STATUSES } from './reports';
import { scheduleSchema } from './schedule';

/**
 * The signed-in user's own account, under /api/account (Bearer unless said otherwise).
 *
 * | call                              | body                | success                      |
 * |-----------------------------------|---------------------|------------------------------|
 * | POST   /api/account/password      | ChangePasswordBody  | 204                          |
 * | POST   /api/account/email         | ChangeEmailBody     | 202 Accepted                 |
 * | POST   /api/account/email/confirm | TokenBody, no auth  | 200 EmailChanged             |
 * | GET    /api/account/export        | –                   | 200 AccountExport, attached  |
 * | DELETE /api/account               | DeleteAccountBody   | 204                          |
 *
 * Signing out of every device is POST /api/auth/sign-out with `{ scope: 'global' }`.
 *
 * - The password these calls ask for is checked like a sign-in and counts against the same
 *   limits (a wrong one is a failed sign-in of the account from that address): 403
 *   `wrong_password` with `fields.<field> = 'wrong_password'`, 429 `rate_limited` after too many.
 * - password: the new one follows the sign-up rules (422 `weak_password`, reasons in
 *   `fields.newPassword`). Every other session of the user ends at once (their sockets close);
 *   the one making the call stays signed in. Password-reset links not yet used stop working.
 * - email: answered 202 alike whether or not the new address has an account (sign-up tells no
 *   more). A link valid EMAIL_CHANGE_LINK_HOURS goes to the new address
 *   (`${APP_URL}/auth/change-email#token=…`), and the current address is told a change was
 *   asked; nothing changes until the link is opened. If the new address already has an
 *   account, its owner is told instead and no link is sent. A newer request replaces an older
 *   one (its link stops working). The same address as now: 400 `validation`,
 *   `fields.newEmail = 'same_email'`.
 * - email/confirm: sets the address the link was sent to, and tells the old address it
 *   changed. A used, replaced or expired link: 401 `invalid_token`; an address another
 *   account took meanwhile: 409 `email_taken`. Sessions stay; links mailed to the old address
 *   stop working.
 * - export: everything about the user as JSON (AccountExport), as a file
 *   (`Content-Disposition: attachment; filename="<accountExportFileName>"`). Never a password or
 *   token hash, a device's push keys, or anyone else's e-mail address. At most
 *   EXPORTS_PER_HOUR an hour (429).
 * - DELETE: deletes the account at once (docs/decisions/015 says what goes and what stays).
 *   Its sessions end and its sockets close; the address may sign up again.
 */

/** The account part of the profile page, where mails about the account link to. */
export const ACCOUNT_SETTINGS_PATH = '/profile#account';

/** The change link lives as long as a sign-up's confirmation link. */
export const EMAIL_CHANGE_LINK_HOURS = 24;
export const EXPORTS_PER_HOUR = 5;

/** What the server takes as a password it checks (the current one); any text up to 1,024. */
const currentPasswordSchema = z.string().min(1, 'required').max(1024, 'too_long');

export const changePasswordBodySchema = z.object({
  currentPassword: currentPasswordSchema,
  /** Checked against the password rules after the current one (weak_password). */
  newPassword: z.string().min(1, 'required').max(1024, 'too_long'),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
/** The form: the body with the length rules of a new password. */
export const changePasswordFormSchema = changePasswordBodySchema.extend({
  newPassword: newPasswordSchema,
});

export const changeEmailBodySchema = z.object({
  newEmail: emailSchema,
  password: currentPasswordSchema,
});
export type ChangeEmailBody = z.input<typeof changeEmailBodySchema>;

export const emailChangedSchema = z.object({ userId: z.guid(), email: z.string() });
export type EmailChanged = z.infer<typeof emailChangedSchema>;

export const deleteAccountBodySchema = z.object({ password: currentPasswordSchema });
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

/** `tennis-sofia-data-2026-05-04.json`: the export's file, by the Sofia date it was made. */
export function accountExportFileName(sofiaDate: string): string {
  return `tennis-sofia-data-${sofiaDate}.json`;
}

const courtRef = z.object({ id: z.guid(), name: z.string() });

const exportedBooking = z.object({
  id: z.guid(),
  court: courtRef,
  date: z.string(),
  startTime: z.string(),
  durationMinutes: z.number().int(),
  /** Euro, as asked when the request was sent. */
  totalPrice: z.number(),
  status: bookingStatusSchema,
  /** Cancelled after the court's free cancellation. */
  cancelledLate: z.boolean(),
  note: z.string().nullable(),
  ownerNote: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const accountExportSchema = z.object({
  exportedAt: z.string(),
  account: z.object({
    id: z.guid(),
    email: z.string(),
    language: languageSchema,
    createdAt: z.string(),
    emailConfirmedAt: z.string().nullable(),
    /** An address change waiting for its link. */
    pendingEmail: z.string().nullable(),
  }),
  profile: profileSchema
    .pick({
      name: true,
      bio: true,
      level: true,
      phone: true,
      district: true,
      availability: true,
      preferredCourtIds: true,
      listed: true,
      wins: true,
      losses: true,
    })
    .extend({ createdAt: z.string(), updatedAt: z.string() }),
  /** The weekly schedule, once the user saved one. */
  schedule: scheduleSchema.omit({ saved: true }).nullable(),
  settings: z.object({
    /** The e-mail categories and push kinds turned off (contract/notifications.ts). */
    mailOff: z.array(z.string()),
    pushOff: z.array(z.string()),
  }),
  /** Devices with push notifications: the push service's host, never the device's keys. */
  pushDevices: z.array(
    z.object({ pushService: z.string(), createdAt: z.string(), lastSentAt: z.string().nullable() }),
  ),
  sessions: z.array(z.object({ createdAt: z.string(), endedAt: z.string().nullable() })),
  courts: z.array(
    courtDetailSchema
      .omit({ rating: true, reviewCount: true, distanceKm: true, ownerId: true })
      .extend({
        createdAt: z.string(),
        updatedAt: z.string(),
        /** The owner's closures of the court, past ones too. */
        closures: z.array(courtClosureSchema),
      }),
  ),
  bookingsMade: z.array(exportedBooking),
  /** Requests for the user's courts, with the requester's name (never their address). */
  bookingsAtMyCourts: z.array(exportedBooking.extend({ requester: personRefSchema })),
  /** Reviews the user wrote of courts they booked, with the owners' answers. */
  courtReviews: z.array(
    z.object({
      id: z.guid(),
      bookingId: z.guid(),
      court: courtRef,
      stars: z.number().int(),
      comment: z.string().nullable(),
      answer: z.string().nullable(),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
  ),
  /** Courts' no-show marks on the user's bookings (removed ones too), with the user's replies. */
  noShowMarks: z.array(
    z.object({
      bookingId: z.guid(),
      markedAt: z.string(),
      reply: z.string().nullable(),
      removedAt: z.string().nullable(),
    }),
  ),
  courtClaims: z.array(
    z.object({
      court: courtRef,
      message: z.string().nullable(),
      status: claimStatusSchema,
      createdAt: z.string(),
      decidedAt: z.string().nullable(),
    }),
  ),
  partnerRequests: z.array(
    z.object({
      id: z.guid(),
      level: skillLevelSchema,
      district: districtSchema,
      preferredTime: z.string(),
      message: z.string().nullable(),
      createdAt: z.string(),
      expiresAt: z.string(),
      closedAt: z.string().nullable(),
    }),
  ),
  matches: z.array(
    z.object({
      id: z.guid(),
      playedOn: z.string(),
      reporter: personRefSchema,
      opponent: personRefSchema,
      /** From the reporter's side. */
      sets: z.array(z.string()),
      wonByMe: z.boolean(),
      status: matchStatusSchema,
      createdAt: z.string(),
    }),
  ),
  conversations: z.array(
    z.object({
      id: z.guid(),
      /** A pair's other participant; in a group, its first other member (as in the app). */
      with: personRefSchema,
      /** A group's other members now, in the order they joined; empty for a pair. */
      members: z.array(personRefSchema),
      createdAt: z.string(),
      messages: z.array(
        z.object({
          seq: z.number().int(),
          fromMe: z.boolean(),
          /** Empty when a moderator removed it. */
          content: z.string(),
          removed: z.boolean(),
          createdAt: z.string(),
        }),
      ),
    }),
  ),
  notifications: z.array(notificationSchema),
  blocks: z.array(z.object({ player: personRefSchema, createdAt: z.string() })),
  reports: z.array(
    z.object({
      kind: z.enum(REPORT_KINDS),
      targetId: z.guid(),
      reason: z.enum(REPORT_REASONS),
      note: z.string().nullable(),
      status: z.enum(REPORT_STATUSES),
      createdAt: z.string(),
      resolvedAt: z.string().nullable(),
    }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
