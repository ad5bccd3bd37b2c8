/**
 * Stand-in for the shop's reward-point and coupon API, implementing our seam
 * (server/domain/stars/shop-rewards.ts) (issue 16; SPEC §7 point exchange;
 * docs/decisions/026 "## Exchange"). The real shop would credit 적립금 to the member's shop
 * account or issue a coupon; this in-process module answers as such an API would:
 * - idempotent by `requestKey` (the exchange's id): asking twice credits once and answers the same
 *   reference, as a real payment-style API does;
 * - deterministic references: `SP-<n>` for points, coupon codes `JC-XXXX-XXXX` from the key;
 * - a failure switch for tests (`failWith`), so the failed → refund path is exercised for real.
 * What it credited is recorded on the exchange row (`star_exchanges.shop_reference`) and kept
 * here in memory (`credited`) for the stand-in's own page.
 */
import { createHash } from 'node:crypto';
import { ShopRewardError, type ShopRewardRequest, type ShopRewards } from '@server/domain/stars/shop-rewards.js';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The in-process stand-in. */
export class StandInShopRewards implements ShopRewards {
  /** Tests: return a Korean reason to make the next calls fail (null = succeed). */
  failWith: ((req: ShopRewardRequest & { kind: 'points' | 'coupon' }) => string | null) | null = null;
  /** What was credited, by request key. */
  readonly credited = new Map<string, { userId: number; won: number; kind: 'points' | 'coupon'; reference: string }>();

  async creditPoints(req: ShopRewardRequest): Promise<{ reference: string }> {
    return { reference: this.apply(req, 'points') };
  }

  async issueCoupon(req: ShopRewardRequest): Promise<{ reference: string; couponCode: string }> {
    const reference = this.apply(req, 'coupon');
    return { reference, couponCode: reference };
  }

  private apply(req: ShopRewardRequest, kind: 'points' | 'coupon'): string {
    const done = this.credited.get(req.requestKey);
    if (done) return done.reference;
    const reason = this.failWith?.({ ...req, kind });
    if (reason) throw new ShopRewardError(reason);
    const digest = createHash('sha256').update(`${kind}:${req.userId}:${req.requestKey}`).digest();
    const reference =
      kind === 'points'
        ? `SP-${digest.readUInt32BE(0).toString().padStart(10, '0')}`
        : `JC-${[...digest.subarray(0, 8)].map((b, i) => (i === 4 ? '-' : '') + CODE_ALPHABET[b % CODE_ALPHABET.length]).join('')}`;
    this.credited.set(req.requestKey, { userId: req.userId, won: req.won, kind, reference });
    return reference;
  }
}

/** The one stand-in of this process (the server's default; tests flip its `failWith`). */
export const shopRewards = new StandInShopRewards();
