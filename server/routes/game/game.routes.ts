/**
 * The daily roulette (SPEC §2 /game: members only; issue 16; docs/decisions/026 "## Game, events,
 * orders, banners"). GET / POST /api/v1/user/game/roulette (account host, personal, no-store).
 *
 * Guards as the other member writes: a valid token of a member who finished sign-up (110), the
 * write refuses a banned member (130) and is limited per member (131). The play runs in
 * withIdempotency (server/routes/like): the member row is locked, so concurrent plays serialise and
 * exactly one wins the day; a replayed Idempotency-Key answers the first play's envelope and awards
 * nothing.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints as e } from '@contract/endpoints.js';
import { route } from '@server/http/route.js';
import { ok } from '@server/http/reply.js';
import { authGuard, memberRateLimit, noStore, type AuthDeps } from '@server/http/guards.js';
import { withIdempotency } from '@server/domain/catalogue/likes.service.js';
import { gameState, playRoulette } from '@server/domain/member-play/game.service.js';

/** The clock, replaceable in tests (KST day boundaries). */
export interface GameDeps extends AuthDeps {
  now?: () => Date;
}

const keyOf = (req: FastifyRequest) => req.headers['idempotency-key'] as string | undefined;

export async function gameRoutes(app: FastifyInstance, deps: GameDeps) {
  const now = deps.now ?? (() => new Date());
  const reader = authGuard(deps, { member: true });
  const writer = authGuard(deps, { write: true, member: true });
  const limit = memberRateLimit(app, 'game', deps.rateLimitPerMinute);
  app.addHook('onSend', noStore);

  route(app, e.gameToday, { preHandler: reader }, async (req) => ok(await gameState(deps.db, req.member!.user.userId, now())));

  route(app, e.playGame, { preHandler: [writer, limit] }, async (req) => {
    const userId = req.member!.user.userId;
    return withIdempotency(deps.db, userId, keyOf(req), 'POST /api/v1/user/game/roulette', async (tx) => {
      const played = await playRoulette(tx, userId, now());
      return ok(played.state, [played.toast]);
    });
  });
}
