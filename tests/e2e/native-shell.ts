/**
 * The simulated native app shell for Playwright (issue 17; SPEC §1, §4, §7; docs/decisions/027).
 *
 * It plays the app around our web view:
 * - the user-agent marker (`JecheolApp/2.21.0`): `nativeContextOptions(platform)` for
 *   `browser.newContext(...)` / `test.use(...)`, so the server sees it too; installNativeShell also
 *   patches `navigator.userAgent` in the page when the context has no marker;
 * - the platform's bridge object: iOS `window.webkit.messageHandlers.bridge.postMessage(object)`,
 *   Android `window.ReactNativeWebView.postMessage(string)`; every outbound call is recorded
 *   (`nativeCalls(page)`, `waitForNativeCall(page, type)`), kept across navigations of the tab
 *   (sessionStorage);
 * - answers to requests (messages with a `callbackId`) through `window.JecheolBridge.resolve`,
 *   except getDevicePush, answered as the app does with the SPEC §4 inbound `setDevicePush`;
 *   an answer set to `null` is never sent (the web side times out);
 * - inbound messages: `sendInbound(page, msg, { channel })` — 'bridge' calls
 *   `window.JecheolBridge.receive(msg)` (evaluateJavaScript), 'message-event' dispatches the
 *   `message` event the webview itself fires (on window for iOS, on document for Android).
 *
 * Usage:
 *   const context = await browser.newContext(nativeContextOptions('android'));
 *   await installNativeShell(context, { platform: 'android', answers: { requestPermission: { granted: false } } });
 *   const page = await context.newPage(); await page.goto('/');
 *   await sendInbound(page, { type: 'moveRoute', url: '/best' });
 *   expect((await nativeCalls(page)).map((c) => c.type)).toContain('setToken');
 */
