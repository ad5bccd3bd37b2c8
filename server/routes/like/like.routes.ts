/**
 * Likes (찜) of products and shops (SPEC §7 "user like shop and like-shop check"; §8 91/92; §6
 * members only). Paths follow the SPEC's /api/v1/user/… account host; documented in
 * docs/decisions/005-offline-first.md. Guards, Idempotency-Key replay and the drop of the cached
 * like counts (views productLikes, shopLikes) come from the table (server/contract/endpoints.ts);
 * answers are personal: Cache-Control no-store.
 */
import { endpoints as e } from '@contract/endpoints.js';
import { route } from '@server/http/route.js';
import type { FastifyInstance } from 'fastify';
import { ok } from '@server/http/reply.js';
import type { AuthDeps } from '@server/http/guards.js';
import { checkProductLikes, checkShopLike, likedProducts, likedShops, setProductLike, setShopLike } from '@server/domain/catalogue/likes.service.js';

export interface LikeDeps extends AuthDeps {
  /** Max liked products per member (env LIKE_PRODUCT_MAX). */
  likeProductMax: number;
  /** Max liked shops per member (env LIKE_SHOP_MAX). */
  likeShopMax: number;
}

const LIKED_TOAST = { phrase: '찜 목록에 담았어요' };
const UNLIKED_TOAST = { phrase: '찜을 해제했어요' };

export async function likeRoutes(app: FastifyInstance, deps: LikeDeps) {
  route(app, e.likeProduct, {}, async (req, _reply, { once }) => {
    const { productNo, likeYN } = req.body;
    const userId = req.member.user.userId;
    return once(async (tx) => ok(await setProductLike(tx, userId, productNo, likeYN, deps.likeProductMax), [likeYN === 'Y' ? LIKED_TOAST : UNLIKED_TOAST]));
  });

  route(app, e.likedProducts, {}, async (req) => ok(await likedProducts(deps.db, req.member.user.userId, req.query.page, req.query.size)));

  route(app, e.productLikeCheck, {}, async (req) => ok(await checkProductLikes(deps.db, req.member.user.userId, req.query.productNos)));

  route(app, e.likeShop, {}, async (req, _reply, { once }) => {
    const { shopId, likeYN } = req.body;
    const userId = req.member.user.userId;
    return once(async (tx) => ok(await setShopLike(tx, userId, shopId, likeYN, deps.likeShopMax), [likeYN === 'Y' ? LIKED_TOAST : UNLIKED_TOAST]));
  });

  route(app, e.likedShops, {}, async (req) => ok(await likedShops(deps.db, req.member.user.userId, req.query.page, req.query.size)));

  route(app, e.shopLikeCheck, {}, async (req) => ok(await checkShopLike(deps.db, req.member.user.userId, req.query.shopId)));
}
