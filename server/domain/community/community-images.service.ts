/**
 * Community picture uploads (issue 15; docs/decisions/021-community-images.md). A member sends one
 * picture per call; it is re-encoded (server/infra/image-processing.ts: WebP, ≤ 1600 px, no
 * EXIF/GPS), stored under the sha-256 of the result (server/infra/image-storage.ts) and recorded in
 * community_uploads. Posts then refer to pictures by that key.
 */
import { createHash } from 'node:crypto';
import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { lockMember, type Tx } from '@server/db/locks.js';
import { communityUploads } from '@server/db/schema/index.js';
import { ApiError } from '@server/errors.js';
import { communityImageUrl, type UploadedImage } from '@contract/community-images.js';
import { reencodeImage } from '@server/infra/image-processing.js';
import type { ImageStorage } from '@server/infra/image-storage.js';

/** Pictures one member may upload per {@link UPLOAD_WINDOW_MS} (a post takes at most 10). */
export const UPLOADS_PER_WINDOW = 30;
/** The upload limit's window, ms (10 minutes). */
export const UPLOAD_WINDOW_MS = 10 * 60_000;

/**
 * Re-encode, store and record one picture for `userId`, at `now`. The limit is checked before the
 * picture's work (cheap refusal) and again, counted and recorded in one transaction that holds the
 * member's row (issue 29: 36 of 36 parallel uploads were accepted, as each counted before any was
 * recorded); the bytes are stored after the record is made, and the record is taken back if
 * storing fails.
 * @throws ApiError TOO_MANY_REQUESTS (131) over the member's upload limit; NOT_MATCHED (12) not a readable picture (nothing stored)
 */
export async function uploadImage(db: Db, storage: ImageStorage, userId: number, input: Buffer, now = new Date()): Promise<UploadedImage> {
  if ((await recentUploads(db, userId, now)) >= UPLOADS_PER_WINDOW) throw tooMany();
  const image = await reencodeImage(input);
  const imageKey = createHash('sha256').update(image.bytes).digest('hex');
  const recorded = await db.transaction(async (tx) => {
    await lockMember(tx, userId);
    if ((await recentUploads(tx, userId, now)) >= UPLOADS_PER_WINDOW) throw tooMany();
    return tx
      .insert(communityUploads)
      .values({ imageKey, userId, contentType: 'image/webp', width: image.width, height: image.height, bytes: image.bytes.length, createdAt: now })
      .onConflictDoNothing()
      .returning({ imageKey: communityUploads.imageKey });
  });
  try {
    await storage.put(imageKey, { bytes: image.bytes, contentType: 'image/webp' });
  } catch (err) {
    if (recorded.length) await db.delete(communityUploads).where(and(eq(communityUploads.imageKey, imageKey), eq(communityUploads.userId, userId)));
    throw err;
  }
  return { imageKey, url: communityImageUrl(imageKey), width: image.width, height: image.height };
}

const tooMany = () => new ApiError('TOO_MANY_REQUESTS', '사진을 너무 많이 올렸어요. 10분 뒤에 다시 올려 주세요.');

/** Pictures `userId` recorded in the window before `now`. */
async function recentUploads(db: Db | Tx, userId: number, now: Date): Promise<number> {
  const [{ recent }] = await db
    .select({ recent: count() })
    .from(communityUploads)
    .where(and(eq(communityUploads.userId, userId), gt(communityUploads.createdAt, new Date(now.getTime() - UPLOAD_WINDOW_MS))));
  return Number(recent);
}
