/**
 * Community reactions (issue 15; SPEC §7 "### Community", §5 share rule, §8;
 * docs/decisions/018-community-reactions.md): the rules and queries behind likes, clippings,
 * reports (weighed by the reporter's trust: issue 29, docs/decisions/038-flag-weights.md), surveys,
 * view counts and shares. What happens to hidden content afterwards — its author's view, the review
 * request, the moderation queue — is ./community-review.service.ts.
 *
 * Every counter (likeCount, clipCount, reportCount, viewCount, voteCount) moves in the same
 * transaction as the row it counts, and only when that row was really inserted or deleted
 * (`insert … on conflict do nothing returning`, `delete … returning`), so counters equal rows under
 * any concurrency. A target must be a visible post of the path's kind (8 otherwise: unknown, another
 * kind, deleted or hidden). Refusals throw ApiError before anything is written.
 */
import { createHash } from 'node:crypto';
import { josa } from 'es-hangul';
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Db } from '@server/db/client.js';
import { lockMember } from '@server/db/locks.js';
import {
  communityClippings,
  communityPostLikes,
  communityPosts,
  communityReplies,
  communityReplyLikes,
  communityReports,
  communityShares,
  communityViews,
  surveyOptions,
  surveyVotes,
  users,
} from '@server/db/schema/index.js';
import { ApiError } from '@server/errors.js';
import { HIDE_THRESHOLD } from '@server/domain/moderation/flag-weights.js';
import { reporterTrust } from '@server/domain/moderation/reporter-trust.js';
import { checkCommunityText, isNewMember } from './community-text.js';
import { emitDomainEvent } from '@server/domain/events/domain-events.js';
import type {
  ClippingState,
  MyReactions,
  PostLikeState,
  ReplyLikeState,
  ReportBody,
  ReportResult,
  SurveyCreateBody,
  SurveyDetail,
  SurveyListQuery,
  SurveyMyVote,
  SurveyPage,
  SurveyResults,
  SurveySummary,
} from '@contract/community-react.js';
import {
  SURVEY_CONTENT_MAX_LENGTH,
  SURVEY_MAX_DURATION_MS,
  SURVEY_MIN_DURATION_MS,
  SURVEY_OPTION_MAX_LENGTH,
  SURVEY_TITLE_MAX_LENGTH,
  type CommunityType,
  type ReportTargetType,
  type YN,
} from '@contract/rules.js';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Runner = Db | Tx;

/** Reports one member may file in 24 hours; one more → 131. */
export const REPORT_DAILY_MAX = 20;
/** A member's community posts: at most one per this many ms (any kind) → 131. */
export const POST_INTERVAL_MS = 30_000;
/** Surveys one member may post in 24 hours → 131. */
export const SURVEY_DAILY_MAX = 5;
/** The same title and body from the same member within this window → 13. */
export const DUPLICATE_WINDOW_MS = 10 * 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

const KIND: Record<CommunityType, string> = { dashboard: '게시글', qna: '질문', survey: '설문' };
const WITHDRAWN_NAME = '탈퇴한 회원';

type PostRow = { postId: number; userId: number | null; communityType: string; status: string; surveyEndsAt: Date | null };

/**
 * The post a reaction targets, optionally locked (`for update`).
 * @throws ApiError 8 unknown, of another kind than the path's, deleted, or hidden pending review
 */
async function visiblePost(tx: Runner, type: CommunityType, postId: number, lock = false): Promise<PostRow> {
  const q = tx
    .select({
      postId: communityPosts.postId,
      userId: communityPosts.userId,
      communityType: communityPosts.communityType,
      status: communityPosts.status,
      surveyEndsAt: communityPosts.surveyEndsAt,
    })
    .from(communityPosts)
    .where(eq(communityPosts.postId, postId));
  const [post] = lock ? await q.for('update') : await q;
  if (!post || post.communityType !== type || post.status === 'deleted') throw new ApiError('NO_DATA', `${josa(KIND[type], '을/를')} 찾을 수 없어요.`);
  if (post.status !== 'visible') throw new ApiError('NO_DATA', '신고가 접수되어 검토 중인 글이에요.');
  return post;
}

/* ------------------------------------------------------------ likes and clippings */

/** Like counts of a post that tell its author ('community.post.like.milestone'; issue 16 alarms). */
export const LIKE_MILESTONES: readonly number[] = [10, 50, 100, 500, 1000];

/** The tables of a member's yes/no marks: one row a (member, post) or (member, reply) while the mark is 'Y'. */
type MarkTable = typeof communityPostLikes | typeof communityClippings | typeof communityReplyLikes;

