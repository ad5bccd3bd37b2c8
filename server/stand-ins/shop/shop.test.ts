/**
 * Shop stand-in and the deal price hand-off (issue 13, docs/decisions/010-deal-price-handoff.md):
 * a live deal's buy link shows and charges the deal price; a forged, altered, expired or misplaced
 * token shows the regular price with a Korean notice; junk never 500s. Real app, real seeded PGlite.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp } from '@tests/setup/test-app.js';
import { deals, products } from '@server/db/schema/index.js';
import { dealTokens } from '@server/domain/catalogue/deal-token.js';
import { PRICE_NOTICES } from './shop.routes.js';

const t = useTestApp({ products: 1000 });
const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

interface LiveDeal {
  dealId: number;
  dealPrice: number;
  discountRate: number;
  priceToken: string;
  product: { productNo: number; price: number; salePrice: number };
}

async function json(url: string) {
  const res = await t.app.inject(url);
  expect(res.statusCode, url).toBe(200);
  return res.json().data;
}
/** Two live, in-stock deals on different products, with their detail answers (and tokens). */
async function liveDeals(): Promise<[LiveDeal, LiveDeal]> {
  const home = await json('/api/v1/display/home');
  const ids = (home.limitedDeals as Array<{ dealId: number; status: string }>).filter((d) => d.status === 'live').map((d) => d.dealId);
  const details: LiveDeal[] = await Promise.all(ids.map((id) => json(`/api/v1/display/deal/${id}`)));
  const a = details[0]!;
  const b = details.find((d) => d.product.productNo !== a.product.productNo)!;
  return [a, b];
}
async function shop(url: string) {
  const res = await t.app.inject(url);
  expect(res.statusCode, url).toBeLessThan(500);
  expect(res.body).not.toContain('<script');
  return res;
}
const buyUrl = (productNo: number, q: string) => `/shop/product/${productNo}?${q}`;
/** The regular-price page: the product's sale price, the notice, and never `forbidden`. */
function expectRegular(body: string, d: LiveDeal, notice: string = PRICE_NOTICES.refused) {
  expect(body).toContain(notice);
  expect(body).toContain(`<span class="now">${won(d.product.salePrice)}</span>`);
  expect(body).not.toContain('한정 특가');
  expect(body).not.toContain(`<span class="now">${won(d.dealPrice)}</span>`);
}

