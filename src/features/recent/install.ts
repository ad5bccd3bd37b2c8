/**
 * Native hook of the recently-viewed feature (SPEC §4 inbound appRecentProduct): the app reports
 * a product view; a product already in the list moves to the front and the list re-reads storage.
 * (A product never seen on the web has no display snapshot to show, so it is not added.)
 */
import type { QueryClient } from '@tanstack/react-query';
import { onNativeMessage } from '~/lib/native';
import { recentQueries } from './queries';
import { touchRecentProduct } from './store';

export function installRecentProducts(queryClient: QueryClient): () => void {
  return onNativeMessage('appRecentProduct', (m) => {
    const productNo = Number(m.productNo);
    void (Number.isInteger(productNo) && productNo > 0 ? touchRecentProduct(productNo) : Promise.resolve()).then(() =>
      queryClient.invalidateQueries({ queryKey: recentQueries.all() }),
    );
  });
}
