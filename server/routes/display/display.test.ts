/**
 * Display host API tests (issue 2): real Fastify app, real seeded in-memory PGlite, app.inject.
 * Each endpoint: a success case that checks real semantics, and bad input that must be a 4xx
 * with its SPEC §8 code while changing nothing.
 */
import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { useTestApp } from '@tests/setup/test-app.js';
import { notices, products, shops } from '@server/db/schema/index.js';

const t = useTestApp({ products: 1000 });

async function get(url: string) {
  const res = await t.app.inject(url);
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}
async function data(url: string) {
  const r = await get(url);
  expect(r.status, `${url}: ${JSON.stringify(r.body).slice(0, 200)}`).toBe(200);
  expect(r.body.code).toBe(0);
  expect(Array.isArray(r.body.toastItems)).toBe(true);
  return r.body.data;
}
describe('seeded catalogue', () => {
  it('has ≥ 60 shops over 17 locals and ≥ 1000 products', async () => {
    expect(t.summary.shops).toBeGreaterThanOrEqual(60);
    expect(t.summary.products).toBeGreaterThanOrEqual(1000);
    const locals = await data('/api/v2/display/local');
    expect(locals).toHaveLength(17);
    expect(locals.every((l: { shopCount: number }) => l.shopCount >= 3)).toBe(true);
  });
});

describe('home', () => {
  it('lists only live limited deals, with server time inside each window', async () => {
    const home = await data('/api/v1/display/home');
    expect(home.limitedDeals.length).toBeGreaterThan(5);
    const now = Date.parse(home.serverTime);
    for (const d of home.limitedDeals) {
      expect(['live', 'soldOut']).toContain(d.status);
      expect(Date.parse(d.startAt)).toBeLessThanOrEqual(now);
      expect(Date.parse(d.endAt)).toBeGreaterThan(now);
      expect(d.dealPrice).toBeLessThan(d.product.price);
    }
    expect(home.limitedDeals.some((d: { status: string }) => d.status === 'soldOut')).toBe(true);
    for (const d of home.upcomingDeals) expect(d.status).toBe('upcoming');
    expect(home.periods.length).toBeGreaterThan(0);
    expect(home.events.length).toBeGreaterThan(0);
  });
  it('sections: season month products are in season, best is rank order, 17 locals, shops by likes', async () => {
    const season = await data('/api/v1/display/home/season');
    expect(season.month).toBeGreaterThanOrEqual(1);
    expect(season.products.length).toBeGreaterThan(0);
    const best = await data('/api/v1/display/home/best');
    const rank = await data('/api/v1/display/best/rank?categoryCode=ALL');
    expect(best.products.map((p: { productNo: number }) => p.productNo)).toEqual(
      rank.items.slice(0, 10).map((i: { product: { productNo: number } }) => i.product.productNo),
    );
    expect((await data('/api/v1/display/home/local')).locals).toHaveLength(17);
    const shops = (await data('/api/v1/display/home/shop')).shops;
    for (let i = 1; i < shops.length; i++) expect(shops[i - 1].likeCount).toBeGreaterThanOrEqual(shops[i].likeCount);
  });
});

