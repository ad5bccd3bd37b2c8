/**
 * Community pictures in S3-compatible object storage (issue 18 "Stateless instances": an image
 * uploaded through instance A must be readable on instance B; docs/decisions/034-scale-out.md
 * "Uploads in S3-compatible storage"). Plain S3 REST calls over fetch, signed with SigV4 by
 * aws4fetch; works with AWS S3, Cloudflare R2, MinIO, Ceph RGW and the test stand-in
 * (server/stand-ins/s3/s3-stand-in.ts).
 *
 * Objects: `community/<first 2 hex>/<key>.webp` (the disk adapter's layout under a prefix),
 * Content-Type image/webp, Cache-Control immutable (a key is the sha-256 of its bytes).
 * Every call is bounded by `timeoutMs` and never retried inside a request; a failure is an
 * {@link ImageStorageError}, which the routes answer with SPEC §8 code 180 (502) and a Korean
 * message — an outage never hangs a request and is never mistaken for a missing picture.
 */
import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { Env } from '@server/env.js';
import { IMAGE_KEY_PATTERN, ImageStorageError, type ImageStorage, type StoredImage } from './image-storage.js';

/** Where and how to reach the bucket (from S3_* variables: {@link s3ConfigFromEnv}). */
export interface S3Config {
  /** http(s) URL of the S3 API, e.g. `https://s3.ap-northeast-2.amazonaws.com` or `http://127.0.0.1:9000`. */
  endpoint: string;
  bucket: string;
  /** SigV4 signing region ('us-east-1' accepted by MinIO, Ceph and R2 — where it means 'auto'). */
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** true: `<endpoint>/<bucket>/<object>`; false: `<bucket>.<endpoint host>/<object>` (virtual-hosted). */
  forcePathStyle: boolean;
  /** Bound on each call, ms (default 5000). */
  timeoutMs?: number;
  /** Object-name prefix (default 'community/'). */
  prefix?: string;
}

/** The SigV4 region when S3_REGION is empty. */
export const DEFAULT_S3_REGION = 'us-east-1';
/** Per-call bound when none is given, ms. */
export const DEFAULT_S3_TIMEOUT_MS = 5000;
/** sha-256 of the empty body (signed payload hash of GET/DELETE). */
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

/** The S3 settings of a validated environment, or null when S3_* is not configured (disk storage then). */
export function s3ConfigFromEnv(env: Env): S3Config | null {
  if (!env.S3_ENDPOINT) return null;
  return {
    endpoint: env.S3_ENDPOINT,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || DEFAULT_S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE !== '0',
  };
}

/** The S3 error code of an XML error body (`<Code>NoSuchKey</Code>`), or ''. */
function errorCodeOf(body: string) {
  return /<Code>([^<]{1,100})<\/Code>/.exec(body)?.[1] ?? '';
}

/**
 * {@link ImageStorage} on an S3-compatible bucket.
 * - put: PUT with `If-None-Match: *` (an existing object is left as it is: 412 counts as stored;
 *   a store that ignores the header overwrites identical bytes) and the payload's sha-256 signed,
 *   so the store rejects a body damaged on the way.
 * - get: null only for 404 NoSuchKey; NoSuchBucket, 403 (wrong secret, or no s3:ListBucket, with
 *   which a missing key answers 403) and 5xx throw.
 * - delete: 204, and 404 NoSuchKey (some stores), are success.
 * @throws ImageStorageError on a timeout, a network failure or any other answer
 */
export class S3ImageStorage implements ImageStorage {
  private readonly client: AwsClient;
  private readonly base: URL;
  private readonly timeoutMs: number;
  private readonly prefix: string;

  constructor(private readonly config: S3Config) {
    // retries: 0 — aws4fetch retries 5xx ten times with backoff by default; a request must not wait on that.
    this.client = new AwsClient({ accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey, service: 's3', region: config.region, retries: 0 });
    const endpoint = new URL(config.endpoint);
    const basePath = endpoint.pathname.replace(/\/+$/, '');
    this.base = config.forcePathStyle
      ? new URL(`${endpoint.origin}${basePath}/${config.bucket}/`)
      : new URL(`${endpoint.protocol}//${config.bucket}.${endpoint.host}${basePath}/`);
    this.timeoutMs = config.timeoutMs ?? DEFAULT_S3_TIMEOUT_MS;
    this.prefix = config.prefix ?? 'community/';
  }

