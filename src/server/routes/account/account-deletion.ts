import type { BookingStatus } from '#contract/bookings';
import { endSessions } from '#server/auth/end-sessions';
import type { Queryable } from '#server/db/db';
import { publishEvent } from '#server/realtime/events';
import { deleteUser } from '../auth/users-repository';
import { notifyOtherSide } from '../bookings/booking-notifications';
import { findBooking } from '../bookings/bookings-repository';

/**
 * Deletes an account, in one transaction (docs/decisions/015 says what goes and what stays):
 *
 * - its sessions end (access and refresh tokens fail at once, its sockets close on commit);
 * - its courts without bookings still to come (pending or accepted) go; the others stay with
 *   no owner, as a court nobody runs here (contact shown, no requests taken), and their
 *   pending requests are declined, each requester told;
 * - its own bookings still to come are cancelled (each court's owner told), then go with it;
 * - the spots it held in others' open matches free up;
 * - match results not confirmed go; confirmed ones stay in the opponent's record without it;
 * - conversations stay for the other participants, its messages from a sender who is gone (their
 *   inboxes reload; in a pair the other sees "Deleted user"); one with nobody else left goes;
 * - the rest goes with the account's rows: profile, settings, partner requests, push devices,
 *   blocks, notifications, claims, reports it made, links and a waiting change of address.
 *
 * The address is free to sign up again at once. Answers the photos of the courts that went:
 * their files are for the caller to remove from the photo store once this has committed.
 */
export async function deleteAccount(
  tx: Queryable,
  userId: string,
  now: Date,
): Promise<{ photoIdsGone: string[] }> {
  await tx.query('select 1 from users where id = $1 for update', [userId]);
  await endSessions(tx, { userId }, now);

  // The statement reads the photos as they were before its courts (and so they) went.
  const photosGone = await tx.query<{ id: string }>(
    `with gone as (
       delete from courts c where c.owner_id = $1 and not exists (
         select 1 from bookings b where b.court_id = c.id and b.status in ('pending', 'accepted')
           and b.ends_at > $2)
       returning c.id)
     select p.id from court_photos p join gone on gone.id = p.court_id`,
    [userId, now],
  );
  const declined = await setStatusOf(
    tx,
    `select b.id from bookings b join courts c on c.id = b.court_id
     where c.owner_id = $1 and b.status = 'pending' and b.ends_at > $2`,
    'declined',
    userId,
    now,
  );
  const cancelled = await setStatusOf(
    tx,
    `select id from bookings
     where requester_id = $1 and status in ('pending', 'accepted') and ends_at > $2`,
    'cancelled',
    userId,
    now,
  );
  // Told while the account still has its name; the notification keeps its facts after.
  for (const id of [...declined, ...cancelled]) {
    const booking = await findBooking(tx, id);
    if (!booking) continue;
    await notifyOtherSide(tx, booking, now);
    const userIds = [booking.requester.id, booking.court.ownerId].filter(
      (id): id is string => id !== null && id !== userId,
    );
    await publishEvent(tx, { kind: 'booking', bookingId: id, status: booking.status, userIds });
  }

  // A result not confirmed goes with any of its players; a confirmed one stays in the record of
  // whoever else played it, and goes once nobody else is left.
  await tx.query(
    `delete from matches
     where $1 in (reporter_id, opponent_id, reporter_partner_id, opponent_partner_id)
       and (status <> 'confirmed'
         or num_nonnulls(reporter_id, opponent_id, reporter_partner_id, opponent_partner_id) = 1)`,
    [userId],
  );

  // Those with nobody else left go; in the others, the account's participant row goes with it.
  await tx.query(
    `delete from conversations c
     using conversation_participants me
     where me.profile_id = $1 and c.id = me.conversation_id
       and not exists (select 1 from conversation_participants o
                       where o.conversation_id = c.id and o.profile_id <> $1)`,
    [userId],
  );
  const kept = await tx.query<{ id: string; other_ids: string[] }>(
    `select me.conversation_id as id,
       array(select o.profile_id::text from conversation_participants o
             where o.conversation_id = me.conversation_id and o.profile_id <> $1) as other_ids
     from conversation_participants me where me.profile_id = $1`,
    [userId],
  );

  // The spots it held in others' games, joined or invited to, free up (its rows go with it;
  // each game keeps its count).
  await tx.query(
    `update open_matches m set players_count = m.players_count - 1
     from open_match_players x
     where x.open_match_id = m.id and x.player_id = $1 and x.status in ('joined', 'invited')
       and m.organizer_id <> $1`,
    [userId],
  );

  await deleteUser(tx, userId);

  for (const conversation of kept) {
    await publishEvent(tx, {
      kind: 'inbox',
      conversationId: conversation.id,
      userIds: conversation.other_ids,
    });
  }
  await publishEvent(tx, { kind: 'partner_requests' });
  return { photoIdsGone: photosGone.map((photo) => photo.id) };
}

/** Sets the status of the bookings `select` finds ($1 the user, $2 now); their ids. */
async function setStatusOf(
  tx: Queryable,
  select: string,
  status: BookingStatus,
  userId: string,
  now: Date,
): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(
    `update bookings set status = $3, updated_at = $2 where id in (${select}) returning id`,
    [userId, now, status],
  );
  return rows.map((row) => row.id);
}
