/**
 * Re-encoding of uploaded community pictures (issue 15: "JPEG/PNG/WebP/HEIC ≤ 10 MB … resized and
 * re-encoded server-side with sharp (strips EXIF/GPS)"). The bytes decide the format, never the
 * declared content type: JPEG, PNG and WebP go to sharp, HEIC/HEIF (iPhone photos, HEVC, which the
 * prebuilt libvips cannot decode) through libheif's WebAssembly build (heic-decode, on a thread of
 * its own: ./heic-decode-worker.mjs) and then sharp. Nothing is decoded on the event loop (issue 29,
 * item 1; server/routes/community-images/image-latency.test.ts).
 * The output is WebP, at most {@link MAX_IMAGE_EDGE_PX} on the long side, turned upright from its
 * EXIF orientation and without any metadata (EXIF, GPS, XMP, ICC are all dropped).
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { ApiError } from '@server/errors.js';

/** Content types the upload call accepts (the bytes must agree). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'] as const;
/** Largest upload, bytes (10 MB). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Longest side of a stored picture, px. */
export const MAX_IMAGE_EDGE_PX = 1600;
/**
 * Largest picture read, per side and in all, px (issue 29: a 1 × 49,999,999 PNG of 97 KB took ≈ 16 s
 * and four of them stalled every other request). Phone cameras stay well inside: 8,000 px is a
 * 48 MP sensor's long side, and 40 MP covers 4:3 photos of 40 MP. Checked from the header, before
 * anything is decoded.
 */
export const MAX_IMAGE_SIDE_PX = 8_000;
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Longest a picture's work may take, seconds (libvips stops the pipeline). */
export const IMAGE_WORK_TIMEOUT_S = 10;
/**
 * Pictures worked on at once in this process: one less than the cores (at least 1). libvips runs in
 * the libuv thread pool (4 threads), which also reads static files: the rest stays free for them.
 */
export const IMAGE_WORKERS = Math.max(1, os.availableParallelism() - 1);
/**
 * Pictures that may wait for a worker; one more is refused with 131 (try again shortly). Room for a
 * member's whole upload window (30) sent at once: a phone may send a post's pictures in parallel.
 */
export const IMAGE_QUEUE_MAX = 40;

export const TOO_BIG_IMAGE_TEXT = `사진이 너무 커요. 한 변 ${MAX_IMAGE_SIDE_PX.toLocaleString('ko-KR')}px, 모두 ${MAX_IMAGE_PIXELS / 10_000}만 화소까지 올릴 수 있어요.`;
export const IMAGE_BUSY_TEXT = '사진을 올리는 분이 많아요. 잠시 후 다시 올려 주세요.';
// One libvips thread per picture: the pool above is the parallelism.
sharp.concurrency(1);

/** Whether a picture of this size may be read (see {@link MAX_IMAGE_SIDE_PX}). */
export function imageSizeAllowed(width: number, height: number): boolean {
  return width > 0 && height > 0 && width <= MAX_IMAGE_SIDE_PX && height <= MAX_IMAGE_SIDE_PX && width * height <= MAX_IMAGE_PIXELS;
}

/**
 * A bounded pool: at most `workers` jobs at once, at most `queueMax` waiting; a job past that is
 * refused at once. `stats` counts what it did (tests and the health page read it).
 */
export class WorkPool {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  readonly stats = { started: 0, refused: 0, peakRunning: 0 };
  constructor(
    readonly workers: number,
    readonly queueMax: number,
  ) {}

