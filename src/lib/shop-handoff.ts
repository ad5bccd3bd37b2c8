/**
 * Opening a shop page (a product, the basket) in the native app's sub web view (SPEC §1 "bridge
 * dialogs", §3 Bridge dialog and receivedValue, §7 move sub web view URL;
 * docs/decisions/028-native-calls.md).
 *
 * `openInSubWebView(event, dialog)` is a link's click handler: inside the app (user-agent marker
 * and a bridge), it stores `receivedValue` (src, title, shopId, productNo, pre_page_name = this
 * page's path, pre_list_component = the dialog's listComponentName, category_id = the category code
 * of a /category/detail page), asks the app `moveSubWebViewUrl` with the bridge dialog (an absolute
 * url) and keeps the page where it is. Outside the app, or a modified click (new tab), it returns
 * false and the link is followed as before. Should the app refuse the call, the link's page opens
 * in this web view after all.
 */
import type { MouseEvent } from 'react';
// Only the light parts of the bridge are imported here (product cards and the bottom bar are on
// every page); the call itself is loaded on the tap.
import { saveReceivedValue, toReceivedValue, type BridgeDialog } from './native/bridge-dialog';
import { isNativeApp } from './native/detect';

/** The app's bridge object is there (iOS WKWebView handler or Android React Native webview). */
function bridgePresent(): boolean {
  const w = window as unknown as { ReactNativeWebView?: unknown; webkit?: { messageHandlers?: { bridge?: unknown } } };
  return !!w.ReactNativeWebView || !!w.webkit?.messageHandlers?.bridge;
}

/** The category code of a category detail path (/category/detail/{second}/{third}: the deepest), else undefined. */
export function categoryIdOf(pathname: string): string | undefined {
  const m = /^\/category\/detail(?:\/([^/]+))?(?:\/([^/]+))?/.exec(pathname);
  return m ? (m[2] ?? m[1]) : undefined;
}

/** The search keyword of a search results page (/search?keyword=…), else undefined. */
export function searchKeywordOf(pathname: string, search: string): string | undefined {
  if (!pathname.startsWith('/search')) return undefined;
  return new URLSearchParams(search).get('keyword') || undefined;
}

/** A list's name for pre_list_component when the caller gives none: the page's first path segment ('best' → 'best_list'). */
export function listNameOf(pathname: string): string {
  const first = pathname.split('/')[1];
  return `${first || 'home'}_list`;
}

/**
 * Hand a shop page to the app's sub web view. Returns true when it goes to the app (the click's
 * default is then prevented; the call is posted once the bridge module is loaded), false when the
 * link should be followed (a browser, no bridge, a modified click).
 */
export function openInSubWebView(
  event: Pick<MouseEvent, 'preventDefault' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'button'> | null,
  dialog: BridgeDialog,
): Promise<boolean> | false {
  if (!isNativeApp() || !bridgePresent()) return false;
  if (event && (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)) return false;
  const { pathname, search, origin } = window.location;
  const full: BridgeDialog = {
    ...dialog,
    url: new URL(dialog.url, origin).href,
    listComponentName: dialog.listComponentName ?? listNameOf(pathname),
    searchProduct: dialog.searchProduct ?? searchKeywordOf(pathname, search),
  };
  if (full.searchProduct === undefined) delete full.searchProduct;
  saveReceivedValue(toReceivedValue(full, { prePageName: pathname, categoryId: categoryIdOf(pathname) }));
  event?.preventDefault();
  const follow = () => {
    window.location.assign(full.url);
    return false;
  };
  return import('./native').then((m) => m.callNative('moveSubWebViewUrl', full) || follow(), follow);
}
