/**
 * Admin preview endpoints (issue 17; SPEC §2 admin preview routes, "no guard shown" — the guard is
 * docs/decisions/032-admin-preview.md): GET /api/v1/admin/preview/{deal|period|event|notice}/:id.
 *
 * Who may read is the table's `preview` guard (server/http/guards.ts assertPreviewAccess): a
 * caller with a signed preview link for that very item (`?preview=<exp>.<sig>`) or the ops token.
 * Refused: nothing → 110 (401); a wrong bearer (a member's token too) or a link that is malformed,
 * tampered with or signed for another item → 12 (400); an expired link → 111 (401). Every answer
 * is `Cache-Control: no-store` (cache class never); no view is counted.
 */
import type { FastifyInstance } from 'fastify';
import { endpoints as e } from '@contract/endpoints.js';
import type { Db } from '@server/db/client.js';
import { route } from '@server/http/route.js';
import { ok } from '@server/http/reply.js';
import * as svc from '@server/domain/catalogue/admin-preview.service.js';

export async function adminPreviewRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  route(app, e.previewDeal, {}, async (req) => ok(await svc.previewDeal(db, req.params.dealId)));
  route(app, e.previewPeriod, {}, async (req) => ok(await svc.previewPeriod(db, req.params.periodId)));
  route(app, e.previewEvent, {}, async (req) => ok(await svc.previewEvent(db, req.params.eventId)));
  route(app, e.previewNotice, {}, async (req) => ok(await svc.previewNoticeItem(db, req.params.noticeId)));
}
