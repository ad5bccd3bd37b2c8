/**
 * Likes (찜) of products and shops — SPEC §7 "user like shop and like-shop check" (paths not
 * shown there; ours are documented in docs/decisions/005-offline-first.md), §8 codes 91/92.
 *
 * A like is a state: PUT { likeYN: 'Y' | 'N' } sets it; sending the same state again changes
 * nothing. Writes accept an optional `Idempotency-Key` header (8–64 of [A-Za-z0-9_-]); a key seen
 * before for the same member answers the first response again without applying anything.
 *
 * Pure zod, no Node or ORM imports: the client imports these types.
 */
import { z } from './schema-kit.js';
import { pageQuerySchema } from './envelope.js';

export const likeYNSchema = z.enum(['Y', 'N']);
const positiveId = z.coerce.number().int().min(1).max(2_147_483_647);

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
export const idempotencyHeadersSchema = z.looseObject({
  'idempotency-key': z.string().regex(IDEMPOTENCY_KEY_PATTERN, 'Idempotency-Key는 8~64자의 영문, 숫자, -, _ 여야 해요').optional(),
});

export const productLikeBodySchema = z.object({ productNo: positiveId, likeYN: likeYNSchema });
export type ProductLikeBody = z.infer<typeof productLikeBodySchema>;
export const shopLikeBodySchema = z.object({ shopId: positiveId, likeYN: likeYNSchema });
export type ShopLikeBody = z.infer<typeof shopLikeBodySchema>;

/** Answer of a product like write: the member's state and the product's new total. */
export const productLikeStateSchema = z.object({
  productNo: z.number().int(),
  likeYN: likeYNSchema,
  likeCount: z.number().int(),
  likedTotal: z.number().int(),
});
export type ProductLikeState = z.infer<typeof productLikeStateSchema>;
export const shopLikeStateSchema = z.object({ shopId: z.number().int(), likeYN: likeYNSchema, likeCount: z.number().int(), likedTotal: z.number().int() });
export type ShopLikeState = z.infer<typeof shopLikeStateSchema>;

/** GET .../like/product/check?productNos=1,2,3 (1–30 numbers, e.g. the recently viewed list). */
export const productLikeCheckQuerySchema = z.object({
  productNos: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,29}$/, 'productNos는 쉼표로 구분한 상품 번호 1~30개여야 해요')
    .transform((s) => [...new Set(s.split(',').map(Number))]),
});
export const productLikeCheckSchema = z.array(z.object({ productNo: z.number().int(), likeYN: likeYNSchema }));
export type ProductLikeCheck = z.infer<typeof productLikeCheckSchema>;

export const shopLikeCheckQuerySchema = z.object({ shopId: positiveId });
export const shopLikeCheckSchema = z.object({ shopId: z.number().int(), likeYN: likeYNSchema });
export type ShopLikeCheck = z.infer<typeof shopLikeCheckSchema>;

export const likeListQuerySchema = pageQuerySchema;
