import { PAGE_SIZE } from '#contract/constants';
import type { CourtReview, CourtReviewsPage } from '#contract/court-reviews';
import { type Cursor, encodeCursor } from '#contract/cursor';
import type { Queryable } from '#server/db/db';

interface ReviewRow {
  id: string;
  court_id: string;
  author_id: string | null;
  author_name: string | null;
  stars: number;
  comment: string | null;
  answer: string | null;
  answered_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const iso = (value: Date) => new Date(value).toISOString();

const SELECT = `
  select r.id, r.court_id, p.id as author_id, p.name as author_name, r.stars, r.comment,
    r.answer, r.answered_at, r.created_at, r.updated_at
  from court_reviews r
  left join profiles p on p.id = r.author_id`;

function toReview(row: ReviewRow): CourtReview {
  return {
    id: row.id,
    courtId: row.court_id,
    author: { id: row.author_id, name: row.author_name ?? '' },
    stars: row.stars,
    comment: row.comment,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    answer: row.answer,
    answeredAt: row.answered_at && iso(row.answered_at),
  };
}

/** The review, unless a moderator hid it; `lock` holds its row until the transaction ends. */
export async function findReview(
  db: Queryable,
  id: string,
  lock = false,
): Promise<CourtReview | undefined> {
  const [row] = await db.query<ReviewRow>(
    `${SELECT} where r.id = $1 and r.hidden_at is null${lock ? ' for update of r' : ''}`,
    [id],
  );
  return row && toReview(row);
}

export async function findReviewOfBooking(
  db: Queryable,
  bookingId: string,
): Promise<CourtReview | undefined> {
  const [row] = await db.query<ReviewRow>(`${SELECT} where r.booking_id = $1`, [bookingId]);
  return row && toReview(row);
}

export interface ReviewWrite {
  bookingId: string;
  courtId: string;
  authorId: string;
  stars: number;
  comment: string | null;
}

/** Writes the booking's review, or changes it when one exists (its first writing stays). */
export async function upsertReview(db: Queryable, review: ReviewWrite, now: Date) {
  const [row] = await db.query<{ id: string }>(
    `insert into court_reviews (booking_id, court_id, author_id, stars, comment, created_at,
       updated_at)
     values ($1, $2, $3, $4, $5, $6, $6)
     on conflict (booking_id) do update
       set stars = excluded.stars, comment = excluded.comment, updated_at = excluded.updated_at
     returning id`,
    [review.bookingId, review.courtId, review.authorId, review.stars, review.comment, now],
  );
  if (!row) throw new Error('review upsert returned no row');
  return row.id;
}

export async function setAnswer(db: Queryable, id: string, answer: string, now: Date) {
  await db.query('update court_reviews set answer = $2, answered_at = $3 where id = $1', [
    id,
    answer,
    now,
  ]);
}

/** The court's owner, when the court exists. */
export async function courtOwnerOf(db: Queryable, courtId: string) {
  const [row] = await db.query<{ owner_id: string | null }>(
    'select owner_id from courts where id = $1',
    [courtId],
  );
  return row;
}

/** One page of a court's reviews, newest first, without those a moderator hid. */
export async function listCourtReviews(
  db: Queryable,
  courtId: string,
  after: Cursor | undefined,
): Promise<CourtReviewsPage> {
  const params: unknown[] = [courtId];
  let keyset = '';
  if (after) {
    params.push(new Date(after[0]), after[1]);
    keyset = 'and (r.created_at, r.id) < ($2::timestamptz, $3::uuid)';
  }
  const [rows, [count]] = await Promise.all([
    db.query<ReviewRow>(
      `${SELECT} where r.court_id = $1 and r.hidden_at is null ${keyset}
       order by r.created_at desc, r.id desc limit ${PAGE_SIZE + 1}`,
      params,
    ),
    db.query<{ total: number }>(
      'select count(*)::int as total from court_reviews where court_id = $1 and hidden_at is null',
      [courtId],
    ),
  ]);
  const page = rows.slice(0, PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map(toReview),
    total: count?.total ?? 0,
    nextCursor:
      rows.length > PAGE_SIZE && last
        ? encodeCursor(new Date(last.created_at).getTime(), last.id)
        : null,
  };
}
