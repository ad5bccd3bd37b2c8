/**
 * Messenger-share adapters (SPEC §2 share dialog, §3 share info, §5, §8; issue 17,
 * docs/decisions/030-share-and-analytics.md). The dialog asks `shareToMessenger()`; the first
 * adapter that can run here does the work, in this order:
 *   1. the messenger's JavaScript SDK (Kakao-style), only when the page's config carries its app key
 *      and script URL (MESSENGER_SHARE_APP_KEY, MESSENGER_SDK_URL): the script is loaded on the first
 *      tap (not before; MESSENGER_SDK_TIMEOUT_MS), `Kakao.init(appKey)` once, then
 *      `Kakao.Share.sendDefault(feed)` (messengerFeed below). In the app's web view too: the SDK opens
 *      the messenger app, and when that throws (e.g. the messenger is not installed) SPEC §8 has the
 *      dialog alert and ask the app to open the messenger's store page (moveMessengerMarket);
 *   2. without an SDK, in the native app shell (user-agent marker, lib/native): a `shareMessenger`
 *      bridge message; the app opens the messenger's own share sheet (our addition, decision 030);
 *   3. the Web Share API (mobile Chrome/Safari): navigator.share;
 *   4. copy the link (the dialog then toasts '링크를 복사했어요').
 * An adapter that cannot do its part (no bridge, the SDK script failed to load or timed out) answers
 * 'unavailable' and the next one is tried; one that fails while sharing throws (the dialog shows
 * SPEC §8's alert). SPEC §5: nothing is attempted without a url; an empty description is dropped.
 */
import { COMMUNITY_TYPES, type CommunityType } from '@contract/rules';
import type { ShareInfo } from '~/stores/ui';
import { callEndpoint } from '~/lib/api-client';
import { track } from '~/lib/analytics';
import { appConfig } from '~/lib/config';
import { isNativeApp, postToNative } from '~/lib/native';

/** 'copied': the last resort copied the url (the dialog says so). */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'unavailable';

export interface ShareAdapter {
  readonly name: string;
  /** True when this adapter can run here and now (cheap, synchronous: no loading). */
  available(): boolean;
  /**
   * 'unavailable' lets the next adapter try.
   * @throws when the channel fails while sharing (the dialog then shows an alert, SPEC §8).
   */
  share(payload: SharePayload): Promise<ShareOutcome>;
}

/** What is handed to a channel: ShareInfo without empty optional text. */
export type SharePayload = Omit<ShareInfo, 'description'> & { description?: string };

/** SPEC §5: null without a url (nothing is attempted); an empty/blank description is dropped. */
export function buildSharePayload(info: ShareInfo | null | undefined): SharePayload | null {
  if (!info || typeof info.url !== 'string' || !info.url.trim()) return null;
  const payload: SharePayload = { ...info };
  if (!payload.description || !payload.description.trim()) delete payload.description;
  return payload;
}

export const nativeMessengerAdapter: ShareAdapter = {
  name: 'native',
  available: () => isNativeApp(),
  async share(payload) {
    const { kakaoGtag: _k, urlGtag: _u, ...message } = payload;
    return postToNative({ type: 'shareMessenger', ...message }) ? 'shared' : 'unavailable';
  },
};

/* ------------------------------------------------------------ messenger SDK (Kakao-style) */

/** How long the SDK script may take to load before the next adapter is used. */
export const MESSENGER_SDK_TIMEOUT_MS = 5000;

/** A link of the messenger's feed template: web addresses, and the app's launch params when the share has an appUrl. */
export interface MessengerLink {
  mobileWebUrl: string;
  webUrl: string;
  androidExecutionParams?: string;
  iosExecutionParams?: string;
}

/** The feed template handed to `Kakao.Share.sendDefault` (the SDK's documented shape). */
export interface MessengerFeed {
  objectType: 'feed';
  content: { title: string; description?: string; imageUrl: string; link: MessengerLink };
  buttons: { title: string; link: MessengerLink }[];
}

/** The part of the SDK's global this adapter uses. */
export interface MessengerSdk {
  init(appKey: string): void;
  isInitialized(): boolean;
  Share: { sendDefault(feed: MessengerFeed): unknown };
}

/** Our icon: the feed template needs an image, and a share without one shows the market's. */
export const DEFAULT_SHARE_IMAGE_PATH = '/icons/icon-512.png';

const absolute = (u: string) => new URL(u, window.location.origin).href;

/**
 * SPEC §3 share info → the feed template: absolute urls, no empty description (SPEC §5), the app's
 * deep link (appUrl) as launch params `url=<appUrl>` for the native app (as the app-install popup
 * opens it, SPEC §4).
 */
export function messengerFeed(payload: SharePayload): MessengerFeed {
  const url = absolute(payload.url);
  const link: MessengerLink = { mobileWebUrl: url, webUrl: url };
  if (payload.appUrl) {
    const params = `url=${encodeURIComponent(payload.appUrl)}`;
    link.androidExecutionParams = params;
    link.iosExecutionParams = params;
  }
  const content: MessengerFeed['content'] = { title: payload.title, imageUrl: absolute(payload.imageUrl || DEFAULT_SHARE_IMAGE_PATH), link };
  if (payload.description) content.description = payload.description;
  return { objectType: 'feed', content, buttons: [{ title: '자세히 보기', link }] };
}

let sdkLoading: Promise<MessengerSdk> | null = null;

/**
 * Load the SDK script once (the configured URL, with its SRI hash when configured) and resolve its
 * `window.Kakao`. Rejects on a load error, a timeout or a script without the expected global; a
 * rejected load is forgotten, so the next tap tries again.
 */
