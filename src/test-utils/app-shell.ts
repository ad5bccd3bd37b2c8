/**
 * Test helper (not used by the app): a fake of the native app around the web view (SPEC §7), for
 * the tests of code that asks the app for something through ~/lib/native.
 *
 *   const asked = enterAppShell(ANDROID_APP_UA, 'react-native', (msg) => ({ isOn: 'true' }));
 *   afterEach(leaveAppShell);
 */
import { vi } from 'vitest';
import { resolveNativeRequest } from '~/lib/native/install';

/** The two bridges the app injects: Android's React Native web view, iOS's WKWebView handler. */
export type AppBridge = 'react-native' | 'webkit';

interface ShellWindow {
  ReactNativeWebView?: { postMessage(m: string): void };
  webkit?: { messageHandlers: { bridge: { postMessage(m: unknown): void } } };
}

/**
 * Pretend the page runs in the app: navigator.userAgent is `userAgent`, and the `bridge` records
 * every request (the message as an object; 'react-native' gets it as a JSON string, 'webkit' as is)
 * and, when `answer(msg)` is not undefined, answers it on the next tick (resolveNativeRequest).
 * @returns the requests the page sent, in order (filled as they come)
 */
export function enterAppShell(userAgent: string, bridge: AppBridge, answer: (msg: Record<string, unknown>) => unknown): Record<string, unknown>[] {
  const asked: Record<string, unknown>[] = [];
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  const receive = (msg: Record<string, unknown>) => {
    asked.push(msg);
    const reply = answer(msg);
    if (reply !== undefined) setTimeout(() => resolveNativeRequest(msg.callbackId, reply), 0);
  };
  const w = window as unknown as ShellWindow;
  if (bridge === 'react-native') w.ReactNativeWebView = { postMessage: (m) => receive(JSON.parse(m) as Record<string, unknown>) };
  else w.webkit = { messageHandlers: { bridge: { postMessage: (m) => receive(m as Record<string, unknown>) } } };
  return asked;
}

/** Undo enterAppShell: restore every mock (the user agent) and remove both bridges. */
export function leaveAppShell(): void {
  vi.restoreAllMocks();
  const w = window as unknown as ShellWindow;
  delete w.ReactNativeWebView;
  delete w.webkit;
}
