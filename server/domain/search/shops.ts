/**
 * Store search (issue 4; SPEC §2 /search/stores): stores whose name, city or region matches the
 * keyword — partial, spacing- and jamo-aware, 초성 too — the name's matches first, then by likes.
 */
import { eq, inArray } from 'drizzle-orm';
import type { ShopCard } from '@contract/display.js';
import type { Page } from '@contract/envelope.js';
import type { Db } from '@server/db/client.js';
import { shopCardsQuery } from '@server/db/queries/catalogue.js';
import { locals, shops } from '@server/db/schema/index.js';
import { choseongOf, compactOf, isChoseongQuery, jamoOf, normalizeKeyword } from '@server/infra/hangul.js';
import { withDeadline } from './deadline.js';

/** GET /api/v1/search/shop: stores whose name, city or region matches (partial, spacing- and jamo-aware). */
export async function searchShops(db: Db, q: { keyword: string; page: number; size: number }): Promise<Page<ShopCard>> {
  const keyword = normalizeKeyword(q.keyword);
  return withDeadline(
    (async () => {
      const rows = await db
        .select({ shopId: shops.shopId, name: shops.name, city: shops.city, local: locals.shortName, likes: shops.likeCount })
        .from(shops)
        .innerJoin(locals, eq(locals.code, shops.localCode));
      const cho = isChoseongQuery(keyword);
      const target = cho ? compactOf(keyword) : jamoOf(keyword);
      const hits = rows
        .filter((r) => {
          const text = `${r.name} ${r.local} ${r.city}`;
          return (cho ? choseongOf(text) : jamoOf(text)).includes(target);
        })
        .sort((a, b) => Number(jamoOf(b.name).includes(target)) - Number(jamoOf(a.name).includes(target)) || b.likes - a.likes || a.shopId - b.shopId);
      const pageIds = hits.slice((q.page - 1) * q.size, q.page * q.size).map((h) => h.shopId);
      const cards = pageIds.length ? await shopCardsQuery(db).where(inArray(shops.shopId, pageIds)) : [];
      const byId = new Map(cards.map((c) => [c.shopId, c]));
      return {
        items: pageIds.map((id) => byId.get(id)!).filter(Boolean),
        page: q.page,
        size: q.size,
        total: hits.length,
        hasNext: q.page * q.size < hits.length,
      };
    })(),
  );
}
