/**
 * S3ImageStorage against the SigV4-checking S3 stand-in on a real port (issue 18; docs/decisions/034
 * "Uploads in S3-compatible storage"): round trip with the object layout and headers, idempotent
 * put, missing key → null, a wrong secret or bucket → an error (never a silent null), a stalled
 * store → a timeout error in time, a refused connection → an error; URL styles and env mapping.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3StandIn, type S3StandIn } from '@server/stand-ins/s3/s3-stand-in.js';
import { loadEnv } from '@server/env.js';
import { ImageStorageError, type StoredImage } from './image-storage.js';
import { S3ImageStorage, s3ConfigFromEnv, type S3Config } from './s3-image-storage.js';

const PORT = 3761;
const REFUSED_PORT = 3779;
let s3: S3StandIn;
let config: S3Config;

beforeAll(async () => {
  s3 = await startS3StandIn({ port: PORT, buckets: ['jecheol-images'], credentials: { AKIDTEST: 'secret-of-the-test' }, region: 'ap-northeast-2' });
  config = {
    endpoint: s3.url,
    bucket: 'jecheol-images',
    region: 'ap-northeast-2',
    accessKeyId: 'AKIDTEST',
    secretAccessKey: 'secret-of-the-test',
    forcePathStyle: true,
    timeoutMs: 400,
  };
});
afterAll(async () => {
  await s3?.close();
});

const image = (text: string): { key: string; image: StoredImage } => {
  const bytes = Buffer.from(`RIFF${text}WEBP`);
  return { key: createHash('sha256').update(bytes).digest('hex'), image: { bytes, contentType: 'image/webp' } };
};

const failure = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ImageStorageError);
  return err as ImageStorageError;
};

describe('S3ImageStorage on the stand-in', () => {
  it('puts, gets and deletes under community/<2 hex>/<key>.webp, immutable and typed', async () => {
    const storage = new S3ImageStorage(config);
    const { key, image: img } = image('round-trip');
    await storage.put(key, img);
    const stored = s3.objects.get(`jecheol-images/community/${key.slice(0, 2)}/${key}.webp`);
    expect(stored?.bytes.equals(img.bytes)).toBe(true);
    expect(stored?.contentType).toBe('image/webp');
    expect(stored?.cacheControl).toBe('public, max-age=31536000, immutable');
    const back = await storage.get(key);
    expect(back?.contentType).toBe('image/webp');
    expect(back?.bytes.equals(img.bytes)).toBe(true);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key); // a second delete (the sweep may run twice) is not an error
  });

  it('leaves an existing object as it is (If-None-Match: the 412 counts as stored)', async () => {
    const storage = new S3ImageStorage(config);
    const { key, image: first } = image('idempotent');
    await storage.put(key, first);
    const before = s3.requests.length;
    await storage.put(key, { bytes: Buffer.from('other bytes'), contentType: 'image/webp' });
    expect(s3.requests.slice(before).map((r) => [r.method, r.status])).toEqual([['PUT', 412]]);
    expect((await storage.get(key))?.bytes.equals(first.bytes)).toBe(true);
  });

  it('answers null for a missing key, and for a malformed key without asking the store', async () => {
    const storage = new S3ImageStorage(config);
    expect(await storage.get('0'.repeat(64))).toBeNull();
    const before = s3.requests.length;
    expect(await storage.get('../etc/passwd')).toBeNull();
    expect(s3.requests.length).toBe(before);
  });

  it('surfaces a wrong secret as an error on every operation, not as a missing picture', async () => {
    const storage = new S3ImageStorage({ ...config, secretAccessKey: 'not-the-secret' });
    const { key, image: img } = image('wrong-secret');
    // One operation at a time: three made at once left the later ones' rejections without a handler
    // until the loop reached them, which vitest reports as an unhandled rejection (ci20).
    for (const operation of [() => storage.get(key), () => storage.put(key, img), () => storage.delete(key)]) {
      const err = await failure(operation());
      expect([err.status, err.code]).toEqual([403, 'SignatureDoesNotMatch']);
    }
    expect([...s3.objects.keys()].some((k) => k.includes(key))).toBe(false);
  });

  it('surfaces a wrong bucket and a wrong region as errors', async () => {
    const { key } = image('wrong-bucket');
    const bucket = await failure(new S3ImageStorage({ ...config, bucket: 'no-such-bucket' }).get(key));
    expect([bucket.status, bucket.code]).toEqual([404, 'NoSuchBucket']);
    const region = await failure(new S3ImageStorage({ ...config, region: 'us-east-1' }).get(key));
    expect(region.code).toBe('AuthorizationHeaderMalformed');
  });

  it('gives up on a store that does not answer within timeoutMs', async () => {
    const storage = new S3ImageStorage(config);
    const { key, image: img } = image('stalled');
    s3.stall(true);
    try {
      for (const p of [() => storage.get(key), () => storage.put(key, img), () => storage.delete(key)]) {
        const started = Date.now();
        const err = await failure(p());
        expect(err.timedOut).toBe(true);
        expect(Date.now() - started).toBeLessThan(2000);
      }
    } finally {
      s3.stall(false);
    }
  });

  it('reports a refused connection as an error', async () => {
    const err = await failure(new S3ImageStorage({ ...config, endpoint: `http://127.0.0.1:${REFUSED_PORT}` }).get(image('refused').key));
    expect(err.timedOut).toBe(false);
  });

  it("checks the configuration at start-up: passes on the right one, names the store's answer on a wrong one", async () => {
    await new S3ImageStorage(config).check();
    const err = await failure(new S3ImageStorage({ ...config, accessKeyId: 'AKIDOTHER' }).check());
    expect(err.message).toContain('InvalidAccessKeyId');
  });

  it('refuses an unsigned request (the stand-in really checks signatures)', async () => {
    const { key, image: img } = image('unsigned');
    await new S3ImageStorage(config).put(key, img);
    const res = await fetch(`${s3.url}/jecheol-images/community/${key.slice(0, 2)}/${key}.webp`);
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('<Code>AccessDenied</Code>');
  });
});

describe('object URLs and configuration', () => {
  const key = 'ab'.repeat(32);
  it('builds path-style and virtual-hosted URLs, keeping an endpoint path', () => {
    const base = { bucket: 'photos', region: 'auto', accessKeyId: 'a', secretAccessKey: 's' };
    expect(new S3ImageStorage({ ...base, endpoint: 'https://s3.example.kr/', forcePathStyle: true }).objectUrl(key)).toBe(
      `https://s3.example.kr/photos/community/ab/${key}.webp`,
    );
    expect(new S3ImageStorage({ ...base, endpoint: 'https://s3.example.kr:8443/store', forcePathStyle: false }).objectUrl(key)).toBe(
      `https://photos.s3.example.kr:8443/store/community/ab/${key}.webp`,
    );
    expect(() => new S3ImageStorage({ ...base, endpoint: 'https://s3.example.kr', forcePathStyle: true }).objectUrl('x/../y')).toThrow('bad image key');
  });

  it('maps S3_* variables (region and path style defaults), or null when unset', () => {
    expect(s3ConfigFromEnv(loadEnv({ IDP_MODE: 'stand-in' }))).toBeNull();
    const env = loadEnv({
      IDP_MODE: 'stand-in',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'jecheol',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(s3ConfigFromEnv(env)).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'jecheol',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(s3ConfigFromEnv({ ...env, S3_FORCE_PATH_STYLE: '0', S3_REGION: 'ap-northeast-2' })).toMatchObject({
      forcePathStyle: false,
      region: 'ap-northeast-2',
    });
  });
});
