/**
 * Deal event apply (v2) (SPEC §7; issue 16; docs/decisions/026 "## Game, events, orders, banners"):
 * GET / POST /api/v2/user/deal/event/:eventId/apply (account host, personal, no-store).
 *
 * Guards as the other member writes (110 / 130 / 131). The apply runs in withIdempotency
 * (server/routes/like): the member row is locked, a replayed Idempotency-Key answers the first
 * envelope and writes nothing.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints as e } from '@contract/endpoints.js';
import { route } from '@server/http/route.js';
import { ok } from '@server/http/reply.js';
import { authGuard, memberRateLimit, noStore, type AuthDeps } from '@server/http/guards.js';
import { withIdempotency } from '@server/domain/catalogue/likes.service.js';
import { applyToEvent, eventApplyState } from '@server/domain/member-play/event-apply.service.js';

const keyOf = (req: FastifyRequest) => req.headers['idempotency-key'] as string | undefined;

export async function eventApplyRoutes(app: FastifyInstance, deps: AuthDeps & { now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  const reader = authGuard(deps, { member: true });
  const writer = authGuard(deps, { write: true, member: true });
  const limit = memberRateLimit(app, 'event-apply', deps.rateLimitPerMinute);
  app.addHook('onSend', noStore);

  route(app, e.eventApplyState, { preHandler: reader }, async (req) => ok(await eventApplyState(deps.db, req.member!.user.userId, req.params.eventId, now())));

  route(app, e.eventApply, { preHandler: [writer, limit] }, async (req) => {
    const userId = req.member!.user.userId;
    return withIdempotency(deps.db, userId, keyOf(req), `POST /api/v2/user/deal/event/${req.params.eventId}/apply`, async (tx) => {
      const r = await applyToEvent(tx, userId, req.params.eventId, now());
      return ok(r.state, [r.toast]);
    });
  });
}
