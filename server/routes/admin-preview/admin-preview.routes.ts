/**
 * Admin preview endpoints (issue 17; SPEC §2 admin preview routes, "no guard shown" — the guard is
 * docs/decisions/032-admin-preview.md): GET /api/v1/admin/preview/{deal|period|event|notice}/:id.
 *
 * Who may read: a caller with a signed preview link for that very item (`?preview=<exp>.<sig>`,
 * server/infra/preview-link.ts) or the ops token (`Authorization: Bearer <OPS_TOKEN>`). Refused:
 * nothing → 110 (401); a wrong bearer (a member's token too) or a link that is malformed, tampered
 * with or signed for another item → 12 (400); an expired link → 111 (401). Every answer is
 * `Cache-Control: no-store`; no view is counted.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints as e } from '@contract/endpoints.js';
import type { PreviewKind } from '@contract/admin-preview.js';
import type { Db } from '@server/db/client.js';
import { ApiError } from '@server/errors.js';
import { route } from '@server/http/route.js';
import { checkPreview } from '@server/infra/preview-link.js';
import { ok } from '@server/http/reply.js';
import { noStore } from '@server/http/guards.js';
import * as svc from '@server/domain/catalogue/admin-preview.service.js';

/** Throws the SPEC §8 refusal unless the request carries a valid link for (kind, id) or the ops token. */
export function assertPreviewAccess(req: FastifyRequest, opsToken: string, kind: PreviewKind, id: number, now = Date.now()): void {
  const link = (req.query as { preview?: string }).preview;
  if (link) {
    const check = checkPreview(opsToken, kind, id, link, now);
    if (check.ok) return;
    if (check.reason === 'expired') throw new ApiError('ACCESS_TOKEN_EXPIRED', '미리보기 링크가 만료되었어요. 새 링크를 받아 주세요.');
    throw new ApiError('NOT_MATCHED', '미리보기 링크가 올바르지 않아요. 받은 링크를 그대로 열어 주세요.');
  }
  const auth = req.headers.authorization ?? '';
  if (!auth) throw new ApiError('NULL_OR_EMPTY_TOKEN', '미리보기 링크나 운영 토큰이 있어야 볼 수 있어요.');
  const given = Buffer.from(auth.replace(/^Bearer\s+/i, ''));
  const expected = Buffer.from(opsToken);
  if (!opsToken || given.length !== expected.length || !timingSafeEqual(given, expected)) throw new ApiError('NOT_MATCHED', '운영 토큰이 올바르지 않아요.');
}

export async function adminPreviewRoutes(app: FastifyInstance, opts: { db: Db; opsToken: string }) {
  const { db, opsToken } = opts;
  app.addHook('onSend', noStore);
  /** A preview's answer: `load` runs only once the caller may see item (kind, id). */
  const preview = async <T>(req: FastifyRequest, kind: PreviewKind, id: number, load: (id: number) => Promise<T>) => {
    assertPreviewAccess(req, opsToken, kind, id);
    return ok(await load(id));
  };
  route(app, e.previewDeal, {}, (req) => preview(req, 'deal', req.params.dealId, (id) => svc.previewDeal(db, id)));
  route(app, e.previewPeriod, {}, (req) => preview(req, 'period', req.params.periodId, (id) => svc.previewPeriod(db, id)));
  route(app, e.previewEvent, {}, (req) => preview(req, 'event', req.params.eventId, (id) => svc.previewEvent(db, id)));
  route(app, e.previewNotice, {}, (req) => preview(req, 'notice', req.params.noticeId, (id) => svc.previewNoticeItem(db, id)));
}
