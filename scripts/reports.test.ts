/**
 * The reports ops command (scripts/reports.ts) against a migrated database (PGlite, or PostgreSQL
 * when one is given: tests/setup/test-app.ts useTestDatabase): list shows the moderation
 * queue — hidden targets with their unresolved reports, each with the reporter's trust, weight and
 * record (issue 29), review requests, and reported targets still shown — restore shows a target
 * again, remove keeps it hidden, both resolve the reports and count in the reporters' record;
 * refusals with their exit codes.
 */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { communityPosts, communityReplies, communityReports, communityReviewRequests, users } from '@server/db/schema/index.js';
import { fixtureAuthor, fixturePost, fixtureReply } from '@tests/setup/community-fixtures.js';
import { useTestDatabase } from '@tests/setup/test-app.js';
import { reportsCommand, USAGE } from './reports.js';

const database = useTestDatabase();
const run = (...args: string[]) => reportsCommand(database.db, args, new Date('2026-11-24T03:00:00Z'));

describe('reports command', () => {
  it('list shows the moderation queue with each report’s reason, the reporter’s trust, weight and record, and review requests (issue 29); restore and remove resolve them', async () => {
    const db = database.db;
    expect(await run('list')).toEqual({ code: 0, out: '검토할 신고가 없어요.' });
    const author = await fixtureAuthor(db);
    const reporters = [await fixtureAuthor(db, 'r1'), await fixtureAuthor(db, 'r2'), await fixtureAuthor(db, 'r3')];
    const post = await fixturePost(db, { type: 'dashboard', userId: author, title: '싸게 팝니다 연락 주세요', status: 'hidden' });
    const visible = await fixturePost(db, { type: 'dashboard', userId: author });
    const replyId = await fixtureReply(db, visible.postId, author, 'hidden');
    const at = new Date('2026-11-23T01:00:00Z');
    // Weights as the reporters' trust gave them when they filed (flag-weights.ts): 신뢰 회원 3, 활동 회원 2, 새 회원 0.
    const levels = [
      { trustLevel: 3, weight: 3 },
      { trustLevel: 2, weight: 2 },
      { trustLevel: 0, weight: 0 },
    ];
    await db.insert(communityReports).values([
      ...reporters.map((userId, i) => ({
        userId,
        targetType: 'post',
        targetId: post.postId,
        reasonCode: i === 2 ? 'etc' : 'spam',
        memo: i === 2 ? '전화번호를 적었어요' : null,
        createdAt: at,
        ...levels[i]!,
      })),
      ...reporters.map((userId, i) => ({ userId, targetType: 'reply', targetId: replyId, reasonCode: 'abuse', createdAt: at, ...levels[i]! })),
      // A report on a visible post (under the threshold): listed among the targets still shown.
      { userId: reporters[0]!, targetType: 'post', targetId: visible.postId, reasonCode: 'spam', createdAt: at, trustLevel: 3, weight: 3 },
      // Resolved earlier: r1 upheld twice, r2 dismissed once (their record).
      { userId: reporters[0]!, targetType: 'reply', targetId: 900_001, reasonCode: 'spam', createdAt: at, resolvedAt: at, resolution: 'removed' },
      { userId: reporters[0]!, targetType: 'reply', targetId: 900_002, reasonCode: 'spam', createdAt: at, resolvedAt: at, resolution: 'removed' },
      { userId: reporters[1]!, targetType: 'reply', targetId: 900_003, reasonCode: 'spam', createdAt: at, resolvedAt: at, resolution: 'restored' },
    ]);
    await db.insert(communityReviewRequests).values({ userId: author, targetType: 'post', targetId: post.postId, createdAt: new Date('2026-11-23T05:00:00Z') });
    const [r1] = await db.select({ nickName: users.nickName }).from(users).where(eq(users.userId, reporters[0]!));
    const list = await run('list');
    expect(list.code).toBe(0);
    const lines = list.out.split('\n');
    expect(lines[0]).toBe('가려진 글·댓글 (무게 6 이상)');
    // The post whose author asked for review comes first, with the request's time.
    expect(lines[1]).toBe(`post ${post.postId}\t신고 3건, 무게 5/6\t검토 요청 2026-11-23 14:00\t싸게 팝니다 연락 주세요`);
    expect(lines[2]).toBe(`  - 2026-11-23 10:00 ${r1!.nickName} [신뢰 회원, 무게 3, 인정 2·기각 0]: 스팸·광고`);
    expect(lines[3]).toContain('[활동 회원, 무게 2, 인정 0·기각 1]: 스팸·광고');
    expect(lines[4]).toContain('[새 회원, 무게 0, 인정 0·기각 0]: 기타 (전화번호를 적었어요)');
    expect(list.out).toContain(`reply ${replyId} (글 ${visible.postId})\t신고 3건, 무게 5/6\t`);
    expect(list.out).toContain('신고됐지만 보이는 글·댓글 (무게 6 미만)');
    expect(list.out).toContain(`post ${visible.postId}\t신고 1건, 무게 3/6\t`);
    expect(list.out.indexOf(`post ${visible.postId}\t`)).toBeGreaterThan(list.out.indexOf('신고됐지만 보이는'));
    // A reporter banned since counts nothing: shown as such.
    await db.update(users).set({ isBanned: true }).where(eq(users.userId, reporters[1]!));
    expect((await run('list')).out).toContain(`post ${post.postId}\t신고 3건, 무게 3/6\t`);
    expect((await run('list')).out).toContain('무게 0 (제재·탈퇴한 회원, 원래 2)');
    await db.update(users).set({ isBanned: false }).where(eq(users.userId, reporters[1]!));

    expect(await run('restore', 'post', String(post.postId))).toEqual({ code: 0, out: `post ${post.postId}: 신고 3건 처리 — 다시 보이게 했어요` });
    expect((await db.select().from(communityPosts).where(eq(communityPosts.postId, post.postId)))[0]!.status).toBe('visible');
    expect((await run('remove', 'reply', String(replyId))).code).toBe(0);
    expect((await db.select().from(communityReplies).where(eq(communityReplies.replyId, replyId)))[0]!.status).toBe('hidden');
    const resolved = await db
      .select()
      .from(communityReports)
      .where(and(eq(communityReports.targetType, 'reply'), eq(communityReports.targetId, replyId)));
    expect(resolved.map((r) => [r.resolution, r.resolvedAt?.toISOString()])).toEqual(Array(3).fill(['removed', '2026-11-24T03:00:00.000Z']));
    // Restoring the post resolved its review request too; its reporters' record now counts it dismissed.
    const [request] = await db.select().from(communityReviewRequests).where(eq(communityReviewRequests.targetId, post.postId));
    expect(request).toMatchObject({ resolution: 'restored', resolvedAt: new Date('2026-11-24T03:00:00Z') });
    expect((await run('list')).out).toContain(`post ${visible.postId}\t신고 1건, 무게 3/6\t`);
    expect((await run('remove', 'post', String(visible.postId))).code).toBe(0);
    expect((await db.select().from(communityPosts).where(eq(communityPosts.postId, visible.postId)))[0]!.status).toBe('hidden');
    expect(await run('list')).toEqual({ code: 0, out: '검토할 신고가 없어요.' });
    // Nothing pending any more: refused (1).
    expect(await run('restore', 'post', String(post.postId))).toEqual({ code: 1, out: `post ${post.postId}에는 처리할 신고가 없어요.` });
  });

  it.each([
    [[]],
    [['list', 'x']],
    [['hide', 'post', '1']],
    [['restore', 'user', '1']],
    [['restore', 'post', 'abc']],
    [['remove', 'post']],
    [['remove', 'post', '1', '2']],
  ])('bad usage %j → 2', async (args) => {
    expect(await run(...args)).toEqual({ code: 2, out: USAGE });
  });
});