describe('deal, period, event', () => {
  it('deal detail joins product and shop and is not cacheable as stale', async () => {
    const home = await data('/api/v1/display/home');
    const id = home.limitedDeals[0].dealId;
    const r = await get(`/api/v1/display/deal/${id}`);
    expect(r.status).toBe(200);
    expect(r.headers['cache-control']).toBe('no-cache');
    const d = r.body.data;
    expect(d.dealId).toBe(id);
    expect(d.shop.shopId).toBe(d.product.shopId);
    expect(d.product.description).toMatch(/[가-힣]/);
    expect(d.discountRate).toBeGreaterThan(0);
    const rec = await data(`/api/v1/display/deal/recommendation?dealId=${id}`);
    expect(rec.every((p: { productNo: number }) => p.productNo !== d.product.productNo)).toBe(true);
  });
  it('deal detail and shop info carry the shipping rules of the shop row (issue 13)', async () => {
    const home = await data('/api/v1/display/home');
    const seen = new Set<string>();
    for (const { dealId } of home.limitedDeals) {
      const d = await data(`/api/v1/display/deal/${dealId}`);
      const [row] = await t.db.select().from(shops).where(eq(shops.shopId, d.shop.shopId));
      const rules = {
        deliveryType: row.deliveryType,
        shippingFee: row.shippingFee,
        freeShippingThreshold: row.freeShippingThreshold,
        remoteAreaFee: row.remoteAreaFee,
        dispatchCutoffHour: row.dispatchCutoffHour,
        dispatchLeadDays: row.dispatchLeadDays,
      };
      expect(d.shop.shipping).toEqual(rules);
      expect((await data(`/api/v1/display/shop/${d.shop.shopId}/info`)).shipping).toEqual(rules);
      seen.add(JSON.stringify(rules));
    }
    // the rules are the shop's own, not one default for all
    expect(seen.size).toBeGreaterThan(1);
    // a shop card in a list stays as it was (the rules are a detail)
    expect((await data('/api/v1/display/home/shop')).shops[0]).not.toHaveProperty('shipping');
  });
  it('period and event details carry their products', async () => {
    const home = await data('/api/v1/display/home');
    const period = await data(`/api/v2/display/deal/period/${home.periods[0].periodId}`);
    expect(period.products.length).toBeGreaterThanOrEqual(6);
    for (const p of period.products) expect(p.periodPrice).toBeLessThan(p.price);
    const event = await data(`/api/v2/display/custom-event/${home.events[0].eventId}`);
    expect(event.content.length).toBeGreaterThan(20);
    expect(event.products.length).toBeGreaterThanOrEqual(4);
  });
});

describe('shops and locals', () => {
  it('store list pages are consistent and do not overlap', async () => {
    const p1 = await data('/api/v1/display/shop?size=20&page=1');
    const p2 = await data('/api/v1/display/shop?size=20&page=2');
    expect(p1.total).toBe(t.summary.shops);
    expect(p1.hasNext).toBe(true);
    const ids = new Set(p1.items.map((s: { shopId: number }) => s.shopId));
    expect(p2.items.some((s: { shopId: number }) => ids.has(s.shopId))).toBe(false);
    const last = await data(`/api/v1/display/shop?size=20&page=${Math.ceil(p1.total / 20)}`);
    expect(last.hasNext).toBe(false);
  });
  it('store detail: info, total and products sorted by price', async () => {
    const info = await data('/api/v1/display/shop/1/info');
    const total = await data('/api/v1/display/shop/1/total');
    expect(total.productCount).toBe(info.productCount);
    const asc = await data('/api/v1/display/shop/1/product?sort=priceAsc&size=50');
    // sold-out products come last in every sort (issue 13), each part in price order
    const soldOut = asc.items.map((p: { isSoldOut: boolean }) => p.isSoldOut);
    expect(soldOut).toEqual([...soldOut].sort((a, b) => Number(a) - Number(b)));
    const prices = asc.items.map((p: { salePrice: number }) => p.salePrice);
    for (const part of [false, true]) {
      const inPart = asc.items.filter((p: { isSoldOut: boolean }) => p.isSoldOut === part).map((p: { salePrice: number }) => p.salePrice);
      expect(inPart).toEqual([...inPart].sort((a, b) => a - b));
    }
    expect(asc.items.every((p: { shopId: number }) => p.shopId === 1)).toBe(true);
    // the dearest in-stock product of the whole shop (every page) comes first in priceDesc
    const all: Array<{ salePrice: number; isSoldOut: boolean }> = [];
    for (let page = 1; all.length < total.productCount && page <= 20; page++)
      all.push(...(await data(`/api/v1/display/shop/1/product?sort=priceAsc&size=50&page=${page}`)).items);
    expect(all).toHaveLength(total.productCount);
    expect(prices).toEqual(all.slice(0, 50).map((p) => p.salePrice));
    const desc = await data('/api/v1/display/shop/1/product?sort=priceDesc&size=50');
    expect(desc.items[0].salePrice).toBe(Math.max(...all.filter((p) => !p.isSoldOut).map((p) => p.salePrice)));
  });
  it('local shops belong to the local', async () => {
    const r = await data('/api/v2/display/local/47/shop');
    expect(r.local.shortName).toBe('경북');
    expect(r.shops.items.every((s: { localCode: string }) => s.localCode === '47')).toBe(true);
  });
});

