/**
 * POST /api/v1/community/image (a member's picture, the bytes as the body) and
 * GET /images/community/<key>.webp (the stored picture, immutable) — issue 15;
 * docs/decisions/021-community-images.md.
 *
 * The member check (the table's `signedUpWrite`, marked `guardBeforeBody`) runs on request, before
 * the body is read, so a visitor's or a banned member's 10 MB never reaches the decoder. Only this scope parses image bodies (up to 10 MB); every other
 * route keeps the app's JSON-only parser and its 256 KB limit.
 *
 * The orphan sweep (orphan-uploads.ts) runs with the app: it starts when the app is ready and is
 * stopped (and awaited) when it closes, before the database does.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints as e } from '@contract/endpoints.js';
import { route } from '@server/http/route.js';
import { ok } from '@server/http/reply.js';
import { ApiError } from '@server/errors.js';
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES } from '@server/infra/image-processing.js';
import { IMAGE_KEY_PATTERN, ImageStorageError, type ImageStorage } from '@server/infra/image-storage.js';
import type { AuthDeps } from '@server/http/guards.js';
import { uploadImage } from '@server/domain/community/community-images.service.js';
import { startOrphanSweep } from '@server/domain/community/orphan-uploads.js';

/** The refusal of a picture over 10 MB (code 13). */
export const TOO_LARGE_TEXT = '사진은 한 장에 10MB까지 올릴 수 있어요.';

/** An upload the picture store could not take (code 180, 502; issue 18: S3 down or refusing). */
export const STORE_FAILED_TEXT = '사진을 저장하지 못했어요. 잠시 후 다시 올려 주세요.';
/** A picture the store could not hand back (code 180, 502; never "not found": the picture may well exist). */
export const READ_FAILED_TEXT = '사진을 잠시 불러오지 못했어요. 잠시 후 다시 시도해 주세요.';

/** A store failure as the SPEC §8 envelope (180); anything else is rethrown as it is. */
function storeFailure(err: unknown, text: string, log: FastifyRequest['log']): never {
  if (!(err instanceof ImageStorageError)) throw err;
  log.error({ err, operation: err.operation, status: err.status, storeCode: err.code, timedOut: err.timedOut }, 'community picture store failed');
  throw new ApiError('EXTERNAL_API_ERROR', text);
}

export interface CommunityImageDeps extends AuthDeps {
  imageStorage: ImageStorage;
  /** Timing of the orphan sweep (tests shorten it; default: orphan-uploads.ts), or false for none. */
  orphanSweep?: { firstMs?: number; everyMs?: number } | false;
}

export async function communityImageRoutes(app: FastifyInstance, deps: CommunityImageDeps) {
  app.addContentTypeParser([...ACCEPTED_IMAGE_TYPES], { parseAs: 'buffer', bodyLimit: MAX_IMAGE_BYTES }, (_req, body, done) => done(null, body));
  if (deps.orphanSweep !== false) {
    let sweep: ReturnType<typeof startOrphanSweep> | null = null;
    app.addHook('onReady', async () => {
      sweep = startOrphanSweep(deps.db, deps.imageStorage, app.log, deps.orphanSweep || {});
    });
    // preClose, not onClose: a draining instance starts no new round while in-flight requests finish (issue 18).
    app.addHook('preClose', async () => {
      await sweep?.stop();
    });
  }

  // A declared size over the limit is refused before anything is read, in the shopper's words
  // (a body without a length still stops at the parser's limit, with the generic 13).
  const sizeCheck = async (req: FastifyRequest) => {
    if (Number(req.headers['content-length'] ?? 0) > MAX_IMAGE_BYTES) throw new ApiError('OUT_OF_RANGE', TOO_LARGE_TEXT);
  };

  route(app, e.communityImageUpload, { onRequest: sizeCheck }, async (req) => {
    if (!Buffer.isBuffer(req.body) || req.body.length === 0)
      throw new ApiError('UNSUPPORTED', '사진 파일을 그대로 보내 주세요. (JPEG, PNG, WebP, HEIC, 10MB 이하)');
    const uploaded = await uploadImage(deps.db, deps.imageStorage, req.member.user.userId, req.body).catch((err) =>
      storeFailure(err, STORE_FAILED_TEXT, req.log),
    );
    return ok(uploaded);
  });

  app.get<{ Params: { file: string } }>('/images/community/:file', { schema: { hide: true } }, async (req, reply) => {
    const key = req.params.file.replace(/\.webp$/, '');
    const image =
      req.params.file.endsWith('.webp') && IMAGE_KEY_PATTERN.test(key)
        ? await deps.imageStorage.get(key).catch((err) => storeFailure(err, READ_FAILED_TEXT, req.log))
        : null;
    if (!image) return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('사진을 찾을 수 없어요.');
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .type(image.contentType)
      .send(image.bytes);
  });
}