/**
 * Set one of the member's marks to `yn`: 'Y' inserts `row` into `table` (ON CONFLICT DO NOTHING),
 * 'N' deletes the row `where` picks (the same mark), both RETURNING.
 * @returns the counter change: +1 when 'Y' inserted its row, −1 when 'N' deleted it, 0 when the state was already so
 */
async function setMark<T extends MarkTable>(tx: Tx, table: T, row: PgInsertValue<T>, where: SQL | undefined, yn: YN): Promise<number> {
  if (yn === 'Y') return (await tx.insert(table).values(row).onConflictDoNothing().returning({ userId: table.userId })).length;
  return -(await tx.delete(table).where(where).returning({ userId: table.userId })).length;
}

/** Set the member's like or clipping of a post to `yn`; the counter change (see setMark). */
async function setPostMark(tx: Tx, table: typeof communityPostLikes | typeof communityClippings, userId: number, postId: number, yn: YN): Promise<number> {
  return setMark(tx, table, { userId, postId }, and(eq(table.userId, userId), eq(table.postId, postId)), yn);
}

/** Add `delta` to a post's like or clip counter; the new count. */
async function addToPostCount(tx: Tx, postId: number, counter: 'likeCount' | 'clipCount', delta: number): Promise<number> {
  const [row] = await tx
    .update(communityPosts)
    .set({ [counter]: sql`${communityPosts[counter]} + ${delta}` })
    .where(eq(communityPosts.postId, postId))
    .returning({ count: communityPosts[counter] });
  return row!.count;
}

/**
 * Set the member's like of a post (SPEC §7 PUT …/{id}/like). A new 'Y' on one's own post → 13.
 * @throws ApiError 8 (see visiblePost), 13 own post
 */
export async function setPostLike(tx: Tx, userId: number, type: CommunityType, postId: number, likeYN: YN): Promise<PostLikeState> {
  const post = await visiblePost(tx, type, postId);
  if (likeYN === 'Y' && post.userId === userId) throw new ApiError('OUT_OF_RANGE', '내 글에는 좋아요를 누를 수 없어요.');
  const delta = await setPostMark(tx, communityPostLikes, userId, postId, likeYN);
  const likeCount = await addToPostCount(tx, postId, 'likeCount', delta);
  // Issue 16: the author hears when a new like reaches a milestone (the alarm is made once per milestone).
  if (delta > 0 && post.userId != null && LIKE_MILESTONES.includes(likeCount))
    await emitDomainEvent(tx, 'community.post.like.milestone', { postId, communityType: type, toUserId: post.userId, likeCount });
  return { postId, likeYN, likeCount };
}

/** Set the member's clipping (스크랩) of a post; one's own post may be clipped. @throws ApiError 8 */
export async function setClipping(tx: Tx, userId: number, type: CommunityType, postId: number, clippingYN: YN): Promise<ClippingState> {
  await visiblePost(tx, type, postId);
  const delta = await setPostMark(tx, communityClippings, userId, postId, clippingYN);
  return { postId, clippingYN, clipCount: await addToPostCount(tx, postId, 'clipCount', delta) };
}

/**
 * Set the member's like of a reply of a post (SPEC §7 PUT …/{id}/reply/{replyId}/like).
 * @throws ApiError 8 post (see visiblePost) or reply unknown, of another post, deleted or hidden; 13 own reply
 */
export async function setReplyLike(tx: Tx, userId: number, type: CommunityType, postId: number, replyId: number, likeYN: YN): Promise<ReplyLikeState> {
  await visiblePost(tx, type, postId);
  const [reply] = await tx
    .select({ userId: communityReplies.userId, status: communityReplies.status })
    .from(communityReplies)
    .where(and(eq(communityReplies.replyId, replyId), eq(communityReplies.postId, postId)));
  if (!reply || reply.status !== 'visible') throw new ApiError('NO_DATA', '댓글을 찾을 수 없어요.');
  if (likeYN === 'Y' && reply.userId === userId) throw new ApiError('OUT_OF_RANGE', '내 댓글에는 좋아요를 누를 수 없어요.');
  const delta = await setMark(
    tx,
    communityReplyLikes,
    { userId, replyId },
    and(eq(communityReplyLikes.userId, userId), eq(communityReplyLikes.replyId, replyId)),
    likeYN,
  );
  const [row] = await tx
    .update(communityReplies)
    .set({ likeCount: sql`${communityReplies.likeCount} + ${delta}` })
    .where(eq(communityReplies.replyId, replyId))
    .returning({ likeCount: communityReplies.likeCount });
  return { postId, replyId, likeYN, likeCount: row!.likeCount };
}

