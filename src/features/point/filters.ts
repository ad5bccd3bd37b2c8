/**
 * The point history's filters (SPEC §2 /my-page/point `?filter=`), apart from the screen: the
 * route's search validation reads them at start-up, and importing them from the screen put the
 * whole screen (7 KB) in the start-up route tree (issue 31).
 */
import type { PointHistoryFilter } from '@contract/points';

/** The chips of the history, in order (the server's filters). */
export const POINT_FILTERS: ReadonlyArray<{ filter: PointHistoryFilter; label: string }> = [
  { filter: 'all', label: '전체' },
  { filter: 'earn', label: '적립' },
  { filter: 'spend', label: '사용' },
  { filter: 'expire', label: '소멸' },
];
