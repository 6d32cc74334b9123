import sharp from 'sharp';
import type { IMAGE_FORMATS } from '#common/contracts/admin';
import { HttpError } from '#server/http-error';
import type { ReceivedFile } from './multipart-form';

type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** Photos are shown at most this wide or tall (profile and gallery); larger ones are scaled down. */
export const MAX_PHOTO_EDGE = 1200;
export const PHOTO_CONTENT_TYPE = 'image/webp';
/** Refuses decompression bombs: a small file that would decode to a huge bitmap. */
const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 82;

/** sharp's names for the formats an admin can allow (what the bytes are, not what a name says). */
const FORMAT_BY_SHARP_NAME: Record<string, ImageFormat> = {
  jpeg: 'jpg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
};

function formatList(formats: readonly ImageFormat[]): string {
  return formats.map((format) => format.toUpperCase()).join(', ');
}

async function detectFormat(bytes: Buffer): Promise<ImageFormat | null> {
  try {
    const { format } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    return FORMAT_BY_SHARP_NAME[format] ?? null;
  } catch {
    return null;
  }
}

/**
 * Checks an uploaded photo by its content (magic bytes, as sharp reads them; the file name and
 * declared type are ignored) against the allowed formats, then re-encodes it: turned upright by
 * its EXIF orientation, scaled to fit MAX_PHOTO_EDGE, written as WebP without any metadata
 * (EXIF, GPS, ICC comments), first frame only for animations. 415 for anything else.
 */
export async function reencodePhoto(
  file: ReceivedFile,
  allowed: readonly ImageFormat[],
): Promise<Buffer> {
  const format = await detectFormat(file.bytes);
  if (allowed.length === 0) {
    throw new HttpError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Photo uploads are switched off: the site settings allow no image format.',
      { fields: { photos: 'No format is allowed' } },
    );
  }
  if (!format || !allowed.includes(format)) {
    throw new HttpError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      `Photo ${file.number} is not a supported image. Allowed formats: ${formatList(allowed)}.`,
      { fields: { photos: `Allowed formats: ${formatList(allowed)}` } },
    );
  }
  try {
    return await sharp(file.bytes, { autoOrient: true, limitInputPixels: MAX_INPUT_PIXELS })
      .resize({
        width: MAX_PHOTO_EDGE,
        height: MAX_PHOTO_EDGE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  } catch {
    throw new HttpError(
      400,
      'VALIDATION_FAILED',
      `Photo ${file.number} could not be read: the file is damaged or larger than ` +
        `${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
      { fields: { photos: 'Damaged or too large image' } },
    );
  }
}

/** One at a time: sharp already uses the cores, and four parallel decodes would only add memory. */
export async function reencodePhotos(
  files: readonly ReceivedFile[],
  allowed: readonly ImageFormat[],
): Promise<Buffer[]> {
  const photos: Buffer[] = [];
  for (const file of files) photos.push(await reencodePhoto(file, allowed));
  return photos;
}
