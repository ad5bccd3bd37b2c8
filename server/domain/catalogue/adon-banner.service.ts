/**
 * Adon banners (SPEC §7 "adon banner"; issue 16; docs/decisions/026 "## Game, events, orders,
 * banners"): the banners of one placement whose display window holds `now` (startAt ≤ now < endAt),
 * ordered by sortOrder, then bannerId. Seeded by server/seed/banners.ts.
 */
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { adonBanners } from '@server/db/schema/index.js';
import type { AdonBanner, BannerPlacement } from '@contract/member-play.js';

/** Current banners of `placement` at `now`, in display order. */
export async function currentBanners(db: Db, placement: BannerPlacement, now: Date): Promise<AdonBanner[]> {
  const rows = await db
    .select()
    .from(adonBanners)
    .where(and(eq(adonBanners.placement, placement), lte(adonBanners.startAt, now), gt(adonBanners.endAt, now)))
    .orderBy(asc(adonBanners.sortOrder), asc(adonBanners.bannerId));
  return rows.map((r) => ({
    bannerId: r.bannerId,
    placement: r.placement,
    title: r.title,
    imageUrl: r.imageUrl,
    linkUrl: r.linkUrl,
    endAt: r.endAt.toISOString(),
  }));
}
