/**
 * Query strings of the community lists (docs/decisions/022): ?sort is one of COMMUNITY_SORTS and
 * ?board one of the boards; anything else is dropped (not an error), as the other list routes do.
 */
import type { CommunitySort } from '@contract/community';
import { boardCodeOf } from './boards';
import type { CommunityTab } from './components/community-main';

/**
 * COMMUNITY_SORTS of @contract/community, written out: that module carries zod, which must stay out
 * of the route chunks the first screen loads (scripts/check-bundle.mjs). The type keeps them equal.
 */
const COMMUNITY_SORTS = ['popular', 'newest'] as const satisfies readonly CommunitySort[];
type MissingSort = Exclude<CommunitySort, (typeof COMMUNITY_SORTS)[number]>;
const everySort: MissingSort extends never ? true : false = true;
void everySort;

export const communitySortOf = (v: unknown): CommunitySort | undefined =>
  (COMMUNITY_SORTS as readonly unknown[]).includes(v) ? (v as CommunitySort) : undefined;

export const questionListSearch = (s: Record<string, unknown>): { sort?: CommunitySort } => ({ sort: communitySortOf(s.sort) });
export const boardListSearch = (s: Record<string, unknown>): { board?: string; sort?: CommunitySort } => ({
  board: boardCodeOf(s.board),
  sort: communitySortOf(s.sort),
});

/** The web profile's selected community sort (SPEC §3 communitySortFilterList), else 'popular'. */
export function defaultCommunitySort(items: ReadonlyArray<{ code: string; isSelected: boolean }>): CommunitySort {
  return communitySortOf(items.find((i) => i.isSelected)?.code) ?? 'popular';
}

/** Which /community/main tab a pathname shows (the empty child is 인기글). */
export function communityTabOf(pathname: string): CommunityTab {
  if (pathname.startsWith('/community/main/dashboard')) return 'dashboard';
  if (pathname.startsWith('/community/main/qna')) return 'qna';
  if (pathname.startsWith('/community/main/survey')) return 'survey';
  return 'popular';
}