  /** Run `job` when a worker is free. @throws ApiError TOO_MANY_REQUESTS (131) when the queue is full */
  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.workers) {
      if (this.waiting.length >= this.queueMax) {
        this.stats.refused += 1;
        throw new ApiError('TOO_MANY_REQUESTS', IMAGE_BUSY_TEXT);
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else this.running += 1;
    this.stats.started += 1;
    this.stats.peakRunning = Math.max(this.stats.peakRunning, this.running);
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

/** This process's picture workers. */
export const imagePool = new WorkPool(IMAGE_WORKERS, IMAGE_QUEUE_MAX);

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
 * with no metadata, in {@link imagePool} (issue 29: bounded work).
 * @throws ApiError NOT_MATCHED (12) when the bytes are not a readable JPEG, PNG, WebP or HEIC picture;
 *   OUT_OF_RANGE (13) over {@link MAX_IMAGE_SIDE_PX} a side or {@link MAX_IMAGE_PIXELS} in all (from the
 *   header, nothing decoded); TOO_MANY_REQUESTS (131) when every worker is busy and the queue is full
 */
export async function reencodeImage(input: Buffer, pool: WorkPool = imagePool): Promise<EncodedImage> {
  const format = sniffImageFormat(input);
  if (!format) throw new ApiError('NOT_MATCHED', BAD_IMAGE_TEXT);
  if (format !== 'heic') {
    const meta = await sharp(input)
      .metadata()
      .catch(() => null);
    if (!meta?.width || !meta.height) throw new ApiError('NOT_MATCHED', BAD_IMAGE_TEXT);
    if (!imageSizeAllowed(meta.width, meta.height)) throw new ApiError('OUT_OF_RANGE', TOO_BIG_IMAGE_TEXT);
  }
  return pool.run(() => work(input, format));
}

/** WebP quality of every stored picture. */
const WEBP_QUALITY = 80;

/**
 * Re-encode a HEIC picture on a thread of its own (./heic-decode-worker.mjs; issue 29, item 1):
 * libheif's WebAssembly build decodes synchronously (≈ 1 s for 12 MP on this project's 2-core
 * machine), which on the event loop held every other request. The thread decodes, shrinks and
 * encodes, so only the small WebP crosses back (200 MB of 40 MP pixels never reach this isolate's
 * heap). One thread per picture (at most IMAGE_WORKERS at once, through the pool), ended after its
 * answer — its WebAssembly memory goes with it — or after {@link IMAGE_WORK_TIMEOUT_S}.
 * @throws ApiError OUT_OF_RANGE (13) over the size limits (from the header); NOT_MATCHED (12) unreadable, failed or too slow
 */
function reencodeHeicOffThread(input: Buffer): Promise<EncodedImage> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./heic-decode-worker.mjs', import.meta.url), {
      workerData: {
        bytes: input,
        maxSide: MAX_IMAGE_SIDE_PX,
        maxPixels: MAX_IMAGE_PIXELS,
        edge: MAX_IMAGE_EDGE_PX,
        quality: WEBP_QUALITY,
        timeoutSeconds: IMAGE_WORK_TIMEOUT_S,
      },
      // No loaders or test hooks of the parent: the worker is plain JavaScript.
      execArgv: [],
    });
    const unreadable = () => new ApiError('NOT_MATCHED', BAD_IMAGE_TEXT);
    const end = (settle: () => void) => {
      clearTimeout(timer);
      settle();
      void worker.terminate();
    };
    const timer = setTimeout(() => end(() => reject(unreadable())), IMAGE_WORK_TIMEOUT_S * 1000);
    worker.once('message', (m: { bytes: Uint8Array; width: number; height: number } | { error: 'too-big' | 'unreadable' }) =>
      end(() => {
        if (!('error' in m)) resolve({ bytes: Buffer.from(m.bytes.buffer, m.bytes.byteOffset, m.bytes.byteLength), width: m.width, height: m.height });
        else reject(m.error === 'too-big' ? new ApiError('OUT_OF_RANGE', TOO_BIG_IMAGE_TEXT) : unreadable());
      }),
    );
    worker.once('error', () => end(() => reject(unreadable())));
    worker.once('exit', () => end(() => reject(unreadable())));
  });
}

async function work(input: Buffer, format: Format): Promise<EncodedImage> {
  try {
    if (format === 'heic') return await reencodeHeicOffThread(input);
    const { data, info } = await sharp(input, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize({ width: MAX_IMAGE_EDGE_PX, height: MAX_IMAGE_EDGE_PX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .timeout({ seconds: IMAGE_WORK_TIMEOUT_S })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw new ApiError('NOT_MATCHED', BAD_IMAGE_TEXT);
  }
}
