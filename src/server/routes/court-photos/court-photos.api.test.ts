import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '#contract/auth';
import {
  type CourtPhotos,
  courtPhotosSchema,
  MAX_PHOTO_BYTES,
  MAX_PHOTOS_PER_COURT,
  PHOTO_WIDTHS,
} from '#contract/court-photos';
import { courtSchema } from '#contract/courts';
import { call, NEW_COURT, SAMPLE_COURT_ID, UNKNOWN_ID } from '#test/support/api-fixtures';
import { bearer, signedUpUser } from '#test/support/auth-helpers';
import { createTestApp, type TestApp } from '#test/support/test-app';

let t: TestApp;
let owner: Session;
let other: Session;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedUpUser(t, 'photo-owner@example.com', 'Owner');
  other = await signedUpUser(t, 'photo-other@example.com', 'Other');
}, 60_000);
afterAll(() => t.close());

async function newCourt(): Promise<string> {
  const response = await call(t, 'POST', '/api/courts', owner, NEW_COURT);
  expect(response.statusCode, response.body).toBe(201);
  return courtSchema.parse(response.json()).id;
}

const upload = (courtId: string, body: Buffer, type = 'image/jpeg', session = owner) =>
  t.app.inject({
    method: 'POST',
    url: `/api/courts/${courtId}/photos`,
    headers: { ...bearer(session), 'content-type': type },
    payload: body,
  });

const uploaded = async (courtId: string, body: Buffer, type?: string): Promise<CourtPhotos> => {
  const response = await upload(courtId, body, type);
  expect(response.statusCode, response.body).toBe(201);
  return courtPhotosSchema.parse(response.json());
};

