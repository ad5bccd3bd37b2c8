/**
 * The reports ops command (scripts/reports.ts) against a migrated PGlite: list shows hidden targets
 * with their unresolved reports, restore shows a target again, remove keeps it hidden, both resolve
 * the reports; refusals with their exit codes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { openDatabase, type Database } from '@server/db/client.js';
import { communityPosts, communityReplies, communityReports } from '@server/db/schema/index.js';
import { fixtureAuthor, fixturePost, fixtureReply } from '@tests/setup/community-fixtures.js';
import { reportsCommand, USAGE } from './reports.js';
import { pgliteTemplate } from '@tests/setup/pglite-template.js';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: ':memory:', loadDataDir: pgliteTemplate() });
  await database.migrate();
});
afterAll(() => database.close());
const run = (...args: string[]) => reportsCommand(database.db, args, new Date('2026-11-24T03:00:00Z'));

describe('reports command', () => {
  it('lists hidden targets with their reports, restores one and removes another', async () => {
    const db = database.db;
    expect(await run('list')).toEqual({ code: 0, out: '검토할 신고가 없어요.' });
    const author = await fixtureAuthor(db);
    const reporters = [await fixtureAuthor(db, 'r1'), await fixtureAuthor(db, 'r2'), await fixtureAuthor(db, 'r3')];
    const post = await fixturePost(db, { type: 'dashboard', userId: author, title: '싸게 팝니다 연락 주세요', status: 'hidden' });
    const visible = await fixturePost(db, { type: 'dashboard', userId: author });
    const replyId = await fixtureReply(db, visible.postId, author, 'hidden');
    const at = new Date('2026-11-23T01:00:00Z');
    await db.insert(communityReports).values([
      ...reporters.map((userId, i) => ({
        userId,
        targetType: 'post',
        targetId: post.postId,
        reasonCode: i === 2 ? 'etc' : 'spam',
        memo: i === 2 ? '전화번호를 적었어요' : null,
        createdAt: at,
      })),
      ...reporters.map((userId) => ({ userId, targetType: 'reply', targetId: replyId, reasonCode: 'abuse', createdAt: at })),
      // A report on a visible post (below the threshold) is not listed.
      { userId: reporters[0]!, targetType: 'post', targetId: visible.postId, reasonCode: 'spam', createdAt: at },
    ]);
    const list = await run('list');
    expect(list.code).toBe(0);
    expect(list.out).toContain(`post ${post.postId}\t신고 3건\t싸게 팝니다 연락 주세요`);
    expect(list.out).toContain(`reply ${replyId} (글 ${visible.postId})\t신고 3건`);
    expect(list.out).toContain('2026-11-23 10:00');
    expect(list.out).toContain('스팸·광고');
    expect(list.out).toContain('기타 (전화번호를 적었어요)');
    expect(list.out).not.toContain(`post ${visible.postId}\t`);

    expect(await run('restore', 'post', String(post.postId))).toEqual({ code: 0, out: `post ${post.postId}: 신고 3건 처리 — 다시 보이게 했어요` });
    expect((await db.select().from(communityPosts).where(eq(communityPosts.postId, post.postId)))[0]!.status).toBe('visible');
    expect((await run('remove', 'reply', String(replyId))).code).toBe(0);
    expect((await db.select().from(communityReplies).where(eq(communityReplies.replyId, replyId)))[0]!.status).toBe('hidden');
    const resolved = await db
      .select()
      .from(communityReports)
      .where(and(eq(communityReports.targetType, 'reply'), eq(communityReports.targetId, replyId)));
    expect(resolved.map((r) => [r.resolution, r.resolvedAt?.toISOString()])).toEqual(Array(3).fill(['removed', '2026-11-24T03:00:00.000Z']));
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
