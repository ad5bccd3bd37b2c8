/**
 * Re-encoding of uploaded community pictures (issue 15: "JPEG/PNG/WebP/HEIC ≤ 10 MB … resized and
 * re-encoded server-side with sharp (strips EXIF/GPS)"). The bytes decide the format, never the
 * declared content type: JPEG, PNG and WebP go to sharp, HEIC/HEIF (iPhone photos, HEVC, which the
 * prebuilt libvips cannot decode) through libheif's WebAssembly build (heic-decode) and then sharp.
 * The output is WebP, at most {@link MAX_IMAGE_EDGE_PX} on the long side, turned upright from its
 * EXIF orientation and without any metadata (EXIF, GPS, XMP, ICC are all dropped).
 */
import sharp, { type Sharp } from 'sharp';
import { ApiError } from '@server/errors.js';

/** Content types the upload call accepts (the bytes must agree). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'] as const;
/** Largest upload, bytes (10 MB). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Longest side of a stored picture, px. */
export const MAX_IMAGE_EDGE_PX = 1600;
/** Largest decoded picture, pixels (a 10 MB file can still claim 100 000 × 100 000). */
const MAX_INPUT_PIXELS = 50_000_000;

export const BAD_IMAGE_TEXT = '사진을 읽을 수 없어요. JPEG, PNG, WebP, HEIC 사진만 올릴 수 있어요.';

type Format = 'jpeg' | 'png' | 'webp' | 'heic';

/** The format the bytes really are, from their signature, or null. */
export function sniffImageFormat(b: Buffer): Format | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (b.length >= 12 && b.toString('latin1', 4, 8) === 'ftyp' && ['heic', 'heix', 'hevc', 'hevx', 'mif1', 'msf1'].includes(b.toString('latin1', 8, 12)))
    return 'heic';
  return null;
}

/** A re-encoded picture: WebP bytes and their size in px. */
export interface EncodedImage {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * Decode, turn upright, shrink to fit {@link MAX_IMAGE_EDGE_PX} and encode as WebP (quality 80)
 * with no metadata.
 * @throws ApiError NOT_MATCHED (12) when the bytes are not a readable JPEG, PNG, WebP or HEIC picture
 */
export async function reencodeImage(input: Buffer): Promise<EncodedImage> {
  const format = sniffImageFormat(input);
  if (!format) throw new ApiError('NOT_MATCHED', BAD_IMAGE_TEXT);
  try {
    let pipeline: Sharp;
    if (format === 'heic') {
      // loaded on the first HEIC only: libheif's WebAssembly build is 8 MB
      const { default: decodeHeic } = await import('heic-decode');
      const images = await decodeHeic.all({ buffer: input });
      const primary = images[0];
      if (!primary || primary.width * primary.height > MAX_INPUT_PIXELS) throw new Error('HEIC too large or empty');
      const { width, height, data } = await primary.decode();
      images.dispose();
      pipeline = sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } });
    } else {
      pipeline = sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    }
    const { data, info } = await pipeline
      .resize({ width: MAX_IMAGE_EDGE_PX, height: MAX_IMAGE_EDGE_PX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw new ApiError('NOT_MATCHED', BAD_IMAGE_TEXT);
  }
}
