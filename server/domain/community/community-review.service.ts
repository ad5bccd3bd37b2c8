/**
 * Content hidden by reports, after the hiding (issue 29 item 4; docs/decisions/038-flag-weights.md;
 * SPEC §7 "### Community", §8): what its author still sees of it, the author's one request for
 * review (POST /api/v1/community/review-request — not in SPEC, see the decision record), and the
 * moderation queue of `npm run reports` (hidden targets, review requests, and reported targets not
 * hidden yet, each report with its reporter's trust and weight) with its two decisions.
 *
 * Public reads never change: a hidden post or reply answers 8 to everyone, its author included —
 * the author reads it through the member-only GET /api/v1/community/my/hidden (never cached).
 */
import { josa } from 'es-hangul';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import type { Tx } from '@server/db/locks.js';
import { communityPosts, communityReplies, communityReports, communityReviewRequests, users } from '@server/db/schema/index.js';
import { ApiError } from '@server/errors.js';
import { publishStale } from '@server/infra/cache/response-cache.js';
import { trustLevelName } from '@server/domain/moderation/flag-weights.js';
import { HIDDEN_NOTICES, type HiddenReviewState, type MyHidden, type ReviewRequest, type ReviewRequestBody } from '@contract/community-react.js';
import type { CommunityType, ReportTargetType } from '@contract/rules.js';
import { postImages } from './community.service.js';
import { postOfReply } from './community-react.service.js';

type Runner = Db | Tx;
const NOUN: Record<ReportTargetType, string> = { post: '글', reply: '댓글' };

/** Where the review of a hidden target stands: 'requested' (an open request), 'available' (unresolved reports), else 'closed'. */
async function reviewStates(db: Runner, targetType: ReportTargetType, ids: number[]): Promise<Map<number, HiddenReviewState>> {
  const out = new Map<number, HiddenReviewState>(ids.map((id) => [id, 'closed']));
  if (ids.length === 0) return out;
  const pending = await db
    .selectDistinct({ id: communityReports.targetId })
    .from(communityReports)
    .where(and(eq(communityReports.targetType, targetType), inArray(communityReports.targetId, ids), isNull(communityReports.resolvedAt)));
  for (const r of pending) out.set(r.id, 'available');
  const requested = await db
    .select({ id: communityReviewRequests.targetId })
    .from(communityReviewRequests)
    .where(and(eq(communityReviewRequests.targetType, targetType), inArray(communityReviewRequests.targetId, ids), isNull(communityReviewRequests.resolvedAt)));
  for (const r of requested) out.set(r.id, 'requested');
  return out;
}

/**
 * The member's own content of post `postId` that reports hid (GET /api/v1/community/my/hidden;
 * issue 29 item 4): the post when it is theirs and hidden, and their hidden replies on it, each with
 * its review state and the notice to show. Another member's hidden post is not in it (null).
 * @throws ApiError 8 unknown or deleted post
 */
export async function myHiddenContent(db: Db, userId: number, postId: number): Promise<MyHidden> {
  const [post] = await db
    .select({
      postId: communityPosts.postId,
      userId: communityPosts.userId,
      communityType: communityPosts.communityType,
      title: communityPosts.title,
      content: communityPosts.content,
      status: communityPosts.status,
      createdAt: communityPosts.createdAt,
    })
    .from(communityPosts)
    .where(eq(communityPosts.postId, postId));
  if (!post || post.status === 'deleted') throw new ApiError('NO_DATA', '글을 찾을 수 없어요.');
  const replies = await db
    .select({ replyId: communityReplies.replyId, content: communityReplies.content, createdAt: communityReplies.createdAt })
    .from(communityReplies)
    .where(and(eq(communityReplies.postId, postId), eq(communityReplies.userId, userId), eq(communityReplies.status, 'hidden')))
    .orderBy(asc(communityReplies.createdAt), asc(communityReplies.replyId));
  const mine = post.status === 'hidden' && post.userId === userId;
  const [postState, replyStates] = await Promise.all([
    mine ? reviewStates(db, 'post', [postId]) : Promise.resolve(new Map<number, HiddenReviewState>()),
    reviewStates(
      db,
      'reply',
      replies.map((r) => r.replyId),
    ),
  ]);
  const review = (state: HiddenReviewState) => ({ review: state, notice: HIDDEN_NOTICES[state] });
  return {
    post: mine
      ? {
          postId,
          communityType: post.communityType as CommunityType,
          title: post.title,
          content: post.content,
          images: await postImages(db, postId),
          createdAt: post.createdAt.toISOString(),
          ...review(postState.get(postId)!),
        }
      : null,
    replies: replies.map((r) => ({
      replyId: r.replyId,
      postId,
      content: r.content,
      createdAt: r.createdAt.toISOString(),
      ...review(replyStates.get(r.replyId)!),
    })),
  };
}

