/**
 * Community pictures across instances (issue 18 "Stateless instances"; docs/decisions/034 "Uploads
 * in S3-compatible storage"): two apps built on one database and one S3 bucket (the SigV4-checking
 * stand-in on a real port) — a picture uploaded through A is served by B; the same picture again
 * through B is the same key; a stalled or refusing store answers 180 (502) with a Korean message in
 * bounded time, writes no upload row, and never turns into a false "not found".
 */
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app.js';
import { openDatabase, type Database } from '@server/db/client.js';
import { communityUploads, users } from '@server/db/schema/index.js';
import { loadEnv } from '@server/env.js';
import { TokenService } from '@server/domain/accounts/tokens.js';
import { S3ImageStorage, type S3Config } from '@server/infra/s3-image-storage.js';
import { startS3StandIn, type S3StandIn } from '@server/stand-ins/s3/s3-stand-in.js';
import { createIsolatedDatabase, testPostgresUrl } from '@tests/setup/postgres.js';
import { READ_FAILED_TEXT, STORE_FAILED_TEXT } from './community-images.routes.js';
import { pgliteTemplate } from '@tests/setup/pglite-template.js';

const PORT = 3763;
let s3: S3StandIn;
let database: Database;
let own: Awaited<ReturnType<typeof createIsolatedDatabase>> | null = null;
const apps: FastifyInstance[] = [];
let a: FastifyInstance;
let b: FastifyInstance;
let member: Record<string, string>;

async function instance(config: S3Config) {
  const app = await buildApp({
    db: database.db,
    env: loadEnv({ NODE_ENV: 'test', DATA_DIR: ':memory:', LOG_LEVEL: 'silent' }),
    imageStorage: new S3ImageStorage(config),
  });
  await app.ready();
  apps.push(app);
  return app;
}

beforeAll(async () => {
  s3 = await startS3StandIn({ port: PORT, buckets: ['community-test'], credentials: { AKIDROUTE: 'route-secret' } });
  const server = testPostgresUrl();
  own = server ? await createIsolatedDatabase(server) : null;
  database = await openDatabase({ databaseUrl: own?.url, dataDir: ':memory:', loadDataDir: own ? undefined : pgliteTemplate() });
  await database.migrate();
  const config: S3Config = {
    endpoint: s3.url,
    bucket: 'community-test',
    region: 'us-east-1',
    accessKeyId: 'AKIDROUTE',
    secretAccessKey: 'route-secret',
    forcePathStyle: true,
    timeoutMs: 500,
  };
  a = await instance(config);
  b = await instance(config);
  // C signs with a wrong secret (a rotated key not deployed everywhere).
  await instance({ ...config, secretAccessKey: 'rotated-away' });
  const [u] = await database.db
    .insert(users)
    .values({ channelType: 1001, providerUid: 's3-route-test', nickName: '버킷테스트', signUpDt: new Date() })
    .returning();
  const issued = await new TokenService(database.db, { secret: '', accessTtlSeconds: 600 }).issue({ userId: u!.userId, deviceUuid: 'w-s3-route' });
  member = { authorization: `Bearer ${issued.accessToken}`, deviceuuid: 'w-s3-route' };
}, 60000);

afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.close();
  await own?.drop();
  await s3?.close();
});

const photo = (fill: string) =>
  sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="100%" height="100%" fill="${fill}"/></svg>`))
    .jpeg()
    .toBuffer();
const upload = (app: FastifyInstance, body: Buffer) =>
  app.inject({ method: 'POST', url: '/api/v1/community/image', headers: { ...member, 'content-type': 'image/jpeg' }, payload: body });
const rowsOf = (key: string) => database.db.select().from(communityUploads).where(eq(communityUploads.imageKey, key));

describe('community pictures in S3 across instances', () => {
  it('serves on B a picture uploaded through A, from the bucket, immutable', async () => {
    const res = await upload(a, await photo('#F97316'));
    expect(res.statusCode, res.body).toBe(200);
    const { imageKey, url } = res.json().data;
    const object = s3.objects.get(`community-test/community/${imageKey.slice(0, 2)}/${imageKey}.webp`);
    expect(object?.contentType).toBe('image/webp');
    const served = await b.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(object!.bytes)).toBe(true);
    expect(await rowsOf(imageKey)).toHaveLength(1);
  });

  it('stores the same picture once whichever instance receives it', async () => {
    const input = await photo('#16A34A');
    const first = (await upload(a, input)).json().data.imageKey;
    const again = await upload(b, input);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.imageKey).toBe(first);
    expect([...s3.objects.keys()].filter((k) => k.includes(first))).toHaveLength(1);
    expect(s3.requests.filter((r) => r.method === 'PUT' && r.path.includes(first)).map((r) => r.status)).toEqual([200, 412]);
  });

  it('answers a missing picture 404, as before', async () => {
    const res = await b.inject({ url: `/images/community/${'0'.repeat(64)}.webp` });
    expect(res.statusCode).toBe(404);
  });

  it('answers 180 with a Korean message in bounded time while the store hangs, and records nothing', async () => {
    const stored = (await upload(a, await photo('#2563EB'))).json().data;
    const input = await photo('#DC2626');
    s3.stall(true);
    try {
      let started = Date.now();
      const up = await upload(a, input);
      expect(Date.now() - started).toBeLessThan(3000);
      expect(up.statusCode).toBe(502);
      expect(up.json()).toMatchObject({ code: 180, message: STORE_FAILED_TEXT, data: null });
      expect(await database.db.select().from(communityUploads)).toHaveLength(3);
      started = Date.now();
      const read = await b.inject({ url: stored.url });
      expect(Date.now() - started).toBeLessThan(3000);
      expect(read.statusCode).toBe(502);
      expect(read.headers['cache-control']).toBe('no-store');
      expect(read.json()).toMatchObject({ code: 180, message: READ_FAILED_TEXT });
    } finally {
      s3.stall(false);
    }
    expect((await b.inject({ url: stored.url })).statusCode).toBe(200);
    expect((await upload(a, input)).statusCode).toBe(200);
  });

  it('answers 180 (not a false 404) on an instance whose S3 secret is wrong', async () => {
    const c = apps[2]!;
    const stored = (await upload(a, await photo('#7C3AED'))).json().data;
    const read = await c.inject({ url: stored.url });
    expect(read.statusCode).toBe(502);
    expect(read.json()).toMatchObject({ code: 180, message: READ_FAILED_TEXT });
    const up = await upload(c, await photo('#0D9488'));
    expect(up.statusCode).toBe(502);
    expect(up.json()).toMatchObject({ code: 180, message: STORE_FAILED_TEXT });
  });
});
