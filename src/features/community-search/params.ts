/**
 * The community search's addresses (issue 15; SPEC §2 /community/search; docs/decisions/025): the
 * query string every search route takes, and which results tab a pathname is. Kept light (no zod,
 * no es-hangul): the route table's validators load with the first screen.
 */
import type { CommunityType } from '@contract/community';

/** The query string of the search routes (SPEC §2 "take the query string as input"). */
export interface CommunitySearchParams {
  keyword?: string;
  /** 'Y': the words as typed, no typo correction (the link back from a corrected answer). */
  exact?: 'Y';
}

/** The server's keyword limit (KEYWORD_MAX_LENGTH of @contract/search, written out). */
export const COMMUNITY_KEYWORD_MAX = 50;

/** ?keyword (trimmed, spaces collapsed, at most 50 characters; blank → none) and ?exact=Y; anything else is dropped. */
export function communitySearchParams(s: Record<string, unknown>): CommunitySearchParams {
  const raw = typeof s.keyword === 'string' || typeof s.keyword === 'number' ? String(s.keyword) : '';
  const keyword = Array.from(raw.trim().replace(/\s+/g, ' ')).slice(0, COMMUNITY_KEYWORD_MAX).join('').trim();
  return { keyword: keyword || undefined, exact: s.exact === 'Y' ? 'Y' : undefined };
}

export type CommunitySearchPath = '/community/search/dashboard' | '/community/search/qna' | '/community/search/survey';

/** The results tabs in order: 게시글 (SPEC's dashboard), Q&A, 설문. */
export const SEARCH_TABS: ReadonlyArray<{ type: CommunityType; label: string; noun: string; to: CommunitySearchPath }> = [
  { type: 'dashboard', label: '게시글', noun: '게시글', to: '/community/search/dashboard' },
  { type: 'qna', label: 'Q&A', noun: '질문', to: '/community/search/qna' },
  { type: 'survey', label: '설문', noun: '설문', to: '/community/search/survey' },
];

/** Which results tab a pathname shows (null on the recent screen). */
export function searchTabOf(pathname: string): CommunityType | null {
  return SEARCH_TABS.find((t) => pathname.startsWith(t.to))?.type ?? null;
}
