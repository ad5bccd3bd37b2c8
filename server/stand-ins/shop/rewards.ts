/**
 * Stand-in for the shop's reward-point and coupon API, implementing our seam
 * (server/domain/stars/shop-rewards.ts) (issue 16; SPEC §7 point exchange;
 * docs/decisions/026 "## Exchange"). The real shop would credit 적립금 to the member's shop
 * account or issue a coupon; this in-process module answers as such an API would:
 * - idempotent by `requestKey` (the exchange's id): asking twice credits once and answers the same
 *   reference, as a real payment-style API does;
 * - unguessable references (issue 29: codes were sha256 of `coupon:<userId>:exchange:<id>`, which
 *   anyone could compute and the public page confirmed): 80 bits of HMAC-SHA256 of the request
 *   key under a server secret (derived from JWT_SECRET, so every instance and a restart answer a
 *   retried request with the same code; random bits until a secret is set), written as 16
 *   characters of a 32-letter alphabet, `SP-XXXX-XXXX-XXXX-XXXX` for points and
 *   `JC-XXXX-XXXX-XXXX-XXXX` for coupons ({@link rewardReference});
 * - a failure switch for tests (`failWith`), so the failed → refund path is exercised for real.
 * What it credited is recorded on the exchange row (`star_exchanges.shop_reference`) and kept
 * here in memory (`credited`) for the stand-in's own page.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { ShopRewardError, type ShopRewardRequest, type ShopRewards } from '@server/domain/stars/shop-rewards.js';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Random bits in a reference: 16 characters of 5 bits. */
export const REWARD_REFERENCE_BITS = 80;

/**
 * The reference of `kind` for 10 bytes: `SP-` (points) or `JC-` (coupon) and their 80 bits as four groups of
 * four characters from {@link CODE_ALPHABET} (no 0/O, 1/I), e.g. `JC-7KQM-2XWA-H9PD-RT4E`.
 */
export function rewardReference(kind: 'points' | 'coupon', bytes: Buffer): string {
  let bits = 0n;
  for (const b of bytes) bits = (bits << 8n) | BigInt(b);
  const chars = Array.from({ length: REWARD_REFERENCE_BITS / 5 }, (_, i) => CODE_ALPHABET[Number((bits >> BigInt(5 * (15 - i))) & 31n)]);
  const groups = [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join(''));
  return `${kind === 'points' ? 'SP' : 'JC'}-${groups.join('-')}`;
}

/** The in-process stand-in. */
export class StandInShopRewards implements ShopRewards {
  /** Tests: return a Korean reason to make the next calls fail (null = succeed). */
  failWith: ((req: ShopRewardRequest & { kind: 'points' | 'coupon' }) => string | null) | null = null;
  private secret: Buffer | null = null;
  /** The server secret the references are derived from (a sub-key of it: HMAC(secret, 'shop-rewards')). */
  useSecret(serverSecret: string): void {
    this.secret = createHmac('sha256', serverSecret).update('shop-rewards').digest();
  }
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
    const bits = this.secret
      ? createHmac('sha256', this.secret)
          .update(`${kind}:${req.requestKey}`)
          .digest()
          .subarray(0, REWARD_REFERENCE_BITS / 8)
      : randomBytes(REWARD_REFERENCE_BITS / 8);
    const reference = rewardReference(kind, bits);
    this.credited.set(req.requestKey, { userId: req.userId, won: req.won, kind, reference });
    return reference;
  }
}

/** The one stand-in of this process (the server's default; tests flip its `failWith`). */
export const shopRewards = new StandInShopRewards();
