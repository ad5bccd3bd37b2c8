/**
 * Community picture uploads (issue 15; docs/decisions/021-community-images.md). A member sends one
 * picture per call; it is re-encoded (server/infra/image-processing.ts: WebP, ≤ 1600 px, no
 * EXIF/GPS), stored under the sha-256 of the result (server/infra/image-storage.ts) and recorded in
 * community_uploads. Posts then refer to pictures by that key.
 */
import { createHash } from 'node:crypto';
import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
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
 * Re-encode, store and record one picture for `userId`, at `now`.
 * @throws ApiError TOO_MANY_REQUESTS (131) over the member's upload limit; NOT_MATCHED (12) not a readable picture (nothing stored)
 */
export async function uploadImage(db: Db, storage: ImageStorage, userId: number, input: Buffer, now = new Date()): Promise<UploadedImage> {
  const [{ recent }] = await db
    .select({ recent: count() })
    .from(communityUploads)
    .where(and(eq(communityUploads.userId, userId), gt(communityUploads.createdAt, new Date(now.getTime() - UPLOAD_WINDOW_MS))));
  if (Number(recent) >= UPLOADS_PER_WINDOW) throw new ApiError('TOO_MANY_REQUESTS', '사진을 너무 많이 올렸어요. 10분 뒤에 다시 올려 주세요.');
  const image = await reencodeImage(input);
  const imageKey = createHash('sha256').update(image.bytes).digest('hex');
  await storage.put(imageKey, { bytes: image.bytes, contentType: 'image/webp' });
  await db
    .insert(communityUploads)
    .values({ imageKey, userId, contentType: 'image/webp', width: image.width, height: image.height, bytes: image.bytes.length, createdAt: now })
    .onConflictDoNothing();
  return { imageKey, url: communityImageUrl(imageKey), width: image.width, height: image.height };
}
