/**
 * Community posts, questions and their replies (issue 15; SPEC §2 /community routes, §7
 * "### Community", §8): the zod request/response shapes of the dashboard (게시글) and Q&A (질문)
 * calls, and the limits the client shows beside its forms. Decisions: docs/decisions/017-community-posts.md.
 *
 * User text is plain text: stored as typed (trimmed, NFC) and rendered as text, never as HTML.
 * Length, control-character and link rules are checked by the server with Korean messages
 * (server/domain/community/community-text.ts), so the schemas here only bound the raw size.
 */
import { z } from './schema-kit.js';
import { productCardSchema } from './display.js';
import { DAILY_BOARD_YEARS, ID_MAX, ID_PATTERN } from './rules.js';

/** Title 2–40, body 10–5,000, reply 1–1,000 characters (after trimming; code points). */
export const POST_TITLE_LENGTH = { min: 2, max: 40 } as const;
export const POST_CONTENT_LENGTH = { min: 10, max: 5000 } as const;
export const REPLY_CONTENT_LENGTH = { min: 1, max: 1000 } as const;
/** Page size of the community lists: default 20, at most 50. */
export const COMMUNITY_PAGE_SIZE = { default: 20, max: 50 } as const;
/** Pictures on one post or question (docs/decisions/021-community-images.md). */
export const POST_IMAGES_MAX = 10;

/** communitySortFilterList codes (SPEC §3 web profile filterInfo; display.service getWebProfile). */
export const COMMUNITY_SORTS = ['popular', 'newest'] as const;
export type CommunitySort = (typeof COMMUNITY_SORTS)[number];

export const COMMUNITY_TYPES = ['dashboard', 'qna', 'survey'] as const;
export type CommunityType = (typeof COMMUNITY_TYPES)[number];

/** What a deleted post, its author or a reply shows instead (SPEC: soft delete keeps replies readable). */
export const DELETED_POST_TITLE = '삭제된 글이에요';
export const WITHDRAWN_AUTHOR = '탈퇴한 회원';

const idParam = z.string().regex(ID_PATTERN, '숫자만 입력할 수 있어요').transform(Number).pipe(z.number().int().min(1).max(ID_MAX));
export const postParamsSchema = z.object({ id: idParam });
export const replyParamsSchema = z.object({ id: idParam, replyId: idParam });

/** An opaque page position handed back as `nextCursor` (base64url; decoded by the server only). */
const cursorSchema = z.string().regex(/^[A-Za-z0-9_-]{1,400}$/, '목록 위치 정보가 올바르지 않아요');
const sizeSchema = z.coerce.number().int().min(1).max(COMMUNITY_PAGE_SIZE.max).default(COMMUNITY_PAGE_SIZE.default);
export const BOARD_CODE_PATTERN = /^[a-z][a-z0-9-]{0,29}$/;
const boardCodeSchema = z.string().regex(BOARD_CODE_PATTERN, '게시판 코드가 올바르지 않아요');

/** GET /community/dashboard and /community/qna: boardCode (dashboard only), sort, cursor, size. */
export const postListQuerySchema = z.object({
  boardCode: boardCodeSchema.optional(),
  sort: z.enum(COMMUNITY_SORTS).default('popular'),
  cursor: cursorSchema.optional(),
  size: sizeSchema,
});
export const questionListQuerySchema = postListQuerySchema.omit({ boardCode: true });

/** GET /community/dashboard/list: the KST calendar day `date` (YYYY-MM-DD), newest first. */
export const dailyListQuerySchema = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '날짜는 YYYY-MM-DD로 보내 주세요')
    .refine((d) => {
      const t = new Date(`${d}T00:00:00Z`);
      return !Number.isNaN(t.getTime()) && t.toISOString().slice(0, 10) === d;
    }, '없는 날짜예요')
    .refine((d) => {
      const year = Number(d.slice(0, 4));
      return year >= DAILY_BOARD_YEARS.min && year <= DAILY_BOARD_YEARS.max;
    }, `${DAILY_BOARD_YEARS.min}년부터 ${DAILY_BOARD_YEARS.max}년 사이의 날짜로 보내 주세요`),
  cursor: cursorSchema.optional(),
  size: sizeSchema,
});

export const replyListQuerySchema = z.object({ cursor: cursorSchema.optional(), size: sizeSchema });

export const boardSchema = z.object({ code: z.string(), name: z.string() });
/** GET /community/board: the boards in the 게시판 tab's order, with their visible post counts. */
export const boardListSchema = z.array(boardSchema.extend({ postCount: z.number().int().nonnegative() }));
/** The author as everyone sees them: a withdrawn (or erased) account shows as '탈퇴한 회원'. */
export const authorSchema = z.object({ nickName: z.string(), isWithdrawn: z.boolean() });

