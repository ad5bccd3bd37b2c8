/** Category feature fetchers: the tree (or one node with breadcrumbs) and its products. */
import type { ProductSort } from '@contract/rules';
import { callEndpoint } from '~/lib/api-client';

export const fetchCategoryTree = (categoryCode?: string) => callEndpoint('categoryTree', { query: { categoryCode } });
export const fetchCategoryProducts = (categoryCode: string, sort: ProductSort, page: number) =>
  callEndpoint('categoryProducts', { query: { categoryCode, sort, page, size: 20 } });
