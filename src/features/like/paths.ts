/**
 * Where the member's 찜 lists live (issue 13; docs/decisions/012-like-lists.md): /my-page/like,
 * the tab in the search (`?tab=shop`; 상품 is the default and has no parameter).
 */
import { fragmentParam } from '~/lib/sign-in-intent';

export const LIKE_LIST_PATH = '/my-page/like';
export type LikeTab = 'product' | 'shop';

/** The list of one kind as an in-app address (the toast's 보기 link). */
export const likeListHref = (tab: LikeTab) => (tab === 'shop' ? `${LIKE_LIST_PATH}?tab=shop` : LIKE_LIST_PATH);

/** `validateSearch` of the list route: ?tab=shop, anything else is the product tab. */
export const likeListSearch = (s: Record<string, unknown>): { tab?: 'shop' } => (s.tab === 'shop' ? { tab: 'shop' } : {});

/** The fragment parameter carrying a signed-out 찜's intent id on its sign-in return address (./pending). */
export const PENDING_LIKE_PARAM = 'like-intent';

/**
 * Does this address come back from a signed-out 찜's sign-in (its fragment carries an intent id)?
 * After hydration the 찜 queue loads for such an address (src/after-hydration.ts; issue 31). Here,
 * not in ./pending, so the check costs the start-up no chunk of its own.
 */
export const hasPendingLikeOn = (address: { hash: string }): boolean => fragmentParam(address.hash, PENDING_LIKE_PARAM) !== null;
