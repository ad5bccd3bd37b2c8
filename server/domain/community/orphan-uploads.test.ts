/**
 * The orphan-picture sweep (issue 15; docs/decisions/021-community-images.md "Orphans"): uploads
 * older than a day that no post uses lose their row and their file; a picture on a post (also a
 * hidden one), or younger than a day, stays; batches; the storage's delete is idempotent on disk;
 * the timer sweeps. (The FOR KEY SHARE / SKIP LOCKED interplay needs two connections: PostgreSQL
 * only, not exercised on the embedded PGlite.)
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { useTestApp } from '@tests/setup/test-app.js';
import { communityUploads } from '@server/db/schema/index.js';
import { DiskImageStorage, MemoryImageStorage } from '@server/infra/image-storage.js';
import { insertPost, insertUploads } from '@tests/setup/community-kit.js';
import { ORPHAN_AFTER_MS, removeOrphanUploads, startOrphanSweep } from './orphan-uploads.js';

const t = useTestApp({ products: 5 }, 60000);
const DAY = ORPHAN_AFTER_MS;
const image = { bytes: Buffer.from('webp bytes'), contentType: 'image/webp' };
const quiet = { info: () => {}, error: () => {} };

async function present(keys: string[]) {
  const found = await t.db.select({ k: communityUploads.imageKey }).from(communityUploads).where(inArray(communityUploads.imageKey, keys));
  return keys.filter((k) => found.some((f) => f.k === k));
}
async function stored(storage: MemoryImageStorage, keys: string[]) {
  for (const k of keys) await storage.put(k, image);
}

describe('removeOrphanUploads', () => {
  it('removes day-old uploads no post uses (row and file); keeps used, younger ones and those on deleted-then-edited posts', async () => {
    const storage = new MemoryImageStorage();
    const now = new Date();
    const old = new Date(now.getTime() - DAY - 60_000);
    const young = new Date(now.getTime() - DAY + 60_000);
    const [orphanA, orphanB, used, usedOnHidden] = await insertUploads(t.db, null, 4, old);
    const [fresh] = await insertUploads(t.db, null, 1, young);
    const all = [orphanA!, orphanB!, used!, usedOnHidden!, fresh!];
    await stored(storage, all);
    const postId = await insertPost(t.db, { userId: null });
    const hiddenId = await insertPost(t.db, { userId: null, status: 'hidden' });
    await t.db.execute(sql`insert into community_post_images (post_id, position, image_key) values (${postId}, 1, ${used}), (${hiddenId}, 1, ${usedOnHidden})`);

    const removed = await removeOrphanUploads(t.db, storage, { now });
    expect(removed).toEqual(expect.arrayContaining([orphanA, orphanB]));
    expect(removed).not.toEqual(expect.arrayContaining([used]));
    expect(await present(all)).toEqual([used, usedOnHidden, fresh]);
    expect([...storage.images.keys()].filter((k) => all.includes(k)).sort()).toEqual([used!, usedOnHidden!, fresh!].sort());
    // Twice is the same: nothing more to remove, no error.
    expect(await removeOrphanUploads(t.db, storage, { now })).not.toEqual(expect.arrayContaining([used]));
    expect(await present(all)).toEqual([used, usedOnHidden, fresh]);
  });

  it('a picture let go by an edit becomes an orphan; a re-uploaded key (row back) keeps its file', async () => {
    const storage = new MemoryImageStorage();
    const now = new Date();
    const [key] = await insertUploads(t.db, null, 1, new Date(now.getTime() - 2 * DAY));
    await stored(storage, [key!]);
    const postId = await insertPost(t.db, { userId: null });
    await t.db.execute(sql`insert into community_post_images (post_id, position, image_key) values (${postId}, 1, ${key})`);
    expect(await removeOrphanUploads(t.db, storage, { now })).not.toContain(key);
    await t.db.execute(sql`delete from community_post_images where post_id = ${postId}`);
    expect(await removeOrphanUploads(t.db, storage, { now })).toContain(key);
    expect(await storage.get(key!)).toBeNull();
  });

  it('more than one batch (200) is cleared in one call', async () => {
    const storage = new MemoryImageStorage();
    const keys = await insertUploads(t.db, null, 230, new Date(Date.now() - 3 * DAY));
    await stored(storage, keys);
    const removed = await removeOrphanUploads(t.db, storage);
    expect(removed).toEqual(expect.arrayContaining(keys));
    expect(await present(keys)).toEqual([]);
    expect(keys.filter((k) => storage.images.has(k))).toEqual([]);
  });
});

describe('DiskImageStorage.delete', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const d of dirs) await rm(d, { recursive: true, force: true });
  });
  it('removes the file; a missing one is not an error; a bad key throws and touches nothing', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'orphan-sweep-'));
    dirs.push(root);
    const storage = new DiskImageStorage(root);
    const key = 'ab'.repeat(32);
    await storage.put(key, image);
    await stat(path.join(root, 'ab', `${key}.webp`));
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
    await expect(storage.delete('../../etc/passwd')).rejects.toThrow(/bad image key/);
  });
});

it('startOrphanSweep: the timer sweeps, and stop() waits for the round under way', async () => {
  const storage = new MemoryImageStorage();
  const [key] = await insertUploads(t.db, null, 1, new Date(Date.now() - 2 * DAY));
  await stored(storage, [key!]);
  const logged: object[] = [];
  const sweep = startOrphanSweep(t.db, storage, { info: (o) => logged.push(o), error: quiet.error }, { firstMs: 10, everyMs: 50 });
  for (let i = 0; i < 100 && (await present([key!])).length > 0; i++) await new Promise((r) => setTimeout(r, 20));
  await sweep.stop();
  expect(await present([key!])).toEqual([]);
  expect(storage.images.has(key!)).toBe(false);
  expect(logged).toContainEqual({ removed: expect.any(Number) });
});
