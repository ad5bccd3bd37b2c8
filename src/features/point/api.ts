/**
 * Stars (별) fetchers (issue 16; SPEC §2 /my-page, /my-page/point, /point-guide; §7 mypage, point,
 * point summary (v2), point history, point guide (v2); docs/decisions/026 "Points and levels"): member
 * reads through the one API client; 110 when signed out. Shapes from server/contract/points.ts.
 */
import type { PointHistoryFilter } from '@contract/points';
import type { ExchangeAutoBody, ExchangeBody } from '@contract/stars-exchange';
import { callEndpoint } from '~/lib/api-client';

export const POINT_HISTORY_SIZE = 20;

export const fetchMypage = () => callEndpoint('mypage');
/** GET /api/v1/point (SPEC §7 point): the balance and the stars ever earned. */
export const fetchPointBalance = () => callEndpoint('point');
export const fetchPointSummary = () => callEndpoint('pointSummary');
export const fetchPointHistory = (filter: PointHistoryFilter, cursor?: string) =>
  callEndpoint('pointHistory', { query: { filter, cursor, size: POINT_HISTORY_SIZE } });
export const fetchPointGuide = () => callEndpoint('pointGuide');

// Stars exchange (SPEC §7 point exchange, exchange auto, exchange complete; server/contract/stars-exchange.ts).
export const EXCHANGE_LIST_SIZE = 20;
export const fetchExchangeInfo = () => callEndpoint('pointExchangeInfo');
/** POST with the caller's Idempotency-Key (the same key for a retry of the same exchange); the server's toast (SPEC §3 pointPhrase) is shown. */
export const postExchange = (body: ExchangeBody, idempotencyKey: string) =>
  callEndpoint('pointExchange', { body, headers: { 'Idempotency-Key': idempotencyKey } });
export const putExchangeAuto = (body: ExchangeAutoBody) => callEndpoint('setExchangeAuto', { body });
export const fetchExchanges = (page: number) => callEndpoint('exchangeComplete', { query: { page, size: EXCHANGE_LIST_SIZE } });
