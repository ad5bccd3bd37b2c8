/**
 * Community picture uploads on the real app and database (issue 15; docs/decisions/021): JPEG,
 * PNG, WebP and an iPhone-style HEIC come back as WebP ≤ 1600 px with no EXIF/GPS and are served
 * immutable by their content hash; anything that is not a readable picture is 12 and stores
 * nothing; over 10 MB is 13; the authorization matrix (visitor, member, other member, newcomer,
 * banned, withdrawn) with "nothing written"; the per-member upload limit (131).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '@tests/setup/test-app.js';
import { pngClaiming } from '@tests/setup/images.js';
import { accountMaker, testTokens, type Who } from '@tests/setup/members.js';
import { communityUploads } from '@server/db/schema/index.js';
import { MAX_IMAGE_EDGE_PX, TOO_BIG_IMAGE_TEXT } from '@server/infra/image-processing.js';
import { UPLOADS_PER_WINDOW } from '@server/domain/community/community-images.service.js';
import { TOO_LARGE_TEXT } from './community-images.routes.js';

const here = path.dirname(fileURLToPath(import.meta.url));
/** 320×240, made with Debian's heif-enc (x265) from a JPEG carrying GPS EXIF; the EXIF block is in the file. */
const HEIC = readFileSync(path.resolve(here, '../../../tests/fixtures/images/sample.heic'));

const t = useTestApp({ products: 100, tokens: testTokens }, 60000);

const account = accountMaker(t, { label: 'image', nickPrefix: '사진테스트' });

