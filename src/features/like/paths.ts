/**
 * Where the member's 찜 lists live (issue 13; docs/decisions/012-like-lists.md): /my-page/like,
 * the tab in the search (`?tab=shop`; 상품 is the default and has no parameter).
 */
export const LIKE_LIST_PATH = '/my-page/like';
export type LikeTab = 'product' | 'shop';

/** The list of one kind as an in-app address (the toast's 보기 link). */
export const likeListHref = (tab: LikeTab) => (tab === 'shop' ? `${LIKE_LIST_PATH}?tab=shop` : LIKE_LIST_PATH);

/** `validateSearch` of the list route: ?tab=shop, anything else is the product tab. */
export const likeListSearch = (s: Record<string, unknown>): { tab?: 'shop' } => (s.tab === 'shop' ? { tab: 'shop' } : {});
