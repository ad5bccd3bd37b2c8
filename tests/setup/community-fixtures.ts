/**
 * Community rows for API tests, written straight into the database (issue 15): the post and reply
 * calls belong to server/routes/community, and a test of reactions needs only the rows. Every
 * helper returns the ids it made.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { communityPosts, communityReplies, communityReports, surveyOptions, users } from '@server/db/schema/index.js';
import { TRUST_LEVELS } from '@server/domain/moderation/flag-weights.js';
import type { CommunityType } from '@contract/rules.js';

let seq = 0;

/** A signed-up author row (no session): posts need a user id. */
export async function fixtureAuthor(db: Db, label = 'author'): Promise<number> {
  seq += 1;
  const [u] = await db
    .insert(users)
    .values({
      channelType: 1001,
      providerUid: `community-fixture-${label}-${seq}-${Date.now()}`,
      nickName: `글쓴이${seq}${label.slice(0, 4)}`,
      signUpDt: new Date(),
    })
    .returning({ userId: users.userId });
  return u!.userId;
}

/** A visible post of `type` by `userId` (a survey gets `options` and closes at `endsAt`, default in 3 days). */
export async function fixturePost(
  db: Db,
  opts: {
    type: CommunityType;
    userId: number | null;
    title?: string;
    status?: 'visible' | 'hidden' | 'deleted';
    options?: string[];
    endsAt?: Date;
    createdAt?: Date;
  },
): Promise<{ postId: number; optionIds: number[] }> {
  seq += 1;
  const survey = opts.type === 'survey';
  const [p] = await db
    .insert(communityPosts)
    .values({
      communityType: opts.type,
      userId: opts.userId,
      title: opts.title ?? `${opts.type} 글 ${seq}`,
      content: `테스트로 쓴 ${opts.type} 글이에요 ${seq}`,
      status: opts.status ?? 'visible',
      contentHash: `fixture-${seq}`,
      surveyEndsAt: survey ? (opts.endsAt ?? new Date(Date.now() + 3 * 24 * 3600_000)) : null,
      ...(opts.createdAt ? { createdAt: opts.createdAt } : {}),
    })
    .returning({ postId: communityPosts.postId });
  const optionIds = survey
    ? (
        await db
          .insert(surveyOptions)
          .values((opts.options ?? ['사과', '배', '귤']).map((label, i) => ({ postId: p!.postId, position: i + 1, label })))
          .returning({ optionId: surveyOptions.optionId })
      ).map((o) => o.optionId)
    : [];
  return { postId: p!.postId, optionIds };
}

/**
 * A dashboard post hidden by one member's report, as the moderation queue receives it (issue 32):
 * its author and reporter (fixtureAuthor rows named by `labels`), the report's reason 'spam' with
 * `memo`, and the reporter's trust level, which is also the report's weight.
 */
export async function fixtureReportedPost(
  db: Db,
  opts: { title: string; memo: string; trustLevel: number; labels: [author: string, reporter: string] },
): Promise<{ postId: number }> {
  const author = await fixtureAuthor(db, opts.labels[0]);
  const reporter = await fixtureAuthor(db, opts.labels[1]);
  const post = await fixturePost(db, { type: 'dashboard', userId: author, title: opts.title, status: 'hidden' });
  await db.insert(communityReports).values({
    userId: reporter,
    targetType: 'post',
    targetId: post.postId,
    reasonCode: 'spam',
    memo: opts.memo,
    trustLevel: opts.trustLevel,
    weight: opts.trustLevel,
  });
  return { postId: post.postId };
}

/** A visible reply of `postId` by `userId` (the post's replyCount moves with it). */
export async function fixtureReply(db: Db, postId: number, userId: number | null, status: 'visible' | 'hidden' | 'deleted' = 'visible'): Promise<number> {
  seq += 1;
  const [r] = await db
    .insert(communityReplies)
    .values({ postId, userId, content: `댓글 ${seq}`, status, contentHash: `fixture-reply-${seq}` })
    .returning({ replyId: communityReplies.replyId });
  await db.execute(sql`update community_posts set reply_count = reply_count + 1 where post_id = ${postId}`);
  return r!.replyId;
}

/**
 * One of each kind with a reply, by a fixture author, for tests that call every endpoint (the
 * contract test, the hostile suite): ids as strings by parameter name.
 */
export async function communitySamples(db: Db) {
  const author = await fixtureAuthor(db, 'samples');
  const dashboard = await fixturePost(db, { type: 'dashboard', userId: author });
  const qna = await fixturePost(db, { type: 'qna', userId: author });
  const survey = await fixturePost(db, { type: 'survey', userId: author });
  const closed = await fixturePost(db, { type: 'survey', userId: author, endsAt: new Date(Date.now() - 3600_000) });
  const replies = [await fixtureReply(db, dashboard.postId, author), await fixtureReply(db, qna.postId, author), await fixtureReply(db, survey.postId, author)];
  return { author, dashboard, qna, survey, closed, replies };
}

/**
 * Make member `userId` reach trust level `level` (issue 29; server/domain/moderation/flag-weights.ts
 * TRUST_LEVELS) the way a member does: signed up the level's days ago (plus one), with visible
 * replies written on the level's number of distinct KST days that received its likes. The replies
 * sit under one question of a fixture author (no board: board counts stay as they were); with
 * `historyPost: 'deleted'` that question is a deleted one (its replies still count: they are
 * visible replies), so no list or search shows it. Level 0 leaves the member as they are. Returns
 * the question's id (null for level 0).
 */
export async function makeTrusted(
  db: Db,
  userId: number,
  level: 0 | 1 | 2 | 3,
  now = new Date(),
  opts: { historyPost?: 'visible' | 'deleted' } = {},
): Promise<number | null> {
  const l = TRUST_LEVELS[level]!;
  if (level === 0) return null;
  const DAY = 24 * 3600_000;
  await db
    .update(users)
    .set({ signUpDt: new Date(now.getTime() - (l.minAgeDays + 1) * DAY) })
    .where(eq(users.userId, userId));
  const author = await fixtureAuthor(db, 'history');
  const { postId } = await fixturePost(db, {
    type: 'qna',
    userId: author,
    status: opts.historyPost ?? 'visible',
    createdAt: new Date(now.getTime() - (l.minAgeDays + 1) * DAY),
  });
  const rows = Array.from({ length: l.minWritten }, (_, i) => {
    seq += 1;
    // Spread over minActiveDays distinct past days, at 03:00 UTC (12:00 KST: the same calendar day in both).
    const day = i % Math.max(1, l.minActiveDays);
    return {
      postId,
      userId,
      content: `지난 댓글 ${seq}`,
      contentHash: `fixture-history-${seq}`,
      likeCount: i === 0 ? l.minLikesReceived : 0,
      createdAt: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1 - day, 3)),
    };
  });
  await db.insert(communityReplies).values(rows);
  await db.execute(sql`update community_posts set reply_count = reply_count + ${rows.length} where post_id = ${postId}`);
  return postId;
}
