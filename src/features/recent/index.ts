/** Public entry of the recently-viewed feature. */
export { RecentProducts } from './components/recent-products';
export { recordRecentProduct, RECENT_PRODUCTS_MAX, type RecentProduct } from './store';
export { recentQueries } from './queries';
export { installRecentProducts } from './install';
