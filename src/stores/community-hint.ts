/**
 * "Visit the community" hint (SPEC §2): the 커뮤니티 tab shows a red dot and a tooltip about
 * collecting star points until any /community route has been visited once. The flag is kept in
 * localStorage (per device, survives sessions) and mirrored in a valtio proxy so the bottom nav
 * re-renders as soon as the app shell marks the visit.
 */
import { proxy, useSnapshot } from 'valtio';

export const COMMUNITY_VISITED_KEY = 'community-visited';

function readVisited(): boolean {
  try {
    return localStorage.getItem(COMMUNITY_VISITED_KEY) === 'Y';
  } catch {
    return false;
  }
}

// Not visited until reloadCommunityHint() reads the device after hydration: the server cannot know,
// and the first client render must draw what it drew (issue 12).
export const communityHintState = proxy({ visited: false });

/** Record the visit (idempotent). Storage failures only mean the hint comes back next session. */
export function markCommunityVisited() {
  if (!communityHintState.visited) communityHintState.visited = true;
  try {
    localStorage.setItem(COMMUNITY_VISITED_KEY, 'Y');
  } catch {
    // storage unavailable (private mode)
  }
}

/** Read the persisted flag (after hydration; tests; another tab cleared storage). */
export function reloadCommunityHint() {
  communityHintState.visited = readVisited();
}

/** True once the community has been visited. */
export function useCommunityVisited(): boolean {
  return useSnapshot(communityHintState).visited;
}

/** True for /community and every route below it. */
export function isCommunityPath(pathname: string) {
  return pathname === '/community' || pathname.startsWith('/community/');
}
