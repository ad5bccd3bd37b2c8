/** Category feature fetchers: the tree (or one node with breadcrumbs) and its products. */
import { api } from '~/lib/api-client';
import type { CategoryNode, ProductCard, ProductSort } from '@contract/display';
import type { Page } from '@contract/envelope';

export interface CategoryTree { roots: CategoryNode[]; selected: CategoryNode | null; breadcrumbs: Array<{ code: string; name: string; depth: number }> }
export const fetchCategoryTree = (categoryCode?: string) => api.display.get<CategoryTree>('/api/v1/display/web/category', { query: { categoryCode } });
export const fetchCategoryProducts = (categoryCode: string, sort: ProductSort, page: number) => api.display.get<Page<ProductCard>>('/api/v1/display/web/category/product', { query: { categoryCode, sort, page, size: 20 } });
