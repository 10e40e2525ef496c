import type { ReportKind } from '#contract/reports';
import type { Queryable } from '#server/db/db';
import { ApiError } from '#server/lib/api-error';
import { onTheBoard } from '../partner-requests/partner-requests-repository';
import { findPublicPlayer } from '../players/players-repository';

/** What a report is about: the account behind it and the content as text, as it is now. */
export interface ReportTarget {
  userId: string | null;
  text: string;
}

const TEXT_MAX = 4000;

const NOT_FOUND: Record<ReportKind, () => ApiError> = {
  profile: () => new ApiError(404, 'user_not_found', 'No such player'),
  message: () => new ApiError(404, 'message_not_found', 'No such message'),
  partner_request: () => new ApiError(404, 'partner_request_not_found', 'No such partner request'),
  court: () => new ApiError(404, 'court_not_found', 'No such court'),
  review: () => new ApiError(404, 'review_not_found', 'No such review'),
};

const lines = (...parts: (string | null | undefined)[]) =>
  parts
    .filter((part): part is string => Boolean(part))
    .join('\n')
    .slice(0, TEXT_MAX);

interface Found {
  user_id: string | null;
  text: string;
  visible: boolean;
}

/** The row of the content, whether the reporter may see it, and its text. */
async function find(
  db: Queryable,
  kind: ReportKind,
  id: string,
  reporterId: string,
  now: Date,
): Promise<Found | undefined> {
  switch (kind) {
    case 'profile': {
      if (id === reporterId) return { user_id: id, text: '', visible: true };
      // Only a player the reporter can find in the list or open: what the public sees.
      const player = await findPublicPlayer(db, id);
      return player && { user_id: id, text: lines(player.name, player.bio), visible: true };
    }
    case 'message': {
      // Only in a conversation the reporter takes part in; to anyone else it does not exist.
      const [row] = await db.query<Found>(
        `select m.sender_id as user_id, m.content as text, m.hidden_at is null as visible
         from messages m join conversation_participants p on p.conversation_id = m.conversation_id
         where m.id = $1 and p.profile_id = $2`,
        [id, reporterId],
      );
      return row;
    }
    case 'partner_request': {
      // Only one on the board (its author sees their own closed ones too, but cannot report them).
      const [row] = await db.query<Found & { preferred_time: string; message: string | null }>(
        `select r.author_id as user_id, '' as text, r.preferred_time, r.message,
           (${onTheBoard('$2')}) as visible
         from partner_requests r where r.id = $1`,
        [id, now],
      );
      return row && { ...row, text: lines(row.preferred_time, row.message) };
    }
    case 'court': {
      const [row] = await db.query<
        Found & { name: string; name_en: string | null; address: string; website: string | null }
      >(
        `select owner_id as user_id, '' as text, name, name_en, address, website,
           hidden_at is null as visible
         from courts where id = $1`,
        [id],
      );
      return row && { ...row, text: lines(row.name, row.name_en, row.address, row.website) };
    }
    case 'review': {
      // One on a court's page: the review with its stars, and the owner's answer if any.
      const [row] = await db.query<
        Found & { stars: number; comment: string | null; answer: string | null; court: string }
      >(
        `select r.author_id as user_id, '' as text, r.stars, r.comment, r.answer,
           c.name as court, r.hidden_at is null and c.hidden_at is null as visible
         from court_reviews r join courts c on c.id = r.court_id where r.id = $1`,
        [id],
      );
      return (
        row && {
          ...row,
          text: lines(`${row.court}: ${'★'.repeat(row.stars)}`, row.comment, row.answer),
        }
      );
    }
  }
}

/**
 * The content a report names, if the reporter can see it: 404 (the kind's own code) as if it
 * did not exist when they cannot, 400 `own_content` for their own.
 */
export async function reportTarget(
  db: Queryable,
  kind: ReportKind,
  id: string,
  reporterId: string,
  now: Date,
): Promise<ReportTarget> {
  const found = await find(db, kind, id, reporterId, now);
  if (!found) throw NOT_FOUND[kind]();
  if (found.user_id === reporterId) {
    throw new ApiError(400, 'own_content', 'You cannot report your own profile or content');
  }
  if (!found.visible) throw NOT_FOUND[kind]();
  return { userId: found.user_id, text: found.text };
}
