/**
 * Messenger-share adapters (SPEC §2 share dialog, §5, §8). The dialog asks `shareToMessenger()`;
 * which channel does the work depends on where the app runs:
 *   - native app shell (user-agent marker, lib/native.ts): a `shareMessenger` bridge message; the
 *     app opens the messenger SDK share sheet;
 *   - a browser with the Web Share API (mobile Chrome/Safari): navigator.share;
 *   - anything else: 'unavailable' (the dialog tells the user to use the app or copy the URL).
 * SPEC §5: sharing is attempted only with a url, and an empty description is dropped.
 * A messenger JavaScript SDK for plain browsers would be one more adapter here (not in this issue).
 */
import { COMMUNITY_TYPES, type CommunityType } from '@contract/rules';
import type { ShareInfo } from '~/stores/ui';
import { callEndpoint } from '~/lib/api-client';
import { isNativeApp, postToNative } from '~/lib/native';

export type ShareOutcome = 'shared' | 'cancelled' | 'unavailable';

export interface ShareAdapter {
  readonly name: string;
  /** True when this adapter can run here and now. */
  available(): boolean;
  /** @throws when the channel fails (the dialog then shows an alert, SPEC §8). */
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
    return postToNative({ type: 'shareMessenger', ...payload }) ? 'shared' : 'unavailable';
  },
};

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

/** Adapters in order of preference. Exported so tests (and later issues) can swap them. */
export const messengerAdapters: ShareAdapter[] = [nativeMessengerAdapter, webShareAdapter];

/** Share through the first available adapter; 'unavailable' without a url or without a channel. */
export async function shareToMessenger(info: ShareInfo, adapters: ShareAdapter[] = messengerAdapters): Promise<ShareOutcome> {
  const payload = buildSharePayload(info);
  if (!payload) return 'unavailable';
  const adapter = adapters.find((a) => a.available());
  if (!adapter) return 'unavailable';
  return adapter.share(payload);
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
