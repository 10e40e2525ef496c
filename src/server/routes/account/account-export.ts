import type { AccountExport } from '#contract/account';
import type { Queryable } from '#server/db/db';
import { allNotifications } from '#server/notifications/notifications-repository';
import { findSchedule } from '#server/routes/schedule/schedule-repository';
import {
  exportedAccount,
  exportedBlocksAndReports,
  exportedBookings,
  exportedConversations,
  exportedCourts,
  exportedDevices,
  exportedMatches,
  exportedRequestsAndClaims,
  exportedReviewsAndMarks,
} from './account-export-repository';

/** Everything the app keeps about the user, as GET /api/account/export hands it out. */
export async function accountExport(
  db: Queryable,
  userId: string,
  now: Date,
): Promise<AccountExport | undefined> {
  const account = await exportedAccount(db, userId);
  if (!account) return undefined;
  const [
    devices,
    courts,
    bookings,
    requests,
    matches,
    conversations,
    notifications,
    blocks,
    reviews,
  ] = await Promise.all([
    exportedDevices(db, userId),
    exportedCourts(db, userId),
    exportedBookings(db, userId),
    exportedRequestsAndClaims(db, userId),
    exportedMatches(db, userId),
    exportedConversations(db, userId),
    allNotifications(db, userId),
    exportedBlocksAndReports(db, userId),
    exportedReviewsAndMarks(db, userId),
  ]);
  const { saved, ...schedule } = await findSchedule(db, userId, {
    district: account.profile.district,
    level: account.profile.level,
  });
  return {
    exportedAt: now.toISOString(),
    ...account,
    schedule: saved ? schedule : null,
    ...devices,
    courts,
    ...bookings,
    ...reviews,
    ...requests,
    matches,
    conversations,
    notifications,
    ...blocks,
  };
}