/**
 * The member's like and clipping of each post and like of each reply asked for (order kept; ids
 * that do not exist simply answer 'N'). @throws ApiError 10 when neither list is given
 */
export async function myReactions(db: Db, userId: number, postIds: number[] = [], replyIds: number[] = []): Promise<MyReactions> {
  if (postIds.length === 0 && replyIds.length === 0)
    throw new ApiError('NO_REQUIRED_VALUE', 'postIds나 replyIds가 필요해요.', { fields: ['querystring.postIds'] });
  const [liked, clipped, likedReplies] = await Promise.all([
    postIds.length
      ? db
          .select({ id: communityPostLikes.postId })
          .from(communityPostLikes)
          .where(and(eq(communityPostLikes.userId, userId), inArray(communityPostLikes.postId, postIds)))
      : [],
    postIds.length
      ? db
          .select({ id: communityClippings.postId })
          .from(communityClippings)
          .where(and(eq(communityClippings.userId, userId), inArray(communityClippings.postId, postIds)))
      : [],
    replyIds.length
      ? db
          .select({ id: communityReplyLikes.replyId })
          .from(communityReplyLikes)
          .where(and(eq(communityReplyLikes.userId, userId), inArray(communityReplyLikes.replyId, replyIds)))
      : [],
  ]);
  const yn = (rows: Array<{ id: number }>) => {
    const set = new Set(rows.map((r) => r.id));
    return (id: number): YN => (set.has(id) ? 'Y' : 'N');
  };
  const like = yn(liked);
  const clip = yn(clipped);
  const replyLike = yn(likedReplies);
  return {
    posts: postIds.map((postId) => ({ postId, likeYN: like(postId), clippingYN: clip(postId) })),
    replies: replyIds.map((replyId) => ({ replyId, likeYN: replyLike(replyId) })),
  };
}

/* ------------------------------------------------------------ reports */

/** The table and id column of a report target. */
const targetTable = (targetType: ReportTargetType) =>
  targetType === 'post' ? { table: communityPosts, id: communityPosts.postId } : { table: communityReplies, id: communityReplies.replyId };

/**
 * The summed weight of a target's unresolved reports, counting only reporters who are neither
 * banned nor withdrawn now (issue 29: their reports count nothing; flag-weights.ts).
 */
export async function pendingWeight(tx: Runner, targetType: ReportTargetType, targetId: number): Promise<number> {
  const [{ weight }] = await tx
    .select({ weight: sql<number>`coalesce(sum(${communityReports.weight}), 0)::float8` })
    .from(communityReports)
    .innerJoin(users, eq(users.userId, communityReports.userId))
    .where(
      and(
        eq(communityReports.targetType, targetType),
        eq(communityReports.targetId, targetId),
        isNull(communityReports.resolvedAt),
        eq(users.isBanned, false),
        isNull(users.withdrawnAt),
      ),
    );
  return Number(weight);
}

/**
 * File a report (POST /api/v1/community/accuse; issue 29 item 4, docs/decisions/038-flag-weights.md).
 * In one transaction that locks the member's row, then the target's: one report per member and
 * target, never one's own content, at most REPORT_DAILY_MAX a day; the report is stored with the
 * weight the member's trust gives it now (reporter-trust.ts), the target's reportCount moves with
 * the row, and when the weights of its unresolved reports (by members neither banned nor withdrawn)
 * reach HIDE_THRESHOLD its status becomes 'hidden' (pending review: `npm run reports`).
 * A report that weighs 0 (a new member's) is still filed and queued for moderators.
 * @throws ApiError 10 'etc' without a memo; 8 target unknown, deleted or already hidden; 13 own content or already reported; 131 daily limit
 */
