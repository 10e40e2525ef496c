import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PHOTO_WIDTHS } from '#contract/photo-files';
import type { Queryable } from '#server/db/db';
import type { PhotoStore } from '#server/photos/photo-store';
import { SAMPLE_PHOTO_SIZE, SAMPLE_PHOTOS } from './sample-data';

/** The sample pictures' files: beside this module in the source, beside the bundle in dist/. */
const SAMPLE_PHOTOS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'sample-photos');

/**
 * The sample courts' pictures as rows, each after the court's own photos, as long as the court
 * exists and has room. Their files are not in the database: `installSamplePhotoFiles` puts them
 * in the photo store.
 */
export async function insertSamplePhotos(tx: Queryable) {
  for (const photo of SAMPLE_PHOTOS) {
    await tx.query(
      `insert into court_photos (id, court_id, position, width, height)
       select $1, c.id, (select count(*) from court_photos p where p.court_id = c.id), $3, $4
       from courts c
       where c.id = $2 and (select count(*) from court_photos p where p.court_id = c.id) < 8
       on conflict (id) do nothing`,
      [photo.id, photo.courtId, SAMPLE_PHOTO_SIZE.width, SAMPLE_PHOTO_SIZE.height],
    );
  }
}

/**
 * Copies the files of the sample pictures the database still holds into the photo store where
 * they are missing: a new DATA_DIR, or a database seeded elsewhere. A picture its owner removed
 * stays removed. Answers how many files it copied.
 */
export async function installSamplePhotoFiles(db: Queryable, store: PhotoStore): Promise<number> {
  const kept = await db.query<{ id: string }>(
    'select id from court_photos where id = any($1::uuid[])',
    [SAMPLE_PHOTOS.map((photo) => photo.id)],
  );
  let copied = 0;
  for (const { id } of kept) {
    for (const width of PHOTO_WIDTHS) {
      const name = `${id}-${width}.webp`;
      if (await store.read(name)) continue;
      await store.put(name, await readFile(join(SAMPLE_PHOTOS_DIR, name)));
      copied++;
    }
  }
  return copied;
}