import { devices, expect, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';

export type NativePlatform = 'ios' | 'android';

/** Version in the marker; the web version of SPEC §4 (2.21.0). */
export const NATIVE_APP_VERSION = '2.21.0';

/** A 4×4 orange PNG (base64, no data: prefix): the image the shell "picks" by default. */
export const SAMPLE_PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGP4X8UARwzEcQB04heRHqSvWwAAAABJRU5ErkJggg==';

/** The user-agent of the app's web view on each platform (a phone browser UA + the marker). */
export function nativeUserAgent(platform: NativePlatform): string {
  const base = platform === 'ios' ? devices['iPhone 13'].userAgent : devices['Pixel 7'].userAgent;
  return `${base} JecheolApp/${NATIVE_APP_VERSION}`;
}

/** Context options for the app's web view: a 390×844 phone with the marker in its user-agent. */
export function nativeContextOptions(platform: NativePlatform): BrowserContextOptions {
  return { userAgent: nativeUserAgent(platform), viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
}

/** The app's answers to requests, by call type (`null`: never answer). */
export interface NativeAnswers {
  checkAppUpdate?: { updateRequired: boolean; storeUrl?: string } | null;
  getDevicePush?: { isOn: boolean | string } | null;
  requestPermission?: { granted: boolean } | null;
  getSelectedImage?: { images: { name: string; type: string; base64: string }[] } | null;
  /** The app's device id (SPEC §3 uid; decision 045); by default one per installed shell. */
  getUid?: { uid: string } | null;
}

export const DEFAULT_NATIVE_ANSWERS: Omit<Required<NativeAnswers>, 'getUid'> = {
  checkAppUpdate: { updateRequired: false },
  getDevicePush: { isOn: true },
  requestPermission: { granted: true },
  getSelectedImage: { images: [{ name: 'photo.png', type: 'image/png', base64: SAMPLE_PNG_BASE64 }] },
};

/** One outbound call as the app received it. */
export interface NativeCall {
  platform: NativePlatform;
  type: string;
  /** The message as an object (Android's string parsed). */
  payload: Record<string, unknown>;
  /** What postMessage received (a string on Android, an object on iOS). */
  raw: unknown;
  /** Date.now() in the page. */
  at: number;
}

export interface NativeShellOptions {
  platform: NativePlatform;
  answers?: NativeAnswers;
  /** Delay before the shell answers a request, ms (default 20). */
  answerDelayMs?: number;
}

interface ShellState {
  platform: NativePlatform;
  calls: NativeCall[];
  answers: NativeAnswers;
  delay: number;
}

/**
 * Install the shell into every page of a context (or one page) before any script runs. The
 * context should carry the UA marker (nativeContextOptions); without it the page's
 * navigator.userAgent is patched (the server then sees a plain browser).
 */
export async function installNativeShell(target: Page | BrowserContext, opts: NativeShellOptions): Promise<void> {
  const init = {
    platform: opts.platform,
    // Each shell is its own device: its own id, as every installed app has.
    answers: { ...DEFAULT_NATIVE_ANSWERS, getUid: { uid: `app-e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}` }, ...opts.answers },
    delay: opts.answerDelayMs ?? 20,
    marker: `JecheolApp/${NATIVE_APP_VERSION}`,
  };
  await target.addInitScript((o) => {
    const w = window as unknown as Record<string, unknown> & { __nativeShell?: ShellState };
    if (!navigator.userAgent.includes('JecheolApp')) {
      const ua = `${navigator.userAgent} ${o.marker}`;
      Object.defineProperty(Navigator.prototype, 'userAgent', { get: () => ua, configurable: true });
    }
    // The calls survive navigations of the tab (a sign-in round trip posts setToken on the landing page).
    let kept: NativeCall[];
    try {
      kept = JSON.parse(sessionStorage.getItem('__nativeCalls') ?? '[]') as NativeCall[];
    } catch {
      kept = [];
    }
    const state: ShellState = { platform: o.platform, calls: kept, answers: o.answers, delay: o.delay };
    w.__nativeShell = state;
    type Bridge = { receive(m: unknown): boolean; resolve(id: unknown, r: unknown): boolean };
    const bridge = () => (window as unknown as { JecheolBridge?: Bridge }).JecheolBridge;
    const receive = (raw: unknown) => {
      const payload = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Record<string, unknown>;
      const type = String(payload.type);
      state.calls.push({ platform: state.platform, type, payload, raw, at: Date.now() });
      try {
        sessionStorage.setItem('__nativeCalls', JSON.stringify(state.calls));
      } catch {
        // storage off: calls are kept for this document only
      }
      const callbackId = payload.callbackId;
      if (typeof callbackId !== 'string') return;
      const answer = (state.answers as Record<string, unknown>)[type];
      if (answer === null || answer === undefined) return;
      setTimeout(() => {
        // getDevicePush: the app answers with the SPEC §4 inbound setDevicePush.
        if (type === 'getDevicePush') bridge()?.receive({ type: 'setDevicePush', ...(answer as object) });
        else bridge()?.resolve(callbackId, answer);
      }, state.delay);
    };
    if (state.platform === 'ios') w.webkit = { messageHandlers: { bridge: { postMessage: (m: unknown) => receive(m) } } };
    else w.ReactNativeWebView = { postMessage: (m: string) => receive(m) };
  }, init);
}

/** A new app web view context (marker UA, phone viewport) with the shell installed. */
export async function newNativeContext(
  browser: { newContext(o: BrowserContextOptions): Promise<BrowserContext> },
  opts: NativeShellOptions & { context?: BrowserContextOptions },
): Promise<BrowserContext> {
  const context = await browser.newContext({ ...nativeContextOptions(opts.platform), ...opts.context });
  await installNativeShell(context, opts);
  return context;
}

/** Every outbound call the page made so far (of one type when given). */
export async function nativeCalls(page: Page, type?: string): Promise<NativeCall[]> {
  const calls = await page.evaluate(() => (window as unknown as { __nativeShell?: ShellState }).__nativeShell?.calls ?? []);
  return type ? calls.filter((c) => c.type === type) : calls;
}

/** Forget the recorded calls (of this page). */
export async function clearNativeCalls(page: Page): Promise<void> {
  await page.evaluate(() => {
    const s = (window as unknown as { __nativeShell?: ShellState }).__nativeShell;
    if (s) s.calls.length = 0;
    sessionStorage.removeItem('__nativeCalls');
  });
}

/** Wait until the page has made a call of this type; returns the latest one. */
export async function waitForNativeCall(page: Page, type: string, timeout = 5000): Promise<NativeCall> {
  let found: NativeCall | undefined;
  await expect
    .poll(
      async () => {
        found = (await nativeCalls(page, type)).at(-1);
        return !!found;
      },
      { timeout, message: `native call ${type}` },
    )
    .toBe(true);
  return found!;
}

/** Change the app's answers in this page (e.g. deny a permission). */
export async function setNativeAnswers(page: Page, answers: NativeAnswers): Promise<void> {
  await page.evaluate((a) => {
    const s = (window as unknown as { __nativeShell?: ShellState }).__nativeShell;
    if (s) Object.assign(s.answers, a);
  }, answers);
}

/** Wait until the web side listens (the bridge installs after hydration). */
export async function waitForBridge(page: Page): Promise<void> {
  await page.waitForFunction(() => !!(window as unknown as { JecheolBridge?: unknown }).JecheolBridge);
}

/**
 * Send one inbound message as the app does. `msg` goes as given: an object, or a string (JSON, or
 * deliberately malformed). Returns what JecheolBridge.receive returned (bridge channel) or null.
 */
export async function sendInbound(page: Page, msg: unknown, opts: { channel?: 'bridge' | 'message-event' } = {}): Promise<boolean | null> {
  await waitForBridge(page);
  return page.evaluate(
    ({ m, channel }) => {
      if (channel === 'bridge') return (window as unknown as { JecheolBridge: { receive(x: unknown): boolean } }).JecheolBridge.receive(m);
      const platform = (window as unknown as { __nativeShell?: ShellState }).__nativeShell?.platform ?? 'ios';
      // The webview's own event: no source, no origin; iOS on window, Android (React Native) on document.
      const data = typeof m === 'string' ? m : JSON.stringify(m);
      (platform === 'android' ? document : window).dispatchEvent(new MessageEvent('message', { data }));
      return null;
    },
    { m: msg, channel: opts.channel ?? 'bridge' },
  );
}