/** A 3:2 photo as a phone writes it: lying on its side, with its place in the EXIF. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 600, channels: 3, background: '#b5542c' } })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'Phone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '42/1 41/1 0/1' },
    })
    .jpeg()
    .toBuffer();
}

const file = (name: string) => t.app.inject({ method: 'GET', url: `/photos/${name}` });

describe('a court photo', () => {
  it('is stored upright as WebP in each width, without EXIF, and shows with the court', async () => {
    const courtId = await newCourt();
    const original = await phonePhoto();
    expect(await sharp(original).metadata()).toMatchObject({ orientation: 6, width: 900 });
    expect(original.includes(Buffer.from('Phone'))).toBe(true);

    const { items } = await uploaded(courtId, original);
    const [photo] = items;
    if (!photo) throw new Error('no photo');
    // Turned by its orientation: 600 wide and 900 high; 800 is wider than it is.
    expect(photo).toMatchObject({ width: 600, height: 900 });
    for (const width of PHOTO_WIDTHS) {
      const response = await file(`${photo.id}-${width}.webp`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const stored = await sharp(response.rawPayload).metadata();
      expect(stored.format).toBe('webp');
      expect(stored.width).toBe(Math.min(width, 600));
      expect(stored.exif).toBeUndefined();
      expect(stored.xmp).toBeUndefined();
      expect(stored.orientation).toBeUndefined();
      // No byte of the GPS position or the maker survives.
      expect(response.rawPayload.includes(Buffer.from('Phone'))).toBe(false);
    }

    const court = courtSchema.parse((await call(t, 'GET', `/api/courts/${courtId}`, null)).json());
    expect(court.photos).toEqual(items);
    const list = await call(t, 'GET', '/api/courts?q=зорница', null);
    const listed = list.json().items.find((c: { id: string }) => c.id === courtId);
    expect(listed.photos).toEqual(items);
  });

  it('takes PNG, WebP and a phone’s HEIC', async () => {
    const courtId = await newCourt();
    const image = sharp({
      create: { width: 320, height: 200, channels: 4, background: '#2c7a3f' },
    });
    await uploaded(courtId, await image.clone().png().toBuffer(), 'image/png');
    await uploaded(courtId, await image.clone().webp().toBuffer(), 'image/webp');
    // Made by the project with libheif's heif-enc from a drawn image (HEVC inside, as phones write).
    const heic = await readFile(
      join(import.meta.dirname, '../../photos/fixtures/court-240x160.heic'),
    );
    const { items } = await uploaded(courtId, heic, 'image/heic');
    expect(items.map((p) => [p.width, p.height])).toEqual([
      [320, 200],
      [320, 200],
      [240, 160],
    ]);
    const last = items[2];
    const stored = await file(`${last?.id}-400.webp`);
    expect((await sharp(stored.rawPayload).metadata()).format).toBe('webp');
  });

  it('refuses what is no image, too large a file, too many pixels', async () => {
    const courtId = await newCourt();
    const text = await upload(courtId, Buffer.from('hello, this is no photo'), 'image/jpeg');
    expect(text.statusCode).toBe(400);
    expect(text.json().error.code).toBe('not_an_image');
    const jpeg = await phonePhoto();
    const truncated = await upload(courtId, jpeg.subarray(0, jpeg.length / 2));
    expect(truncated.json().error.code).toBe('not_an_image');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect((await upload(courtId, svg, 'application/octet-stream')).json().error.code).toBe(
      'not_an_image',
    );

    const tooLarge = await upload(courtId, Buffer.alloc(MAX_PHOTO_BYTES + 1));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.code).toBe('body_too_large');

    // 8,000 × 7,000 of one colour: a small file that would take 168 MB to decode.
    const bomb = await sharp({
      create: { width: 8000, height: 7000, channels: 3, background: '#ffffff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(MAX_PHOTO_BYTES);
    const pixels = await upload(courtId, bomb, 'image/png');
    expect(pixels.statusCode).toBe(400);
    expect(pixels.json().error.code).toBe('too_many_pixels');

    const court = courtSchema.parse((await call(t, 'GET', `/api/courts/${courtId}`, null)).json());
    expect(court.photos).toEqual([]);
  });

  it('refuses someone else’s court, a visitor and an unknown court', async () => {
    const photo = await phonePhoto();
    const courtId = await newCourt();
    const byOther = await upload(courtId, photo, 'image/jpeg', other);
    expect(byOther.statusCode).toBe(403);
    expect((await upload(SAMPLE_COURT_ID, photo)).statusCode).toBe(403);
    expect((await upload(UNKNOWN_ID, photo)).statusCode).toBe(404);
    const visitor = await t.app.inject({
      method: 'POST',
      url: `/api/courts/${courtId}/photos`,
      headers: { 'content-type': 'image/jpeg' },
      payload: photo,
    });
    expect(visitor.statusCode).toBe(401);
    // Another route's body is still JSON only.
    const asProfile = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { ...bearer(owner), 'content-type': 'image/jpeg' },
      payload: photo,
    });
    expect(asProfile.statusCode).toBe(415);
  });
});

describe('a court’s photos', () => {
  it('are at most eight, however many uploads race for the last place', async () => {
    t.forgetRateLimits();
    const courtId = await newCourt();
    const photo = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#334455' },
    })
      .jpeg()
      .toBuffer();
    for (let i = 0; i < MAX_PHOTOS_PER_COURT - 2; i++) await uploaded(courtId, photo);
    const racing = await Promise.all(Array.from({ length: 4 }, () => upload(courtId, photo)));
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409]);
    const refused = racing.find((r) => r.statusCode === 409);
    expect(refused?.json().error.code).toBe('too_many_photos');
    const court = courtSchema.parse((await call(t, 'GET', `/api/courts/${courtId}`, null)).json());
    expect(court.photos).toHaveLength(MAX_PHOTOS_PER_COURT);
  });

  it('are ordered by the owner, the first the cover, and removed with their files', async () => {
    t.forgetRateLimits();
    const courtId = await newCourt();
    const photo = await phonePhoto();
    await uploaded(courtId, photo);
    await uploaded(courtId, photo);
    const { items } = await uploaded(courtId, photo);
    const ids = items.map((p) => p.id);
    const reversed = [...ids].reverse();
    const order = (body: unknown, session = owner) =>
      call(t, 'PUT', `/api/courts/${courtId}/photos/order`, session, body);

    const ordered = await order({ ids: reversed });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(ordered.json().items.map((p: { id: string }) => p.id)).toEqual(reversed);
    for (const wrong of [reversed.slice(1), [...reversed.slice(1), reversed[1]], [UNKNOWN_ID]]) {
      const refused = await order({ ids: wrong });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe('photo_order_mismatch');
    }
    expect((await order({ ids }, other)).statusCode).toBe(403);
    const court = courtSchema.parse((await call(t, 'GET', `/api/courts/${courtId}`, null)).json());
    expect(court.photos.map((p) => p.id)).toEqual(reversed);

    const [cover] = reversed;
    const removeUrl = `/api/courts/${courtId}/photos/${cover}`;
    expect((await call(t, 'DELETE', removeUrl, other)).statusCode).toBe(403);
    const removed = await call(t, 'DELETE', removeUrl, owner);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().items.map((p: { id: string }) => p.id)).toEqual(reversed.slice(1));
    expect((await file(`${cover}-800.webp`)).statusCode).toBe(404);
    expect((await call(t, 'DELETE', removeUrl, owner)).json().error.code).toBe('photo_not_found');

    // The court's removal takes its photos' files with it.
    const [kept] = reversed.slice(1);
    expect((await file(`${kept}-400.webp`)).statusCode).toBe(200);
    expect((await call(t, 'DELETE', `/api/courts/${courtId}`, owner)).statusCode).toBe(204);
    expect((await file(`${kept}-400.webp`)).statusCode).toBe(404);
  });

  it('serve only photo file names', async () => {
    expect((await file('..%2F..%2Fjwt-secret')).statusCode).toBe(400);
    expect((await file(`${UNKNOWN_ID}-400.webp`)).statusCode).toBe(404);
  });
});
