/**
 * Share previews (issue 30): every server-rendered page has its own `<title>` and description and
 * the Open Graph / Twitter tags a messenger reads; a deal, a store and a post name a 1200 × 630 PNG
 * card (`/og/{kind}/{id}.png`, server/plugins/share-cards.ts) that the server renders. Read from the
 * raw HTML of the real build (dist/; built here first when missing), on the real app and database.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { createTestApp, type TestApp } from '@tests/setup/test-app.js';
import { testTokens } from '@tests/setup/members.js';
import { ensureBoards, insertPost, makeAccount } from '@tests/setup/community-kit.js';
import { deals, shops } from '@server/db/schema/index.js';

const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'dist');

let t: TestApp;
beforeAll(async () => {
  // npm test builds before it runs vitest; a lone `vitest run` builds here once.
  if (!existsSync(path.join(dist, 'server', 'entry-server.js'))) execFileSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'ignore' });
  t = await createTestApp({ products: 60, tokens: testTokens, distDir: dist });
  await ensureBoards(t.db);
}, 300_000);
afterAll(async () => {
  await t?.close();
});

const html = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  expect(res.statusCode, url).toBe(200);
  return res.body;
};
const titleOf = (page: string) => /<title>([^<]*)<\/title>/.exec(page)?.[1];
/** The content of `<meta property|name="key" content="…">` (attributes in either order), HTML entities of & decoded. */
const metaOf = (page: string, key: string) => {
  const tag = new RegExp(`<meta[^>]*(?:property|name)="${key.replace(/[:.]/g, '\\$&')}"[^>]*>`).exec(page)?.[0];
  return tag ? /content="([^"]*)"/.exec(tag)?.[1]?.replace(/&amp;/g, '&') : undefined;
};

async function card(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toBe('image/png');
  expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
  const meta = await sharp(res.rawPayload).metadata();
  return { width: meta.width, height: meta.height, bytes: res.rawPayload.length };
}

describe('share previews (issue 30)', () => {
  it('each page has its own title and description, and og:/twitter: tags with absolute addresses', async () => {
    const home = await html('/');
    expect(titleOf(home)).toBe('제철장터 — 제철 특산물 한정 특가');
    const titles = new Set<string>();
    for (const url of ['/', '/best', '/category', '/store', '/community/main/popular-post', '/notice']) {
      const page = await html(url);
      const title = titleOf(page)!;
      titles.add(title);
      if (url !== '/') expect(title, url).toMatch(/^\S.* \| 제철장터$/);
      expect(page.match(/<title>/g), url).toHaveLength(1);
      expect(metaOf(page, 'description'), url).toMatch(/[가-힣]/);
      expect(metaOf(page, 'og:site_name'), url).toBe('제철장터');
      expect(metaOf(page, 'og:url'), url).toMatch(new RegExp(`^https?://[^/]+${url.replace(/\//g, '\\/')}$`));
      expect(metaOf(page, 'og:image'), url).toMatch(/^https?:\/\/[^/]+\/icons\/icon-512\.png$/);
      expect(metaOf(page, 'twitter:card'), url).toBe('summary');
    }
    expect(titles.size).toBe(6);
  });

  it('a deal page names its product, discount and price, and its card is a 1200 × 630 PNG the server renders', async () => {
    const [deal] = await t.db
      .select({ dealId: deals.dealId, productNo: deals.productNo, dealPrice: deals.dealPrice })
      .from(deals)
      .orderBy(asc(deals.dealId))
      .limit(1);
    const page = await html(`/deal/${deal!.dealId}`);
    const name = metaOf(page, 'og:title')!;
    expect(titleOf(page)).toBe(`${name} | 제철장터`);
    expect(name).toMatch(/[가-힣]/);
    expect(metaOf(page, 'og:description')).toContain(`${deal!.dealPrice.toLocaleString('ko-KR')}원`);
    expect(metaOf(page, 'og:type')).toBe('product');
    expect(metaOf(page, 'twitter:card')).toBe('summary_large_image');
    const image = metaOf(page, 'og:image')!;
    expect(image).toMatch(new RegExp(`^https?://[^/]+/og/deal/${deal!.dealId}\\.png$`));
    const png = await card(new URL(image).pathname);
    expect([png.width, png.height]).toEqual([1200, 630]);
    expect(png.bytes).toBeGreaterThan(5_000);
  });

  it('a store and a post have theirs; a question too', async () => {
    const [shop] = await t.db.select({ shopId: shops.shopId, name: shops.name }).from(shops).orderBy(asc(shops.shopId)).limit(1);
    const store = await html(`/store/${shop!.shopId}`);
    expect(titleOf(store)).toBe(`${shop!.name} | 제철장터`);
    expect(metaOf(store, 'og:image')).toMatch(new RegExp(`/og/store/${shop!.shopId}\\.png$`));
    expect((await card(`/og/store/${shop!.shopId}.png`)).width).toBe(1200);

    const author = await makeAccount(t.db, t.tokens!);
    const boards = await ensureBoards(t.db);
    const postId = await insertPost(t.db, {
      userId: author.userId,
      boardId: Object.values(boards)[0],
      title: '올해 첫 대봉감 홍시 성공했어요',
      content: '베란다에서 2주 두었더니 말랑해졌어요.\n숟가락으로 떠먹으니 꿀맛이에요.',
    });
    const post = await html(`/community/board-detail/${postId}`);
    expect(titleOf(post)).toBe('올해 첫 대봉감 홍시 성공했어요 | 제철장터');
    expect(metaOf(post, 'og:description')).toBe('베란다에서 2주 두었더니 말랑해졌어요. 숟가락으로 떠먹으니 꿀맛이에요.');
    expect(metaOf(post, 'og:type')).toBe('article');
    expect((await card(`/og/post/${postId}.png`)).height).toBe(630);

    const questionId = await insertPost(t.db, { userId: author.userId, type: 'qna', title: '곶감은 냉동해도 되나요?', content: '한 박스가 많아서요.' });
    const question = await html(`/community/qna/${questionId}`);
    expect(titleOf(question)).toBe('곶감은 냉동해도 되나요? | 제철장터');
    expect((await card(`/og/post/${questionId}.png`)).width).toBe(1200);
  });

  it('unknown, deleted, hidden or malformed cards are a plain 404', async () => {
    const author = await makeAccount(t.db, t.tokens!);
    const deleted = await insertPost(t.db, { userId: author.userId, status: 'deleted' });
    const hidden = await insertPost(t.db, { userId: author.userId, status: 'hidden' });
    for (const url of [
      '/og/deal/999999.png',
      '/og/store/999999.png',
      `/og/post/${deleted}.png`,
      `/og/post/${hidden}.png`,
      '/og/deal/abc.png',
      '/og/deal/1.jpg',
      '/og/deal/0.png',
      '/og/deal/99999999999.png',
      '/og/product/1.png',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/plain/);
    }
  });
});
