import decodeHeic from 'heic-decode';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { MAX_PHOTO_PIXELS, PHOTO_WIDTHS, type PhotoWidth } from '#contract/court-photos';

export type PhotoRefusal = 'not_an_image' | 'too_many_pixels';

/** An upload that is no photo the app takes. */
export class PhotoRefused extends Error {
  constructor(readonly reason: PhotoRefusal) {
    super(reason);
  }
}

export interface ProcessedPhoto {
  /** The largest file's size, upright. */
  width: number;
  height: number;
  files: { width: PhotoWidth; data: Buffer }[];
}

/** WebP at this quality is about a third of the JPEG a phone writes, and looks the same. */
const WEBP_QUALITY = 78;

/**
 * Decodes an uploaded image and encodes it again as WebP in each of PHOTO_WIDTHS (never wider
 * than it is), turned upright by its EXIF orientation. Nothing of the upload but its pixels
 * survives: sharp writes no metadata unless asked, so the EXIF (with a phone's GPS position),
 * XMP and ICC go, and a file that only claims to be an image fails to decode. The pixel count is
 * checked from the header before any pixel is decoded.
 */
export async function processPhoto(upload: Buffer): Promise<ProcessedPhoto> {
  const image = await decoded(upload);
  const files: ProcessedPhoto['files'] = [];
  let largest = { width: 0, height: 0 };
  for (const width of PHOTO_WIDTHS) {
    const { data, info } = await image
      .clone()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    files.push({ width, data });
    largest = { width: info.width, height: info.height };
  }
  return { ...largest, files };
}

/** The upload as an upright sharp image, or a refusal. */
async function decoded(upload: Buffer): Promise<Sharp> {
  const options = { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' as const };
  let metadata: Metadata;
  try {
    // The header alone: a pixel limit here would refuse a bomb as no image at all.
    metadata = await sharp(upload, { limitInputPixels: false }).metadata();
  } catch {
    throw new PhotoRefused('not_an_image');
  }
  const { width = 0, height = 0, format } = metadata;
  if (!['jpeg', 'png', 'webp', 'heif'].includes(format)) throw new PhotoRefused('not_an_image');
  if (width * height > MAX_PHOTO_PIXELS) throw new PhotoRefused('too_many_pixels');
  // A phone's HEIC is HEVC inside, which sharp's libvips is built without: libheif's own
  // decoder (WebAssembly) gives the pixels, already turned as the file says.
  if (format === 'heif' && metadata.compression === 'hevc') return decodedHeic(upload);
  try {
    const image = sharp(upload, options).rotate();
    // Decoding the whole image here finds a truncated or corrupt file before anything is stored.
    await image.clone().toBuffer();
    return image;
  } catch {
    throw new PhotoRefused('not_an_image');
  }
}

async function decodedHeic(upload: Buffer): Promise<Sharp> {
  try {
    const images = await decodeHeic.all({ buffer: upload });
    const first = images[0];
    if (!first) throw new PhotoRefused('not_an_image');
    if (first.width * first.height > MAX_PHOTO_PIXELS) throw new PhotoRefused('too_many_pixels');
    const { width, height, data } = await first.decode().finally(() => images.dispose());
    return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
      raw: { width, height, channels: 4 },
    });
  } catch (error) {
    if (error instanceof PhotoRefused) throw error;
    throw new PhotoRefused('not_an_image');
  }
}
