/**
 * Community reactions (issue 15; SPEC §7 "### Community", §5 share rule, §8 codes;
 * docs/decisions/018-community-reactions.md): likes and clippings of posts, likes of replies,
 * reports, surveys (list, detail, my vote, create, vote, delete), view counts and shares.
 *
 * Likes and clippings are states, like the 찜 (./likes.ts): PUT { likeYN } / { clippingYN } sets
 * it, the same state again changes nothing, and an optional Idempotency-Key header makes a
 * replayed write answer its first response.
 *
 * Pure zod, no Node or ORM imports: the client imports these types.
 */
import { z } from './schema-kit.js';
import {
  COMMUNITY_TYPES,
  ID_MAX,
  REPORT_MEMO_MAX,
  REPORT_REASONS,
  REPORT_TARGET_TYPES,
  SURVEY_CONTENT_MAX_LENGTH,
  SURVEY_OPTION_MAX_LENGTH,
  SURVEY_OPTIONS_MAX,
  SURVEY_OPTIONS_MIN,
  SURVEY_SORTS,
  SURVEY_TITLE_MAX_LENGTH,
} from './rules.js';
import { likeYNSchema } from './likes.js';
import { postCountsShape, postImageSchema } from './community.js';

const bodyId = z.number().int().min(1).max(ID_MAX);
const queryId = z.coerce.number().int().min(1).max(ID_MAX);
export const communityTypeSchema = z.enum(COMMUNITY_TYPES);

/**
 * User text: plain text without control characters other than line breaks and tabs (a NUL could not
 * even be stored). Trimmed; lengths count characters after trimming.
 */
// eslint-disable-next-line no-control-regex -- the point is to find control characters
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const text = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine((s) => !CONTROL.test(s), '쓸 수 없는 문자가 있어요');

/* ------------------------------------------------------------ likes and clippings */

export const postLikeBodySchema = z.object({ likeYN: likeYNSchema });
export const clippingBodySchema = z.object({ clippingYN: likeYNSchema });
export const postLikeStateSchema = z.object({ postId: z.number().int(), likeYN: likeYNSchema, likeCount: z.number().int() });
export type PostLikeState = z.infer<typeof postLikeStateSchema>;
export const clippingStateSchema = z.object({ postId: z.number().int(), clippingYN: likeYNSchema, clipCount: z.number().int() });
export type ClippingState = z.infer<typeof clippingStateSchema>;
export const replyLikeStateSchema = z.object({ postId: z.number().int(), replyId: z.number().int(), likeYN: likeYNSchema, likeCount: z.number().int() });
export type ReplyLikeState = z.infer<typeof replyLikeStateSchema>;

/** Comma-separated ids, 1–50 of them (a page of posts or replies), duplicates dropped. */
const idList = (name: string) =>
  z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,49}$/, `${name}는 쉼표로 구분한 번호 1~50개여야 해요`)
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .pipe(z.array(z.number().int().min(1).max(ID_MAX)));
/** GET /api/v1/community/my/reactions?postIds=…&replyIds=… (at least one of the two). */
export const myReactionsQuerySchema = z.object({ postIds: idList('postIds').optional(), replyIds: idList('replyIds').optional() });
/** The member's like and clipping of each asked post and like of each asked reply, in the order asked. */
export const myReactionsSchema = z.object({
  posts: z.array(z.object({ postId: z.number().int(), likeYN: likeYNSchema, clippingYN: likeYNSchema })),
  replies: z.array(z.object({ replyId: z.number().int(), likeYN: likeYNSchema })),
});
export type MyReactions = z.infer<typeof myReactionsSchema>;

/* ------------------------------------------------------------ reports */