  /** The object URL of `key` (path-style or virtual-hosted). @throws Error on a key that is not 64 hex */
  objectUrl(key: string): string {
    if (!IMAGE_KEY_PATTERN.test(key)) throw new Error(`bad image key: ${key}`);
    return new URL(`${this.prefix}${key.slice(0, 2)}/${key}.webp`, this.base).href;
  }

  private async call(
    operation: 'put' | 'get' | 'delete',
    key: string,
    init: { method: string; headers: Record<string, string>; body?: Uint8Array<ArrayBuffer> },
  ) {
    const signal = AbortSignal.timeout(this.timeoutMs);
    try {
      const signed = await this.client.sign(this.objectUrl(key), init);
      const res = await fetch(signed, { signal });
      // The body is read under the same signal, so a store that stalls mid-answer still ends in time.
      const bytes = Buffer.from(await res.arrayBuffer());
      return { status: res.status, bytes };
    } catch (e) {
      const timedOut = signal.aborted;
      throw new ImageStorageError(
        timedOut ? `S3 ${operation} ${key}: no answer within ${this.timeoutMs} ms` : `S3 ${operation} ${key}: ${(e as Error).message}`,
        { operation, timedOut, cause: e },
      );
    }
  }

  private failure(operation: 'put' | 'get' | 'delete', key: string, status: number, body: Buffer): never {
    const code = errorCodeOf(body.toString('utf8', 0, 4096));
    throw new ImageStorageError(`S3 ${operation} ${key}: HTTP ${status}${code ? ` ${code}` : ''}`, { operation, status, code });
  }

  async put(key: string, image: StoredImage): Promise<void> {
    // The key is the sha-256 of the bytes; hashing again costs < 1 ms and keeps put() honest for any caller.
    const payloadHash = createHash('sha256').update(image.bytes).digest('hex');
    const headers = {
      'content-type': image.contentType,
      'cache-control': 'public, max-age=31536000, immutable',
      'if-none-match': '*',
      'x-amz-content-sha256': payloadHash,
    };
    const body = new Uint8Array(image.bytes);
    let res = await this.call('put', key, { method: 'PUT', headers, body });
    // 409 ConditionalRequestConflict: another upload of the same picture is being written; once more.
    if (res.status === 409) res = await this.call('put', key, { method: 'PUT', headers, body });
    if (res.status === 200 || res.status === 412) return;
    this.failure('put', key, res.status, res.bytes);
  }

  async get(key: string): Promise<StoredImage | null> {
    if (!IMAGE_KEY_PATTERN.test(key)) return null;
    const res = await this.call('get', key, { method: 'GET', headers: { 'x-amz-content-sha256': EMPTY_SHA256 } });
    if (res.status === 200) return { bytes: res.bytes, contentType: 'image/webp' };
    if (res.status === 404 && errorCodeOf(res.bytes.toString('utf8', 0, 4096)) === 'NoSuchKey') return null;
    this.failure('get', key, res.status, res.bytes);
  }

  /**
   * Start-up check (server/index.ts): asks for a key that cannot exist; a 404 NoSuchKey proves
   * endpoint, bucket, region, key pair and the s3:ListBucket permission at once.
   * @throws ImageStorageError naming what the store answered
   */
  async check(): Promise<void> {
    await this.get('0'.repeat(64));
  }

  async delete(key: string): Promise<void> {
    const res = await this.call('delete', key, { method: 'DELETE', headers: { 'x-amz-content-sha256': EMPTY_SHA256 } });
    if (res.status === 204 || res.status === 200) return;
    if (res.status === 404 && errorCodeOf(res.bytes.toString('utf8', 0, 4096)) === 'NoSuchKey') return;
    this.failure('delete', key, res.status, res.bytes);
  }
}
