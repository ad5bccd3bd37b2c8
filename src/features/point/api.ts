/**
 * Stars (별) fetchers (issue 16; SPEC §2 /my-page, /my-page/point, /point-guide; §7 mypage, point
 * summary (v2), point history, point guide (v2); docs/decisions/026 "Points and levels"): member
 * reads through the one API client; 110 when signed out. Shapes from server/contract/points.ts.
 */
import type { PointHistoryFilter } from '@contract/points';
import { callEndpoint } from '~/lib/api-client';

export const POINT_HISTORY_SIZE = 20;

export const fetchMypage = () => callEndpoint('mypage');
export const fetchPointSummary = () => callEndpoint('pointSummary');
export const fetchPointHistory = (filter: PointHistoryFilter, cursor?: string) =>
  callEndpoint('pointHistory', { query: { filter, cursor, size: POINT_HISTORY_SIZE } });
export const fetchPointGuide = () => callEndpoint('pointGuide');
