/**
 * The shop stand-in's order API and frequently purchased (SPEC §7 frequent-purchased-products;
 * issue 16; docs/decisions/026 "## Game, events, orders, banners"): GET / POST
 * /api/v1/user/shop/order, GET /api/v1/user/frequent-purchased-products. Account host, personal,
 * no-store. Guards as the other member calls (110 / 130 / 131); a member only sees their own lines.
 */
import type { FastifyInstance } from 'fastify';
import { endpoints as e } from '@contract/endpoints.js';
import { SHOP_ORDER_PLACED_TEXT } from '@contract/member-play.js';
import { route } from '@server/http/route.js';
import { ok } from '@server/http/reply.js';
import { memberRateLimit, type AuthDeps } from '@server/http/guards.js';
import { frequentProducts, listShopOrders, placeShopOrder } from '@server/domain/member-play/shop-orders.service.js';

export async function shopOrderRoutes(app: FastifyInstance, deps: AuthDeps) {
  const limit = memberRateLimit(app, 'shop-order', deps.rateLimitPerMinute);

  route(app, e.shopOrders, {}, async (req) => ok(await listShopOrders(deps.db, req.member.user.userId, req.query.page, req.query.size)));
  route(app, e.createShopOrder, { preHandler: limit }, async (req) =>
    ok(await placeShopOrder(deps.db, req.member.user.userId, req.body.productNo, req.body.quantity, new Date()), [{ phrase: SHOP_ORDER_PLACED_TEXT }]),
  );
  route(app, e.frequentPurchasedProducts, {}, async (req) => ok(await frequentProducts(deps.db, req.member.user.userId, req.query.page, req.query.size)));
}
