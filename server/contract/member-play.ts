/**
 * The game, deal event apply (v2), the shop stand-in's orders, frequently purchased products and the
 * adon banner (issue 16; SPEC §2 /game, §3 Toast, §7 "Other known path families": deal event apply
 * (v2), frequent-purchased-products, adon banner; docs/decisions/026-member-economy.md "## Game,
 * events, orders, banners"). Paths are ours, in the SPEC's style (paths.ts).
 *
 * Pure zod, no Node or ORM imports: the client imports these types and texts.
 */
import { josa } from 'es-hangul';
import { z } from './schema-kit.js';
import { pageOf, pageQuerySchema } from './envelope.js';
import { productCardSchema } from './display.js';
import { ID_MAX } from './rules.js';
import type { ToastItem } from './envelope.js';

// ---------------------------------------------------------------- the game (룰렛)

/**
 * The roulette's slots, clockwise from the top, and their odds in percent (Σ = 100). The server
 * draws one with a crypto-random integer in [0, 100); the client draws the wheel from this table.
 * Expected value: 26.7 stars a day; the most is the 'game' rule's maxAmount (100, server/domain/stars/rules.ts).
 */
export const ROULETTE_SLOTS = [
  { stars: 10, percent: 35 },
  { stars: 20, percent: 25 },
  { stars: 30, percent: 20 },
  { stars: 50, percent: 12 },
  { stars: 70, percent: 6 },
  { stars: 100, percent: 2 },
] as const;

/** Today's game for the member (KST day). */
export const gameStateSchema = z.object({
  /** The KST calendar day this state is about, YYYY-MM-DD. */
  playDay: z.string(),
  played: z.boolean(),
  /** The slot index (ROULETTE_SLOTS) and stars of today's play, when played. */
  outcome: z.number().int().nullable(),
  stars: z.number().int().nullable(),
  /** The next KST midnight (ISO): when the member may play again. */
  nextPlayAt: z.string(),
  /** The member's star balance after the play (null when the ledger has no row yet). */
  balance: z.number().int().nullable(),
});
export type GameState = z.infer<typeof gameStateSchema>;

/** Refusal of a second play the same KST day (code 13). */
export const GAME_ALREADY_PLAYED_TEXT = '오늘은 이미 룰렛을 돌렸어요. 내일 다시 도전해 주세요.';
/** Toast of a play (SPEC §3 startPhrase / pointPhrase / endPhrase). */
export const GAME_TOAST_START = '룰렛 결과';

/** "별 50개" — the pointPhrase of a number of stars. */
export const starsPhrase = (stars: number) => `별 ${stars.toLocaleString('ko-KR')}개`;

/**
 * A stars toast (SPEC §3): the star icon (/icons/star.svg), `startPhrase` + space · "별 50개" (bold) · "를 받았어요" (the particle by es-hangul).
 * The server sends it with the answer; the game screen shows the same one when the wheel lands.
 */
export function starsToast(startPhrase: string, stars: number): ToastItem {
  const point = starsPhrase(stars);
  return { icon: '/icons/star.svg', startPhrase: `${startPhrase} `, pointPhrase: point, endPhrase: `${josa(point, '을/를').slice(point.length)} 받았어요` };
}

// ---------------------------------------------------------------- deal event apply (v2)

export const eventApplyStateSchema = z.object({
  eventId: z.number().int(),
  /** 'open' while startAt ≤ now < endAt; 'upcoming' before, 'closed' after. */
  status: z.enum(['upcoming', 'open', 'closed']),
  applied: z.boolean(),
  appliedAt: z.string().nullable(),
  /** Stars an application awards (the 'event-apply' rule); 0 when it awarded none (daily cap). */
  stars: z.number().int(),
});
export type EventApplyState = z.infer<typeof eventApplyStateSchema>;

export const EVENT_ALREADY_APPLIED_TEXT = '이미 응모한 이벤트예요.';
export const EVENT_CLOSED_TEXT = '응모 기간이 끝난 이벤트예요.';
export const EVENT_NOT_OPEN_TEXT = '아직 응모 기간이 아니에요. 이벤트가 시작되면 응모해 주세요.';
export const EVENT_NOT_FOUND_TEXT = '이벤트를 찾을 수 없어요.';
export const EVENT_APPLIED_TEXT = '이벤트에 응모했어요';

// ---------------------------------------------------------------- shop stand-in orders

/** POST body: one order line placed in the shop stand-in. */
export const shopOrderBodySchema = z.object({
  productNo: z.number().int().min(1).max(ID_MAX),
  quantity: z.number().int().min(1).max(99).default(1),
});
export const shopOrderSchema = z.object({
  orderLineId: z.number().int(),
  productNo: z.number().int(),
  productName: z.string(),
  imageUrl: z.string(),
  quantity: z.number().int(),
  /** What one unit costs now, KRW. */
  salePrice: z.number().int(),
  orderedAt: z.string(),
});
export type ShopOrder = z.infer<typeof shopOrderSchema>;
export const shopOrderPageSchema = pageOf(shopOrderSchema);
export const shopOrderQuerySchema = pageQuerySchema;
export const SHOP_ORDER_PRODUCT_NOT_FOUND_TEXT = '상품을 찾을 수 없어요.';
export const SHOP_ORDER_PLACED_TEXT = '주문했어요';

// ---------------------------------------------------------------- frequently purchased

/** A product card with how often and when the member last ordered it. */
export const frequentProductSchema = productCardSchema.extend({
  orderCount: z.number().int(),
  lastOrderedAt: z.string(),
});
export type FrequentProduct = z.infer<typeof frequentProductSchema>;
export const frequentProductPageSchema = pageOf(frequentProductSchema);
export const frequentProductQuerySchema = pageQuerySchema;

// ---------------------------------------------------------------- adon banner

export const BANNER_PLACEMENTS = ['home', 'my-page', 'community'] as const;
export type BannerPlacement = (typeof BANNER_PLACEMENTS)[number];
export const adonBannerQuerySchema = z.object({ placement: z.enum(BANNER_PLACEMENTS) });
export const adonBannerSchema = z.object({
  bannerId: z.number().int(),
  placement: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  /** An in-app path ('/event/3') or a same-site shop address. */
  linkUrl: z.string(),
  endAt: z.string(),
});
export type AdonBanner = z.infer<typeof adonBannerSchema>;
export const adonBannerListSchema = z.array(adonBannerSchema);
