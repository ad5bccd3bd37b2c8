/**
 * The daily roulette (SPEC §2 /game: members only; issue 16; docs/decisions/026 "## Game, events,
 * orders, banners"). GET / POST /api/v1/user/game/roulette (account host, personal, no-store).
 *
 * Guards as the other member writes: a valid token of a member who finished sign-up (110), the
 * write refuses a banned member (130) and is limited per member (131). The play is `idempotent:
 * 'stored'` (route() and server/infra/idempotency.ts): it runs through `once` with the member row
 * locked, so concurrent plays serialise and exactly one wins the day; a replayed Idempotency-Key
 * answers the first play's envelope and awards nothing.
 */
import type { FastifyInstance } from 'fastify';
import { endpoints as e } from '@contract/endpoints.js';
import { route } from '@server/http/route.js';
import { ok } from '@server/http/reply.js';
import { memberRateLimit, type AuthDeps } from '@server/http/guards.js';
import { gameState, playRoulette } from '@server/domain/member-play/game.service.js';

/** The clock, replaceable in tests (KST day boundaries). */
export interface GameDeps extends AuthDeps {
  now?: () => Date;
}

export async function gameRoutes(app: FastifyInstance, deps: GameDeps) {
  const now = deps.now ?? (() => new Date());
  const limit = memberRateLimit(app, 'game', deps.rateLimitPerMinute);

  route(app, e.gameToday, {}, async (req) => ok(await gameState(deps.db, req.member.user.userId, now())));

  route(app, e.playGame, { preHandler: limit }, async (req, _reply, { once }) =>
    once(async (tx) => {
      const played = await playRoulette(tx, req.member.user.userId, now());
      return ok(played.state, [played.toast]);
    }),
  );
}
