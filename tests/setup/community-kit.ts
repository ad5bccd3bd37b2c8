/**
 * Test helpers of the community route tests (issue 15): members made directly in the database with
 * a real access token, boards, and posts / replies inserted with chosen times and counters (so
 * paging, popular order and the daily board are tested on rows no sandbox limit stands in front of).
 */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '@server/db/client.js';
import { communityBoards, communityPosts, communityReplies, communityUploads, users } from '@server/db/schema/index.js';
import { dropAllCachedAnswers } from '@server/infra/cache/response-cache.js';
import type { TokenService } from '@server/domain/accounts/tokens.js';
import { contentHash } from '@server/domain/community/community-text.js';

export type Who = { userId: number; headers: Record<string, string> };

let seq = 0;
/**
 * A signed-in account: a member since two days ago unless `newMember` (signed up just now) or
 * `unfinished` (sign-up not finished); banned or withdrawn on request.
 */
export async function makeAccount(
  db: Db,
  tokens: TokenService,
  opts: { banned?: boolean; withdrawn?: boolean; unfinished?: boolean; newMember?: boolean } = {},
): Promise<Who> {
  seq += 1;
  const signUpDt = opts.unfinished ? null : new Date(Date.now() - (opts.newMember ? 60_000 : 2 * 86_400_000));
  const [u] = await db
    .insert(users)
    .values({
      channelType: 1001,
      providerUid: `community-test-${seq}-${Math.random().toString(36).slice(2)}`,
      nickName: opts.unfinished ? null : `커뮤${seq}`,
      signUpDt,
      isBanned: !!opts.banned,
      banMessage: opts.banned ? '운영 정책 위반으로 커뮤니티 이용이 제한되었어요.' : null,
      createdAt: signUpDt ?? new Date(),
    })
    .returning();
  const device = `w-community-${seq}`;
  const issued = await tokens.issue({ userId: u!.userId, deviceUuid: device });
  if (opts.withdrawn) await db.update(users).set({ withdrawnAt: new Date() }).where(eq(users.userId, u!.userId));
  return { userId: u!.userId, headers: { authorization: `Bearer ${issued.accessToken}`, deviceuuid: device } };
}

/**
 * The callers of one authorization-matrix row and what each must get (a SPEC §8 code, or 'ok'):
 * visitor, unfinished sign-up and withdrawn 110, banned 130, another member 12 where only the owner
 * may (else 'ok'), the owner 'ok'. `account` makes the fresh accounts (makeAccount on the file's app).
 */
export async function matrixCallers(
  account: (opts?: Parameters<typeof makeAccount>[2]) => Promise<Who>,
  owner: Who,
  ownerOnly: boolean,
): Promise<Array<[string, Who | undefined, number | 'ok']>> {
  return [
    ['visitor', undefined, 110],
    ['unfinished sign-up', await account({ unfinished: true }), 110],
    ['banned', await account({ banned: true }), 130],
    ['withdrawn', await account({ withdrawn: true }), 110],
    ['other member', await account(), ownerOnly ? 12 : 'ok'],
    ['owner', owner, 'ok'],
  ];
}

/** An inject answer as the checks read it. */
type Answer = { statusCode: number; body: string; json(): { code: number; message: string } };

/** Expect a 4xx with `code` and a Korean message (matching `message` when given). */
export function refused(res: Omit<Answer, 'body'>, code: number, message?: string | RegExp) {
  expect(res.statusCode, JSON.stringify(res.json())).toBeGreaterThanOrEqual(400);
  expect(res.statusCode).toBeLessThan(500);
  expect(res.json().code).toBe(code);
  expect(res.json().message).toMatch(/[가-힣]/);
  if (message) expect(res.json().message).toMatch(message);
}

/**
 * One caller of an authorization-matrix row (see matrixCallers): `send`'s answer is 200 where
 * `expected` is 'ok'; otherwise it is refused with that code (a banned caller is shown the ban
 * message) and writes nothing (communityCounts). Returns the answer for the row's own checks.
 */
export async function matrixAnswer<R extends Answer>(db: Db, label: string, expected: number | 'ok', send: () => Promise<R>): Promise<R> {
  const before = await communityCounts(db);
  const res = await send();
  if (expected === 'ok') {
    expect(res.statusCode, `${label}: ${res.body}`).toBe(200);
    return res;
  }
  refused(res, expected);
  if (expected === 130) expect(res.json().message).toBe('운영 정책 위반으로 커뮤니티 이용이 제한되었어요.');
  expect(await communityCounts(db), `${label} wrote nothing`).toEqual(before);
  return res;
}

