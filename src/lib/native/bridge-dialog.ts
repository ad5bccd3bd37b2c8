/**
 * SPEC §3 "Bridge dialog" entity and the `receivedValue` local storage key (docs/decisions/027).
 *
 * A bridge dialog is a sub web view the app opens on a page (moveSubWebViewUrl carries it). Before
 * asking, the page stores `receivedValue` — the JSON of src, title, shopId, productNo,
 * pre_page_name, pre_list_component, category_id — so the page opened in the sub web view (same
 * origin, same storage in the app) knows where it was opened from.
 */
export interface BridgeDialog {
  url: string;
  title?: string;
  shopId?: number | string;
  productNo?: number | string;
  gtag?: string;
  searchProduct?: string;
  listComponentName?: string;
  order?: number;
}

/** The SPEC §3 `receivedValue` record. */
export interface ReceivedValue {
  src: string;
  title?: string;
  shopId?: number | string;
  productNo?: number | string;
  pre_page_name?: string;
  pre_list_component?: string;
  category_id?: string | number;
}

export const RECEIVED_VALUE_KEY = 'receivedValue';

/** The receivedValue a bridge dialog opened from `prePageName` (and an optional category) leaves behind. */
export function toReceivedValue(d: BridgeDialog, ctx: { prePageName?: string; categoryId?: string | number } = {}): ReceivedValue {
  const v: ReceivedValue = { src: d.url };
  if (d.title !== undefined) v.title = d.title;
  if (d.shopId !== undefined) v.shopId = d.shopId;
  if (d.productNo !== undefined) v.productNo = d.productNo;
  if (ctx.prePageName) v.pre_page_name = ctx.prePageName;
  if (d.listComponentName) v.pre_list_component = d.listComponentName;
  if (ctx.categoryId !== undefined) v.category_id = ctx.categoryId;
  return v;
}

/** Store receivedValue (best effort: storage may be full or off). */
export function saveReceivedValue(v: ReceivedValue): void {
  try {
    localStorage.setItem(RECEIVED_VALUE_KEY, JSON.stringify(v));
  } catch {
    // private mode / quota: the sub web view opens without its origin data
  }
}

/** The stored receivedValue, or null when absent or not an object with a string src. */
export function readReceivedValue(): ReceivedValue | null {
  try {
    const v = JSON.parse(localStorage.getItem(RECEIVED_VALUE_KEY) ?? 'null') as unknown;
    return v && typeof v === 'object' && typeof (v as ReceivedValue).src === 'string' ? (v as ReceivedValue) : null;
  } catch {
    return null;
  }
}
