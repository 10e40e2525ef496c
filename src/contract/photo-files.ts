/**
 * Where a court photo's files are served, without zod, so that a court's card can show its
 * cover without loading zod on the home page. `court-photos.ts` holds the rest.
 */

/** The widths each photo is stored in: a card, a page, a full screen. */
export const PHOTO_WIDTHS = [400, 800, 1600] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];

/** A photo as a court carries it (`courtPhotoSchema`). */
export interface PhotoSize {
  id: string;
  width: number;
  height: number;
}

/** A photo's height when shown `width` wide: the `height` its image element is given. */
export const photoHeightAt = (photo: PhotoSize, width: number) =>
  Math.round((width * photo.height) / photo.width);

/** Where a photo's file of `width` is served. */
export const photoUrl = (id: string, width: PhotoWidth) => `/photos/${id}-${width}.webp`;

/** A `srcset` of every stored width. */
export const photoSrcSet = (id: string) =>
  PHOTO_WIDTHS.map((width) => `${photoUrl(id, width)} ${width}w`).join(', ');