/** The boards the tests post on (the community seed adds its own; codes are unique). */
export async function ensureBoards(db: Db): Promise<Record<string, number>> {
  await db
    .insert(communityBoards)
    .values([
      { code: 'free', name: '자유', sortOrder: 90 },
      { code: 'recipe', name: '레시피', sortOrder: 10 },
    ])
    .onConflictDoNothing();
  const rows = await db.select().from(communityBoards);
  return Object.fromEntries(rows.map((r) => [r.code, r.boardId]));
}

/** Insert a post directly (no sandbox), with chosen time, status and counters. */
export async function insertPost(
  db: Db,
  p: {
    userId: number | null;
    type?: 'dashboard' | 'qna' | 'survey';
    boardId?: number | null;
    title?: string;
    content?: string;
    createdAt?: Date;
    status?: 'visible' | 'hidden' | 'deleted';
    likeCount?: number;
    replyCount?: number;
    viewCount?: number;
  },
): Promise<number> {
  const title = p.title ?? '제철 귤 이야기';
  const content = p.content ?? `귤이 정말 달고 맛있어요 ${Math.random()}`;
  const [row] = await db
    .insert(communityPosts)
    .values({
      communityType: p.type ?? 'dashboard',
      boardId: p.type === 'qna' || p.type === 'survey' ? null : (p.boardId ?? null),
      userId: p.userId,
      title,
      content,
      status: p.status ?? 'visible',
      likeCount: p.likeCount ?? 0,
      replyCount: p.replyCount ?? 0,
      viewCount: p.viewCount ?? 0,
      contentHash: contentHash(title, content),
      createdAt: p.createdAt ?? new Date(),
    })
    .returning({ postId: communityPosts.postId });
  dropAllCachedAnswers(db); // the lists answer through a response cache
  return row!.postId;
}

/** Insert a reply directly (no sandbox), at a chosen time. */
export async function insertReply(
  db: Db,
  r: { postId: number; userId: number | null; content?: string; createdAt?: Date; status?: 'visible' | 'hidden' | 'deleted' },
) {
  const content = r.content ?? `좋은 정보예요 ${Math.random()}`;
  const [row] = await db
    .insert(communityReplies)
    .values({
      postId: r.postId,
      userId: r.userId,
      content,
      contentHash: contentHash(content),
      createdAt: r.createdAt ?? new Date(),
      status: r.status ?? 'visible',
    })
    .returning({ replyId: communityReplies.replyId });
  await db.execute(sql`update community_posts set reply_count = reply_count + 1 where post_id = ${r.postId}`);
  dropAllCachedAnswers(db);
  return row!.replyId;
}

/** Row counts of the community tables and the outbox, digests of posts, replies and post pictures: the "nothing written" check. */
export async function communityCounts(db: Db) {
  const r = (await db.execute(
    sql`select (select count(*) from community_posts)::int as posts, (select count(*) from community_replies)::int as replies,
      (select count(*) from domain_events)::int as events,
      (select md5(coalesce(string_agg(post_id || status || title || content || coalesce(accepted_reply_id, 0) || reply_count, ',' order by post_id), '')) from community_posts) as posts_digest,
      (select md5(coalesce(string_agg(reply_id || status || is_accepted::text, ',' order by reply_id), '')) from community_replies) as replies_digest,
      (select md5(coalesce(string_agg(post_id || ':' || position || ':' || image_key, ',' order by post_id, position), '')) from community_post_images) as images_digest`,
  )) as unknown as { rows: Array<Record<string, unknown>> };
  return r.rows[0];
}

/** Upload rows (no bytes: the post calls only need the rows) with fresh keys, uploaded `at`. */
export async function insertUploads(db: Db, userId: number | null, n: number, at = new Date()): Promise<string[]> {
  const keys = Array.from({ length: n }, () => createHash('sha256').update(`${Math.random()}-${Date.now()}`).digest('hex'));
  await db
    .insert(communityUploads)
    .values(keys.map((imageKey, i) => ({ imageKey, userId, contentType: 'image/webp', width: 600 + i, height: 400 + i, bytes: 1000, createdAt: at })));
  return keys;
}