/** The counters every post, question and survey shows: likes, replies, clippings (스크랩) and views. */
export const postCountsShape = {
  likeCount: z.number().int(),
  replyCount: z.number().int(),
  clipCount: z.number().int(),
  viewCount: z.number().int(),
};

/** One row of a post list (any communityType: the daily board mixes them). */
export const postSummarySchema = z.object({
  postId: z.number().int(),
  communityType: z.enum(COMMUNITY_TYPES),
  board: boardSchema.nullable(),
  title: z.string(),
  /** The first 100 characters of the body, as typed (plain text). */
  excerpt: z.string(),
  author: authorSchema,
  productNo: z.number().int().nullable(),
  ...postCountsShape,
  /** qna: an answer has been accepted. */
  isAnswered: z.boolean(),
  createdAt: z.string(),
  /**
   * The first picture's URL, or null. Always sent; optional in the type so that pages stored
   * before pictures existed (the worker's and the query persister's copies) still parse.
   */
  thumbnailUrl: z.string().nullable().optional(),
});
export type PostSummary = z.infer<typeof postSummarySchema>;

/** A cursor page: `nextCursor` is null on the last page. */
export function cursorPageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), size: z.number().int(), nextCursor: z.string().nullable() });
}
export const postPageSchema = cursorPageOf(postSummarySchema);

export const postImageSchema = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });

/**
 * A post or question. A deleted one answers with status 'deleted', the title '삭제된 글이에요'
 * and no body, product or images (its replies stay readable). Who asks never changes the answer
 * (member state: the my-state call).
 */
export const postDetailSchema = z.object({
  postId: z.number().int(),
  communityType: z.enum(COMMUNITY_TYPES),
  status: z.enum(['visible', 'deleted']),
  board: boardSchema.nullable(),
  title: z.string(),
  content: z.string(),
  author: authorSchema,
  product: productCardSchema.nullable(),
  images: z.array(postImageSchema),
  ...postCountsShape,
  /** qna: the accepted reply, pinned first in the reply list. */
  acceptedReplyId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
});
export type PostDetail = z.infer<typeof postDetailSchema>;

export const replySchema = z.object({
  replyId: z.number().int(),
  postId: z.number().int(),
  content: z.string(),
  author: authorSchema,
  likeCount: z.number().int(),
  isAccepted: z.boolean(),
  createdAt: z.string(),
});
export type Reply = z.infer<typeof replySchema>;
export const replyPageSchema = cursorPageOf(replySchema);

/** The caller's own relation to a post (member only, never cached). */
export const postStateSchema = z.object({ postId: z.number().int(), isMine: z.boolean(), liked: z.boolean(), clipped: z.boolean() });

// Raw bounds only (the server trims, normalises and answers each rule with its own Korean message).
const text = (max: number) => z.string().max(max);
const productNoSchema = z.number().int().min(1).max(ID_MAX).nullish();

/**
 * Pictures of a post, in order: keys from POST /community/image (0–POST_IMAGES_MAX, distinct). Raw
 * bounds only: the server answers more than 10 with 13, a repeated key with 12 and a key that is
 * not (or no longer) an upload with 12 '사진을 다시 올려 주세요'. On create, absent = none; on edit,
 * absent = the pictures stay as they are, [] = all removed.
 */
const imageKeysSchema = z.array(z.string().max(100)).max(100).optional();

/** POST / PUT /community/dashboard: a board post. */
export const postBodySchema = z.object({
  boardCode: boardCodeSchema,
  title: text(400),
  content: text(20_000),
  productNo: productNoSchema,
  imageKeys: imageKeysSchema,
});
/** POST / PUT /community/qna: a question (no board). */
export const questionBodySchema = z.object({ title: text(400), content: text(20_000), productNo: productNoSchema, imageKeys: imageKeysSchema });
export const replyBodySchema = z.object({ content: text(5000) });

export const acceptSchema = z.object({ postId: z.number().int(), acceptedReplyId: z.number().int() });

/* ------------------------------------------------------------ my community (SPEC §2 /community/my-page) */

/** GET /community/my/posts, /my/clippings, /my/likes: cursor and size (newest first). */
export const myListQuerySchema = z.object({ cursor: cursorSchema.optional(), size: sizeSchema });
/**
 * The tab badges of my community: my visible posts (all kinds), and the visible posts I clipped
 * and liked (a post deleted or hidden since is not counted, as it is not listed).
 */
export const myCommunitySummarySchema = z.object({ posts: z.number().int(), clippings: z.number().int(), likes: z.number().int() });
export type MyCommunitySummary = z.infer<typeof myCommunitySummarySchema>;
