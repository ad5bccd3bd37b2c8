/**
 * Native hook of the recently-viewed feature (SPEC §4 inbound appRecentProduct; SPEC §3 at most 30):
 * the app reports a product it showed. One already in the list moves to the front; one this web
 * view never showed (no display snapshot here) is fetched from the server as a card (issue 30:
 * it was dropped before) and put first. A number the server does not know is left out. Offline,
 * or when the server cannot be reached, the number waits in memory and is fetched when the browser
 * is back online (the app's view is not lost to a bad connection; a reload forgets it).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ProductCard } from '@contract/display';
import { ApiClientError } from '~/lib/api-client';
import { shopUrls } from '~/lib/config';
import { onNativeMessage } from '~/lib/native';
import { fetchProductCards } from './api';
import { recentQueries } from './queries';
import { listRecentProducts, recordRecentProduct, touchRecentProduct } from './store';

/** Where a fetched card opens from the list: its live deal in the app, else its page on the shop site. */
export function recentPathOf(card: Pick<ProductCard, 'productNo' | 'liveDeal'>): { path: string; onShop?: true } {
  return card.liveDeal ? { path: `/deal/${card.liveDeal.dealId}` } : { path: shopUrls.product(card.productNo), onShop: true };
}

/**
 * Put the app's view of `productNo` first (at `now`, ms epoch): moved when listed, else fetched as
 * a card. Resolves 'moved' | 'added' | 'unknown' (the server has no such product); rejects with the
 * API client's error when the card could not be fetched.
 */
export async function recordAppView(productNo: number, now = Date.now()): Promise<'moved' | 'added' | 'unknown'> {
  if ((await listRecentProducts()).some((r) => r.productNo === productNo)) {
    await touchRecentProduct(productNo, now);
    return 'moved';
  }
  const [card] = await fetchProductCards([productNo]);
  if (!card) return 'unknown';
  // The card's price is its deal price while the deal is live (one price per product: decision 010).
  const deal = card.liveDeal;
  await recordRecentProduct(
    {
      productNo: card.productNo,
      name: card.name,
      imageUrl: card.imageUrl,
      price: card.price,
      salePrice: deal?.dealPrice ?? card.salePrice,
      discountRate: deal?.discountRate ?? card.discountRate,
      ...recentPathOf(card),
    },
    now,
  );
  return 'added';
}

export function installRecentProducts(queryClient: QueryClient): () => void {
  /** Views whose card could not be fetched (offline): product number → when the app showed it. */
  const waiting = new Map<number, number>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: recentQueries.all() });
  // One view at a time: each reads and rewrites the stored list.
  let queue: Promise<unknown> = Promise.resolve();
  const record = (productNo: number, at: number) =>
    (queue = queue
      .then(() => recordAppView(productNo, at))
      .then(() => waiting.delete(productNo))
      .catch((e: unknown) => {
        if (e instanceof ApiClientError && e.isNetworkError) waiting.set(productNo, at);
        else waiting.delete(productNo);
      })
      .then(refresh));
  const onOnline = () => {
    // Oldest first, so the newest view ends up first in the list.
    for (const [productNo, at] of [...waiting].sort((a, b) => a[1] - b[1])) void record(productNo, at);
  };
  window.addEventListener('online', onOnline);
  const off = onNativeMessage('appRecentProduct', (m) => {
    const productNo = Number(m.productNo);
    if (Number.isInteger(productNo) && productNo > 0) void record(productNo, Date.now());
  });
  return () => {
    off();
    window.removeEventListener('online', onOnline);
  };
}
