// Draws the sample courts' pictures (scripts/sample-photos/court-scene.ts) and stores them as the
// app stores an owner's upload: through processPhoto, in every width, into
// src/server/db-tools/sample-photos. Run again after changing a sample court's facts or the
// drawing: `npx tsx scripts/make-sample-photos.ts`.
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import {
  SAMPLE_COURTS,
  SAMPLE_PHOTO_SIZE,
  SAMPLE_PHOTOS,
  SAMPLE_UNOWNED_COURT,
} from '#server/db-tools/sample-data';
import { processPhoto } from '#server/photos/process-photo';
import { aerialView, baselineView } from './sample-photos/court-scene';

const OUT = resolve(import.meta.dirname, '../src/server/db-tools/sample-photos');
const courts = new Map([...SAMPLE_COURTS, SAMPLE_UNOWNED_COURT].map((c) => [c.id, c]));

await mkdir(OUT, { recursive: true });
for (const name of await readdir(OUT)) if (name.endsWith('.webp')) await rm(join(OUT, name));
for (const photo of SAMPLE_PHOTOS) {
  const court = courts.get(photo.courtId);
  if (!court) throw new Error(`sample photo ${photo.id} is of no sample court`);
  const svg = photo.view === 'baseline' ? baselineView(court) : aerialView(court);
  // A JPEG, as a camera would give it: the app's own pipeline makes the stored files.
  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer();
  const processed = await processPhoto(jpeg);
  if (
    processed.width !== SAMPLE_PHOTO_SIZE.width ||
    processed.height !== SAMPLE_PHOTO_SIZE.height
  ) {
    throw new Error(`sample photo ${photo.id} came out ${processed.width}×${processed.height}`);
  }
  for (const file of processed.files) {
    await writeFile(join(OUT, `${photo.id}-${file.width}.webp`), file.data);
  }
}
console.log(`${SAMPLE_PHOTOS.length} pictures in ${OUT}`);
