import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_WIDTHS } from '#contract/photo-files';
import { createDirectoryPhotoStore } from '#server/photos/photo-store';
import { createTestApp, type TestApp } from '#test/support/test-app';
import {
  SAMPLE_COURTS,
  SAMPLE_PHOTO_SIZE,
  SAMPLE_PHOTOS,
  SAMPLE_UNOWNED_COURT,
} from './sample-data';
import { installSamplePhotoFiles } from './sample-photos';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("the sample courts' pictures", () => {
  it('come with every sample court, the view from a baseline as the cover', async () => {
    for (const court of [...SAMPLE_COURTS, SAMPLE_UNOWNED_COURT]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/courts/${court.id}` });
      expect(response.statusCode).toBe(200);
      const expected = SAMPLE_PHOTOS.filter((photo) => photo.courtId === court.id)
        .sort((a, b) => a.position - b.position)
        .map((photo) => ({ id: photo.id, ...SAMPLE_PHOTO_SIZE }));
      expect(expected.map((photo) => photo.id)).toHaveLength(2);
      expect(response.json().photos, court.nameEn).toEqual(expected);
    }
  });

  it('are copied into a new photo store once, as files that decode to their widths without metadata', async () => {
    const store = createDirectoryPhotoStore(join(t.dataDir, 'sample-photo-store'));
    expect(await installSamplePhotoFiles(t.database.db, store)).toBe(
      SAMPLE_PHOTOS.length * PHOTO_WIDTHS.length,
    );
    for (const photo of SAMPLE_PHOTOS) {
      for (const width of PHOTO_WIDTHS) {
        const file = await store.read(`${photo.id}-${width}.webp`);
        if (!file) throw new Error(`no file ${photo.id}-${width}`);
        const metadata = await sharp(file).metadata();
        expect(metadata.format).toBe('webp');
        expect(metadata.width).toBe(width);
        expect(metadata.height).toBe((width * SAMPLE_PHOTO_SIZE.height) / SAMPLE_PHOTO_SIZE.width);
        expect(metadata.exif).toBeUndefined();
      }
    }
    expect(await installSamplePhotoFiles(t.database.db, store)).toBe(0);
  });

  it('stay removed once their owner removed them', async () => {
    const [removed] = SAMPLE_PHOTOS;
    if (!removed) throw new Error('no sample photos');
    await t.database.db.query('delete from court_photos where id = $1', [removed.id]);
    const store = createDirectoryPhotoStore(join(t.dataDir, 'another-photo-store'));
    expect(await installSamplePhotoFiles(t.database.db, store)).toBe(
      (SAMPLE_PHOTOS.length - 1) * PHOTO_WIDTHS.length,
    );
    expect(await store.read(`${removed.id}-400.webp`)).toBeUndefined();
  });
});
