/**
 * Stand-in for the separate shop site (SPEC §1: purchase and login live there). Served under
 * /shop in the embedded default; SHOP_BASE_URL points the PWA elsewhere in production.
 * Server-rendered Korean pages, no scripts (CSP script-src 'self'), hidden from the OpenAPI doc.
 * Return URLs are accepted only as same-origin paths, so these pages are never an open redirect.
 * Promotion prices arrive as signed tokens (dealId/periodId + priceToken, docs/decisions/010) and
 * are shown and charged only when they verify; otherwise the regular price with a notice.
 */
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { deals, periodProducts, products, shops, starExchanges } from '@server/db/schema/index.js';
import { SHOP_REWARD_REFERENCE, STAR_EXCHANGE } from '@contract/stars-exchange.js';
import { dealTokens } from '@server/domain/catalogue/deal-token.js';
import { escapeHtml, standInPage } from '@server/infra/html.js';
import { shopWithdrawalRoutes } from './withdrawal.js';

/**
 * The return path handed on to the PWA's sign-in (SPEC §4 "the intended path as return path"):
 * the path+search+hash a browser would go to when it stays on this site, else '/' (issue 14, the
 * same rule as the PWA's safeReturnUrl). Parsed as a browser parses it, so characters the parser
 * drops or reinterprets (C0 such as TAB/LF/CR, DEL, C1, U+2028/2029, backslash), another scheme or
 * host, and dot segments that leave `//host` all give '/'.
 */
export function safeReturnPath(v: unknown): string {
  const base = 'http://stand-in.invalid';
  if (typeof v !== 'string' || !v || v.length > 2000 || /[\p{Cc}\u2028\u2029\\]/u.test(v)) return '/';
  try {
    const url = new URL(v, base);
    const path = `${url.pathname}${url.search}${url.hash}`;
    return url.origin === base && !path.startsWith('//') ? path : '/';
  } catch {
    return '/';
  }
}

const page = (title: string, body: string) => standInPage(title, body);
const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;
const ID = /^\d{1,9}$/;

/** The Korean notices shown with the regular price when a promotion link is refused (docs/decisions/010). */
export const PRICE_NOTICES = {
  refused: '특가 정보가 맞지 않아 정상가로 보여드려요.',
  expired: '특가 기간이 끝나 정상가로 보여드려요.',
  soldOut: '특가 수량이 모두 팔려 정상가로 보여드려요.',
} as const;

/** What the stand-in shows and charges for one product reached through a link. */
interface Quote {
  product: typeof products.$inferSelect;
  shopName: string;
  /** The price charged, KRW. */
  price: number;
  /** Percent off the list price shown beside it. */
  discountRate: number;
  /** '한정 특가' / '기획전 특가' when a promotion price applies. */
  label?: string;
  /** Why the regular price is shown although the link named a promotion. */
  notice?: string;
  /** The query that carries the promotion on to the basket ('' when none applies). */
  carry: string;
}

/**
 * The price for `productNo` under the promotion the link's query names (SPEC §1 hand-off, issue 13):
 * `dealId` or `periodId` with `priceToken` (server/domain/catalogue/deal-token.ts). A token that verifies for
 * that promotion and product, whose price is still the promotion's price in the catalogue, gives
 * the promotion price; anything else (forged, altered, expired, another product or deal, a sold-out
 * deal, junk) gives the regular price and a notice — never the price the link claims.
 * @returns undefined when the product does not exist
 */