export async function fileReport(db: Db, userId: number, body: ReportBody, now: Date): Promise<ReportResult> {
  const memo = body.memo?.trim() || null;
  if (body.reasonCode === 'etc' && !memo) throw new ApiError('NO_REQUIRED_VALUE', '기타 사유를 적어 주세요.');
  const { targetType, targetId } = body;
  const noun = targetType === 'post' ? '글' : '댓글';
  return db.transaction(async (tx) => {
    // The member's row first (issue 29: reports on different targets, sent at once, each counted the
    // day before any was written — 26 of 26 passed the cap of 20 on PostgreSQL), then the target's.
    await lockMember(tx, userId);
    const { table, id } = targetTable(targetType);
    const [target] = await tx.select({ userId: table.userId, status: table.status }).from(table).where(eq(id, targetId)).for('update');
    if (!target || target.status === 'deleted') throw new ApiError('NO_DATA', `${josa(noun, '을/를')} 찾을 수 없어요.`);
    if (target.status !== 'visible') throw new ApiError('NO_DATA', `이미 신고가 접수되어 검토 중인 ${josa(noun, '이에요/예요')}.`);
    if (target.userId === userId) throw new ApiError('OUT_OF_RANGE', `내가 쓴 ${josa(noun, '은/는')} 신고할 수 없어요.`);
    const [{ today }] = await tx
      .select({ today: count() })
      .from(communityReports)
      .where(and(eq(communityReports.userId, userId), gt(communityReports.createdAt, new Date(now.getTime() - DAY_MS))));
    if (today >= REPORT_DAILY_MAX) throw new ApiError('TOO_MANY_REQUESTS', `신고는 하루 ${REPORT_DAILY_MAX}번까지 할 수 있어요. 내일 다시 시도해 주세요.`);
    const trust = await reporterTrust(tx, userId, now);
    const [filed] = await tx
      .insert(communityReports)
      .values({ userId, targetType, targetId, reasonCode: body.reasonCode, memo, createdAt: now, weight: trust.weight, trustLevel: trust.level.level })
      .onConflictDoNothing()
      .returning({ reportId: communityReports.reportId });
    if (!filed) throw new ApiError('OUT_OF_RANGE', `이미 신고한 ${josa(noun, '이에요/예요')}.`);
    await tx
      .update(table)
      .set({ reportCount: sql`${table.reportCount} + 1` })
      .where(eq(id, targetId));
    const hidden = (await pendingWeight(tx, targetType, targetId)) >= HIDE_THRESHOLD;
    if (hidden) await tx.update(table).set({ status: 'hidden' }).where(eq(id, targetId));
    return { reportId: filed.reportId, targetType, targetId, hidden };
  });
}

/** The post a reply belongs to, or null for an unknown reply. */
export async function postOfReply(db: Db, replyId: number): Promise<number | null> {
  const [r] = await db.select({ postId: communityReplies.postId }).from(communityReplies).where(eq(communityReplies.replyId, replyId));
  return r?.postId ?? null;
}

/* ------------------------------------------------------------ surveys */

const authorOf = (r: { userId: number | null; nickName: string | null; withdrawnAt: Date | null }) => {
  const gone = r.userId === null || r.withdrawnAt !== null || !r.nickName;
  return { userId: r.userId, nickName: gone ? WITHDRAWN_NAME : r.nickName!, isWithdrawn: gone };
};

/** Whole percents that sum to 100 (largest remainder), 0 each when nobody voted. */
export function percents(votes: number[]): number[] {
  const total = votes.reduce((a, b) => a + b, 0);
  if (total === 0) return votes.map(() => 0);
  const exact = votes.map((v) => (v * 100) / total);
  const out = exact.map(Math.floor);
  let left = 100 - out.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    out[i] += 1;
    left -= 1;
  }
  return out;
}

async function optionsOf(db: Runner, postId: number) {
  return db
    .select({ optionId: surveyOptions.optionId, position: surveyOptions.position, label: surveyOptions.label, voteCount: surveyOptions.voteCount })
    .from(surveyOptions)
    .where(eq(surveyOptions.postId, postId))
    .orderBy(asc(surveyOptions.position));
}

function resultsOf(options: Array<{ optionId: number; voteCount: number }>): SurveyResults {
  const p = percents(options.map((o) => o.voteCount));
  return {
    voteTotal: options.reduce((a, o) => a + o.voteCount, 0),
    options: options.map((o, i) => ({ optionId: o.optionId, voteCount: o.voteCount, percent: p[i]! })),
  };
}

const totals = (db: Runner) =>
  db
    .select({
      postId: surveyOptions.postId,
      voteTotal: sql<number>`sum(${surveyOptions.voteCount})::int`.as('vote_total'),
      optionCount: sql<number>`count(*)::int`.as('option_count'),
    })
    .from(surveyOptions)
    .groupBy(surveyOptions.postId)
    .as('totals');

