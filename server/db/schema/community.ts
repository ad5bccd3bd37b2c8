/**
 * Community (issue 15; SPEC §2 /community routes, §3 Share info (communityType, postId), §5 banned
 * words and share rules, §7 "### Community", §8). Decisions: docs/decisions/016-community.md.
 *
 * - community_posts: one table for the three kinds of post (communityType 'dashboard' 게시글, 'qna'
 *   질문, 'survey' 설문), so lists, search, reports, likes and clippings work the same for all.
 *   User text is stored as plain text (rendered as text, never HTML). status: 'visible', 'hidden'
 *   (its unresolved reports weigh HIDE_THRESHOLD, pending review; issue 29, docs/decisions/038) or 'deleted' (soft delete by its
 *   author: replies stay readable under "삭제된 글이에요"). Counters are kept in the same
 *   transaction as the rows they count. userId is null once an author's account row is gone.
 * - community_replies: replies of a post; isAccepted marks the one accepted answer of a question
 *   (only the asker accepts, exactly one per question, never deleted afterwards).
 * - likes / clippings: a state per (member, target), like the 찜 (PUT …/like with Y/N).
 * - community_reports: one report per (member, target), with the weight the reporter's trust gave
 *   it when filed (server/domain/moderation/flag-weights.ts); the weights of unresolved reports by
 *   members neither banned nor withdrawn hide the target.
 * - community_review_requests: the author's one request for review of their hidden post or reply
 *   (issue 29), resolved with its reports.
 * - survey_options / survey_votes: 2–6 options, one vote per member (primary key).
 * - community_views: one view per (post, viewer, KST day) for view-count; the viewer is a member,
 *   a device that proved itself with its secret, or a client address (issue 29). Rows of past days
 *   are pruned (only today's decide anything).
 * - community_uploads / community_post_images: re-encoded images by content hash (the storage
 *   interface keeps the bytes), attached to posts in order (≤ 10 per post).
 * - banned_words: the operator-edited word list ('block') and its exceptions ('allow', e.g. 시발역).
 * - domain_events: an outbox of what happened (a reply to a question, an accepted answer …) that
 *   the alarm and stars features of the member issue consume (consumedAt marks them done).
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { userRef, users } from './accounts.js';
import { products } from './catalogue.js';
import { createdAt, integerReference, timestamptz } from './columns.js';

/** Boards of the 'dashboard' posts (게시판: 레시피, 구매 후기, 보관 꿀팁, 자유 …), listed in sortOrder. */
export const communityBoards = pgTable('community_boards', {
  boardId: serial('board_id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  sortOrder: smallint('sort_order').notNull(),
});

/** The author of a post or reply: gone (null) only if the account row itself is deleted. */
const authorRef = () => integer('user_id').references(() => users.userId, { onDelete: 'set null' });

export const communityPosts = pgTable(
  'community_posts',
  {
    postId: serial('post_id').primaryKey(),
    communityType: text('community_type').notNull(),
    boardId: integer('board_id').references(() => communityBoards.boardId),
    userId: authorRef(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** The catalogue product the post is about, if any. */
    productNo: integer('product_no').references(() => products.productNo, { onDelete: 'set null' }),
    status: text('status').notNull().default('visible'),
    likeCount: integer('like_count').notNull().default(0),
    replyCount: integer('reply_count').notNull().default(0),
    clipCount: integer('clip_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    reportCount: integer('report_count').notNull().default(0),
    /** 'qna': the accepted reply (set once by the asker). */
    acceptedReplyId: integer('accepted_reply_id'),
    /** 'survey': voting closes at this time. */
    surveyEndsAt: timestamptz('survey_ends_at'),
    /** sha-256 of the normalised title + content, for the 10-minute exact-duplicate check. */
    contentHash: text('content_hash').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at'),
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [
    index('community_posts_type_recent_idx').on(t.communityType, t.createdAt.desc(), t.postId.desc()),
    index('community_posts_board_recent_idx').on(t.boardId, t.createdAt.desc()),
    index('community_posts_user_recent_idx').on(t.userId, t.createdAt.desc()),
    index('community_posts_recent_idx').on(t.createdAt.desc(), t.postId.desc()),
    check('community_posts_type_check', sql`${t.communityType} in ('dashboard', 'qna', 'survey')`),
    check('community_posts_status_check', sql`${t.status} in ('visible', 'hidden', 'deleted')`),
  ],
);

const postRef = () => integerReference('post_id', () => communityPosts.postId, { onDelete: 'cascade' });

export const communityReplies = pgTable(
  'community_replies',
  {
    replyId: serial('reply_id').primaryKey(),
    postId: postRef(),
    userId: authorRef(),
    content: text('content').notNull(),
    status: text('status').notNull().default('visible'),
    isAccepted: boolean('is_accepted').notNull().default(false),
    likeCount: integer('like_count').notNull().default(0),
    reportCount: integer('report_count').notNull().default(0),
    contentHash: text('content_hash').notNull(),
    createdAt: createdAt(),
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [
    index('community_replies_post_idx').on(t.postId, t.createdAt, t.replyId),
    index('community_replies_user_recent_idx').on(t.userId, t.createdAt.desc()),
    // exactly one accepted answer per question
    uniqueIndex('community_replies_one_accepted_idx')
      .on(t.postId)
      .where(sql`${t.isAccepted}`),
    check('community_replies_status_check', sql`${t.status} in ('visible', 'hidden', 'deleted')`),
  ],
);

/**
 * A member's mark on a post (a like, a clipping): one row per (member, post), gone with either;
 * `<name>_user_recent_idx` serves the member's newest first (내 커뮤니티), `<name>_post_idx` one
 * post's marks (counting, the member issue's stars) without scanning every member's.
 */
function memberPostTable(name: string) {
  return pgTable(name, { userId: userRef(), postId: postRef(), createdAt: createdAt() }, (t) => [
    primaryKey({ columns: [t.userId, t.postId] }),
    index(`${name}_user_recent_idx`).on(t.userId, t.createdAt),
    index(`${name}_post_idx`).on(t.postId),
  ]);
}

export const communityPostLikes = memberPostTable('community_post_likes');

export const communityReplyLikes = pgTable(
  'community_reply_likes',
  { userId: userRef(), replyId: integerReference('reply_id', () => communityReplies.replyId, { onDelete: 'cascade' }), createdAt: createdAt() },
  (t) => [primaryKey({ columns: [t.userId, t.replyId] }), index('community_reply_likes_reply_idx').on(t.replyId)],
);

export const communityClippings = memberPostTable('community_clippings');

export const communityReports = pgTable(
  'community_reports',
  {
    reportId: serial('report_id').primaryKey(),
    userId: userRef(),
    /** 'post' or 'reply'. */
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    reasonCode: text('reason_code').notNull(),
    memo: text('memo'),
    createdAt: createdAt(),
    resolvedAt: timestamptz('resolved_at'),
    /** 'restored' (the target shown again) or 'removed' (kept hidden) — set by the ops command. */
    resolution: text('resolution'),
    /**
     * What this report weighs toward hiding (issue 29; flag-weights.ts): the reporter's trust level
     * weight × their accuracy multiplier when they filed it. 0 for reports filed before weights.
     */
    weight: doublePrecision('weight').notNull().default(0),
    /** The reporter's trust level (0–3) when they filed it. */
    trustLevel: smallint('trust_level').notNull().default(0),
  },
  (t) => [
    uniqueIndex('community_reports_one_per_member_idx').on(t.userId, t.targetType, t.targetId),
    index('community_reports_target_idx').on(t.targetType, t.targetId),
    check('community_reports_target_type_check', sql`${t.targetType} in ('post', 'reply')`),
    check('community_reports_weight_check', sql`${t.weight} >= 0`),
  ],
);

/**
 * An author's request for review of their post or reply hidden by reports (issue 29 item 4;
 * POST /api/v1/community/review-request): at most one unresolved request per target (the partial
 * unique index), resolved by the ops command together with the target's reports.
 */
export const communityReviewRequests = pgTable(
  'community_review_requests',
  {
    requestId: serial('request_id').primaryKey(),
    userId: userRef(),
    /** 'post' or 'reply'. */
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: createdAt(),
    resolvedAt: timestamptz('resolved_at'),
    /** As community_reports.resolution: 'restored' or 'removed'. */
    resolution: text('resolution'),
  },
  (t) => [
    uniqueIndex('community_review_requests_one_open_idx')
      .on(t.targetType, t.targetId)
      .where(sql`${t.resolvedAt} is null`),
    index('community_review_requests_user_idx').on(t.userId),
    check('community_review_requests_target_type_check', sql`${t.targetType} in ('post', 'reply')`),
  ],
);

export const surveyOptions = pgTable(
  'survey_options',
  {
    optionId: serial('option_id').primaryKey(),
    postId: postRef(),
    position: smallint('position').notNull(),
    label: text('label').notNull(),
    voteCount: integer('vote_count').notNull().default(0),
  },
  (t) => [uniqueIndex('survey_options_post_position_idx').on(t.postId, t.position)],
);

export const surveyVotes = pgTable(
  'survey_votes',
  {
    postId: postRef(),
    userId: userRef(),
    optionId: integerReference('option_id', () => surveyOptions.optionId, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

export const communityViews = pgTable(
  'community_views',
  {
    postId: postRef(),
    /**
     * 'u:<userId>' a member, 'd:<device uuid>' a device that proved itself (its deviceSecret), 'a:<client
     * key>' any other visitor, by address (server/infra/client-key.ts; issue 29: made-up deviceUuids).
     */
    viewerKey: text('viewer_key').notNull(),
    /** The KST calendar day of the view. */
    viewDate: date('view_date').notNull(),
    /** On a device's view ('d:'), the client key of the address it came from: a few devices count per address. Else null. */
    clientKey: text('client_key'),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.viewerKey, t.viewDate] }),
    index('community_views_address_idx').on(t.postId, t.viewDate, t.clientKey),
    index('community_views_date_idx').on(t.viewDate),
  ],
);

export const communityShares = pgTable('community_shares', {
  shareId: serial('share_id').primaryKey(),
  postId: postRef(),
  communityType: text('community_type').notNull(),
  userId: integer('user_id').references(() => users.userId, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const communityUploads = pgTable('community_uploads', {
  /** sha-256 (hex) of the re-encoded bytes: the storage key. */
  imageKey: text('image_key').primaryKey(),
  userId: integer('user_id').references(() => users.userId, { onDelete: 'set null' }),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: integer('bytes').notNull(),
  createdAt: createdAt(),
});

export const communityPostImages = pgTable(
  'community_post_images',
  {
    postId: postRef(),
    position: smallint('position').notNull(),
    imageKey: text('image_key')
      .notNull()
      .references(() => communityUploads.imageKey),
  },
  (t) => [primaryKey({ columns: [t.postId, t.position] })],
);

export const bannedWords = pgTable(
  'banned_words',
  {
    word: text('word').primaryKey(),
    /** 'block' (refused) or 'allow' (an exception that contains a blocked word, e.g. 시발역). */
    kind: text('kind').notNull().default('block'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [check('banned_words_kind_check', sql`${t.kind} in ('block', 'allow')`)],
);

export const domainEvents = pgTable(
  'domain_events',
  {
    eventId: bigserial('event_id', { mode: 'number' }).primaryKey(),
    /** e.g. 'community.reply.created', 'community.answer.accepted'. */
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
    consumedAt: timestamptz('consumed_at'),
  },
  (t) => [
    index('domain_events_pending_idx')
      .on(t.eventId)
      .where(sql`${t.consumedAt} is null`),
  ],
);
