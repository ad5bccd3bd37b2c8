/**
 * Stand-in for the separate shop site (SPEC §1: purchase and login live there). Served under
 * /shop in the embedded default; SHOP_BASE_URL points the PWA elsewhere in production.
 * Server-rendered Korean pages, no scripts (CSP script-src 'self'), hidden from the OpenAPI doc.
 * Return URLs are accepted only as same-origin paths, so these pages are never an open redirect.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { products, shops } from '@server/db/schema/index.js';
import { escapeHtml, standInPage } from '@server/lib/html.js';

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

export async function shopStandInRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const html = (s: string) => s;

  app.get('/shop/product/:productNo', { schema: { hide: true } }, async (req, reply) => {
    const raw = (req.params as { productNo: string }).productNo;
    const productNo = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
    const [p] = Number.isFinite(productNo)
      ? await db
          .select({ p: products, shopName: shops.name })
          .from(products)
          .innerJoin(shops, eq(shops.shopId, products.shopId))
          .where(eq(products.productNo, productNo))
      : [];
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!p) return reply.code(404).send(page('상품 없음', html(`<h1>상품을 찾을 수 없어요</h1><a class="btn" href="/">제철장터 홈으로</a>`)));
    const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;
    return page(
      p.p.name,
      `<img src="${escapeHtml(p.p.imageUrl)}" alt="${escapeHtml(p.p.name)}"><p>${escapeHtml(p.shopName)}</p><h1>${escapeHtml(p.p.name)}</h1>
<p class="price">${p.p.discountRate > 0 ? `<span class="rate">${p.p.discountRate}%</span>` : ''}${won(p.p.salePrice)} ${p.p.discountRate > 0 ? `<s>${won(p.p.price)}</s>` : ''}</p>
<p class="note">이 페이지는 쇼핑몰의 데모용 대역이에요. 실제 결제는 진행되지 않아요.</p>
<a class="btn" href="/shop/basket">장바구니 보기</a><a class="sub" href="/">제철장터로 돌아가기</a>`,
    );
  });

  app.get('/shop/basket', { schema: { hide: true } }, async (_req, reply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return page(
      '장바구니',
      `<h1>장바구니</h1><p>장바구니에 담긴 상품이 없어요.</p><p class="note">이 페이지는 쇼핑몰의 데모용 대역이에요.</p><a class="btn" href="/">제철 상품 보러 가기</a>`,
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

  app.get('/shop/logout', { schema: { hide: true } }, async (_req, reply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return page('로그아웃', `<h1>로그아웃되었어요</h1><a class="btn" href="/">제철장터 홈으로</a>`);
  });
}
