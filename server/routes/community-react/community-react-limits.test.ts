/**
 * Request limits of the community reactions (issue 15; docs/decisions/018-community-reactions.md),
 * on an app with a small AUTH_RATE_LIMIT_PER_MINUTE: view-count and post-share per client address,
 * member writes per member (131 with a Korean message), and an over-limit call writes nothing.
 */
import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { useTestApp } from '@tests/setup/test-app.js';
import { fixtureAuthor, fixturePost } from '@tests/setup/community-fixtures.js';
import { accountMaker, testTokens } from '@tests/setup/members.js';
import { communityPostLikes, communityPosts, communityViews } from '@server/db/schema/index.js';

const LIMIT = 5;
const t = useTestApp({ products: 100, env: { AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT) }, tokens: testTokens }, 60000);

describe('community reaction limits', () => {
  it(`view-count: ${LIMIT} a minute per address, then 131 and nothing counted`, async () => {
    const author = await fixtureAuthor(t.db);
    const posts = await Promise.all(Array.from({ length: LIMIT + 1 }, () => fixturePost(t.db, { type: 'dashboard', userId: author })));
    for (const { postId } of posts.slice(0, LIMIT)) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/community/view-count',
        headers: { deviceuuid: 'w-limit' },
        payload: { communityType: 'dashboard', postId },
      });
      expect(res.statusCode).toBe(200);
    }
    const views = async () => (await t.db.select({ n: count() }).from(communityViews))[0]!.n;
    const before = await views();
    const over = await t.app.inject({
      method: 'POST',
      url: '/api/v1/community/view-count',
      headers: { deviceuuid: 'w-limit' },
      payload: { communityType: 'dashboard', postId: posts[LIMIT]!.postId },
    });
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe(131);
    expect(over.json().message).toMatch(/요청이 너무 많아요/);
    expect(await views()).toBe(before);
    expect((await t.db.select().from(communityPosts).where(eq(communityPosts.postId, posts[LIMIT]!.postId)))[0]!.viewCount).toBe(0);
  });

  it(`member writes: ${LIMIT} a minute per member, then 131 and nothing written`, async () => {
    const author = await fixtureAuthor(t.db);
    const posts = await Promise.all(Array.from({ length: LIMIT + 1 }, () => fixturePost(t.db, { type: 'qna', userId: author })));
    const { userId, headers } = await accountMaker(t, { label: 'limit', nickPrefix: '한도회원' })();
    for (const { postId } of posts.slice(0, LIMIT))
      expect((await t.app.inject({ method: 'PUT', url: `/api/v1/community/qna/${postId}/like`, headers, payload: { likeYN: 'Y' } })).statusCode).toBe(200);
    const over = await t.app.inject({ method: 'PUT', url: `/api/v1/community/qna/${posts[LIMIT]!.postId}/like`, headers, payload: { likeYN: 'Y' } });
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe(131);
    const likes = await t.db.select({ n: count() }).from(communityPostLikes).where(eq(communityPostLikes.userId, userId));
    expect(likes[0]!.n).toBe(LIMIT);
  });
});
