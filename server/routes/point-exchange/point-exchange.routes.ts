/**
 * Stars exchange (issue 16; SPEC §7 point exchange, exchange auto, exchange complete; paths and
 * rules in docs/decisions/026 "## Exchange"). It also runs the stars worker (community awards, held
 * exchanges; server/domain/stars/consumer.ts). Every call needs a signed-up member (110); writes
 * refuse a banned member (130). The exchange itself is server/domain/stars/exchange.ts; the shop is
 * the in-process stand-in (server/stand-ins/shop/rewards.ts). Answers are personal: no-store.
 */
import type { FastifyInstance } from 'fastify';
import { endpoints as e } from '@contract/endpoints.js';
import { EXCHANGE_TARGET_LABELS } from '@contract/stars-exchange.js';
import type { ToastItem } from '@contract/envelope.js';
import { route } from '@server/http/route.js';
import { ok } from '@server/http/reply.js';
import { exchangeInfo, exchangeAutoOf, exchangeOf, finishedExchanges, requestExchange, setExchangeAuto } from '@server/domain/stars/exchange.js';
import { startStarsWorker } from '@server/domain/stars/consumer.js';
import type { AuthDeps } from '@server/http/guards.js';
import type { ShopRewards } from '@server/domain/stars/shop-rewards.js';
import type { Exchange } from '@contract/stars-exchange.js';

export interface PointExchangeDeps extends AuthDeps {
  /** The shop's reward API (server/routes/index.ts hands in the stand-in, server/stand-ins/shop/rewards.ts). */
  shop: ShopRewards;
  /** The stars worker's round in ms (server/domain/stars/consumer.ts startStarsWorker); 0 = off. */
  starsWorkerEveryMs?: number;
}

const fmt = (n: number) => n.toLocaleString('ko-KR');

/** SPEC §3 toast of an exchange's outcome: "별 1,000개" as the pointPhrase. */
export function exchangeToast(x: Exchange): ToastItem {
  if (x.state === 'completed')
    return {
      icon: '⭐',
      startPhrase: '',
      pointPhrase: `별 ${fmt(x.stars)}개`,
      endPhrase: `를 ${EXCHANGE_TARGET_LABELS[x.target]} ${fmt(x.wonAmount)}원으로 바꿨어요`,
    };
  if (x.state === 'failed') return { phrase: `교환하지 못해 별 ${fmt(x.stars)}개를 돌려드렸어요` };
  return { phrase: '교환을 접수했어요. 곧 처리해 드릴게요' };
}

export async function pointExchangeRoutes(app: FastifyInstance, deps: PointExchangeDeps) {
  const { shop } = deps;
  if (deps.starsWorkerEveryMs) {
    let worker: ReturnType<typeof startStarsWorker> | null = null;
    app.addHook('onReady', async () => {
      worker = startStarsWorker(deps.db, shop, app.log, deps.starsWorkerEveryMs!);
    });
    // preClose, not onClose: a draining instance starts no new round while in-flight requests finish (issue 18).
    app.addHook('preClose', async () => {
      await worker?.stop();
    });
  }

  route(app, e.pointExchangeInfo, {}, async (req) => ok(await exchangeInfo(deps.db, req.member.user.userId)));

  route(app, e.pointExchange, {}, async (req, _reply, { idempotencyKey }) => {
    const result = await requestExchange(deps.db, shop, {
      userId: req.member.user.userId,
      stars: req.body.stars,
      target: req.body.target,
      idempotencyKey,
    });
    return ok({ exchange: result.exchange, balance: result.balance }, [exchangeToast(result.exchange)]);
  });

  route(app, e.exchangeAuto, {}, async (req) => ok(await exchangeAutoOf(deps.db, req.member.user.userId)));

  route(app, e.setExchangeAuto, {}, async (req) => {
    const auto = await setExchangeAuto(deps.db, req.member.user.userId, req.body);
    return ok(auto, [{ phrase: auto.enabled ? '매달 1일에 별을 자동으로 바꿔 드릴게요' : '자동 교환을 껐어요' }]);
  });

  route(app, e.exchangeComplete, {}, async (req) => ok(await finishedExchanges(deps.db, req.member.user.userId, req.query.page, req.query.size)));

  route(app, e.exchangeCompleteDetail, {}, async (req) => ok(await exchangeOf(deps.db, req.member.user.userId, req.params.exchangeId)));
}
