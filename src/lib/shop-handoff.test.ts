import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { categoryIdOf, listNameOf, openInSubWebView, searchKeywordOf } from './shop-handoff';

const APP_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile Safari/537.36 JecheolApp/2.21.0';
type W = { ReactNativeWebView?: { postMessage(m: string): void } };

const click = () => ({ preventDefault: vi.fn(), metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, button: 0 });
const dialog = { url: '/shop/product/7', title: '햇사과 5kg', shopId: 3, productNo: 7, gtag: 'view_item', order: 2 };

describe('shop pages in the app sub web view (SPEC §3 bridge dialog, receivedValue; §7 moveSubWebViewUrl)', () => {
  let posted: unknown[];
  beforeEach(() => {
    posted = [];
    localStorage.clear();
    history.replaceState(null, '', '/category/detail/100/100200');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    delete (window as unknown as W).ReactNativeWebView;
  });
  const inApp = () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(APP_UA);
    (window as unknown as W).ReactNativeWebView = { postMessage: (m) => posted.push(JSON.parse(m)) };
  };

  it('reads the category, the search keyword and a default list name from the page', () => {
    expect(categoryIdOf('/category/detail/100/100200')).toBe('100200');
    expect(categoryIdOf('/category/detail/100')).toBe('100');
    expect(categoryIdOf('/best')).toBeUndefined();
    expect(searchKeywordOf('/search', '?keyword=%EC%82%AC%EA%B3%BC')).toBe('사과');
    expect(searchKeywordOf('/best', '?keyword=x')).toBeUndefined();
    expect(listNameOf('/best')).toBe('best_list');
    expect(listNameOf('/')).toBe('home_list');
  });

  it('in the app: writes receivedValue, posts the bridge dialog with an absolute url and keeps the page', async () => {
    inApp();
    const e = click();
    const taken = openInSubWebView(e, dialog);
    expect(e.preventDefault).toHaveBeenCalled();
    expect(await taken).toBe(true);
    const url = `${location.origin}/shop/product/7`;
    expect(posted).toEqual([
      { type: 'moveSubWebViewUrl', url, title: '햇사과 5kg', shopId: 3, productNo: 7, gtag: 'view_item', order: 2, listComponentName: 'category_list' },
    ]);
    expect(JSON.parse(localStorage.getItem('receivedValue')!)).toEqual({
      src: url,
      title: '햇사과 5kg',
      shopId: 3,
      productNo: 7,
      pre_page_name: '/category/detail/100/100200',
      pre_list_component: 'category_list',
      category_id: '100200',
    });
  });

  it('carries the search keyword from a search page', async () => {
    inApp();
    history.replaceState(null, '', '/search?keyword=%EA%B0%90%EC%9E%90');
    await openInSubWebView(click(), { ...dialog, listComponentName: 'search_result' });
    expect(posted[0]).toMatchObject({ searchProduct: '감자', listComponentName: 'search_result' });
  });

  it('outside the app, without a bridge or on a modified click the link is followed', () => {
    const e = click();
    expect(openInSubWebView(e, dialog)).toBe(false);
    expect(e.preventDefault).not.toHaveBeenCalled();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(APP_UA);
    expect(openInSubWebView(e, dialog)).toBe(false); // marker, but no bridge
    inApp();
    expect(openInSubWebView({ ...e, metaKey: true }, dialog)).toBe(false);
    expect(posted).toEqual([]);
    expect(localStorage.getItem('receivedValue')).toBeNull();
  });
});
