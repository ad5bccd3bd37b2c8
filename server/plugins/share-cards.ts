/**
 * The link-preview images pages name in `og:image` (issue 30, docs/decisions/040-share-previews.md):
 *   GET /og/deal/{id}.png    a limited deal: the product's picture, name, discount and deal price
 *   GET /og/store/{id}.png   a store: its picture, name and 시/군
 *   GET /og/post/{id}.png    a community post or question: its board and title (the linked product's picture)
 * 1200 × 630 PNG (server/infra/share-card.ts), public and cached a while (a messenger fetches it once
 * per link); the last SHARE_CARD_CACHE_SIZE cards are kept in memory, keyed by what they show, so a
 * changed price gives a new card. Anything unknown, hidden or deleted: a plain 404 (no envelope: not
 * an API path).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '@server/db/client.js';
import { ApiError } from '@server/errors.js';
import { getDeal, getShopInfo } from '@server/domain/catalogue/display.service.js';
import { getPost } from '@server/domain/community/community.service.js';
import { renderShareCard, type ShareCardContent } from '@server/infra/share-card.js';

/** How many rendered cards an instance keeps (≈ 30–60 KB each). */
export const SHARE_CARD_CACHE_SIZE = 300;
/** How long a messenger or browser may reuse a card (s). */
export const SHARE_CARD_MAX_AGE_S = 600;

const KRW = (n: number) => `${n.toLocaleString('ko-KR')}원`;

/** What the card of each kind shows, from the same services the pages read; null when there is nothing to show. */
async function cardContent(db: Db, kind: string, id: number): Promise<ShareCardContent | null> {
  try {
    if (kind === 'deal') {
      const deal = await getDeal(db, id);
      return {
        eyebrow: deal.status === 'upcoming' ? '오픈 예정 한정 특가' : '한정 특가',
        title: deal.product.name,
        badge: deal.discountRate > 0 ? `${deal.discountRate}%` : undefined,
        subtitle: KRW(deal.dealPrice),
        picturePath: deal.product.imageUrl,
      };
    }
    if (kind === 'store') {
      const shop = await getShopInfo(db, id);
      return { eyebrow: '제철장터 가게', title: shop.name, subtitle: `${shop.localName} ${shop.city}`, picturePath: shop.imageUrl };
    }
    if (kind === 'post') {
      const post = await getPost(db, 'dashboard', id).catch((e: unknown) => (e instanceof ApiError ? getPost(db, 'qna', id) : Promise.reject(e)));
      if (post.status !== 'visible') return null;
      return {
        eyebrow: post.communityType === 'qna' ? '커뮤니티 질문' : `커뮤니티 · ${post.board?.name ?? '게시판'}`,
        title: post.title,
        subtitle: `댓글 ${post.replyCount.toLocaleString('ko-KR')}개`,
        picturePath: post.product?.imageUrl ?? '/icons/icon-512.png',
      };
    }
    return null;
  } catch (e) {
    if (e instanceof ApiError) return null;
    throw e;
  }
}

/** Register the card routes; `siteDir` is the built site (dist/), where pictures are read. */
export async function registerShareCards(app: FastifyInstance, deps: { db: Db; siteDir?: string }): Promise<void> {
  const cache = new Map<string, Buffer>();
  const notFound = (reply: FastifyReply) => reply.code(404).type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send('Not found');
  // Not an API endpoint: left out of the OpenAPI document (and so of the hostile suite's API fuzzing; its own cases are in share-cards.test.ts).
  app.get<{ Params: { kind: string; file: string } }>('/og/:kind/:file', { schema: { hide: true } }, async (req, reply) => {
    const m = /^(\d{1,10})\.png$/.exec(req.params.file);
    const id = m ? Number(m[1]) : NaN;
    if (!['deal', 'store', 'post'].includes(req.params.kind) || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return notFound(reply);
    const content = await cardContent(deps.db, req.params.kind, id);
    if (!content) return notFound(reply);
    const key = JSON.stringify(content);
    let png = cache.get(key);
    if (png) cache.delete(key);
    else png = await renderShareCard(content, deps.siteDir);
    cache.set(key, png);
    if (cache.size > SHARE_CARD_CACHE_SIZE) cache.delete(cache.keys().next().value!);
    return reply.type('image/png').header('cache-control', `public, max-age=${SHARE_CARD_MAX_AGE_S}`).send(png);
  });
}