describe('category, best, season', () => {
  it('whole tree has three levels; a node has breadcrumbs from its root', async () => {
    const tree = await data('/api/v1/display/web/category');
    expect(tree.roots.length).toBeGreaterThanOrEqual(8);
    expect(tree.roots[0].children[0].children[0].depth).toBe(3);
    const third = tree.roots[0].children[0].children[0].code;
    const sel = await data(`/api/v1/display/web/category?categoryCode=${third}`);
    expect(sel.breadcrumbs.map((b: { depth: number }) => b.depth)).toEqual([1, 2, 3]);
    expect(sel.selected.code).toBe(third);
  });
  it('category products are in the category, discount sort descends', async () => {
    const list = await data('/api/v1/display/web/category/product?categoryCode=10&sort=discount&size=40');
    expect(list.total).toBeGreaterThan(0);
    const rates = list.items.map((p: { discountRate: number }) => p.discountRate);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
  });
  it('best rank is 1..n for ALL and a category', async () => {
    for (const code of ['ALL', '12']) {
      const best = await data(`/api/v1/display/best/rank?categoryCode=${code}`);
      expect(best.items.map((i: { rank: number }) => i.rank)).toEqual(best.items.map((_: unknown, i: number) => i + 1));
    }
  });
  it('season pages filter by month, occasion and recommendation', async () => {
    const del = await data('/api/v1/display/season/delicacy?month=1&size=5');
    expect(del.month).toBe(1);
    expect(del.products.total).toBeGreaterThan(0);
    // A month's 제철 is what has a season in it: never a year-round product (issue 13: 한우, 김치 were "11월 제철").
    const nov = await data('/api/v1/display/season/delicacy?month=11&size=100');
    expect(nov.products.items.length).toBeGreaterThan(0);
    const shown = (nov.products.items as Array<{ productNo: number }>).map((p) => p.productNo);
    const rows = await t.db
      .select({ productNo: products.productNo, name: products.name, seasonMonths: products.seasonMonths })
      .from(products)
      .where(inArray(products.productNo, shown));
    expect(rows).toHaveLength(shown.length);
    for (const p of rows) {
      expect(p.seasonMonths, p.name).toContain(11);
      expect(p.seasonMonths.length, p.name).toBeLessThan(12);
    }
    const occ = await data('/api/v1/display/season/occasion?size=5');
    expect(occ.selectedOccasionId).toBe(occ.occasions[0].occasionId);
    expect(occ.products.items.length).toBeGreaterThan(0);
    const rec = await data(`/api/v1/display/season/recommendation?recommendationCategoryId=2&size=5`);
    expect(rec.selectedRecommendationCategoryId).toBe(2);
  });
});

/** Bad input of every display endpoint: refused with its HTTP status, SPEC §8 code and a Korean message. */
describe('product cards by number (recently viewed, issue 30)', () => {
  it('answers the cards asked for, in the order asked, once each; unknown numbers are left out', async () => {
    const some = await t.db.select({ productNo: products.productNo, name: products.name }).from(products).limit(3);
    const [a, b, c] = some.map((p) => p.productNo);
    const cards = await data(`/api/v1/display/product?productNos=${c},${a},999999,${b},${a}`);
    expect(cards.map((p: { productNo: number }) => p.productNo)).toEqual([c, a, b]);
    const byNo = new Map(some.map((p) => [p.productNo, p.name]));
    for (const card of cards) expect(card.name).toBe(byNo.get(card.productNo));
  });
  it.each(['', 'abc', '1,,2', Array.from({ length: 31 }, (_, i) => i + 1).join(',')])('refuses productNos=%s', async (q) => {
    const r = await get(`/api/v1/display/product?productNos=${q}`);
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/[가-힣]/);
  });
});