export function loadMessengerSdk(url: string, integrity = '', timeoutMs = MESSENGER_SDK_TIMEOUT_MS): Promise<MessengerSdk> {
  const ready = () => (window as unknown as { Kakao?: MessengerSdk }).Kakao;
  const existing = ready();
  if (existing?.Share) return Promise.resolve(existing);
  sdkLoading ??= new Promise<MessengerSdk>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = (why: string) => {
      clearTimeout(timer);
      script.remove();
      reject(new Error(why));
    };
    const timer = setTimeout(() => fail('messenger SDK timed out'), timeoutMs);
    script.src = url;
    script.async = true;
    if (integrity) {
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
    }
    script.onload = () => {
      clearTimeout(timer);
      const sdk = ready();
      if (sdk && typeof sdk.init === 'function' && typeof sdk.Share?.sendDefault === 'function') resolve(sdk);
      else fail('messenger SDK has no Share');
    };
    script.onerror = () => fail('messenger SDK failed to load');
    document.head.appendChild(script);
  }).catch((e: unknown) => {
    sdkLoading = null;
    throw e;
  });
  return sdkLoading;
}

/** Tests: forget a loaded SDK. */
export function resetMessengerSdkForTests() {
  sdkLoading = null;
}

export const messengerSdkAdapter: ShareAdapter = {
  name: 'messenger-sdk',
  available: () => !!appConfig.messengerShareAppKey && !!appConfig.messengerSdkUrl,
  async share(payload) {
    let sdk: MessengerSdk;
    try {
      sdk = await loadMessengerSdk(appConfig.messengerSdkUrl!, appConfig.messengerSdkIntegrity);
    } catch {
      return 'unavailable'; // blocked, offline or slow: the next channel shares instead
    }
    if (!sdk.isInitialized()) sdk.init(appConfig.messengerShareAppKey!);
    await sdk.Share.sendDefault(messengerFeed(payload));
    return 'shared';
  },
};

/* ------------------------------------------------------------ Web Share and copy */

export const webShareAdapter: ShareAdapter = {
  name: 'web-share',
  available: () => typeof navigator !== 'undefined' && typeof navigator.share === 'function',
  async share(payload) {
    try {
      await navigator.share({ title: payload.title, text: payload.description, url: payload.url });
      return 'shared';
    } catch (e) {
      // The user closed the share sheet: not an error.
      if ((e as Error)?.name === 'AbortError') return 'cancelled';
      throw e;
    }
  },
};

/** The last resort: the link on the clipboard. */
export const copyLinkAdapter: ShareAdapter = {
  name: 'copy-link',
  available: () => typeof document !== 'undefined',
  async share(payload) {
    return (await copyText(payload.url)) ? 'copied' : 'unavailable';
  },
};

/** Adapters in order of preference. Exported so tests can swap them. */
export const messengerAdapters: ShareAdapter[] = [messengerSdkAdapter, nativeMessengerAdapter, webShareAdapter, copyLinkAdapter];

/** Share through the first adapter that can; 'unavailable' without a url or when none could. @throws as the adapter does. */
export async function shareToMessenger(info: ShareInfo, adapters: ShareAdapter[] = messengerAdapters): Promise<ShareOutcome> {
  const payload = buildSharePayload(info);
  if (!payload) return 'unavailable';
  for (const adapter of adapters) {
    if (!adapter.available()) continue;
    const outcome = await adapter.share(payload);
    if (outcome !== 'unavailable') return outcome;
  }
  return 'unavailable';
}

/**
 * Copy text to the clipboard: the async Clipboard API, or a hidden-textarea execCommand fallback
 * (insecure contexts, older webviews). Returns false when neither worked.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the textarea fallback (permissions, insecure context)
  }
  const ta = document.createElement('textarea');
  ta.value = text;
  ta.setAttribute('readonly', '');
  ta.style.position = 'fixed';
  ta.style.top = '0';
  ta.style.opacity = '0';
  document.body.appendChild(ta);
  ta.select();
  let ok: boolean;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  ta.remove();
  return ok;
}

/**
 * SPEC §5: a community share is recorded (POST /api/v1/community/post-share) only when both
 * communityType and postId exist; anything else is not a community share and sends nothing.
 * Resolves true when recorded; failures are ignored (the share itself already happened).
 */
export async function recordCommunityShare(info: Pick<ShareInfo, 'communityType' | 'postId'>): Promise<boolean> {
  const type = info.communityType as CommunityType | undefined;
  if (!type || !COMMUNITY_TYPES.includes(type) || !info.postId) return false;
  try {
    await callEndpoint('communityPostShare', { body: { communityType: type, postId: info.postId }, silentToasts: true });
    return true;
  } catch {
    return false;
  }
}

/** The events sent when a share option is used and the info names none (SPEC §3 kakaoGtag / urlGtag). */
export const DEFAULT_SHARE_EVENTS = { messenger: 'share_messenger', url: 'share_copy_url' } as const;

/**
 * Send the option's analytics event (through src/lib/analytics: consent, sink): the info's kakaoGtag
 * (messenger) or urlGtag (url) — a name, or a name with params — else the default name; a community
 * share adds communityType and postId. Never throws.
 */
export function trackShareOption(option: 'messenger' | 'url', info: ShareInfo): void {
  const gtag = option === 'messenger' ? info.kakaoGtag : info.urlGtag;
  const event = (typeof gtag === 'string' ? gtag : gtag?.event) || DEFAULT_SHARE_EVENTS[option];
  const params = typeof gtag === 'object' && gtag?.params ? gtag.params : {};
  const community = info.communityType && info.postId ? { communityType: info.communityType, postId: info.postId } : {};
  track(event, { ...community, ...params });
}