/**
 * The author asks once for review of their post or reply hidden by reports (POST
 * /api/v1/community/review-request; issue 29 item 4), in the caller's transaction: the target's row
 * is locked, so two requests at once make one. A second request while one is open, or one after a
 * moderator decided, is refused.
 * @throws ApiError 8 unknown or deleted target; 12 another member's; 13 not hidden, already decided, or already requested
 */
export async function requestReview(tx: Tx, userId: number, body: ReviewRequestBody, now: Date): Promise<ReviewRequest> {
  const { targetType, targetId } = body;
  const noun = NOUN[targetType];
  const [target] =
    targetType === 'post'
      ? await tx
          .select({ userId: communityPosts.userId, status: communityPosts.status, postId: communityPosts.postId })
          .from(communityPosts)
          .where(eq(communityPosts.postId, targetId))
          .for('update')
      : await tx
          .select({ userId: communityReplies.userId, status: communityReplies.status, postId: communityReplies.postId })
          .from(communityReplies)
          .where(eq(communityReplies.replyId, targetId))
          .for('update');
  if (!target || target.status === 'deleted') throw new ApiError('NO_DATA', `${josa(noun, '을/를')} 찾을 수 없어요.`);
  if (target.userId !== userId) throw new ApiError('NOT_MATCHED', `내가 쓴 ${noun}만 검토를 요청할 수 있어요.`);
  if (target.status !== 'hidden') throw new ApiError('OUT_OF_RANGE', `가려진 ${noun}만 검토를 요청할 수 있어요.`);
  const state = (await reviewStates(tx, targetType, [targetId])).get(targetId);
  if (state === 'requested') throw new ApiError('OUT_OF_RANGE', `이미 검토를 요청한 ${josa(noun, '이에요/예요')}.`);
  if (state === 'closed') throw new ApiError('OUT_OF_RANGE', `검토가 끝난 ${josa(noun, '이에요/예요')}.`);
  const [made] = await tx
    .insert(communityReviewRequests)
    .values({ userId, targetType, targetId, createdAt: now })
    .onConflictDoNothing()
    .returning({ requestId: communityReviewRequests.requestId, createdAt: communityReviewRequests.createdAt });
  if (!made) throw new ApiError('OUT_OF_RANGE', `이미 검토를 요청한 ${josa(noun, '이에요/예요')}.`);
  return { requestId: made.requestId, targetType, targetId, postId: target.postId, requestedAt: made.createdAt.toISOString() };
}

/* ------------------------------------------------------------ ops: the moderation queue */

/** One unresolved report as a moderator reads it. */
export interface QueueReport {
  reportId: number;
  reporter: string;
  /** The reporter's trust level when they filed it (flag-weights.ts TRUST_LEVELS), and its name. */
  trustLevel: number;
  trustName: string;
  /** What it weighed when filed. */
  weight: number;
  /** False when the reporter is banned or withdrawn now: it counts nothing. */
  counts: boolean;
  /** The reporter's record now: their resolved reports upheld and dismissed. */
  upheld: number;
  dismissed: number;
  reasonCode: string;
  memo: string | null;
  createdAt: Date;
}

/** A reported post or reply with its unresolved reports (scripts/reports.ts). */
export interface QueueTarget {
  targetType: ReportTargetType;
  targetId: number;
  postId: number;
  text: string;
  status: 'hidden' | 'visible';
  /** The summed weight of the reports that count (≥ HIDE_THRESHOLD hides it: flag-weights.ts). */
  weight: number;
  /** When its author asked for review, if they did. */
  reviewRequestedAt: Date | null;
  reports: QueueReport[];
}

/**
 * The moderation queue: every post and reply with unresolved reports that is not deleted — the
 * hidden ones first (those whose author asked for review first, then by their oldest report), then
 * the reported ones still shown, heaviest first; each report with its reporter's trust and weight.
 */
