/**
 * Registers every route group (the composition root of the API). Each host of SPEC §7 is a group
 * of modules mounted at its SPEC paths: display (catalogue, notices), account (token, auth, user,
 * app) and search; plus the stand-ins for the shop site and, in IDP_MODE stand-in only, the
 * identity providers (demo login). It installs what route() needs for every group (the route
 * policy: database, tokens, ops token) and hands implementations to the domain's seams (the shop's
 * rewards). Add a route group as server/routes/<group>/<group>.routes.ts with its tests beside it;
 * its rules live in server/domain/ (server/README.md).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '@server/deps.js';
import { TokenService } from '../domain/accounts/tokens.js';
import { AppleAdapter, NaverAdapter, providerUrls } from '../domain/accounts/social-providers.js';
import { identityMode } from '../identity-mode.js';
import type { AuthDeps } from '../http/guards.js';
import { displayRoutes } from './display/display.routes.js';
import { shopStandInRoutes } from '@server/stand-ins/shop/shop.routes.js';
import { searchRoutes } from './search/search.routes.js';
import { tokenRoutes } from './token/token.routes.js';
import { authRoutes } from './auth/auth.routes.js';
import { accountRoutes } from './account/account.routes.js';
import { appRoutes } from './app/app.routes.js';
import { likeRoutes } from './like/like.routes.js';
import { dealAlarmRoutes } from './deal-alarm/deal-alarm.routes.js';
import { releaseRoutes } from './release/release.routes.js';
import { opsRoutes } from './ops/ops.routes.js';
import { communityImageRoutes } from './community-images/community-images.routes.js';
import { MemoryImageStorage } from '../infra/image-storage.js';
import { communityRoutes } from './community/community.routes.js';
import { communityReactRoutes } from './community-react/community-react.routes.js';
import { communityWordsRoutes } from './community-words/community-words.routes.js';
import { communitySearchRoutes } from './community-search/community-search.routes.js';
import { idpStandInRoutes } from '@server/stand-ins/idp/idp.routes.js';
import { gameRoutes } from './game/game.routes.js';
import { eventApplyRoutes } from './event-apply/event-apply.routes.js';
import { shopOrderRoutes } from './shop-orders/shop-orders.routes.js';
import { adonBannerRoutes } from './adon-banner/adon-banner.routes.js';
import { alarmRoutes, installAlarmJobs } from './alarm/alarm.routes.js';
import { pointRoutes } from './point/point.routes.js';
import { levelRoutes } from './level/level.routes.js';
import { pointExchangeRoutes } from './point-exchange/point-exchange.routes.js';
import { adminPreviewRoutes } from './admin-preview/admin-preview.routes.js';
import { withdrawFromShop } from '@server/stand-ins/shop/withdrawal.js';
import { shopRewards } from '@server/stand-ins/shop/rewards.js';
import { installRoutePolicy } from '@server/http/route.js';
import type { Env } from '@server/env.js';

/** Where the server reaches the shop site: SHOP_BASE_URL when absolute, else this server's /shop stand-in. */
function shopApiBase(env: Env): string {
  if (/^https?:\/\//.test(env.SHOP_BASE_URL)) return env.SHOP_BASE_URL;
  return `${(env.SELF_BASE_URL || `http://127.0.0.1:${env.PORT}`).replace(/\/$/, '')}/shop`;
}

export async function registerRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { env, db } = deps;
  const fetchFn = deps.fetch ?? ((input: string, init?: RequestInit) => fetch(input, init));
  const urls = providerUrls(env);
  const mode = identityMode(env);
  const tokens = deps.tokens ?? new TokenService(db, { secret: env.JWT_SECRET, accessTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS });
  const auth: AuthDeps = { db, tokens, rateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE, lookupRateLimitPerMinute: env.LOOKUP_RATE_LIMIT_PER_MINUTE };
  const opsToken = deps.opsToken || env.OPS_TOKEN || randomBytes(24).toString('base64url');
  // What route() needs to apply each endpoint's guard, idempotency and invalidation (server/http/route.ts).
  installRoutePolicy(app, { db, tokens, opsToken });

  // Alarm jobs (issue 16) first: their after-write kick is a hook every route group below inherits.
  installAlarmJobs(app, { db, everyMs: env.ALARM_JOB_EVERY_MS ?? (env.NODE_ENV === 'test' ? 0 : 3000) });
  await app.register(displayRoutes, { db });
  // The stand-in's coupon codes are HMACs under a sub-key of the server secret (issue 29).
  shopRewards.useSecret(env.JWT_SECRET);
  await app.register(shopStandInRoutes, { db, lookupsPerMinute: env.LOOKUP_RATE_LIMIT_PER_MINUTE });
  await app.register(searchRoutes, { db, searchesPerMinute: env.SEARCH_RATE_LIMIT_PER_MINUTE });
  await app.register(tokenRoutes, auth);
  await app.register(authRoutes, {
    ...auth,
    naver: new NaverAdapter(urls, { id: env.NAVER_CLIENT_ID, secret: env.NAVER_CLIENT_SECRET }, fetchFn),
    apple: new AppleAdapter(urls, env.APPLE_CLIENT_ID, fetchFn),
    providers: mode.kind === 'stand-in' ? { naver: true, apple: true } : { naver: mode.naver, apple: mode.apple },
    // The shop's API: SHOP_BASE_URL when it is an address of its own, else the stand-in on this server (issue 17).
    withdrawFromShop: (memberNo) => withdrawFromShop(fetchFn, shopApiBase(env), memberNo),
  });
  await app.register(accountRoutes, auth);
  await app.register(appRoutes, { ...auth, cookieDomain: env.COOKIE_DOMAIN, deviceRegistrationsPerMinute: env.DEVICE_REGISTRATIONS_PER_MINUTE });
  await app.register(likeRoutes, { ...auth, likeProductMax: env.LIKE_PRODUCT_MAX, likeShopMax: env.LIKE_SHOP_MAX });
  await app.register(dealAlarmRoutes, auth);
  await app.register(communityImageRoutes, { ...auth, imageStorage: deps.imageStorage ?? new MemoryImageStorage() });
  await app.register(communityRoutes, auth);
  await app.register(communityReactRoutes, auth);
  await app.register(communityWordsRoutes, { db, perMinute: env.BANNED_WORDS_VALIDATION_PER_MINUTE });
  await app.register(communitySearchRoutes, { db });
  await app.register(alarmRoutes, auth);
  await app.register(pointRoutes, auth);
  await app.register(levelRoutes, auth);
  await app.register(pointExchangeRoutes, {
    ...auth,
    // The shop's reward API: the in-process stand-in (a real shop client would implement the same seam).
    shop: shopRewards,
    starsWorkerEveryMs: env.STARS_WORKER_EVERY_MS ?? (env.NODE_ENV === 'test' ? 0 : 10_000),
  });
  await app.register(releaseRoutes, { db });
  await app.register(opsRoutes, {
    db,
    signInPerMinute: env.OPS_SIGNIN_PER_MINUTE,
    clientErrorPerMinute: env.CLIENT_ERROR_PER_MINUTE,
    haltMinErrors: env.OPS_HALT_MIN_ERRORS,
  });
  await app.register(adminPreviewRoutes, { db });
  await app.register(gameRoutes, auth);
  await app.register(eventApplyRoutes, auth);
  await app.register(shopOrderRoutes, auth);
  await app.register(adonBannerRoutes, { db });
  // The demo login exists only in stand-in mode, never beside a real provider (issue 14).
  if (mode.kind === 'stand-in') await app.register(idpStandInRoutes, { env, urls });
}
