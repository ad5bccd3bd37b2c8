/**
 * SPEC §3 local storage key `appProductLike`, written from the SPEC §4 inbound message of the same
 * name (likeMode, productNo; docs/decisions/027): the app's last 찜 change of a product, kept as the
 * JSON `{ likeMode, productNo }` the app sent, so a page the app shows next (a sub web view shares
 * this origin's storage) knows the app's own change as the web's 찜 state does (features/like
 * mirrors the same message into the open page). The bridge (./install) writes it for every valid
 * message; logout removes it with the other personal keys (stores/session clearSession).
 */
import type { MessageOf } from './messages';

export const APP_PRODUCT_LIKE_KEY = 'appProductLike';

/** The stored record: the message's payload as validated (productNo a positive integer). */
export type AppProductLike = Pick<MessageOf<'appProductLike'>, 'likeMode' | 'productNo'>;

/** Store the app's last product like (best effort: storage may be full or off). */
export function saveAppProductLike({ likeMode, productNo }: AppProductLike): void {
  try {
    localStorage.setItem(APP_PRODUCT_LIKE_KEY, JSON.stringify({ likeMode, productNo }));
  } catch {
    // private mode / quota: the open page still mirrors the like (features/like)
  }
}

/** The stored record, or null when absent or not `{ likeMode, productNo }`. */
export function readAppProductLike(): AppProductLike | null {
  try {
    const v = JSON.parse(localStorage.getItem(APP_PRODUCT_LIKE_KEY) ?? 'null') as Partial<AppProductLike> | null;
    const modeOk = typeof v?.likeMode === 'string' || typeof v?.likeMode === 'boolean';
    return v && modeOk && Number.isInteger(v.productNo) ? { likeMode: v.likeMode!, productNo: v.productNo! } : null;
  } catch {
    return null;
  }
}
