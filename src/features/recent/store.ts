/**
 * Recently viewed products (SPEC §3 "Recently viewed product: productNo, isLike; at most 30 kept
 * locally", §9 max 30), in IndexedDB through idb-keyval (lib/offline-storage RECENT_PRODUCTS_KEY),
 * most recent first. Each entry also keeps a small display snapshot (name, image, prices, the path
 * it was seen on) so the list renders offline without asking the server.
 * Logout removes the list (lib/offline-storage.wipePersonalData): it is the member's browsing
 * history, not the device's (ASVS 14.3.1, issue 14). Without IndexedDB it lives in memory for the
 * page's life.
 */
import type { ProductCard } from '@contract/display';
import { hasIndexedDb, personalDataEpoch, readKey, RECENT_PRODUCTS_KEY, writeKey } from '~/lib/offline-storage';

/** SPEC §9. */
export const RECENT_PRODUCTS_MAX = 30;

/** A viewed product: the card fields the list shows (prices in KRW), as the API sent them. */
export type RecentProduct = Pick<ProductCard, 'productNo' | 'name' | 'imageUrl' | 'price' | 'salePrice' | 'discountRate'> & {
  isLike: boolean;
  /** In-app path where it was viewed, e.g. /deal/12; with `onShop`, the product's page on the shop site. */
  path: string;
  /** The path is the shop site's product page (a product the app showed outside a live deal), not an in-app route. */
  onShop?: boolean;
  /** ms epoch */
  viewedAt: number;
};

let memory: RecentProduct[] = [];

export async function listRecentProducts(): Promise<RecentProduct[]> {
  if (!hasIndexedDb()) return memory;
  // Not the in-memory copy when the key is gone: logout deleted it.
  const stored = await readKey<RecentProduct[]>(RECENT_PRODUCTS_KEY);
  return Array.isArray(stored) ? stored : [];
}

async function save(list: RecentProduct[]) {
  memory = list;
  await writeKey(RECENT_PRODUCTS_KEY, list);
}

/** Put a product first (moving it if already there), keeping at most 30. Returns the new list. */
export async function recordRecentProduct(p: Omit<RecentProduct, 'viewedAt' | 'isLike'> & { isLike?: boolean }, now = Date.now()): Promise<RecentProduct[]> {
  const list = await listRecentProducts();
  const old = list.find((r) => r.productNo === p.productNo);
  const next = [{ ...p, isLike: p.isLike ?? old?.isLike ?? false, viewedAt: now }, ...list.filter((r) => r.productNo !== p.productNo)].slice(
    0,
    RECENT_PRODUCTS_MAX,
  );
  await save(next);
  return next;
}

export async function removeRecentProduct(productNo: number): Promise<RecentProduct[]> {
  const next = (await listRecentProducts()).filter((r) => r.productNo !== productNo);
  await save(next);
  return next;
}

export async function clearRecentProducts(): Promise<void> {
  await save([]);
}

/** Write the member's like states back (from the like check call). */
export async function applyLikeStates(states: Array<{ productNo: number; likeYN: 'Y' | 'N' }>): Promise<RecentProduct[]> {
  const liked = new Map(states.map((s) => [s.productNo, s.likeYN === 'Y']));
  const epoch = personalDataEpoch();
  const list = await listRecentProducts();
  // Nothing stored, or a logout wiped it while we read (issue 14): nothing to write back.
  if (!list.length || epoch !== personalDataEpoch()) return [];
  const next = list.map((r) => (liked.has(r.productNo) ? { ...r, isLike: liked.get(r.productNo)! } : r));
  await save(next);
  return next;
}

/** Test hook. */
export function resetRecentForTests() {
  memory = [];
}

/** Move an already-listed product to the front (the native app reports a view: appRecentProduct). */
export async function touchRecentProduct(productNo: number, now = Date.now()): Promise<RecentProduct[]> {
  const list = await listRecentProducts();
  const hit = list.find((r) => r.productNo === productNo);
  if (!hit) return list;
  const next = [{ ...hit, viewedAt: now }, ...list.filter((r) => r !== hit)];
  await save(next);
  return next;
}
