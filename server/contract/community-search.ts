/**
 * Community search (issue 15; SPEC §2 /community/search and its recent, dashboard, survey and qna
 * views; §7 "### Community"; §8). Decision: docs/decisions/023-community-search.md.
 *
 *   GET /api/v1/community/search?keyword&communityType&cursor&size&exact → communitySearchResultSchema
 *
 * keyword: 1–50 characters (code points) after trimming, no control characters, as the product
 * search; the server answers each rule with its own Korean message (only spaces → 10 '검색어를 입력해
 * 주세요.', longer → 13 '검색어는 50자까지 입력할 수 있어요.', control characters → 12), so the schema
 * only bounds the raw size (over 1,000 characters → 13; absent → 10).
 * communityType: 'all' (the default: 게시글, 질문 and 설문 together), 'dashboard', 'qna' or 'survey'.
 * cursor/size: the community lists' cursor pages (size 1–50, default 20; a foreign cursor → 12).
 * exact: 'Y' searches the keyword as typed (no typo correction: the link back from a corrected
 * answer), 'N' or absent lets a typo be corrected, as in the product search.
 * Items are the community lists' post summaries; pure zod shared with the client.
 */
import { z } from './schema-kit.js';
import { COMMUNITY_TYPES, postSummarySchema, replyListQuerySchema } from './community.js';
import { KEYWORD_MAX_LENGTH } from './search.js';

/** The raw bound of the keyword parameter (the 1–50 rule is the server's, with its own messages). */
export const KEYWORD_RAW_MAX = 1000;
export { KEYWORD_MAX_LENGTH };

/** The communityType filter: every kind, or one of them (SPEC §2 /community/search/{dashboard,qna,survey}). */
export const COMMUNITY_SEARCH_TYPES = ['all', ...COMMUNITY_TYPES] as const;
export type CommunitySearchType = (typeof COMMUNITY_SEARCH_TYPES)[number];

export const communitySearchQuerySchema = z.object({
  keyword: z.string().max(KEYWORD_RAW_MAX),
  communityType: z.enum(COMMUNITY_SEARCH_TYPES, { message: 'communityType은 all, dashboard, qna, survey 중 하나여야 해요' }).default('all'),
  exact: z.enum(['Y', 'N'], { message: 'exact는 Y 또는 N이어야 해요' }).optional(),
  cursor: replyListQuerySchema.shape.cursor,
  size: replyListQuerySchema.shape.size,
});
export type CommunitySearchQuery = z.infer<typeof communitySearchQuerySchema>;

/**
 * One cursor page of matching visible posts, best first: the whole title is the keyword, then the
 * title holds it, then only the body does; newest first within each. `total` counts every match
 * (all pages). `correctedKeyword` is set when the keyword found nothing and the answer is for a
 * dictionary word within 1–2 jamo edits ('한라붕' → '한라봉'); `correction` is then 'dictionary'.
 * Later pages keep the correction (it travels in the cursor).
 */
export const communitySearchResultSchema = z.object({
  keyword: z.string(),
  communityType: z.enum(COMMUNITY_SEARCH_TYPES),
  correctedKeyword: z.string().nullable(),
  correction: z.enum(['dictionary']).nullable(),
  total: z.number().int(),
  items: z.array(postSummarySchema),
  size: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type CommunitySearchResult = z.infer<typeof communitySearchResultSchema>;