async function quote(db: Db, productNo: number, q: Record<string, unknown>): Promise<Quote | undefined> {
  const [row] = await db
    .select({ p: products, shopName: shops.name })
    .from(products)
    .innerJoin(shops, eq(shops.shopId, products.shopId))
    .where(eq(products.productNo, productNo));
  if (!row) return undefined;
  const regular: Quote = { product: row.p, shopName: row.shopName, price: row.p.salePrice, discountRate: row.p.discountRate, carry: '' };
  const kind = q.dealId !== undefined ? 'deal' : q.periodId !== undefined ? 'period' : undefined;
  if (!kind) return regular;
  const rawId = kind === 'deal' ? q.dealId : q.periodId;
  const id = typeof rawId === 'string' && ID.test(rawId) ? Number(rawId) : NaN;
  if (!Number.isFinite(id)) return { ...regular, notice: PRICE_NOTICES.refused };
  const check = await dealTokens(db).verify(q.priceToken, { kind, id, productNo });
  if (!check.ok) return { ...regular, notice: check.reason === 'expired' ? PRICE_NOTICES.expired : PRICE_NOTICES.refused };
  // The signed price must still be the promotion's price (an operator may have changed it since).
  const carry = `?${kind}Id=${id}&priceToken=${encodeURIComponent(q.priceToken as string)}`;
  if (kind === 'deal') {
    const [d] = await db
      .select()
      .from(deals)
      .where(and(eq(deals.dealId, id), eq(deals.productNo, productNo)));
    if (!d || d.dealPrice !== check.claims.price) return { ...regular, notice: PRICE_NOTICES.refused };
    if (d.stockLeft <= 0) return { ...regular, notice: PRICE_NOTICES.soldOut };
    return { ...regular, price: d.dealPrice, discountRate: d.discountRate, label: '한정 특가', carry };
  }
  const [pp] = await db
    .select()
    .from(periodProducts)
    .where(and(eq(periodProducts.periodId, id), eq(periodProducts.productNo, productNo)));
  if (!pp || pp.periodPrice !== check.claims.price) return { ...regular, notice: PRICE_NOTICES.refused };
  return { ...regular, price: pp.periodPrice, discountRate: pp.discountRate, label: '기획전 특가', carry };
}

/** The price block: label, rate, charged price, struck list price; the notice when a promotion was refused. */
function priceHtml(q: Quote) {
  const list = q.product.price;
  return `${q.notice ? `<p class="notice" role="status">${escapeHtml(q.notice)}</p>` : ''}${q.label ? `<p class="deal">${escapeHtml(q.label)}</p>` : ''}
<p class="price">${q.discountRate > 0 ? `<span class="rate">${q.discountRate}%</span>` : ''}<span class="now">${won(q.price)}</span> ${list > q.price ? `<s aria-label="정가 ${won(list)}">${won(list)}</s>` : ''}</p>`;
}

