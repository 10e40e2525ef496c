import { z } from 'zod';

export * from './photo-files';

/**
 * A court's photos, uploaded by its owner.
 *
 * | call                                 | auth   | body           | success               |
 * |--------------------------------------|--------|----------------|-----------------------|
 * | POST   /api/courts/:id/photos        | Bearer | the image file | 201 CourtPhotos       |
 * | PUT    /api/courts/:id/photos/order  | Bearer | PhotoOrder     | 200 CourtPhotos       |
 * | DELETE /api/courts/:id/photos/:photoId | Bearer | –            | 200 CourtPhotos       |
 * | GET    /photos/:file                 | –      | –              | 200 image/webp        |
 *
 * - The body of POST is the file itself, its type in Content-Type (JPEG, PNG, WebP, HEIC/HEIF,
 *   or application/octet-stream), at most MAX_PHOTO_BYTES (413 `body_too_large` beyond). The
 *   server decodes it and keeps only what it encodes again: WebP in PHOTO_WIDTHS, turned upright,
 *   without EXIF or any other metadata (a phone's photo carries where it was taken).
 * - Refusals: 400 `not_an_image`, 400 `too_many_pixels` (more than MAX_PHOTO_PIXELS: a
 *   decompression bomb, or a panorama no page needs), 409 `too_many_photos` (the court has
 *   MAX_PHOTOS_PER_COURT), 403 `forbidden` (not the owner), 404 `court_not_found`.
 * - The first photo is the cover; PUT …/order names every photo in its new order (400
 *   `photo_order_mismatch` when the list is not exactly the court's photos).
 * - A photo's files are `/photos/<id>-<width>.webp`, never changed once written: cached for a
 *   year.
 */

export const MAX_PHOTOS_PER_COURT = 8;
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
export const MAX_PHOTO_PIXELS = 50_000_000;
/** The image types the upload takes, as Content-Type. */
export const PHOTO_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
  'application/octet-stream',
] as const;

export const courtPhotoSchema = z.object({
  id: z.guid(),
  /** The largest stored size, upright: for `width`/`height` on the page, so nothing shifts. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type CourtPhoto = z.infer<typeof courtPhotoSchema>;

export const courtPhotosSchema = z.object({ items: z.array(courtPhotoSchema) });
export type CourtPhotos = z.infer<typeof courtPhotosSchema>;

export const photoOrderSchema = z.object({
  ids: z.array(z.guid()).min(1).max(MAX_PHOTOS_PER_COURT),
});
export type PhotoOrder = z.infer<typeof photoOrderSchema>;

export const photoParamsSchema = z.object({ id: z.guid(), photoId: z.guid() });
