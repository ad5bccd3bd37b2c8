/**
 * Stand-in for the separate shop site (SPEC §1: purchase and login live there). Served under
 * /shop in the embedded default; SHOP_BASE_URL points the PWA elsewhere in production.
 * Server-rendered Korean pages, no scripts (CSP script-src 'self'), hidden from the OpenAPI doc.
 * Return URLs are accepted only as same-origin paths, so these pages are never an open redirect.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products, shops } from '../../db/schema/index.js';

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A return path is safe when it is a same-origin absolute path ("/x", not "//host" or "/\\host"). */
export function safeReturnPath(v: unknown): string {
  if (typeof v !== 'string' || !v.startsWith('/') || v.startsWith('//') || v.startsWith('/\\') || /[\u0000-\u001f]/.test(v) || v.length > 2000) return '/';
  return v;
}

function page(title: string, body: string) {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} · 제철장터 쇼핑몰</title>
<style>body{margin:0;font-family:'Noto Sans CJK KR',system-ui,sans-serif;color:#191f28;background:#f2f4f6}main{max-width:480px;margin:0 auto;min-height:100vh;background:#fff;padding:20px;box-sizing:border-box}a.btn{display:block;text-align:center;padding:14px;border-radius:10px;background:#C2340C;color:#fff;text-decoration:none;font-weight:700;margin-top:16px}a.sub{display:block;text-align:center;margin-top:12px;color:#4e5968}.note{background:#fff6ed;border-radius:10px;padding:12px;color:#9a2b12;font-size:14px}img{width:100%;border-radius:12px;background:#f2f4f6}.price{font-size:24px;font-weight:800}.rate{color:#d92d2d;margin-right:6px}s{color:#8b95a1}</style></head>
<body><main>${body}</main></body></html>`;
}

export async function shopStandInRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const html = (s: string) => s;

  app.get('/shop/product/:productNo', { schema: { hide: true } }, async (req, reply) => {
    const raw = (req.params as { productNo: string }).productNo;
    const productNo = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
    const [p] = Number.isFinite(productNo)
      ? await db.select({ p: products, shopName: shops.name }).from(products).innerJoin(shops, eq(shops.shopId, products.shopId)).where(eq(products.productNo, productNo))
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
    return page('장바구니', `<h1>장바구니</h1><p>장바구니에 담긴 상품이 없어요.</p><p class="note">이 페이지는 쇼핑몰의 데모용 대역이에요.</p><a class="btn" href="/">제철 상품 보러 가기</a>`);
  });

  app.get('/shop/login', { schema: { hide: true } }, async (req, reply) => {
    const back = safeReturnPath((req.query as Record<string, unknown>).returnUrl);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return page('로그인', `<h1>로그인</h1><p class="note">쇼핑몰 로그인은 준비 중이에요.</p><a class="btn" href="${escapeHtml(back)}">이전 화면으로 돌아가기</a>`);
  });

  app.get('/shop/logout', { schema: { hide: true } }, async (_req, reply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return page('로그아웃', `<h1>로그아웃되었어요</h1><a class="btn" href="/">제철장터 홈으로</a>`);
  });
}
