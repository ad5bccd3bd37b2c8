/**
 * Likes (찜) of products and shops (SPEC §7 "user like shop and like-shop check"; §8 91/92; §6
 * members only). Paths follow the SPEC's /api/v1/user/… account host; documented in
 * docs/decisions/005-offline-first.md. Every call needs a valid access token; writes refuse a
 * banned member (130) and accept an Idempotency-Key header so the client's offline queue can retry
 * safely. Answers are personal: Cache-Control no-store (never in a shared or SW cache).
 */
import { endpoints as e } from '@contract/endpoints.js';
import { route } from '@server/http/route.js';
import type { FastifyInstance } from 'fastify';
import { ok } from '@server/http/reply.js';
import { invalidateResponseCache } from '@server/infra/cache/response-cache.js';
import { authGuard, noStore, type AuthDeps } from '@server/http/guards.js';
import {
  checkProductLikes,
  checkShopLike,
  likedProducts,
  likedShops,
  setProductLike,
  setShopLike,
  withIdempotency,
} from '@server/domain/catalogue/likes.service.js';

export interface LikeDeps extends AuthDeps {
  /** Max liked products per member (env LIKE_PRODUCT_MAX). */
  likeProductMax: number;
  /** Max liked shops per member (env LIKE_SHOP_MAX). */
  likeShopMax: number;
}

const LIKED_TOAST = { phrase: '찜 목록에 담았어요' };
const UNLIKED_TOAST = { phrase: '찜을 해제했어요' };

export async function likeRoutes(app: FastifyInstance, deps: LikeDeps) {
  const reader = authGuard(deps);
  // SPEC §6 and decision 005: likes are a member's (sign-up finished); banned members are refused (130).
  const writer = authGuard(deps, { write: true, member: true });
  app.addHook('onSend', noStore);

  route(app, e.likeProduct, { preHandler: writer }, async (req) => {
    const userId = req.member!.user.userId;
    const { productNo, likeYN } = req.body;
    const answer = await withIdempotency(deps.db, userId, req.headers['idempotency-key'] as string | undefined, 'PUT /api/v1/user/like/product', async (tx) =>
      ok(await setProductLike(tx, userId, productNo, likeYN, deps.likeProductMax), [likeYN === 'Y' ? LIKED_TOAST : UNLIKED_TOAST]),
    );
    invalidateResponseCache(deps.db); // after commit: cached display answers carry likeCount
    return answer;
  });

  route(app, e.likedProducts, { preHandler: reader }, async (req) => ok(await likedProducts(deps.db, req.member!.user.userId, req.query.page, req.query.size)));

  route(app, e.productLikeCheck, { preHandler: reader }, async (req) => ok(await checkProductLikes(deps.db, req.member!.user.userId, req.query.productNos)));

  route(app, e.likeShop, { preHandler: writer }, async (req) => {
    const userId = req.member!.user.userId;
    const { shopId, likeYN } = req.body;
    const answer = await withIdempotency(deps.db, userId, req.headers['idempotency-key'] as string | undefined, 'PUT /api/v1/user/like/shop', async (tx) =>
      ok(await setShopLike(tx, userId, shopId, likeYN, deps.likeShopMax), [likeYN === 'Y' ? LIKED_TOAST : UNLIKED_TOAST]),
    );
    invalidateResponseCache(deps.db);
    return answer;
  });

  route(app, e.likedShops, { preHandler: reader }, async (req) => ok(await likedShops(deps.db, req.member!.user.userId, req.query.page, req.query.size)));

  route(app, e.shopLikeCheck, { preHandler: reader }, async (req) => ok(await checkShopLike(deps.db, req.member!.user.userId, req.query.shopId)));
}
