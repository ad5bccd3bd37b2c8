/**
 * Share adapters and dialog (SPEC §2, §3, §5, §8; issue 17, docs/decisions/030): the adapter order
 * (native → messenger SDK when configured → Web Share → copy link), the SDK's lazy load and feed
 * template, load failures falling through, a throwing SDK → SPEC §8 alert (+ moveMessengerMarket in
 * the app), kakaoGtag / urlGtag events, and the community share recorded only with both
 * communityType and postId (SPEC §5).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { appConfig } from '~/lib/config';
import { resetAnalyticsForTests, setAnalyticsConsent, startAnalytics, type AnalyticsRecord } from '~/lib/analytics';
import { closeShare, confirmAlert, openShare, uiState } from '~/stores/ui';
import {
  DEFAULT_SHARE_IMAGE_PATH,
  messengerFeed,
  nativeMessengerAdapter,
  recordCommunityShare,
  resetMessengerSdkForTests,
  shareToMessenger,
  trackShareOption,
  type MessengerSdk,
} from './share-adapters';
import { LINK_COPIED_TEXT, ShareDialog } from './share-dialog';

const INFO = { title: '청송 사과 5kg', description: '아삭한 햇사과', url: '/deal/1', imageUrl: '/images/apple.jpg' };
type W = { Kakao?: MessengerSdk; ReactNativeWebView?: { postMessage(m: string): void } };
const w = window as unknown as W;

function fakeSdk(send: (feed: unknown) => unknown = () => undefined) {
  let initialized = false;
  const sdk = {
    init: vi.fn(() => void (initialized = true)),
    isInitialized: () => initialized,
    Share: { sendDefault: vi.fn(send) },
  };
  return sdk;
}
function setUa(ua: string) {
  Object.defineProperty(navigator, 'userAgent', { value: ua, configurable: true });
}
const configureSdk = () => Object.assign(appConfig, { messengerShareAppKey: 'js-key', messengerSdkUrl: 'https://sdk.messenger.test/sdk.js' });

let writeText: ReturnType<typeof vi.fn>;
beforeEach(() => {
  writeText = vi.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  setUa('Mozilla/5.0 (Linux; Android 14) Chrome/130 Mobile');
});
afterEach(() => {
  cleanup();
  closeShare();
  if (uiState.alert.open) confirmAlert();
  delete appConfig.messengerShareAppKey;
  delete appConfig.messengerSdkUrl;
  delete w.Kakao;
  delete w.ReactNativeWebView;
  resetMessengerSdkForTests();
  vi.restoreAllMocks();
});

describe('adapter order', () => {
  it('in the app without an SDK: the shareMessenger bridge message, nothing else', async () => {
    setUa('Mozilla/5.0 (iPhone) JecheolApp/2.21.0');
    const postMessage = vi.fn();
    w.ReactNativeWebView = { postMessage };
    const share = vi.fn();
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    expect(await shareToMessenger({ ...INFO, description: '  ', kakaoGtag: 'x' })).toBe('shared');
    const sent = JSON.parse(postMessage.mock.calls[0]![0] as string);
    expect(sent).toEqual({ type: 'shareMessenger', title: INFO.title, url: INFO.url, imageUrl: INFO.imageUrl });
    expect(share).not.toHaveBeenCalled();
  });

  it('in the app with the SDK configured: the SDK shares (SPEC §8: its failure sends the app to the market), no bridge message', async () => {
    setUa('Mozilla/5.0 (iPhone) JecheolApp/2.21.0');
    const postMessage = vi.fn();
    w.ReactNativeWebView = { postMessage };
    configureSdk();
    w.Kakao = fakeSdk();
    expect(await shareToMessenger(INFO)).toBe('shared');
    expect(w.Kakao.Share.sendDefault).toHaveBeenCalledTimes(1);
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('the SDK when configured: init with the app key once, then a feed template', async () => {
    configureSdk();
    const sdk = (w.Kakao = fakeSdk());
    const share = vi.fn();
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    expect(await shareToMessenger(INFO)).toBe('shared');
    expect(await shareToMessenger(INFO)).toBe('shared');
    expect(sdk.init).toHaveBeenCalledTimes(1);
    expect(sdk.init).toHaveBeenCalledWith('js-key');
    const url = `${window.location.origin}/deal/1`;
    expect(sdk.Share.sendDefault).toHaveBeenCalledWith({
      objectType: 'feed',
      content: {
        title: INFO.title,
        description: INFO.description,
        imageUrl: `${window.location.origin}/images/apple.jpg`,
        link: { mobileWebUrl: url, webUrl: url },
      },
      buttons: [{ title: '자세히 보기', link: { mobileWebUrl: url, webUrl: url } }],
    });
    expect(share).not.toHaveBeenCalled();
  });

  it('not configured: the SDK is never loaded; Web Share, else the link is copied', async () => {
    const append = vi.spyOn(document.head, 'appendChild');
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    expect(await shareToMessenger(INFO)).toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: INFO.title, text: INFO.description, url: INFO.url });
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    expect(await shareToMessenger(INFO)).toBe('copied');
    expect(writeText).toHaveBeenCalledWith('/deal/1');
    expect(append).not.toHaveBeenCalled();
  });

  it('an SDK script that fails to load falls through to the next channel, and is retried on the next tap', async () => {
    configureSdk();
    const scripts: HTMLScriptElement[] = [];
    vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
      scripts.push(node as unknown as HTMLScriptElement);
      queueMicrotask(() => (node as unknown as HTMLScriptElement).onerror?.(new Event('error')));
      return node;
    });
    expect(await shareToMessenger(INFO)).toBe('copied');
    expect(scripts[0]!.src).toBe('https://sdk.messenger.test/sdk.js');
    expect(await shareToMessenger(INFO)).toBe('copied');
    expect(scripts).toHaveLength(2);
  });

  it('a script that loads without the SDK global falls through too', async () => {
    configureSdk();
    vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
      queueMicrotask(() => (node as unknown as HTMLScriptElement).onload?.(new Event('load')));
      return node;
    });
    expect(await shareToMessenger(INFO)).toBe('copied');
  });

  it('nothing is attempted without a url', async () => {
    configureSdk();
    const sdk = (w.Kakao = fakeSdk());
    expect(await shareToMessenger({ title: 'x', url: ' ' })).toBe('unavailable');
    expect(sdk.Share.sendDefault).not.toHaveBeenCalled();
    expect(writeText).not.toHaveBeenCalled();
  });
});

describe('feed template', () => {
  it('drops an empty description, uses our icon without an image, and passes appUrl as launch params', () => {
    const feed = messengerFeed({ title: 't', url: 'https://m.test/p/1', appUrl: '/community/dashboard/1' });
    expect(feed.content.description).toBeUndefined();
    expect(feed.content.imageUrl).toBe(`${window.location.origin}${DEFAULT_SHARE_IMAGE_PATH}`);
    expect(feed.content.link).toEqual({
      mobileWebUrl: 'https://m.test/p/1',
      webUrl: 'https://m.test/p/1',
      androidExecutionParams: 'url=%2Fcommunity%2Fdashboard%2F1',
      iosExecutionParams: 'url=%2Fcommunity%2Fdashboard%2F1',
    });
  });
});

describe('community share record (SPEC §5)', () => {
  it('is sent only with both communityType and postId', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ code: 0, message: 'OK', data: { shareId: 1, postId: 5, communityType: 'dashboard' }, toastItems: [] }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(await recordCommunityShare({ communityType: 'dashboard' })).toBe(false);
    expect(await recordCommunityShare({ postId: 5 })).toBe(false);
    expect(await recordCommunityShare({ communityType: 'nope', postId: 5 })).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
    expect(await recordCommunityShare({ communityType: 'dashboard', postId: 5 })).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toContain('/api/v1/community/post-share');
    expect(JSON.parse(String(init?.body))).toEqual({ communityType: 'dashboard', postId: 5 });
  });
});

describe('gtag events (SPEC §3 kakaoGtag / urlGtag)', () => {
  it('sends the info’s event (with params) or the default, with the community target', () => {
    resetAnalyticsForTests();
    const sent: AnalyticsRecord[] = [];
    setAnalyticsConsent(true);
    startAnalytics({ idle: (cb) => cb(), sink: { name: 'rec', send: (r) => void sent.push(r) } });
    trackShareOption('messenger', { ...INFO, kakaoGtag: { event: 'deal_share_kakao', params: { dealId: 1 } } });
    trackShareOption('url', { ...INFO, urlGtag: 'deal_share_url' });
    trackShareOption('url', { ...INFO, communityType: 'dashboard', postId: 9 });
    expect(sent).toEqual([
      { kind: 'event', event: 'deal_share_kakao', params: { dealId: 1 } },
      { kind: 'event', event: 'deal_share_url', params: {} },
      { kind: 'event', event: 'share_copy_url', params: { communityType: 'dashboard', postId: 9 } },
    ]);
    resetAnalyticsForTests();
    localStorage.clear();
  });
});

describe('share dialog failures (SPEC §8)', () => {
  it('a throwing SDK: alert with its error text; in a browser no bridge call', async () => {
    configureSdk();
    w.Kakao = fakeSdk(() => {
      throw new Error('카카오톡 공유에 실패했어요 (4019)');
    });
    render(<ShareDialog />);
    await act(async () => openShare(INFO));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '메신저로 공유' })));
    expect(uiState.alert).toMatchObject({ open: true, message: '카카오톡 공유에 실패했어요 (4019)' });
    expect(uiState.share).toBeNull();
  });

  it('in the app, a failing share asks the app to open the messenger market after the alert', async () => {
    setUa('Mozilla/5.0 (iPhone) JecheolApp/2.21.0');
    const messages: unknown[] = [];
    w.ReactNativeWebView = { postMessage: (m: string) => void messages.push(JSON.parse(m)) };
    // postToNative swallows a torn-down bridge, so the native adapter itself fails here (no message text → SPEC §8 default).
    vi.spyOn(nativeMessengerAdapter, 'share').mockRejectedValue(new Error(''));
    render(<ShareDialog />);
    await act(async () => openShare(INFO));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '메신저로 공유' })));
    expect(uiState.alert.message).toBe('문제가 발생하여 요청을 처리하지 못했어요. 잠시 후 다시 시도해 주세요.');
    expect(messages).toEqual([]);
    await act(async () => confirmAlert());
    expect(messages).toEqual([{ type: 'moveMessengerMarket' }]);
  });

  it('the last resort copies the link and says so', async () => {
    render(<ShareDialog />);
    await act(async () => openShare(INFO));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '메신저로 공유' })));
    expect(writeText).toHaveBeenCalledWith('/deal/1');
    expect(uiState.toasts.map((t) => t.phrase)).toContain(LINK_COPIED_TEXT);
  });
});