/** A survey's post columns and its author's name, as the survey list and the survey detail read them (users left-joined). */
const surveyColumns = {
  postId: communityPosts.postId,
  title: communityPosts.title,
  content: communityPosts.content,
  userId: communityPosts.userId,
  nickName: users.nickName,
  withdrawnAt: users.withdrawnAt,
  createdAt: communityPosts.createdAt,
  surveyEndsAt: communityPosts.surveyEndsAt,
  likeCount: communityPosts.likeCount,
  replyCount: communityPosts.replyCount,
  clipCount: communityPosts.clipCount,
  viewCount: communityPosts.viewCount,
};

/** created_at as epoch microseconds: the newest list's cursor (millisecond cursors would skip rows). */
const createdMicros = sql<string>`floor(extract(epoch from ${communityPosts.createdAt}) * 1000000)::bigint`;

/**
 * One page of visible surveys. sort 'newest': by creation, newest first; 'popular': by participants,
 * most first (ties newest id first). cursor: `<key>.<postId>` of the previous page's last item.
 */
export async function listSurveys(db: Db, q: SurveyListQuery, now: Date): Promise<SurveyPage> {
  const t = totals(db);
  const where: SQL[] = [eq(communityPosts.communityType, 'survey'), eq(communityPosts.status, 'visible')];
  if (q.state === 'open') where.push(gt(communityPosts.surveyEndsAt, now));
  if (q.state === 'closed') where.push(lte(communityPosts.surveyEndsAt, now));
  const key = q.sort === 'popular' ? sql`${t.voteTotal}` : createdMicros;
  if (q.cursor) {
    const [k, id] = q.cursor.split('.');
    where.push(sql`(${key}, ${communityPosts.postId}) < (${BigInt(k!).toString()}::bigint, ${Number(id)})`);
  }
  const rows = await db
    .select({
      ...surveyColumns,
      voteTotal: t.voteTotal,
      optionCount: t.optionCount,
      micros: createdMicros,
    })
    .from(communityPosts)
    .innerJoin(t, eq(t.postId, communityPosts.postId))
    .leftJoin(users, eq(users.userId, communityPosts.userId))
    .where(and(...where))
    .orderBy(desc(key), desc(communityPosts.postId))
    .limit(q.size + 1);
  const page = rows.slice(0, q.size);
  const last = page[page.length - 1];
  const items: SurveySummary[] = page.map((r) => ({
    postId: r.postId,
    communityType: 'survey',
    title: r.title,
    excerpt: [...r.content].slice(0, 100).join(''),
    author: authorOf(r),
    createdAt: r.createdAt.toISOString(),
    surveyEndsAt: r.surveyEndsAt!.toISOString(),
    isClosed: r.surveyEndsAt!.getTime() <= now.getTime(),
    optionCount: r.optionCount,
    voteTotal: r.voteTotal,
    likeCount: r.likeCount,
    replyCount: r.replyCount,
    clipCount: r.clipCount,
    viewCount: r.viewCount,
  }));
  const nextCursor = rows.length > q.size && last ? `${q.sort === 'popular' ? last.voteTotal : last.micros}.${last.postId}` : null;
  return { items, nextCursor };
}

/**
 * A visible survey with its options; per-option results only once it closed (public answer: the
 * same for everyone, so it may be cached as 'live'). @throws ApiError 8
 */
export async function getSurvey(db: Runner, postId: number, now: Date): Promise<SurveyDetail> {
  await visiblePost(db, 'survey', postId);
  const [r] = await db
    .select({ ...surveyColumns, updatedAt: communityPosts.updatedAt })
    .from(communityPosts)
    .leftJoin(users, eq(users.userId, communityPosts.userId))
    .where(eq(communityPosts.postId, postId));
  const options = await optionsOf(db, postId);
  const isClosed = r!.surveyEndsAt!.getTime() <= now.getTime();
  return {
    postId,
    communityType: 'survey',
    title: r!.title,
    content: r!.content,
    author: authorOf(r!),
    createdAt: r!.createdAt.toISOString(),
    updatedAt: r!.updatedAt?.toISOString() ?? null,
    surveyEndsAt: r!.surveyEndsAt!.toISOString(),
    isClosed,
    optionCount: options.length,
    voteTotal: options.reduce((a, o) => a + o.voteCount, 0),
    likeCount: r!.likeCount,
    replyCount: r!.replyCount,
    clipCount: r!.clipCount,
    viewCount: r!.viewCount,
    options: options.map(({ optionId, position, label }) => ({ optionId, position, label })),
    results: isClosed ? resultsOf(options) : null,
  };
}

