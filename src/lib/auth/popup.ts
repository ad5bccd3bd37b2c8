/**
 * Sign-in popups (SPEC §9 "Apple sign-in uses a popup with name and email scopes", §4 Social
 * sign-in "the popup closes and a follow-up refresh or callback runs", §8 Apple popup errors;
 * issue 17, docs/decisions/029-sign-in-popups.md).
 *
 * Opener: openSignInPopup opens `/login?provider&returnUrl&popup=<id>` in a small window, in the
 * click itself (a popup needs the user's gesture), and resolves with the popup's outcome.
 * Popup: /login runs the usual provider round trip inside it; the landing signs in (tokens go to
 * localStorage, which the opener shares), then reportToOpener tells the opener over a
 * BroadcastChannel and the popup closes. A popup closed by the user without a report is a silent
 * cancel (the closed-poll). The channel needs no `window.opener`, so the message gets through even
 * where a browser cuts the opener off; messages carry the popup's id, so other tabs ignore them.
 */
import { isNativeApp } from '~/lib/native';

/** The BroadcastChannel the popup reports on. */
export const SIGN_IN_CHANNEL = 'jecheol-sign-in';
/** How often the opener checks whether the popup is still open (ms). */
export const POPUP_POLL_MS = 400;
/** After the popup is seen closed, how long a report may still be on its way (ms). */
export const POPUP_CLOSE_GRACE_MS = 800;

/** What the popup reports: signed in (and where to continue), cancelled by the user, or failed with the alert text. */
export type PopupOutcome = { kind: 'signed-in'; returnUrl: string } | { kind: 'cancelled' } | { kind: 'failed'; message: string };
type PopupMessage = PopupOutcome & { popupId: string };

/** The browser pieces the coordinator uses (tests pass fakes). */
export interface PopupEnv {
  open(url: string, target: string, features: string): Pick<Window, 'closed' | 'close'> | null;
  channel(name: string): Pick<BroadcastChannel, 'postMessage' | 'close'> & { onmessage: ((e: MessageEvent) => void) | null };
  setTimeout(fn: () => void, ms: number): unknown;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
  randomId(): string;
}

const browserEnv = (): PopupEnv => ({
  open: (url, target, features) => window.open(url, target, features),
  channel: (name) => new BroadcastChannel(name),
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  setInterval: (fn, ms) => window.setInterval(fn, ms),
  clearInterval: (id) => window.clearInterval(id as number),
  randomId: () => Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join(''),
});

/** Mobile Safari outside a webview (SPEC §4 uses the same tab there for the shop logout; so do we for sign-in). */
export function isMobileSafariOutsideWebview(ua = navigator.userAgent): boolean {
  return /iPhone|iPad|iPod/.test(ua) && /Safari\//.test(ua) && !/CriOS|FxiOS|JecheolApp|KAKAOTALK|NAVER/.test(ua);
}

/** May sign-in open a popup here? Never in the native app's webview (one window) nor on mobile Safari; same tab there. */
export function popupAllowed(ua = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return typeof window !== 'undefined' && typeof BroadcastChannel !== 'undefined' && !isNativeApp(ua) && !isMobileSafariOutsideWebview(ua);
}

/** The popup window's features: a centred 480×720 window (a provider's page fits). */
function popupFeatures(): string {
  const w = 480;
  const h = 720;
  const left = Math.max(0, Math.round((window.screenX ?? 0) + ((window.outerWidth || w) - w) / 2));
  const top = Math.max(0, Math.round((window.screenY ?? 0) + ((window.outerHeight || h) - h) / 2));
  return `popup=yes,width=${w},height=${h},left=${left},top=${top}`;
}

/**
 * Opener side. Opens the sign-in popup for `provider` (call it inside the click handler, before any
 * await). Returns null when the browser blocked it (window.open gave null: fall back to the same
 * tab), else a promise of its outcome: the popup's report, or `cancelled` when it was closed without
 * one (closed-poll every POPUP_POLL_MS, then POPUP_CLOSE_GRACE_MS for a report still on its way).
 * The popup is closed in every case.
 */
export function openSignInPopup(provider: 'naver' | 'apple', returnUrl: string, env: PopupEnv = browserEnv()): Promise<PopupOutcome> | null {
  const popupId = env.randomId();
  const url = `/login?${new URLSearchParams({ provider, returnUrl, popup: popupId }).toString()}`;
  const popup = env.open(url, `jecheol-sign-in-${popupId}`, typeof window === 'undefined' ? '' : popupFeatures());
  if (!popup) return null;
  const channel = env.channel(SIGN_IN_CHANNEL);
  return new Promise<PopupOutcome>((resolve) => {
    let done = false;
    let closedSeen = false;
    const finish = (o: PopupOutcome) => {
      if (done) return;
      done = true;
      env.clearInterval(poll);
      channel.onmessage = null;
      channel.close();
      if (!popup.closed) popup.close();
      resolve(o);
    };
    channel.onmessage = (e: MessageEvent) => {
      const m = e.data as Partial<PopupMessage> | null;
      if (!m || m.popupId !== popupId) return;
      if (m.kind === 'signed-in' && typeof m.returnUrl === 'string') finish({ kind: 'signed-in', returnUrl: m.returnUrl });
      else if (m.kind === 'failed' && typeof m.message === 'string') finish({ kind: 'failed', message: m.message });
      else if (m.kind === 'cancelled') finish({ kind: 'cancelled' });
    };
    const poll = env.setInterval(() => {
      if (done || closedSeen || !popup.closed) return;
      closedSeen = true;
      env.setTimeout(() => finish({ kind: 'cancelled' }), POPUP_CLOSE_GRACE_MS);
    }, POPUP_POLL_MS);
  });
}

/**
 * Popup side: report the outcome to the opener that opened popup `popupId`, then close this window.
 * The alert of a failure shows in the opener (SPEC §8), never in the popup.
 */
export function reportToOpener(popupId: string, outcome: PopupOutcome, env: Pick<PopupEnv, 'channel'> = browserEnv(), close = () => window.close()) {
  const channel = env.channel(SIGN_IN_CHANNEL);
  channel.postMessage({ ...outcome, popupId } satisfies PopupMessage);
  channel.close();
  // A moment for the message to leave before the window goes (the opener closes it on receipt too).
  setTimeout(close, 150);
}