export async function moderationQueue(db: Db): Promise<QueueTarget[]> {
  const reports = await db
    .select({
      reportId: communityReports.reportId,
      targetType: communityReports.targetType,
      targetId: communityReports.targetId,
      reasonCode: communityReports.reasonCode,
      memo: communityReports.memo,
      createdAt: communityReports.createdAt,
      weight: communityReports.weight,
      trustLevel: communityReports.trustLevel,
      nickName: users.nickName,
      userId: communityReports.userId,
      isBanned: users.isBanned,
      withdrawnAt: users.withdrawnAt,
    })
    .from(communityReports)
    .leftJoin(users, eq(users.userId, communityReports.userId))
    .where(isNull(communityReports.resolvedAt))
    .orderBy(asc(communityReports.createdAt), asc(communityReports.reportId));
  if (reports.length === 0) return [];
  const reporterIds = [...new Set(reports.map((r) => r.userId))];
  const records = await db
    .select({
      userId: communityReports.userId,
      upheld: sql<number>`count(*) filter (where ${communityReports.resolution} = 'removed')::int`,
      dismissed: sql<number>`count(*) filter (where ${communityReports.resolution} = 'restored')::int`,
    })
    .from(communityReports)
    .where(inArray(communityReports.userId, reporterIds))
    .groupBy(communityReports.userId);
  const recordOf = new Map(records.map((r) => [r.userId, r]));
  const ids = (type: string) => [...new Set(reports.filter((r) => r.targetType === type).map((r) => r.targetId))];
  const postIds = ids('post');
  const replyIds = ids('reply');
  const posts = postIds.length
    ? await db
        .select({ id: communityPosts.postId, postId: communityPosts.postId, text: communityPosts.title, status: communityPosts.status })
        .from(communityPosts)
        .where(inArray(communityPosts.postId, postIds))
    : [];
  const replies = replyIds.length
    ? await db
        .select({ id: communityReplies.replyId, postId: communityReplies.postId, text: communityReplies.content, status: communityReplies.status })
        .from(communityReplies)
        .where(inArray(communityReplies.replyId, replyIds))
    : [];
  const requests = await db
    .select({ targetType: communityReviewRequests.targetType, targetId: communityReviewRequests.targetId, createdAt: communityReviewRequests.createdAt })
    .from(communityReviewRequests)
    .where(isNull(communityReviewRequests.resolvedAt));
  const requestedAt = new Map(requests.map((r) => [`${r.targetType}:${r.targetId}`, r.createdAt]));
  const out = new Map<string, QueueTarget>();
  for (const [type, rows] of [
    ['post', posts],
    ['reply', replies],
  ] as const)
    for (const r of rows)
      if (r.status === 'hidden' || r.status === 'visible')
        out.set(`${type}:${r.id}`, {
          targetType: type,
          targetId: r.id,
          postId: r.postId,
          text: r.text,
          status: r.status,
          weight: 0,
          reviewRequestedAt: requestedAt.get(`${type}:${r.id}`) ?? null,
          reports: [],
        });
  for (const r of reports) {
    const target = out.get(`${r.targetType}:${r.targetId}`);
    if (!target) continue;
    const counts = r.isBanned === false && r.withdrawnAt === null;
    if (counts) target.weight += r.weight;
    const record = recordOf.get(r.userId);
    target.reports.push({
      reportId: r.reportId,
      reporter: r.nickName ?? `#${r.userId}`,
      trustLevel: r.trustLevel,
      trustName: trustLevelName(r.trustLevel),
      weight: r.weight,
      counts,
      upheld: record?.upheld ?? 0,
      dismissed: record?.dismissed ?? 0,
      reasonCode: r.reasonCode,
      memo: r.memo,
      createdAt: r.createdAt,
    });
  }
  const firstReport = (t: QueueTarget) => t.reports[0]!.createdAt.getTime();
  return [...out.values()].sort((a, b) => {
    if (a.status !== b.status) return a.status === 'hidden' ? -1 : 1;
    if (a.status === 'hidden') {
      if ((a.reviewRequestedAt === null) !== (b.reviewRequestedAt === null)) return a.reviewRequestedAt ? -1 : 1;
      return firstReport(a) - firstReport(b);
    }
    return b.weight - a.weight || firstReport(a) - firstReport(b);
  });
}

/**
 * Resolve a target's unresolved reports and its open review request: 'restored' shows a hidden
 * target again (its reporters' record counts it dismissed), 'removed' keeps it hidden or hides a
 * shown one (upheld). A deleted target stays deleted. Returns how many reports it resolved (0:
 * nothing pending on that target; the request, if any, is resolved all the same).
 */
export async function resolveReports(db: Db, targetType: ReportTargetType, targetId: number, resolution: 'restored' | 'removed', now: Date): Promise<number> {
  const resolved = await db.transaction(async (tx) => {
    const done = await tx
      .update(communityReports)
      .set({ resolvedAt: now, resolution })
      .where(and(eq(communityReports.targetType, targetType), eq(communityReports.targetId, targetId), isNull(communityReports.resolvedAt)))
      .returning({ reportId: communityReports.reportId });
    await tx
      .update(communityReviewRequests)
      .set({ resolvedAt: now, resolution })
      .where(
        and(eq(communityReviewRequests.targetType, targetType), eq(communityReviewRequests.targetId, targetId), isNull(communityReviewRequests.resolvedAt)),
      );
    if (done.length === 0) return 0;
    const table = targetType === 'post' ? communityPosts : communityReplies;
    const id = targetType === 'post' ? communityPosts.postId : communityReplies.replyId;
    const from = resolution === 'restored' ? 'hidden' : 'visible';
    await tx
      .update(table)
      .set({ status: resolution === 'restored' ? 'visible' : 'hidden' })
      .where(and(eq(id, targetId), eq(table.status, from)));
    return done.length;
  });
  if (resolved > 0) {
    // Shown again or kept hidden: every instance drops what showed it (issue 28: the ops command
    // publishes itself, through the cache bus it attaches; the server's own callers likewise).
    const postId = targetType === 'post' ? targetId : await postOfReply(db, targetId);
    publishStale(db, [{ view: 'communityLists' }, postId === null ? { view: 'communityPost' } : { view: 'communityPost', id: postId }]);
  }
  return resolved;
}
