/**
 * "Visit the community" hint (SPEC §2): the 커뮤니티 tab shows a red dot and a tooltip about
 * collecting star points until any /community route has been visited once. The flag is kept in
 * localStorage (per device, survives sessions) and mirrored in a valtio proxy so the bottom nav
 * re-renders as soon as the app shell marks the visit.
 */
import { proxy, useSnapshot } from 'valtio';

export const COMMUNITY_VISITED_KEY = 'community-visited';
/** sessionStorage: the tooltip was closed with its 닫기 button in this tab (the red dot stays until the visit). */
export const COMMUNITY_TOOLTIP_CLOSED_KEY = 'community-tooltip-closed';

function readVisited(): boolean {
  try {
    return localStorage.getItem(COMMUNITY_VISITED_KEY) === 'Y';
  } catch {
    return false;
  }
}

// Not visited until reloadCommunityHint() reads the device after hydration: the server cannot know,
// and the first client render must draw what it drew (issue 12).
export const communityHintState = proxy({ visited: false, tooltipClosed: false });

function readTooltipClosed(): boolean {
  try {
    return sessionStorage.getItem(COMMUNITY_TOOLTIP_CLOSED_KEY) === 'Y';
  } catch {
    return false;
  }
}

/**
 * Close the tooltip for this tab's session: it sits above the bottom bar and can cover a page's last
 * button; the red dot keeps the hint until the community is visited.
 */
export function closeCommunityTooltip() {
  communityHintState.tooltipClosed = true;
  try {
    sessionStorage.setItem(COMMUNITY_TOOLTIP_CLOSED_KEY, 'Y');
  } catch {
    // storage unavailable: closed for this page only
  }
}

/** True once the tooltip was closed in this tab. */
export function useCommunityTooltipClosed(): boolean {
  return useSnapshot(communityHintState).tooltipClosed;
}

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
  communityHintState.tooltipClosed = readTooltipClosed();
}

/** True once the community has been visited. */
export function useCommunityVisited(): boolean {
  return useSnapshot(communityHintState).visited;
}

/** True for /community and every route below it. */
export function isCommunityPath(pathname: string) {
  return pathname === '/community' || pathname.startsWith('/community/');
}
