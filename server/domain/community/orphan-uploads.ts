/**
 * The orphan-picture sweep (issue 15; docs/decisions/021-community-images.md "Orphans"): a picture
 * is uploaded while its member writes, so some are never attached (the post was abandoned, the
 * picture removed from the form, the post edited or deleted). Uploads older than
 * ORPHAN_AFTER_MS that no post uses are deleted — the community_uploads row, then the file through
 * the ImageStorage interface.
 *
 * Safe beside live writes and on several instances: candidates are locked FOR UPDATE SKIP LOCKED
 * in one transaction, so a post being written (it holds its keys FOR KEY SHARE) is passed by and
 * two sweeps never take the same row; a key attached meanwhile fails the NOT EXISTS re-check. The
 * file goes after the commit, and only if no row for the key came back (a re-upload of the same
 * picture in that instant). What is left: a crash between commit and file removal leaves a file
 * with no row (disk only; a later upload of that picture reuses it), and a re-upload landing
 * between the re-check and the removal would lose its file (milliseconds, once per sweep, for a
 * picture nobody used for a day).
 *
 * Run by the server itself (startOrphanSweep from communityImageRoutes): first a few minutes after
 * it starts, then every ORPHAN_SWEEP_EVERY_MS. No command to run by hand.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import type { ImageStorage } from '@server/infra/image-storage.js';

/** An upload no post uses is removed this long after it was uploaded (ms; 24 h). */
export const ORPHAN_AFTER_MS = 24 * 3600_000;
/** How often the server sweeps (ms; 6 h). */
export const ORPHAN_SWEEP_EVERY_MS = 6 * 3600_000;
/** The first sweep after the server is ready (ms; 5 min: boot stays quick). */
export const ORPHAN_SWEEP_FIRST_MS = 5 * 60_000;
/** Rows removed per transaction (a backlog is cleared in batches, never one long lock). */
const BATCH = 200;

/**
 * Delete uploads created before `now - olderThanMs` that no post uses, and their files.
 * @returns the keys removed (in key order, batch by batch)
 */
export async function removeOrphanUploads(db: Db, storage: ImageStorage, opts: { now?: Date; olderThanMs?: number } = {}): Promise<string[]> {
  const cutoff = new Date((opts.now ?? new Date()).getTime() - (opts.olderThanMs ?? ORPHAN_AFTER_MS));
  const removed: string[] = [];
  for (;;) {
    const keys = await db.transaction(async (tx) => {
      const r = (await tx.execute(
        sql`delete from community_uploads where image_key in (
            select u.image_key from community_uploads u
            where u.created_at < ${cutoff.toISOString()}::timestamptz
              and not exists (select 1 from community_post_images i where i.image_key = u.image_key)
            order by u.image_key limit ${BATCH} for update of u skip locked)
          and not exists (select 1 from community_post_images i where i.image_key = community_uploads.image_key)
          returning image_key`,
      )) as unknown as { rows: Array<{ image_key: string }> };
      return r.rows.map((x) => x.image_key).sort();
    });
    for (const key of keys) {
      const back = (await db.execute(sql`select 1 from community_uploads where image_key = ${key}`)) as unknown as { rows: unknown[] };
      if (back.rows.length === 0) await storage.delete(key);
      removed.push(key);
    }
    if (keys.length < BATCH) return removed;
  }
}

/**
 * Sweep on a timer: first after `firstMs`, then every `everyMs`; timers never keep the process
 * alive. Errors are logged, never thrown (the next round tries again). stop() clears the timer and
 * waits for a round under way (call it before the database closes).
 */
export function startOrphanSweep(
  db: Db,
  storage: ImageStorage,
  log: { info(o: object, msg: string): void; error(o: object, msg: string): void },
  opts: { firstMs?: number; everyMs?: number } = {},
): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  let stopped = false;
  const round = () => {
    if (stopped || running) return;
    running = removeOrphanUploads(db, storage)
      .then((keys) => {
        if (keys.length) log.info({ removed: keys.length }, 'community orphan pictures removed');
      })
      .catch((err) => log.error({ err }, 'community orphan picture sweep failed'))
      .finally(() => {
        running = null;
      });
  };
  let timer: NodeJS.Timeout = setTimeout(() => {
    round();
    timer = setInterval(round, opts.everyMs ?? ORPHAN_SWEEP_EVERY_MS);
    timer.unref();
  }, opts.firstMs ?? ORPHAN_SWEEP_FIRST_MS);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      clearInterval(timer);
      await running;
    },
  };
}