describe('refused requests', () => {
  it.each<[url: string, status: number, code: number]>([
    // deal, period, event
    ['/api/v1/display/deal/abc', 400, 12],
    ['/api/v1/display/deal/12x', 400, 12],
    ['/api/v1/display/deal/0', 400, 13],
    ['/api/v1/display/deal/99999999999', 400, 12],
    ['/api/v1/display/deal/999999', 404, 8],
    ['/api/v1/display/deal/recommendation', 400, 10],
    ['/api/v2/display/deal/period/-1', 400, 12],
    ['/api/v2/display/custom-event/999999', 404, 8],
    // shops and locals
    ['/api/v1/display/shop?size=1000', 400, 13],
    ['/api/v1/display/shop?page=0', 400, 13],
    ['/api/v1/display/shop?sort=cheap', 400, 12],
    ['/api/v1/display/shop?localCode=4', 400, 12],
    ['/api/v1/display/shop/abc/info', 400, 12],
    ['/api/v1/display/shop/999999/info', 404, 8],
    ['/api/v1/display/shop/999999/total', 404, 8],
    ['/api/v1/display/shop/1/product?sort=price', 400, 12],
    ['/api/v1/display/shop/1/product?size=20&size=30', 400, 12],
    ['/api/v2/display/local/99/shop', 404, 8],
    ['/api/v2/display/local/서울/shop', 400, 12],
    // category, best, season
    ['/api/v1/display/web/category?categoryCode=999999', 404, 8],
    ['/api/v1/display/web/category?categoryCode=1a', 400, 12],
    ['/api/v1/display/web/category/product', 400, 10],
    ['/api/v1/display/best/rank?categoryCode=1010', 400, 12],
    ['/api/v1/display/best/rank?categoryCode=99', 404, 8],
    ['/api/v1/display/season/delicacy?month=13', 400, 13],
    ['/api/v1/display/season/delicacy?month=abc', 400, 12],
    ['/api/v1/display/season/occasion?occasionId=9999', 404, 8],
  ])('%s → %i code %i', async (url, status, code) => {
    const r = await get(encodeURI(url));
    expect(r.status).toBe(status);
    expect(r.body.code).toBe(code);
    expect(r.body.message).toMatch(/[가-힣]/);
  });
});

describe('web profile and notices', () => {
  it('filterInfo has the four lists with exactly one selected sort', async () => {
    const p = await data('/api/v1/display/web/profile');
    expect(p.filterInfo.sortFilterList.map((s: { name: string }) => s.name)).toEqual([
      '추천순',
      '판매량순',
      '낮은 가격순',
      '높은 가격순',
      '할인율순',
      '최신순',
    ]);
    expect(p.filterInfo.sortFilterList.filter((s: { isSelected: boolean }) => s.isSelected)).toHaveLength(1);
    expect(p.filterInfo.discountRateFilterList.length).toBeGreaterThan(0);
    expect(p.filterInfo.communitySortFilterList.length).toBeGreaterThan(0);
  });
  it('notice list puts important first; detail counts a view; last is the newest', async () => {
    const list = await data('/api/v1/display/notice?size=30');
    expect(list.items[0].isImportant).toBe(true);
    const id = list.items[2].noticeId;
    const a = await data(`/api/v1/display/notice/${id}`);
    const b = await data(`/api/v1/display/notice/${id}`);
    expect(b.viewCount).toBe(a.viewCount + 1);
    const last = await data('/api/v1/display/notice/last');
    const newest = Math.max(...list.items.map((n: { createdAt: string }) => Date.parse(n.createdAt)));
    expect(Date.parse(last.createdAt)).toBe(newest);
  });
  it('a rejected notice request changes nothing', async () => {
    const [before] = await t.db.select({ v: notices.viewCount }).from(notices).where(eq(notices.noticeId, 1));
    for (const url of ['/api/v1/display/notice/1x', '/api/v1/display/notice/0', '/api/v1/display/notice/%00']) {
      const r = await get(url);
      expect(r.status).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
    }
    const [after] = await t.db.select({ v: notices.viewCount }).from(notices).where(eq(notices.noticeId, 1));
    expect(after.v).toBe(before.v);
  });
});

