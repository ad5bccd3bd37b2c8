/**
 * The cached views (issue 27; server/contract/cached-views.ts): what a write declares it makes
 * stale reaches exactly the cached answers that show it.
 *   - Coverage, from the schemas: every endpoint with a response cache whose answer carries a
 *     product card (a 찜 count) is in the view `productLikes`, every one carrying a shop card in
 *     `shopLikes` — a new such endpoint fails here until it is listed.
 *   - Through the API: a 찜 is visible at once on a cached deal page and product list; a reply drops
 *     its own post's cached detail but not another post's; a new post drops the cached lists.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CACHED_VIEWS, type CachedViewDef } from '@contract/cached-views.js';
import { endpoints, type AnyEndpoint } from '@contract/endpoints.js';
import { communityPosts } from '@server/db/schema/index.js';
import { PageCache } from '@server/infra/cache/page-cache.js';
import { likeCountTags } from '@server/infra/cache/response-cache.js';
import { useTestApp } from '@tests/setup/test-app.js';
import { accountMaker, testTokens } from '@tests/setup/members.js';

/** Whether a zod schema holds, at any depth, an object with all of `keys`. */
function holdsObjectWith(schema: z.ZodType, keys: string[], seen = new Set<unknown>()): boolean {
  if (!schema || seen.has(schema)) return false;
  seen.add(schema);
  const def = (schema as unknown as { _zod?: { def: Record<string, unknown> } })._zod?.def;
  if (!def) return false;
  if (def.type === 'object') {
    const shape = def.shape as Record<string, z.ZodType>;
    if (keys.every((k) => k in shape)) return true;
    return Object.values(shape).some((v) => holdsObjectWith(v, keys, seen));
  }
  for (const k of ['element', 'innerType', 'in', 'out', 'left', 'right', 'valueType']) {
    if (def[k] && holdsObjectWith(def[k] as z.ZodType, keys, seen)) return true;
  }
  if (Array.isArray(def.options)) return (def.options as z.ZodType[]).some((o) => holdsObjectWith(o, keys, seen));
  if (typeof def.getter === 'function') return holdsObjectWith((def.getter as () => z.ZodType)(), keys, seen);
  return false;
}

const cached = (Object.values(endpoints) as AnyEndpoint[]).filter((e) => e.responseCache);

describe('the views cover every cached answer that shows them', () => {
  it('every cached answer with a product card (a 찜 count) is in productLikes', () => {
    const showing = cached.filter((e) => holdsObjectWith(e.data, ['productNo', 'likeCount'])).map((e) => e.name);
    expect(showing.length).toBeGreaterThan(10);
    expect([...CACHED_VIEWS.productLikes.endpoints].sort()).toEqual(expect.arrayContaining(showing.sort()));
  });
  it('every cached answer with a shop card or a shop’s totals (a 찜 count) is in shopLikes', () => {
    const showing = cached
      .filter((e) => holdsObjectWith(e.data, ['shopId', 'likeCount']) && !holdsObjectWith(e.data, ['productNo', 'shopId', 'likeCount']))
      .map((e) => e.name);
    const withShopCards = cached.filter((e) => holdsObjectWith(e.data, ['shopId', 'likeCount', 'productCount'])).map((e) => e.name);
    expect([...CACHED_VIEWS.shopLikes.endpoints].sort()).toEqual(expect.arrayContaining([...new Set([...showing, ...withShopCards])].sort()));
  });
  it('a view lists only endpoints that have a response cache (else it drops nothing)', () => {
    for (const [view, def] of Object.entries(CACHED_VIEWS)) {
      for (const name of def.endpoints) expect(endpoints[name].responseCache, `${view}: ${name}`).toBeDefined();
    }
  });
  it('a keyed view can find its item in every answer it lists: the path’s :id, or the 찜 count of a product or shop card', () => {
    for (const [view, def] of Object.entries(CACHED_VIEWS) as [string, CachedViewDef][]) {
      if (!def.key) continue;
      const [from, field] = def.key.write.split('.') as ['params' | 'body', string];
      // A write names the item in that field (one that does not — a report, by target — drops every item's).
      const writers = (Object.values(endpoints) as AnyEndpoint[]).filter((e) => e.invalidates?.includes(view as never));
      const fieldsOf = (schema: unknown) => Object.keys((schema as { shape?: object } | undefined)?.shape ?? {});
      expect(
        writers.filter((w) => fieldsOf(w[from]).includes(field)).map((w) => w.name),
        view,
      ).not.toEqual([]);
      for (const name of def.endpoints) {
        const e = endpoints[name] as AnyEndpoint;
        if (def.key.entry === 'param') expect(e.path, `${view}: ${name}`).toContain(':id');
        else expect(holdsObjectWith(e.data, def.key.entry === 'product' ? ['productNo', 'likeCount'] : ['shopId', 'likeCount']), `${view}: ${name}`).toBe(true);
      }
    }
  });
  it('likeCountTags: the products and shops whose 찜 count an answer shows, at any depth', () => {
    const answer = {
      code: 0,
      data: {
        product: { productNo: 7, likeCount: 3, shop: { shopId: 2, likeCount: 9 } },
        items: [{ productNo: 8, likeCount: 0 }, { productNo: 9 }],
        seller: { shopId: 4, likeCount: 1, productNo: 11 },
      },
    };
    expect([...likeCountTags(answer)].sort()).toEqual(['product:11', 'product:7', 'product:8', 'shop:2']);
  });
  it('a page cache drops the pages under a view’s prefix: the community’s for a post, none for a 찜', async () => {
    const pages = new PageCache();
    const page = (key: string) => pages.track(key, Promise.resolve({ status: 200, nonce: 'NONCE', html: `<p nonce="NONCE">${key}</p>` }));
    for (const key of ['/', '/deal/1', '/community', '/community/board-detail/3', '/community?tab=qna', '/communityx']) await page(key);
    pages.dropStale([{ view: 'communityPost', id: 3 }]);
    expect(['/', '/deal/1', '/community', '/community/board-detail/3', '/community?tab=qna', '/communityx'].map((k) => !!pages.read(k))).toEqual([
      true,
      true,
      false,
      false,
      false,
      true,
    ]);
    // A 찜 is not dropped from rendered pages (issue 28): they show it at most the page cache's age late.
    pages.dropStale([{ view: 'productLikes', id: 1 }, { view: 'shopLikes' }]);
    expect(pages.size).toBe(3);
  });
});

