/**
 * The shop's reward API as the stars exchange needs it (issue 16; SPEC §7 point exchange;
 * docs/decisions/026 "## Exchange"): our side of the seam. The exchange (./exchange.ts) and the
 * stars worker (./consumer.ts) call an implementation of {@link ShopRewards}; the in-process stand-in
 * (server/stand-ins/shop/rewards.ts) is one, a real shop client would be another. Nothing here
 * imports an implementation: the composition root (server/routes/index.ts) hands one in.
 */

export interface ShopRewardRequest {
  userId: number;
  /** Value in 원 (points credited, or the coupon's value). */
  won: number;
  /** Unique per exchange: the same key never credits twice. */
  requestKey: string;
}

/** The shop refused or could not be reached; `message` is Korean and shown to the member. */
export class ShopRewardError extends Error {}

/** The seam the exchange calls; the stand-in and a real shop client implement it. */
export interface ShopRewards {
  /** Credit reward points (적립금); resolves the shop's transaction reference. */
  creditPoints(req: ShopRewardRequest): Promise<{ reference: string }>;
  /** Issue a coupon worth `won`; resolves its code (also the reference). */
  issueCoupon(req: ShopRewardRequest): Promise<{ reference: string; couponCode: string }>;
}
