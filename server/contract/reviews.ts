/**
 * Product reviews contract (issue 13, docs/decisions/014-product-reviews.md): buyers write reviews
 * on the shop site; this host shows them read-only. SPEC shows no reviews (§2, §7): the path and
 * shapes are ours.
 *
 *   GET /api/v1/display/product/:productNo/review?page&size&sort → reviewPageSchema
 *
 * sort: REVIEW_SORTS of ./rules.ts ('recent' newest first — the default; 'rating_high' /
 * 'rating_low' by stars, newest first among equal stars). Bad page/size/sort → 12/13; an unknown
 * product → 8. Pure zod: the client imports these types only.
 */
import { z } from './schema-kit.js';
import { pageOf, pageQuerySchema } from './envelope.js';
import { REVIEW_SORTS } from './rules.js';

export const reviewSortSchema = z.enum(REVIEW_SORTS);

/** page (from 1), size (1–100, default 20), sort (default 'recent'). */
export const reviewQuerySchema = pageQuerySchema.extend({ sort: reviewSortSchema.default('recent') });

/** One review as shown: authorName is already masked ('김**'); rating 1–5; createdAt ISO-8601 (UTC). */
export const reviewSchema = z.object({
  reviewId: z.number().int(),
  authorName: z.string(),
  rating: z.number().int(),
  option: z.string(),
  content: z.string(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/**
 * All of a product's reviews at a glance: count, average stars to one decimal (0 when there are
 * none; equals the product card's rating), and the count per star from 5 down to 1.
 */
export const reviewSummarySchema = z.object({
  count: z.number().int(),
  average: z.number(),
  stars: z.array(z.object({ rating: z.number().int(), count: z.number().int() })),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

/** A page of reviews in the chosen order, with the summary of all of them. */
export const reviewPageSchema = pageOf(reviewSchema).extend({ summary: reviewSummarySchema });
export type ReviewPage = z.infer<typeof reviewPageSchema>;