export async function shopStandInRoutes(app: FastifyInstance, opts: { db: Db; lookupsPerMinute?: number }) {
  const { db } = opts;
  const html = (s: string) => s;

  app.get('/shop/product/:productNo', { schema: { hide: true } }, async (req, reply) => {
    const raw = (req.params as { productNo: string }).productNo;
    const productNo = ID.test(raw) ? Number(raw) : NaN;
    const q = Number.isFinite(productNo) ? await quote(db, productNo, req.query as Record<string, unknown>) : undefined;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!q) return reply.code(404).send(page('상품 없음', html(`<h1>상품을 찾을 수 없어요</h1><a class="btn" href="/">제철장터 홈으로</a>`)));
    const basket = `/shop/basket${q.carry ? `${q.carry}&` : '?'}productNo=${productNo}`;
    return page(
      q.product.name,
      `<img src="${escapeHtml(q.product.imageUrl)}" alt="${escapeHtml(q.product.name)}"><p>${escapeHtml(q.shopName)}</p><h1>${escapeHtml(q.product.name)}</h1>
${priceHtml(q)}
<p class="total">결제 예정 금액 <strong>${won(q.price)}</strong></p>
<p class="note">이 페이지는 쇼핑몰의 데모용 대역이에요. 실제 결제는 진행되지 않아요.</p>
<a class="btn" href="${escapeHtml(basket)}">장바구니 담기</a><a class="sub" href="/">제철장터로 돌아가기</a>`,
    );
  });

  app.get('/shop/basket', { schema: { hide: true } }, async (req, reply) => {
    const query = req.query as Record<string, unknown>;
    const productNo = typeof query.productNo === 'string' && ID.test(query.productNo) ? Number(query.productNo) : NaN;
    const q = Number.isFinite(productNo) ? await quote(db, productNo, query) : undefined;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!q)
      return page(
        '장바구니',
        `<h1>장바구니</h1><p>장바구니에 담긴 상품이 없어요.</p><p class="note">이 페이지는 쇼핑몰의 데모용 대역이에요.</p><a class="btn" href="/">제철 상품 보러 가기</a>`,
      );
    return page(
      '장바구니',
      `<h1>장바구니</h1><p>${escapeHtml(q.shopName)}</p><h2>${escapeHtml(q.product.name)}</h2><p>수량 1개</p>
${priceHtml(q)}
<p class="total">주문 금액 <strong>${won(q.price)}</strong></p>
<p class="note">이 페이지는 쇼핑몰의 데모용 대역이에요. 실제 결제는 진행되지 않아요.</p>
<a class="btn" href="/">제철 상품 더 보기</a>`,
    );
  });

  app.get('/shop/login', { schema: { hide: true } }, async (req, reply) => {
    const back = safeReturnPath((req.query as Record<string, unknown>).returnUrl);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    // The social sign-in itself runs in the PWA (/login → provider → /login-landing*), which
    // returns to `back` afterwards. PWA_BASE_URL would prefix these links when the shop is split.
    const start = (provider: string) => `/login?provider=${provider}&returnUrl=${encodeURIComponent(back)}`;
    return page(
      '로그인',
      `<h1>로그인</h1><p>제철장터는 소셜 계정으로 간편하게 로그인해요.</p>
<a class="btn naver" href="${escapeHtml(start('naver'))}">네이버로 로그인</a>
<a class="btn apple" href="${escapeHtml(start('apple'))}">Apple로 로그인</a>
<a class="sub" href="/">로그인하지 않고 둘러보기</a>
<p class="note">이 페이지는 쇼핑몰 로그인의 데모용 대역이에요.</p>`,
    );
  });

  // What the shop credited for a stars exchange (issue 16; server/stand-ins/shop/rewards.ts): the
  // member's exchange screen links here by the reference, as the real shop's 적립금/쿠폰 page would show it.
  // Each look-up is limited per address (issue 29: 480 anonymous guesses were all answered), and an
  // unknown, malformed or not completed reference get the same 404 page.
  app.get(
    '/shop/rewards/:reference',
    { schema: { hide: true }, config: { rateLimit: { max: opts.lookupsPerMinute ?? 10, timeWindow: 60_000 } } },
    async (req, reply) => {
      const { reference } = req.params as { reference: string };
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      const [x] = SHOP_REWARD_REFERENCE.test(reference)
        ? await db
            .select({ target: starExchanges.target, stars: starExchanges.stars, completedAt: starExchanges.completedAt })
            .from(starExchanges)
            .where(and(eq(starExchanges.shopReference, reference), eq(starExchanges.state, 'completed')))
        : [];
      if (!x) {
        reply.code(404);
        return page('적립 내역', `<h1>적립 내역을 찾을 수 없어요</h1><a class="btn" href="/">제철장터 홈으로</a>`);
      }
      const amount = won(x.stars * STAR_EXCHANGE.wonPerStar);
      const when = x.completedAt ? new Date(x.completedAt.getTime() + 9 * 3600_000).toISOString().slice(0, 16).replace('T', ' ') : '';
      const what =
        x.target === 'coupon'
          ? `<h1>${amount} 할인 쿠폰이 발급되었어요</h1><p>쿠폰 번호 <strong>${escapeHtml(reference)}</strong></p>`
          : `<h1>적립금 ${amount}이 적립되었어요</h1><p>거래 번호 ${escapeHtml(reference)}</p>`;
      return page(
        '적립 내역',
        `${what}<p>제철장터 별 ${x.stars.toLocaleString('ko-KR')}개 교환 · ${escapeHtml(when)}</p>
<p class="note">이 페이지는 쇼핑몰 적립금·쿠폰의 데모용 대역이에요.</p><a class="btn" href="/my-page/point">내 별 보러 가기</a>`,
      );
    },
  );

  // The member withdrawal the server calls (issue 17, SPEC §8 code 400): ./withdrawal.ts.
  await shopWithdrawalRoutes(app);

  app.get('/shop/logout', { schema: { hide: true } }, async (_req, reply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return page('로그아웃', `<h1>로그아웃되었어요</h1><a class="btn" href="/">제철장터 홈으로</a>`);
  });
}
