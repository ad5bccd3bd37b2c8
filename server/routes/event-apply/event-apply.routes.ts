/**
 * Deal event apply (v2) (SPEC §7; issue 16; docs/decisions/026 "## Game, events, orders, banners"):
 * GET / POST /api/v2/user/deal/event/:eventId/apply (account host, personal, no-store).
 *
 * Guards as the other member writes (the table's signedUpWrite: 110 / 130; 131 per member here).
 * The apply is `idempotent: 'stored'` (route() and server/infra/idempotency.ts): it runs through
 * `once` with the member row locked, and a replayed Idempotency-Key answers the first envelope and
 * writes nothing.
 */
import type { FastifyInstance } from 'fastify';
import { endpoints as e } from '@contract/endpoints.js';
import { route } from '@server/http/route.js';
import { ok } from '@server/http/reply.js';
import { memberRateLimit, type AuthDeps } from '@server/http/guards.js';
import { applyToEvent, eventApplyState } from '@server/domain/member-play/event-apply.service.js';

export async function eventApplyRoutes(app: FastifyInstance, deps: AuthDeps & { now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  const limit = memberRateLimit(app, 'event-apply', deps.rateLimitPerMinute);

  route(app, e.eventApplyState, {}, async (req) => ok(await eventApplyState(deps.db, req.member.user.userId, req.params.eventId, now())));

  route(app, e.eventApply, { preHandler: limit }, async (req, _reply, { once }) =>
    once(async (tx) => {
      const r = await applyToEvent(tx, req.member.user.userId, req.params.eventId, now());
      return ok(r.state, [r.toast]);
    }),
  );
}
