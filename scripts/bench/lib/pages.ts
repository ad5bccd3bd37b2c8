/**
 * Real ids for the benchmarked pages and API calls, read from the running server's display API
 * (the seeded catalogue is deterministic, but which deals are live depends on the clock).
 */

async function api<T>(base: string, p: string): Promise<T> {
  const r = await fetch(base + p, { headers: { accept: 'application/json' } });
  const body = (await r.json()) as { code: number; data: T };
  if (!r.ok || body.code !== 0) throw new Error(`${p}: HTTP ${r.status}, code ${body.code}`);
  return body.data;
}

export interface Ids {
  dealId: number;
  /** A second-level category (4 digits): the code /category/detail/{secondCode} shows. */
  categoryCode: string;
  shopId: number;
}

export async function discoverIds(base: string): Promise<Ids> {
  const home = await api<{ limitedDeals: Array<{ dealId: number; status: string }> }>(base, '/api/v1/display/home');
  const deal = home.limitedDeals.find((d) => d.status === 'live') ?? home.limitedDeals[0];
  if (!deal) throw new Error('no limited deal on /api/v1/display/home');
  const tree = await api<{ roots: Array<{ code: string; children: Array<{ code: string }> }> }>(base, '/api/v1/display/web/category');
  const categoryCode = tree.roots[0]?.children[0]?.code;
  if (!categoryCode) throw new Error('no second-level category on /api/v1/display/web/category');
  const shops = await api<{ items: Array<{ shopId: number }> }>(base, '/api/v1/display/shop?page=1');
  const shopId = shops.items[0]?.shopId;
  if (!shopId) throw new Error('no shop on /api/v1/display/shop');
  return { dealId: deal.dealId, categoryCode, shopId };
}

/** The five pages of issue 6, as SPA paths (src/routes). */
export function benchPages(ids: Ids): Array<{ name: string; path: string }> {
  return [
    { name: 'home', path: '/' },
    { name: 'deal', path: `/deal/${ids.dealId}` },
    { name: 'category', path: `/category/detail/${ids.categoryCode}` },
    { name: 'store', path: `/store/${ids.shopId}` },
    { name: 'community', path: '/community/main' },
  ];
}