describe('deal answer', () => {
  it('a live deal carries a price token; an upcoming one does not', async () => {
    const [a] = await liveDeals();
    expect(a.priceToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const home = await json('/api/v1/display/home');
    const upcoming = home.upcomingDeals[0];
    if (upcoming) expect((await json(`/api/v1/display/deal/${upcoming.dealId}`)).priceToken).toBeNull();
  });
});

describe('shop stand-in with a deal price token', () => {
  it('valid token → the deal price, labelled, the list price struck, charged in the basket', async () => {
    const [a] = await liveDeals();
    const res = await shop(buyUrl(a.product.productNo, `dealId=${a.dealId}&priceToken=${a.priceToken}`));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('한정 특가');
    expect(res.body).toContain(`<span class="now">${won(a.dealPrice)}</span>`);
    expect(res.body).toContain(`<s aria-label="정가 ${won(a.product.price)}">`);
    expect(res.body).toContain(`결제 예정 금액 <strong>${won(a.dealPrice)}</strong>`);
    expect(res.body).not.toContain('정상가로');
    const basketHref = /href="(\/shop\/basket[^"]*)"/.exec(res.body)![1]!.replaceAll('&amp;', '&');
    const basket = await shop(basketHref);
    expect(basket.body).toContain(`주문 금액 <strong>${won(a.dealPrice)}</strong>`);
  });

  it('no deal in the link → the regular price, no notice', async () => {
    const [a] = await liveDeals();
    const res = await shop(`/shop/product/${a.product.productNo}`);
    expect(res.body).toContain(`<span class="now">${won(a.product.salePrice)}</span>`);
    expect(res.body).not.toContain('정상가로');
  });

  it('a forged price (payload edited, signature kept) → the regular price and the notice', async () => {
    const [a] = await liveDeals();
    const [h, p, s] = a.priceToken.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    payload.prc = 100;
    const forged = `${h}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${s}`;
    const res = await shop(buyUrl(a.product.productNo, `dealId=${a.dealId}&priceToken=${forged}`));
    expectRegular(res.body, a);
    expect(res.body).not.toContain('>100원<');
    const basket = await shop(`/shop/basket?productNo=${a.product.productNo}&dealId=${a.dealId}&priceToken=${forged}`);
    expect(basket.body).toContain(`주문 금액 <strong>${won(a.product.salePrice)}</strong>`);
  });

  it("another deal's token, on its product or on this one → refused", async () => {
    const [a, b] = await liveDeals();
    // b's token under a's dealId on b's product, and a's product under b's deal and token
    expectRegular((await shop(buyUrl(b.product.productNo, `dealId=${a.dealId}&priceToken=${b.priceToken}`))).body, b);
    expectRegular((await shop(buyUrl(a.product.productNo, `dealId=${b.dealId}&priceToken=${b.priceToken}`))).body, a);
    // a period link cannot reuse a deal token
    expectRegular((await shop(buyUrl(a.product.productNo, `periodId=${a.dealId}&priceToken=${a.priceToken}`))).body, a);
  });

  it('an expired token → the regular price with the period-ended notice', async () => {
    const [a] = await liveDeals();
    const expired = await dealTokens(t.db).sign({
      kind: 'deal',
      id: a.dealId,
      productNo: a.product.productNo,
      price: a.dealPrice,
      expiresAt: new Date(Date.now() - 60_000),
    });
    expectRegular((await shop(buyUrl(a.product.productNo, `dealId=${a.dealId}&priceToken=${expired}`))).body, a, PRICE_NOTICES.expired);
  });

  it('a token whose price the operator has since changed → refused; a sold-out deal → its notice', async () => {
    const [a] = await liveDeals();
    const url = buyUrl(a.product.productNo, `dealId=${a.dealId}&priceToken=${a.priceToken}`);
    try {
      await t.db
        .update(deals)
        .set({ dealPrice: a.dealPrice + 1000 })
        .where(eq(deals.dealId, a.dealId));
      expectRegular((await shop(url)).body, a);
      await t.db.update(deals).set({ dealPrice: a.dealPrice, stockLeft: 0 }).where(eq(deals.dealId, a.dealId));
      expectRegular((await shop(url)).body, a, PRICE_NOTICES.soldOut);
    } finally {
      const [d] = await t.db.select().from(deals).where(eq(deals.dealId, a.dealId));
      await t.db
        .update(deals)
        .set({ dealPrice: a.dealPrice, stockLeft: Math.max(1, d!.stockTotal) })
        .where(eq(deals.dealId, a.dealId));
    }
  });

  it('junk never 500s and never shows a claimed price', async () => {
    const [a] = await liveDeals();
    const pno = a.product.productNo;
    for (const q of [
      'dealId=abc&priceToken=x',
      'dealId=99999999999999&priceToken=a.b.c',
      `dealId=${a.dealId}`,
      `dealId=${a.dealId}&priceToken=`,
      `dealId=${a.dealId}&priceToken=${'A'.repeat(5000)}`,
      `dealId=${a.dealId}&priceToken=a&priceToken=b`,
      `dealId=${a.dealId}&dealId=${a.dealId}&priceToken=${a.priceToken}`,
      `dealId=${a.dealId}&priceToken=%3Cscript%3Ealert(1)%3C/script%3E`,
      'periodId=-1&priceToken=%00',
    ]) {
      const res = await shop(buyUrl(pno, q));
      expect(res.statusCode, q).toBe(200);
      expectRegular(res.body, a);
    }
    for (const url of ['/shop/basket?productNo=abc', '/shop/basket?productNo=99999999', `/shop/basket?productNo=${pno}&periodId=x`]) {
      const res = await shop(url);
      expect(res.statusCode, url).toBe(200);
    }
  });
});

describe('shop stand-in with a period price token', () => {
  it('a live period product link shows the period price; the same token on another product is refused', async () => {
    const home = await json('/api/v1/display/home');
    const period = await json(`/api/v2/display/deal/period/${home.periods[0].periodId}`);
    const [x, y] = period.products as Array<{ productNo: number; periodPrice: number; salePrice: number; priceToken: string }>;
    expect(x!.priceToken).toBeTruthy();
    const res = await shop(buyUrl(x!.productNo, `periodId=${period.periodId}&priceToken=${x!.priceToken}`));
    expect(res.body).toContain('기획전 특가');
    expect(res.body).toContain(`<span class="now">${won(x!.periodPrice)}</span>`);
    const [yRow] = await t.db.select().from(products).where(eq(products.productNo, y!.productNo));
    const other = await shop(buyUrl(y!.productNo, `periodId=${period.periodId}&priceToken=${x!.priceToken}`));
    expect(other.body).toContain(PRICE_NOTICES.refused);
    expect(other.body).toContain(`<span class="now">${won(yRow!.salePrice)}</span>`);
  });
});