/** The member's vote on a visible survey and, once they voted or it closed, the results. @throws ApiError 8 */
export async function getMyVote(db: Runner, userId: number, postId: number, now: Date): Promise<SurveyMyVote> {
  const post = await visiblePost(db, 'survey', postId);
  const [vote] = await db
    .select({ optionId: surveyVotes.optionId })
    .from(surveyVotes)
    .where(and(eq(surveyVotes.postId, postId), eq(surveyVotes.userId, userId)));
  const isClosed = post.surveyEndsAt!.getTime() <= now.getTime();
  return { postId, votedOptionId: vote?.optionId ?? null, isClosed, results: vote || isClosed ? resultsOf(await optionsOf(db, postId)) : null };
}

/** NFC, single spaces, lower case: how two texts are compared (duplicate options, duplicate posts). */
const normalise = (s: string) => s.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();
/** sha-256 of the normalised title and body (community_posts.contentHash). */
export const contentHashOf = (title: string, content: string) =>
  createHash('sha256')
    .update(`${normalise(title)}\n${normalise(content)}`)
    .digest('hex');

/**
 * Post a survey. First the text policy every community write shares (community-text.ts
 * `checkCommunityText`, issue 29 item 6) over the title, the body and every option: forbidden
 * characters — controls, bidi overrides, lone surrogates — 12, empty 10, lengths 13, banned words 12,
 * more than 2 links from a first-day member 13; then distinct options (12) and endsAt 1 hour to 30
 * days ahead (13). In one transaction that locks the member's row (so the limits hold under
 * concurrency): at most one post of any kind per POST_INTERVAL_MS and SURVEY_DAILY_MAX surveys a day
 * (131), no exact duplicate of the member's own post within DUPLICATE_WINDOW_MS (13).
 * @param author the member's row (its id, and its sign-up time for the first-day link limit)
 */