/** POST /api/v1/community/accuse. A memo is required for 'etc' (checked by the server: 10). */
export const reportBodySchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: bodyId,
  reasonCode: z.enum(REPORT_REASONS),
  memo: text(0, REPORT_MEMO_MAX).optional(),
});
export type ReportBody = z.infer<typeof reportBodySchema>;
export const reportResultSchema = z.object({
  reportId: z.number().int(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.number().int(),
  /** True when this report made the target reach the hiding threshold. */
  hidden: z.boolean(),
});
export type ReportResult = z.infer<typeof reportResultSchema>;
/** The toast after a report. */
export const REPORT_DONE_TEXT = '신고가 접수되었어요. 검토 후 조치할게요.';

/* ------------------------------------------------------------ hidden content: the author's view, review requests */

/**
 * Where the review of the member's own hidden post or reply stands (issue 29 item 4;
 * docs/decisions/038-flag-weights.md): 'available' — hidden by reports, they may ask for review
 * (once); 'requested' — asked, waiting for a moderator; 'closed' — a moderator kept it hidden.
 */
export const HIDDEN_REVIEW_STATES = ['available', 'requested', 'closed'] as const;
export type HiddenReviewState = (typeof HIDDEN_REVIEW_STATES)[number];
/** The notice the author reads above their hidden post or reply, by review state. */
export const HIDDEN_NOTICES: Record<HiddenReviewState, string> = {
  available: '신고가 접수되어 다른 회원에게는 보이지 않아요. 검토를 요청할 수 있어요.',
  requested: '검토를 요청했어요. 검토가 끝날 때까지 다른 회원에게는 보이지 않아요.',
  closed: '검토 결과 운영 정책에 따라 다른 회원에게는 보이지 않아요.',
};
/** The toast after a review request. */
export const REVIEW_REQUESTED_TEXT = '검토를 요청했어요. 운영자가 확인할게요.';

/** GET /api/v1/community/my/hidden?postId=… */
export const myHiddenQuerySchema = z.object({ postId: queryId });
const hiddenReviewShape = { review: z.enum(HIDDEN_REVIEW_STATES), notice: z.string() };
/** The member's own post hidden by reports, as only they see it. */
export const hiddenPostSchema = z.object({
  postId: z.number().int(),
  communityType: communityTypeSchema,
  title: z.string(),
  content: z.string(),
  images: z.array(postImageSchema),
  createdAt: z.string(),
  ...hiddenReviewShape,
});
export type HiddenPost = z.infer<typeof hiddenPostSchema>;
/** One of the member's own replies hidden by reports. */
export const hiddenReplySchema = z.object({
  replyId: z.number().int(),
  postId: z.number().int(),
  content: z.string(),
  createdAt: z.string(),
  ...hiddenReviewShape,
});
export type HiddenReply = z.infer<typeof hiddenReplySchema>;
/** What of a post the member wrote and reports hid: the post itself (null when it is not theirs or not hidden) and their hidden replies on it, oldest first. */
export const myHiddenSchema = z.object({ post: hiddenPostSchema.nullable(), replies: z.array(hiddenReplySchema) });
export type MyHidden = z.infer<typeof myHiddenSchema>;

/** POST /api/v1/community/review-request: the author asks for review of their hidden post or reply. */
export const reviewRequestBodySchema = z.object({ targetType: z.enum(REPORT_TARGET_TYPES), targetId: bodyId });
export type ReviewRequestBody = z.infer<typeof reviewRequestBodySchema>;
export const reviewRequestSchema = z.object({
  requestId: z.number().int(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.number().int(),
  /** The post the target is (or belongs to). */
  postId: z.number().int(),
  requestedAt: z.string(),
});
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;

/* ------------------------------------------------------------ surveys */

export const surveySortSchema = z.enum(SURVEY_SORTS);
/** Opaque page cursor of a survey list (from the previous page's nextCursor). */
export const SURVEY_CURSOR_PATTERN = /^\d{1,18}\.\d{1,10}$/;
export const surveyListQuerySchema = z.object({
  sort: surveySortSchema.default('newest'),
  /** 'open' (voting) or 'closed' only; absent: both. */
  state: z.enum(['open', 'closed']).optional(),
  cursor: z.string().regex(SURVEY_CURSOR_PATTERN, '목록 위치 값이 올바르지 않아요').optional(),
  size: z.coerce.number().int().min(1).max(50).default(20),
});
export type SurveyListQuery = z.infer<typeof surveyListQuerySchema>;

export const communityAuthorSchema = z.object({
  /** null once the account row is gone. */
  userId: z.number().int().nullable(),
  /** '탈퇴한 회원' for a withdrawn or removed author. */
  nickName: z.string(),
  isWithdrawn: z.boolean(),
});

export const surveySummarySchema = z.object({
  postId: z.number().int(),
  communityType: z.literal('survey'),
  title: z.string(),
  /** The first 100 characters of the body. */
  excerpt: z.string(),
  author: communityAuthorSchema,
  createdAt: z.string(),
  surveyEndsAt: z.string(),
  isClosed: z.boolean(),
  optionCount: z.number().int(),
  /** Members who voted (shown while open; the per-option counts are not). */
  voteTotal: z.number().int(),
  ...postCountsShape,
});
export type SurveySummary = z.infer<typeof surveySummarySchema>;
export const surveyPageSchema = z.object({ items: z.array(surveySummarySchema), nextCursor: z.string().nullable() });
export type SurveyPage = z.infer<typeof surveyPageSchema>;

export const surveyResultsSchema = z.object({
  voteTotal: z.number().int(),
  /** Per option, in position order; percents are whole numbers summing to 100 (0 when no votes). */
  options: z.array(z.object({ optionId: z.number().int(), voteCount: z.number().int(), percent: z.number().int() })),
});
export type SurveyResults = z.infer<typeof surveyResultsSchema>;

export const surveyDetailSchema = surveySummarySchema.omit({ excerpt: true }).extend({
  content: z.string(),
  updatedAt: z.string().nullable(),
  options: z.array(z.object({ optionId: z.number().int(), position: z.number().int(), label: z.string() })),
  /** Only once the survey is closed (a voter reads theirs through GET /api/v1/community/my/survey-vote). */
  results: surveyResultsSchema.nullable(),
});
export type SurveyDetail = z.infer<typeof surveyDetailSchema>;

export const surveyMyVoteQuerySchema = z.object({ postId: queryId });
/** The member's vote, and the results once they voted or the survey closed. */
export const surveyMyVoteSchema = z.object({
  postId: z.number().int(),
  votedOptionId: z.number().int().nullable(),
  isClosed: z.boolean(),
  results: surveyResultsSchema.nullable(),
});
export type SurveyMyVote = z.infer<typeof surveyMyVoteSchema>;

/**
 * POST /api/v1/community/survey. endsAt: ISO 8601 with an offset, 1 hour to 30 days ahead (13 otherwise).
 * Title 1–SURVEY_TITLE_MAX_LENGTH, body 0–SURVEY_CONTENT_MAX_LENGTH, each option
 * 1–SURVEY_OPTION_MAX_LENGTH characters after trimming: checked by the server's text policy with the
 * posts' codes and Korean messages (server/domain/community/community-text.ts; issue 29), so the
 * schema only bounds the raw size (4 × the limit, as posts do).
 */
export const surveyCreateBodySchema = z.object({
  title: z.string().max(SURVEY_TITLE_MAX_LENGTH * 4),
  content: z
    .string()
    .max(SURVEY_CONTENT_MAX_LENGTH * 4)
    .default(''),
  options: z
    .array(z.string().max(SURVEY_OPTION_MAX_LENGTH * 4))
    .min(SURVEY_OPTIONS_MIN)
    .max(SURVEY_OPTIONS_MAX),
  endsAt: z.iso.datetime({ offset: true }),
});
export type SurveyCreateBody = z.infer<typeof surveyCreateBodySchema>;

export const surveyVoteBodySchema = z.object({ optionId: bodyId });
export const surveyDeletedSchema = z.object({ postId: z.number().int(), status: z.literal('deleted') });

/* ------------------------------------------------------------ views and shares */

/** POST /api/v1/community/view-count and post-share: both fields required (SPEC §5: 10 when missing). */
export const communityTargetBodySchema = z.object({ communityType: communityTypeSchema, postId: bodyId });
export const viewCountSchema = z.object({
  postId: z.number().int(),
  viewCount: z.number().int(),
  /** False when this viewer was already counted today (KST). */
  counted: z.boolean(),
});
export const postShareSchema = z.object({ shareId: z.number().int(), postId: z.number().int(), communityType: communityTypeSchema });
