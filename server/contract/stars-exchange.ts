/**
 * Stars exchange (issue 16; SPEC §7 "point exchange", "exchange auto", "exchange complete" — path
 * families without paths or shapes; ours: docs/decisions/026-member-economy.md "## Exchange").
 *
 * A member turns stars (별) into the shop's reward points (적립금, 'shop-point') or a discount
 * coupon ('coupon'), at least {@link STAR_EXCHANGE}.minimum stars in multiples of its unit, one star
 * = wonPerStar 원. An exchange is `requested` → `completed` (the shop stand-in credited the points or
 * issued the coupon) or `failed` (the stars came back to the ledger as a refund). The POST needs an
 * `Idempotency-Key` header (8–64 of [A-Za-z0-9_-]): a replay answers the first exchange, never a
 * second one; the same key with a different body is refused (12).
 * Refusals: fewer stars than asked → 13 ("별이 부족해요…"), under the minimum → 13, not a multiple
 * of the unit → 12; a banned member → 130.
 *
 * Pure zod, no Node or ORM imports: the client imports these types.
 */
import { z } from './schema-kit.js';
import { pageOf, pageQuerySchema } from './envelope.js';
import { IDEMPOTENCY_KEY_PATTERN } from './likes.js';

/** Exchange limits: at least `minimum` stars, in multiples of `unit`; 1 star = `wonPerStar` 원. */
export const STAR_EXCHANGE = { minimum: 1000, unit: 100, wonPerStar: 1 } as const;

export const STAR_EXCHANGE_TARGETS = ['shop-point', 'coupon'] as const;
export const exchangeTargetSchema = z.enum(STAR_EXCHANGE_TARGETS);
export type ExchangeTarget = z.infer<typeof exchangeTargetSchema>;
/** What each target is called on the screen. */
export const EXCHANGE_TARGET_LABELS = { 'shop-point': '쇼핑몰 적립금', coupon: '할인 쿠폰' } as const satisfies Record<ExchangeTarget, string>;

export const EXCHANGE_STATES = ['requested', 'completed', 'failed'] as const;
export const exchangeStateSchema = z.enum(EXCHANGE_STATES);
export type ExchangeState = z.infer<typeof exchangeStateSchema>;

/** The POST's header: an Idempotency-Key is required (money moves). */
export const exchangeHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string({ error: 'Idempotency-Key 헤더가 필요해요' })
    .regex(IDEMPOTENCY_KEY_PATTERN, 'Idempotency-Key는 8~64자의 영문, 숫자, -, _ 여야 해요'),
});

/** POST body: how many stars, to what. The minimum and the unit are checked by the server (13 / 12, Korean message). */
export const exchangeBodySchema = z.object({
  stars: z.number({ error: '바꿀 별 개수를 숫자로 보내 주세요' }).int('별 개수는 정수로 보내 주세요').min(1, '바꿀 별 개수를 입력해 주세요').max(100_000_000),
  target: exchangeTargetSchema,
});
export type ExchangeBody = z.infer<typeof exchangeBodySchema>;

/** One exchange as the member sees it. Times are ISO strings. */
export const exchangeSchema = z.object({
  exchangeId: z.number().int(),
  target: exchangeTargetSchema,
  stars: z.number().int(),
  /** What the shop gave: stars × wonPerStar 원 (of points, or the coupon's value). */
  wonAmount: z.number().int(),
  state: exchangeStateSchema,
  /** Made by the monthly automatic exchange. */
  automatic: z.boolean(),
  /** The coupon code (target 'coupon', completed), else null. */
  couponCode: z.string().nullable(),
  /** The shop's transaction reference (completed), else null. */
  shopReference: z.string().nullable(),
  /** Why it failed (Korean, state 'failed'), else null. */
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type Exchange = z.infer<typeof exchangeSchema>;

/** Answer of the POST: the exchange (completed or failed) and the member's balance after it. */
export const exchangeResultSchema = z.object({ exchange: exchangeSchema, balance: z.number().int() });
export type ExchangeResult = z.infer<typeof exchangeResultSchema>;

/** The automatic monthly exchange setting (opt-in; runs on the 1st of each KST month). */
export const exchangeAutoSchema = z.object({
  enabled: z.boolean(),
  target: exchangeTargetSchema,
  /** The KST day of the next run ('YYYY-MM-DD'). */
  nextRunOn: z.string(),
});
export type ExchangeAuto = z.infer<typeof exchangeAutoSchema>;
/** PUT body of the setting; target defaults to 'shop-point'. */
export const exchangeAutoBodySchema = z.object({ enabled: z.boolean(), target: exchangeTargetSchema.default('shop-point') });
export type ExchangeAutoBody = z.input<typeof exchangeAutoBodySchema>;

/** GET of the exchange screen: the balance, the rules and the automatic setting. */
export const exchangeInfoSchema = z.object({
  balance: z.number().int(),
  /** The most the member can exchange now: the largest multiple of the unit ≤ balance, 0 under the minimum. */
  exchangeable: z.number().int(),
  minimum: z.number().int(),
  unit: z.number().int(),
  wonPerStar: z.number().int(),
  targets: z.array(z.object({ target: exchangeTargetSchema, label: z.string() })),
  auto: exchangeAutoSchema,
});
export type ExchangeInfo = z.infer<typeof exchangeInfoSchema>;

/** GET of the finished exchanges (completed and failed), newest first, paged. */
export const exchangeListQuerySchema = pageQuerySchema;
export const exchangeListSchema = pageOf(exchangeSchema);
export type ExchangeList = z.infer<typeof exchangeListSchema>;

/** One exchange by id (the member's own; someone else's is 8 NO_DATA). */
export const exchangeParamsSchema = z.object({
  exchangeId: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, '숫자만 입력할 수 있어요')
    .transform(Number)
    .pipe(z.number().int().max(2_147_483_647)),
});

/** A shop reference of a completed exchange: `SP-XXXX-XXXX-XXXX-XXXX` (points) or a coupon code `JC-…` (80 bits; issue 29). */
export const SHOP_REWARD_REFERENCE = /^(SP|JC)(-[A-HJ-NP-Z2-9]{4}){4}$/;
/** The shop (stand-in) page that shows what a completed exchange credited: link it from the exchange screen. */
export const shopRewardPath = (reference: string) => `/shop/rewards/${encodeURIComponent(reference)}`;

/** The largest exchangeable multiple of the unit for a balance (0 under the minimum). */
export function exchangeableStars(balance: number): number {
  const n = Math.floor(balance / STAR_EXCHANGE.unit) * STAR_EXCHANGE.unit;
  return n >= STAR_EXCHANGE.minimum ? n : 0;
}
