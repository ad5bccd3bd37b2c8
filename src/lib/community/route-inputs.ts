/**
 * What the community routes read from the address (docs/decisions/022): ?sort (one of
 * COMMUNITY_SORTS), ?board (a board code), the /community/main tab of a pathname and the daily
 * board's date. Anything else is dropped (not an error), as the other list routes do; a date that is
 * not a real day is a not-found. Evaluated with the route tree at start-up, so it stays light: no
 * zod, nothing of the screens.
 *
 * The boards themselves come from the server (GET /api/v1/community/board, the posts feature's
 * `postQueries.boards()`; docs/decisions/024): an operator can add one without a release. The URL's
 * ?board is kept when it is shaped like a board code (BOARD_CODE_PATTERN of @contract/community,
 * written out here because that module carries zod); a code no board has is dropped by the screens
 * once the list is known (`knownBoard`).
 */
import type { CommunitySort } from '@contract/community';
import { DAILY_BOARD_YEARS } from '@contract/rules';

/** A /community/main tab: 인기글 (the empty child too), 게시판, Q&A, 설문. */
export type CommunityTab = 'popular' | 'dashboard' | 'qna' | 'survey';

/**
 * COMMUNITY_SORTS of @contract/community, written out: that module carries zod, which must stay out
 * of the route chunks the first screen loads (scripts/check-bundle.mjs). The type keeps them equal.
 */
const COMMUNITY_SORTS = ['popular', 'newest'] as const satisfies readonly CommunitySort[];
type MissingSort = Exclude<CommunitySort, (typeof COMMUNITY_SORTS)[number]>;
const everySort: MissingSort extends never ? true : false = true;
void everySort;

const BOARD_CODE = /^[a-z][a-z0-9-]{0,29}$/;

/** A board code from the URL, or undefined (전체) for anything not shaped like one. */
export function boardCodeOf(value: unknown): string | undefined {
  return typeof value === 'string' && BOARD_CODE.test(value) ? value : undefined;
}

/** `code` when the server's list has that board, else undefined (전체). */
export function knownBoard(boards: ReadonlyArray<{ code: string }> | undefined, code: string | undefined): string | undefined {
  return code && boards?.some((b) => b.code === code) ? code : undefined;
}

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

/** A YYYY-MM-DD that is a real calendar day of the years a daily board shows (DAILY_BOARD_YEARS), else null (the daily board's `{date}`). */
export function validDay(date: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const year = Number(date.slice(0, 4));
  if (year < DAILY_BOARD_YEARS.min || year > DAILY_BOARD_YEARS.max) return null;
  const t = Date.parse(`${date}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === date ? date : null;
}