describe('platform', () => {
  it('unknown /api path → 404 code 11', async () => {
    const r = await get('/api/v1/display/nope');
    expect(r.status).toBe(404);
    expect(r.body.code).toBe(11);
  });
  it('routing is case-sensitive', async () => {
    expect((await get('/api/v1/display/HOME')).status).toBe(404);
  });
  it('OpenAPI document lists the display paths', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    for (const p of [
      '/api/v1/display/home',
      '/api/v1/display/deal/{dealId}',
      '/api/v1/display/web/category',
      '/api/v1/display/web/profile',
      '/api/v1/display/notice/last',
    ]) {
      expect(Object.keys(doc.paths)).toContain(p);
    }
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/shop'))).toBe(false);
  });
  it('security headers on API responses', async () => {
    const r = await get('/api/v1/display/web/profile');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(String(r.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
  });
});

describe('shop site stand-in', () => {
  it('product page shows the product in KRW, escaped', async () => {
    const res = await t.app.inject('/shop/product/1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toMatch(/\d{1,3}(,\d{3})*원/);
    expect(res.body).not.toContain('<script');
  });
  it('unknown product is a Korean 404 page', async () => {
    const res = await t.app.inject('/shop/product/99999999');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('찾을 수 없어요');
  });
  it('login return URL is never an open redirect', async () => {
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      const res = await t.app.inject(`/shop/login?returnUrl=${encodeURIComponent(bad)}`);
      expect(res.body).toContain('href="/login?provider=naver&amp;returnUrl=%2F"');
      expect(res.body).not.toContain('evil');
    }
    // Handed on as the browser would send it (canonical, issue 14): `<b>` percent-encoded, never raw markup.
    const good = await t.app.inject(`/shop/login?returnUrl=${encodeURIComponent('/my-page?x=<b>')}`);
    expect(good.body).toContain(`href="/login?provider=naver&amp;returnUrl=${encodeURIComponent('/my-page?x=%3Cb%3E')}"`);
    expect(good.body).toContain(`href="/login?provider=apple&amp;returnUrl=${encodeURIComponent('/my-page?x=%3Cb%3E')}"`);
  });
});

describe('one price per product (issue 13, docs/decisions/010)', () => {
  interface Card {
    productNo: number;
    salePrice: number;
    liveDeal?: { dealId: number; dealPrice: number; discountRate: number; endAt: string } | null;
  }
  it('a product in a live, in-stock deal carries that deal on its cards; a sold-out deal and other products carry none', async () => {
    const home = await data('/api/v1/display/home');
    const live = home.limitedDeals.find((d: { status: string }) => d.status === 'live');
    const soldOut = home.limitedDeals.find((d: { status: string }) => d.status === 'soldOut');
    const detail = await data(`/api/v1/display/deal/${live.dealId}`);
    const shopList = await data(`/api/v1/display/shop/${detail.product.shopId}/product?size=100`);
    const card = shopList.items.find((c: Card) => c.productNo === detail.product.productNo) as Card;
    expect(card.liveDeal).toEqual({ dealId: live.dealId, dealPrice: live.dealPrice, discountRate: live.discountRate, endAt: live.endAt });
    expect(card.liveDeal!.dealPrice).toBe(detail.dealPrice);
    // The same product in its category list and in the deal's own product field: the same deal
    const category = await data(`/api/v1/display/web/category/product?categoryCode=${detail.product.categoryCode}&size=100`);
    const inCategory = category.items.find((c: Card) => c.productNo === detail.product.productNo) as Card | undefined;
    if (inCategory) expect(inCategory.liveDeal).toEqual(card.liveDeal);
    const dealProducts = new Set(home.limitedDeals.map((d: { product: { productNo: number } }) => d.product.productNo));
    const plain = shopList.items.find((c: Card) => !dealProducts.has(c.productNo)) as Card | undefined;
    if (plain) expect(plain.liveDeal).toBeNull();
    if (soldOut) {
      const other = home.limitedDeals.some(
        (d: { status: string; product: { productNo: number } }) => d.status === 'live' && d.product.productNo === soldOut.product.productNo,
      );
      const s = await data(`/api/v1/display/deal/${soldOut.dealId}`);
      expect(s.priceToken).toBeNull();
      const list = await data(`/api/v1/display/shop/${s.product.shopId}/product?size=100`);
      const c = list.items.find((x: Card) => x.productNo === s.product.productNo) as Card;
      if (!other) expect(c.liveDeal).toBeNull();
    }
  });
});