describe('a write drops what it declares, through the API', () => {
  const t = useTestApp({ products: 200, tokens: testTokens });
  const account = accountMaker(t, { label: 'views', nickPrefix: '보기', signedUpDaysAgo: 3 });

  it('a 찜 shows at once on a cached deal page and a cached product list (view productLikes)', async () => {
    const home = (await t.app.inject('/api/v1/display/home')).json().data;
    const deal = home.limitedDeals[0];
    const productNo = deal.product.productNo as number;
    const dealUrl = `/api/v1/display/deal/${deal.dealId}`;
    const before = (await t.app.inject(dealUrl)).json().data.product.likeCount as number;
    await t.app.inject(dealUrl); // cached now
    const me = await account();
    const res = await t.app.inject({ method: 'PUT', url: '/api/v1/user/like/product', headers: me.headers, payload: { productNo, likeYN: 'Y' } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.app.inject(dealUrl)).json().data.product.likeCount).toBe(before + 1);
  });

  it('a reply drops its own post’s cached detail and replies, not another post’s (view communityPost, keyed)', async () => {
    // Each post by its own member: the sandbox spaces one member's posts.
    const write = async (title: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/community/dashboard',
          headers: (await account()).headers,
          payload: { boardCode: 'free', title, content: `${title}에 대해 이야기해 봐요. 다들 어떠세요?` },
        })
      ).json().data.postId as number;
    const [a, b] = [await write('겨울 방어 어디서'), await write('과메기 철이네요')];
    // Both details cached; then b's row changes behind the cache's back, so only a drop shows it.
    for (const id of [a, b]) await t.app.inject(`/api/v1/community/dashboard/${id}`);
    await t.db
      .update(communityPosts)
      .set({ viewCount: sql`${communityPosts.viewCount} + 500` })
      .where(eq(communityPosts.postId, b));
    await t.db
      .update(communityPosts)
      .set({ viewCount: sql`${communityPosts.viewCount} + 500` })
      .where(eq(communityPosts.postId, a));
    const other = await account();
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/v1/community/dashboard/${a}/reply`,
      headers: other.headers,
      payload: { content: '방어는 역시 제주죠' },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const viewsOf = async (id: number) => (await t.app.inject(`/api/v1/community/dashboard/${id}`)).json().data.viewCount as number;
    expect(await viewsOf(a)).toBeGreaterThanOrEqual(500); // dropped: read anew
    expect(await viewsOf(b)).toBeLessThan(500); // another post: still the cached answer
  });

  it('a new post drops the cached lists (view communityLists)', async () => {
    const me = await account();
    const list = async () => (await t.app.inject('/api/v1/community/dashboard?sort=newest')).json().data.items.map((p: { postId: number }) => p.postId);
    await list(); // cached
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/community/dashboard',
      headers: me.headers,
      payload: { boardCode: 'free', title: '굴 보쌈 맛집', content: '통영 굴로 보쌈 해 먹었는데 정말 맛있었어요.' },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(await list()).toContain(created.json().data.postId);
  });
});