export async function createSurvey(
  db: Db,
  author: { userId: number; signUpDt: Date | null; createdAt: Date },
  raw: SurveyCreateBody,
  now: Date,
): Promise<SurveyDetail> {
  const userId = author.userId;
  const [title, content, ...options] = await checkCommunityText(
    db,
    [
      { label: '제목', raw: raw.title, limits: { min: 1, max: SURVEY_TITLE_MAX_LENGTH } },
      { label: '내용', raw: raw.content, limits: { min: 0, max: SURVEY_CONTENT_MAX_LENGTH } },
      ...raw.options.map((o, i) => ({ label: `항목 ${i + 1}`, raw: o, limits: { min: 1, max: SURVEY_OPTION_MAX_LENGTH } })),
    ],
    { isNewMember: isNewMember(author, now) },
  );
  const body = { title, content, options };
  const endsAt = new Date(raw.endsAt);
  const ahead = endsAt.getTime() - now.getTime();
  if (!(ahead >= SURVEY_MIN_DURATION_MS && ahead <= SURVEY_MAX_DURATION_MS))
    throw new ApiError('OUT_OF_RANGE', '마감 시각은 지금부터 1시간 뒤에서 30일 안으로 정해 주세요.');
  const seen = new Set<string>();
  for (const o of body.options) {
    if (seen.has(normalise(o))) throw new ApiError('NOT_MATCHED', `'${o}' 항목이 두 번 있어요. 항목은 서로 달라야 해요.`);
    seen.add(normalise(o));
  }
  const contentHash = contentHashOf(body.title, body.content);
  const postId = await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${users} where ${users.userId} = ${userId} for update`);
    const mine = eq(communityPosts.userId, userId);
    const [{ recent }] = await tx
      .select({ recent: count() })
      .from(communityPosts)
      .where(and(mine, gt(communityPosts.createdAt, new Date(now.getTime() - POST_INTERVAL_MS))));
    if (recent > 0) throw new ApiError('TOO_MANY_REQUESTS', `조금 전에 글을 올렸어요. ${POST_INTERVAL_MS / 1000}초 뒤에 다시 올려 주세요.`);
    const [{ surveysToday }] = await tx
      .select({ surveysToday: count() })
      .from(communityPosts)
      .where(and(mine, eq(communityPosts.communityType, 'survey'), gt(communityPosts.createdAt, new Date(now.getTime() - DAY_MS))));
    if (surveysToday >= SURVEY_DAILY_MAX) throw new ApiError('TOO_MANY_REQUESTS', `설문은 하루 ${SURVEY_DAILY_MAX}개까지 올릴 수 있어요.`);
    const [dup] = await tx
      .select({ postId: communityPosts.postId })
      .from(communityPosts)
      .where(and(mine, eq(communityPosts.contentHash, contentHash), gt(communityPosts.createdAt, new Date(now.getTime() - DUPLICATE_WINDOW_MS))))
      .limit(1);
    if (dup) throw new ApiError('OUT_OF_RANGE', '방금 올린 글과 같은 내용이에요.');
    const [post] = await tx
      .insert(communityPosts)
      .values({ communityType: 'survey', userId, title: body.title, content: body.content, surveyEndsAt: endsAt, contentHash, createdAt: now })
      .returning({ postId: communityPosts.postId });
    await tx.insert(surveyOptions).values(body.options.map((label, i) => ({ postId: post!.postId, position: i + 1, label })));
    await emitDomainEvent(tx, 'community.post.created', { postId: post!.postId, communityType: 'survey', userId });
    return post!.postId;
  });
  return getSurvey(db, postId, now);
}

/**
 * Vote once on an open survey, in the caller's transaction: the vote row (primary key post + member)
 * and the option's voteCount move together, and 'community.survey.voted' tells the stars consumer (issue 16).
 * @throws ApiError 8 survey (see visiblePost); 12 option of another survey; 13 closed or already voted
 */
export async function vote(tx: Tx, userId: number, postId: number, optionId: number, now: Date): Promise<SurveyMyVote> {
  const post = await visiblePost(tx, 'survey', postId);
  if (post.surveyEndsAt!.getTime() <= now.getTime()) throw new ApiError('OUT_OF_RANGE', '마감된 설문이에요.');
  const [option] = await tx
    .select({ optionId: surveyOptions.optionId })
    .from(surveyOptions)
    .where(and(eq(surveyOptions.optionId, optionId), eq(surveyOptions.postId, postId)));
  if (!option) throw new ApiError('NOT_MATCHED', '이 설문의 항목이 아니에요.');
  const [cast] = await tx
    .insert(surveyVotes)
    .values({ postId, userId, optionId, createdAt: now })
    .onConflictDoNothing()
    .returning({ optionId: surveyVotes.optionId });
  if (!cast) throw new ApiError('OUT_OF_RANGE', '이미 참여한 설문이에요.');
  await tx
    .update(surveyOptions)
    .set({ voteCount: sql`${surveyOptions.voteCount} + 1` })
    .where(eq(surveyOptions.optionId, optionId));
  await emitDomainEvent(tx, 'community.survey.voted', { postId, optionId, userId });
  return getMyVote(tx, userId, postId, now);
}

/**
 * Soft-delete one's own survey (status 'deleted'; replies and votes stay).
 * @throws ApiError 8 unknown or already deleted; 12 another member's survey
 */
export async function deleteSurvey(db: Db, userId: number, postId: number, now: Date) {
  return db.transaction(async (tx) => {
    const [post] = await tx
      .select({ userId: communityPosts.userId, type: communityPosts.communityType, status: communityPosts.status })
      .from(communityPosts)
      .where(eq(communityPosts.postId, postId))
      .for('update');
    if (!post || post.type !== 'survey' || post.status === 'deleted') throw new ApiError('NO_DATA', '설문을 찾을 수 없어요.');
    if (post.userId !== userId) throw new ApiError('NOT_MATCHED', '내가 올린 설문만 삭제할 수 있어요.');
    await tx.update(communityPosts).set({ status: 'deleted', deletedAt: now, updatedAt: now }).where(eq(communityPosts.postId, postId));
    return { postId, status: 'deleted' as const };
  });
}

/* ------------------------------------------------------------ views and shares */

/** The KST calendar day of `now` as YYYY-MM-DD. */
export const kstDay = (now: Date) => new Date(now.getTime() + KST_OFFSET_MS).toISOString().slice(0, 10);

/**
 * Devices of one address whose views of one post count on one KST day (issue 29, item 7). A device
 * proves itself with the secret /app/access issued, and anyone may register new devices: past this
 * many from one address, a device's view counts as its address's (at most once). Generous for a
 * household or an office; a mobile carrier's shared address loses some real views rather than
 * letting one client add a hundred.
 */
export const VIEW_DEVICES_PER_ADDRESS = 10;

/**
 * Who a view is counted for (issue 29, item 7): a signed-in member; a device that proved itself
 * (its deviceSecret) with the client key of its address (server/infra/client-key.ts); or, for any
 * other visitor, the address alone — a made-up deviceUuid proves nothing.
 */
export type Viewer = { userId: number } | { deviceUuid: string; clientKey: string } | { clientKey: string };

/**
 * Count a view once per viewer, target and KST day (SPEC §7 view-count; issue 29 item 7): viewer
 * key 'u:<userId>' for a member, 'd:<deviceUuid>' for a proven device while fewer than
 * {@link VIEW_DEVICES_PER_ADDRESS} devices of its address were counted on that post that day, else
 * 'a:<clientKey>'. One address thus adds at most VIEW_DEVICES_PER_ADDRESS + 1 views a post a day
 * (members aside). A device's view locks the post's row first, so the per-address count and the
 * insert are one step under parallel requests; viewCount moves only when the view row is new.
 * @returns the post's viewCount after the call and whether this view was counted
 * @throws ApiError 8 when the post is not a visible post of `type`
 */
export async function countView(db: Db, type: CommunityType, postId: number, viewer: Viewer, now: Date) {
  const viewDate = kstDay(now);
  return db.transaction(async (tx) => {
    const device = 'deviceUuid' in viewer ? viewer : null;
    await visiblePost(tx, type, postId, !!device);
    let row: { viewerKey: string; clientKey: string | null };
    if ('userId' in viewer) row = { viewerKey: `u:${viewer.userId}`, clientKey: null };
    else if (device) {
      const viewerKey = `d:${device.deviceUuid}`;
      const mine = and(eq(communityViews.postId, postId), eq(communityViews.viewDate, viewDate));
      const [seen] = await tx
        .select({ postId: communityViews.postId })
        .from(communityViews)
        .where(and(mine, eq(communityViews.viewerKey, viewerKey)));
      const [{ devices }] = seen
        ? [{ devices: 0 }]
        : await tx
            .select({ devices: count() })
            .from(communityViews)
            .where(and(mine, eq(communityViews.clientKey, device.clientKey)));
      row = seen || devices < VIEW_DEVICES_PER_ADDRESS ? { viewerKey, clientKey: device.clientKey } : { viewerKey: `a:${device.clientKey}`, clientKey: null };
    } else row = { viewerKey: `a:${viewer.clientKey}`, clientKey: null };
    const added = await tx
      .insert(communityViews)
      .values({ postId, viewDate, ...row })
      .onConflictDoNothing()
      .returning({ postId: communityViews.postId });
    const [post] = added.length
      ? await tx
          .update(communityPosts)
          .set({ viewCount: sql`${communityPosts.viewCount} + 1` })
          .where(eq(communityPosts.postId, postId))
          .returning({ viewCount: communityPosts.viewCount })
      : await tx.select({ viewCount: communityPosts.viewCount }).from(communityPosts).where(eq(communityPosts.postId, postId));
    return { postId, viewCount: post!.viewCount, counted: added.length > 0 };
  });
}

/** Rows of views deleted per statement by {@link pruneViews} (a backlog goes in batches, never one long lock). */
const PRUNE_BATCH = 5_000;

/**
 * Delete view rows of KST days before yesterday (only today's rows decide whether a view counts;
 * yesterday's stay for instances whose clocks straddle midnight). The counts in community_posts stay.
 * @returns rows deleted
 */
export async function pruneViews(db: Db, now: Date): Promise<number> {
  const before = kstDay(new Date(now.getTime() - 86_400_000));
  let deleted = 0;
  for (;;) {
    const r = (await db.execute(
      sql`delete from community_views where ctid in (select ctid from community_views where view_date < ${before}::date limit ${PRUNE_BATCH}) returning 1`,
    )) as unknown as { rows: unknown[] };
    const n = r.rows.length;
    deleted += n;
    if (n < PRUNE_BATCH) return deleted;
  }
}

const prunedOn = new WeakMap<Db, string>();

/**
 * {@link pruneViews} at most once per KST day per process and database (view-count calls it; the
 * first view of a day starts it, nobody waits for it). Errors go to `onError`; the next day tries again.
 */
export function pruneViewsDaily(db: Db, now: Date, onError: (err: unknown) => void): void {
  const day = kstDay(now);
  if (prunedOn.get(db) === day) return;
  prunedOn.set(db, day);
  pruneViews(db, now).catch(onError);
}

/** Record a share of a visible post (SPEC §5: both communityType and postId). @throws ApiError 8 */
export async function recordShare(db: Db, type: CommunityType, postId: number, userId: number | null, now: Date) {
  await visiblePost(db, type, postId);
  const [row] = await db
    .insert(communityShares)
    .values({ postId, communityType: type, userId, createdAt: now })
    .returning({ shareId: communityShares.shareId });
  return { shareId: row!.shareId, postId, communityType: type };
}