/** A picture with GPS EXIF, in the given format and size. */
async function photo(format: 'jpeg' | 'png' | 'webp', width = 640, height = 480) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#F97316"/><circle cx="50%" cy="50%" r="30%" fill="#16A34A"/></svg>`;
  const exif = { IFD0: { Make: 'TestCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 33/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '126/1 58/1 0/1' } };
  const image = sharp(Buffer.from(svg));
  return (format === 'jpeg' ? image.jpeg() : format === 'png' ? image.png() : image.webp()).withExif(exif).toBuffer();
}

const upload = (who: Who | undefined, body: Buffer | string, type = 'image/jpeg') =>
  t.app.inject({ method: 'POST', url: '/api/v1/community/image', headers: { ...who?.headers, 'content-type': type }, payload: body });
const uploadRows = () => t.db.select().from(communityUploads);

describe('upload and serve', () => {
  it.each([
    ['jpeg', 'image/jpeg'],
    ['png', 'image/png'],
    ['webp', 'image/webp'],
  ] as const)('%s: re-encoded as WebP without EXIF/GPS, served immutable by its hash', async (format, type) => {
    const m = await account();
    const input = await photo(format);
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const res = await upload(m, input, type);
    expect(res.statusCode, res.body).toBe(200);
    const { imageKey, url, width, height } = res.json().data;
    expect(imageKey).toMatch(/^[0-9a-f]{64}$/);
    expect(url).toBe(`/images/community/${imageKey}.webp`);
    expect([width, height]).toEqual([640, 480]);
    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    const [row] = await t.db.select().from(communityUploads).where(eq(communityUploads.imageKey, imageKey));
    expect(row).toMatchObject({ userId: m.userId, width: 640, height: 480, bytes: served.rawPayload.length });
  });

  it('HEIC (HEVC, as iPhones write it): decoded, re-encoded as WebP, GPS gone', async () => {
    expect(HEIC.toString('latin1', 4, 12)).toBe('ftypheic');
    const res = await upload(await account(), HEIC, 'image/heic');
    expect(res.statusCode, res.body).toBe(200);
    const { url, width, height } = res.json().data;
    expect([width, height]).toEqual([320, 240]);
    const meta = await sharp((await t.app.inject({ url })).rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
  });

  it(`a large picture is shrunk to ${MAX_IMAGE_EDGE_PX} px on its long side`, async () => {
    const res = await upload(await account(), await photo('jpeg', 4000, 3000));
    expect(res.json().data).toMatchObject({ width: MAX_IMAGE_EDGE_PX, height: 1200 });
  });

  it('the same picture twice is one stored image under one key', async () => {
    const m = await account();
    const input = await photo('png', 300, 300);
    const a = (await upload(m, input, 'image/png')).json().data.imageKey;
    const before = (await uploadRows()).length;
    const b = (await upload(m, input, 'image/png')).json().data.imageKey;
    expect(b).toBe(a);
    expect((await uploadRows()).length).toBe(before);
  });

  it('an unknown or malformed key is 404, never a file read outside the store', async () => {
    for (const url of [
      '/images/community/abc.webp',
      `/images/community/${'a'.repeat(64)}.webp`,
      `/images/community/${'a'.repeat(64)}.png`,
      '/images/community/..%2f..%2fetc%2fpasswd',
    ])
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
  });
});

describe('bad files: 12 (or 9/13) and nothing stored', () => {
  it.each([
    ['text claiming to be a JPEG', Buffer.from('hello, not a picture'), 'image/jpeg', 12],
    ['a truncated JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]), 'image/jpeg', 12],
    ['an SVG (script-capable) sent as PNG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/png', 12],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'image/gif', 9],
    ['a PDF', Buffer.from('%PDF-1.7\n%…'), 'application/pdf', 9],
    ['JSON', Buffer.from('{"image":"x"}'), 'application/json', 9],
    ['a HEIC header with no picture', Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1')]), 'image/heic', 12],
  ])('%s', async (_name, body, type, code) => {
    const m = await account();
    const before = await uploadRows();
    const res = await upload(m, body, type);
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().code).toBe(code);
    expect(await uploadRows()).toEqual(before);
  });

  it('over 10 MB: 13 with a Korean message, nothing stored', async () => {
    const m = await account();
    const before = await uploadRows();
    const big = Buffer.concat([await photo('jpeg'), Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload(m, big);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 13, message: TOO_LARGE_TEXT });
    expect(await uploadRows()).toEqual(before);
  });
});

describe('authorization matrix (nothing written when refused)', () => {
  let width = 200; // a picture of its own per caller (another content hash)
  it.each([
    ['visitor', null, 401, 110],
    ['newcomer (sign-up not finished)', { newcomer: true }, 401, 110],
    ['banned member', { banned: true }, 403, 130],
    ['withdrawn member', { withdrawn: true }, 401, 110],
    ['member', {}, 200, 0],
    ['another member', {}, 200, 0],
  ] as const)('%s', async (_name, opts, status, code) => {
    const who = opts ? await account(opts) : undefined;
    const before = await uploadRows();
    const res = await upload(who, await photo('jpeg', ++width, 100));
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().code).toBe(code);
    if (code !== 0) expect(await uploadRows()).toEqual(before);
    else expect((await uploadRows()).filter((r) => r.userId === who!.userId)).toHaveLength(1);
  });
});

it(`over ${UPLOADS_PER_WINDOW} pictures in 10 minutes: 131 with a Korean message, nothing stored`, async () => {
  const m = await account();
  await t.db.insert(communityUploads).values(
    Array.from({ length: UPLOADS_PER_WINDOW }, (_, i) => ({
      imageKey: `${String(m.userId).padStart(8, '0')}${String(i).padStart(56, '0')}`,
      userId: m.userId,
      contentType: 'image/webp',
      width: 1,
      height: 1,
      bytes: 1,
    })),
  );
  const before = await uploadRows();
  const res = await upload(m, await photo('jpeg', 123, 45));
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({ code: 131, message: '사진을 너무 많이 올렸어요. 10분 뒤에 다시 올려 주세요.' });
  expect(await uploadRows()).toEqual(before);
});

it(`${UPLOADS_PER_WINDOW + 6} different pictures sent at once by one member: exactly ${UPLOADS_PER_WINDOW} are recorded, the rest are 131 (issue 29: all 36 were accepted)`, async () => {
  const m = await account();
  const pictures = await Promise.all(Array.from({ length: UPLOADS_PER_WINDOW + 6 }, (_, i) => photo('png', 40 + i, 30)));
  const answers = await Promise.all(pictures.map((p) => upload(m, p, 'image/png')));
  expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(UPLOADS_PER_WINDOW);
  expect(answers.filter((r) => r.statusCode !== 200).map((r) => r.json().code)).toEqual(Array(6).fill(131));
  expect(await t.db.select().from(communityUploads).where(eq(communityUploads.userId, m.userId))).toHaveLength(UPLOADS_PER_WINDOW);
});

it('a picture claiming 1 × 49,999,999 px (97 KB on the wire in the attack) is 13 from its header, nothing stored (issue 29)', async () => {
  const m = await account();
  const png = pngClaiming(1, 49_999_999);
  const before = await uploadRows();
  const res = await upload(m, png, 'image/png');
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ code: 13, message: TOO_BIG_IMAGE_TEXT });
  expect(await uploadRows()).toEqual(before);
});
