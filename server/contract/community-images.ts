/**
 * Community pictures (issue 15; docs/decisions/021-community-images.md): the answer of
 * POST /api/v1/community/image. The request body is the picture's bytes as they are (Content-Type
 * image/jpeg, image/png, image/webp, image/heic or image/heif; ≤ 10 MB), one picture per call.
 */
import { z } from './schema-kit.js';

/** A stored picture: its content-addressed key (sha-256 hex), where it is served, and its size in px. */
export const uploadedImageSchema = z.object({
  imageKey: z.string().regex(/^[0-9a-f]{64}$/),
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/** Where a stored picture is served (immutable; the key is its content hash). */
export const communityImageUrl = (imageKey: string) => `/images/community/${imageKey}.webp`;
