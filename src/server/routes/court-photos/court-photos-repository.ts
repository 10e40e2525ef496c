import { type CourtPhoto, MAX_PHOTOS_PER_COURT, PHOTO_WIDTHS } from '#contract/court-photos';
import type { Queryable } from '#server/db/db';

/** The files of a photo in the store. */
export const photoFileNames = (id: string) => PHOTO_WIDTHS.map((width) => `${id}-${width}.webp`);

export async function listPhotos(db: Queryable, courtId: string): Promise<CourtPhoto[]> {
  return db.query<CourtPhoto>(
    `select id, width, height from court_photos where court_id = $1
     order by position, created_at`,
    [courtId],
  );
}

/**
 * Adds a photo after the court's others, unless it has MAX_PHOTOS_PER_COURT: the court's row is
 * locked first, so two uploads at once are counted one after the other. False when full.
 */
export async function addPhoto(
  tx: Queryable,
  courtId: string,
  photo: CourtPhoto,
  now: Date,
): Promise<boolean> {
  await tx.query('select 1 from courts where id = $1 for update', [courtId]);
  const rows = await tx.query(
    `insert into court_photos (id, court_id, position, width, height, created_at)
     select $2, $1, coalesce(max(position) + 1, 0), $3, $4, $5 from court_photos
     where court_id = $1
     having count(*) < ${MAX_PHOTOS_PER_COURT}
     returning id`,
    [courtId, photo.id, photo.width, photo.height, now],
  );
  return rows.length > 0;
}

/** Removes a photo of the court; false when it has no such photo. */
export async function removePhoto(db: Queryable, courtId: string, photoId: string) {
  const rows = await db.query(
    'delete from court_photos where id = $1 and court_id = $2 returning id',
    [photoId, courtId],
  );
  return rows.length > 0;
}

/**
 * Puts the court's photos in the order of `ids`, which must name each of them once; false when
 * they do not (a photo added or removed meanwhile).
 */
export async function reorderPhotos(tx: Queryable, courtId: string, ids: string[]) {
  await tx.query('select 1 from courts where id = $1 for update', [courtId]);
  const rows = await tx.query(
    `update court_photos p set position = wanted.position
     from unnest($2::uuid[]) with ordinality as wanted(id, position)
     where p.id = wanted.id and p.court_id = $1
       and (select count(*) from court_photos where court_id = $1) = cardinality($2::uuid[])
       and cardinality($2::uuid[]) = (select count(distinct x) from unnest($2::uuid[]) x)
     returning p.id`,
    [courtId, ids],
  );
  return rows.length === ids.length;
}

/** The ids of a court's photos, for removing their files with the court. */
export async function photoIdsOfCourt(db: Queryable, courtId: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>('select id from court_photos where court_id = $1', [
    courtId,
  ]);
  return rows.map((row) => row.id);
}
