/**
 * Where community images live (issue 15: "stored under DATA_DIR with content-addressed names
 * (S3-compatible storage is the scale path: keep it behind one storage interface)"; issue 18 adds
 * the S3 adapter). Keys are the sha-256 (hex, 64 chars) of the stored bytes, so a key names one
 * image forever: answers are cached as immutable and a second upload of the same picture is free.
 */
import { mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/** A stored image: its bytes and their content type (always 'image/webp' today). */
export interface StoredImage {
  bytes: Buffer;
  contentType: string;
}

/** The one storage interface the upload and image routes use. */
export interface ImageStorage {
  /** Store bytes under key (idempotent: an existing key is left as it is). */
  put(key: string, image: StoredImage): Promise<void>;
  /** The image under key, or null. */
  get(key: string): Promise<StoredImage | null>;
  /** Remove the image under key; a missing key is not an error (the orphan sweep may run twice). */
  delete(key: string): Promise<void>;
}

/**
 * The store could not answer (timeout, network, refused credentials, 5xx) — not "no such image".
 * The routes answer it with SPEC §8 code 180 (502) and a Korean message; the orphan sweep logs it
 * and tries again next round.
 */
export class ImageStorageError extends Error {
  readonly operation: 'put' | 'get' | 'delete';
  /** HTTP status of the store's answer, when it answered. */
  readonly status?: number;
  /** The store's error code (e.g. S3 'SignatureDoesNotMatch'), when it gave one. */
  readonly code?: string;
  readonly timedOut: boolean;

  constructor(message: string, opts: { operation: 'put' | 'get' | 'delete'; status?: number; code?: string; timedOut?: boolean; cause?: unknown }) {
    super(message, { cause: opts.cause });
    this.name = 'ImageStorageError';
    this.operation = opts.operation;
    this.status = opts.status;
    this.code = opts.code;
    this.timedOut = opts.timedOut ?? false;
  }
}

/** A storage key: 64 lowercase hex characters (sha-256). */
export const IMAGE_KEY_PATTERN = /^[0-9a-f]{64}$/;

/**
 * Files under `<root>/<first 2 hex>/<key>.webp`, written to a temporary name and renamed, so a
 * reader never sees half a file and a crash leaves no broken image behind.
 */
export class DiskImageStorage implements ImageStorage {
  constructor(private readonly root: string) {}

  private fileOf(key: string) {
    if (!IMAGE_KEY_PATTERN.test(key)) throw new Error(`bad image key: ${key}`);
    return path.join(this.root, key.slice(0, 2), `${key}.webp`);
  }

  async put(key: string, image: StoredImage): Promise<void> {
    const file = this.fileOf(key);
    if (
      await stat(file).then(
        () => true,
        () => false,
      )
    )
      return;
    await mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(tmp, image.bytes);
    await rename(tmp, file);
  }

  async get(key: string): Promise<StoredImage | null> {
    if (!IMAGE_KEY_PATTERN.test(key)) return null;
    try {
      return { bytes: await readFile(this.fileOf(key)), contentType: 'image/webp' };
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await unlink(this.fileOf(key));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    }
  }
}

/** In-memory storage (tests, and a server started without a data folder). */
export class MemoryImageStorage implements ImageStorage {
  readonly images = new Map<string, StoredImage>();
  async put(key: string, image: StoredImage) {
    if (!this.images.has(key)) this.images.set(key, image);
  }
  async get(key: string) {
    return this.images.get(key) ?? null;
  }
  async delete(key: string) {
    this.images.delete(key);
  }
}
