/**
 * The sign-in popup coordinator (issue 17; SPEC §4 "the popup closes and a follow-up runs", §8
 * popup errors, §9 Apple popup): a fake window.open, popup window and BroadcastChannel, with the
 * poll and grace timers driven by hand.
 */
import { describe, expect, it, vi } from 'vitest';
import { POPUP_CLOSE_GRACE_MS, POPUP_POLL_MS, SIGN_IN_CHANNEL, openSignInPopup, popupAllowed, reportToOpener, type PopupEnv } from './popup';

type Listener = ((e: MessageEvent) => void) | null;

/** One fake browser: the channels by name, the popups opened, the timers. */
function fakeBrowser(opts: { blocked?: boolean } = {}) {
  const channels: { name: string; onmessage: Listener; closed: boolean; sent: unknown[] }[] = [];
  const opened: { url: string; target: string; closed: boolean; close: () => void }[] = [];
  const intervals: (() => void)[] = [];
  const timeouts: { fn: () => void; ms: number }[] = [];
  const env: PopupEnv = {
    open: (url, target) => {
      if (opts.blocked) return null;
      const w = {
        url,
        target,
        closed: false,
        close() {
          w.closed = true;
        },
      };
      opened.push(w);
      return w;
    },
    channel: (name) => {
      const c = {
        name,
        onmessage: null as Listener,
        closed: false,
        sent: [] as unknown[],
        postMessage(m: unknown) {
          c.sent.push(m);
          // Deliver to every other open channel of that name, as BroadcastChannel does.
          for (const o of channels) if (o !== c && o.name === name && !o.closed) o.onmessage?.({ data: m } as MessageEvent);
        },
        close() {
          c.closed = true;
        },
      };
      channels.push(c);
      return c;
    },
    setTimeout: (fn, ms) => timeouts.push({ fn, ms }),
    setInterval: (fn) => intervals.push(fn),
    clearInterval: () => intervals.splice(0),
    randomId: () => '0123456789abcdef',
  };
  const tick = () => intervals.forEach((f) => f());
  const flushTimeouts = () => timeouts.splice(0).forEach((t) => t.fn());
  return { env, channels, opened, tick, flushTimeouts, timeouts };
}

describe('openSignInPopup (opener side)', () => {
  it('opens /login in the popup with the provider, return path and popup id', () => {
    const b = fakeBrowser();
    expect(openSignInPopup('apple', '/deal/3?x=1', b.env)).not.toBeNull();
    const u = new URL(b.opened[0]!.url, 'http://x');
    expect(u.pathname).toBe('/login');
    expect(Object.fromEntries(u.searchParams)).toEqual({ provider: 'apple', returnUrl: '/deal/3?x=1', popup: '0123456789abcdef' });
  });

  it('returns null when the browser blocks the popup, so the caller falls back to the same tab', () => {
    const b = fakeBrowser({ blocked: true });
    expect(openSignInPopup('naver', '/', b.env)).toBeNull();
    expect(b.channels).toHaveLength(0);
  });

  it("resolves with the popup's sign-in report, closes the popup and its channel", async () => {
    const b = fakeBrowser();
    const outcome = openSignInPopup('naver', '/', b.env)!;
    reportToOpener('0123456789abcdef', { kind: 'signed-in', returnUrl: '/best' }, b.env, () => undefined);
    await expect(outcome).resolves.toEqual({ kind: 'signed-in', returnUrl: '/best' });
    expect(b.opened[0]!.closed).toBe(true);
    expect(b.channels.every((c) => c.closed)).toBe(true);
  });

  it('passes a failure text on to the opener (the alert shows there)', async () => {
    const b = fakeBrowser();
    const outcome = openSignInPopup('apple', '/', b.env)!;
    reportToOpener('0123456789abcdef', { kind: 'failed', message: '로그인 실패' }, b.env, () => undefined);
    await expect(outcome).resolves.toEqual({ kind: 'failed', message: '로그인 실패' });
  });

  it("ignores reports of another tab's popup and malformed messages", async () => {
    const b = fakeBrowser();
    const outcome = openSignInPopup('apple', '/', b.env)!;
    const other = b.env.channel(SIGN_IN_CHANNEL);
    other.postMessage({ popupId: 'ffffffffffffffff', kind: 'signed-in', returnUrl: '/' });
    other.postMessage({ popupId: '0123456789abcdef', kind: 'signed-in' }); // no returnUrl
    other.postMessage(null);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    other.postMessage({ popupId: '0123456789abcdef', kind: 'cancelled' });
    await expect(outcome).resolves.toEqual({ kind: 'cancelled' });
  });

  it('a popup the user closed is a silent cancel, after a grace for a report still on its way', async () => {
    const b = fakeBrowser();
    const outcome = openSignInPopup('apple', '/', b.env)!;
    b.tick();
    expect(b.timeouts).toHaveLength(0); // still open
    b.opened[0]!.closed = true;
    b.tick();
    b.tick(); // seen once only
    expect(b.timeouts.map((t) => t.ms)).toEqual([POPUP_CLOSE_GRACE_MS]);
    b.flushTimeouts();
    await expect(outcome).resolves.toEqual({ kind: 'cancelled' });
    expect(POPUP_POLL_MS).toBeLessThan(1000);
  });

  it('a report arriving within the grace wins over the close', async () => {
    const b = fakeBrowser();
    const outcome = openSignInPopup('naver', '/', b.env)!;
    b.opened[0]!.closed = true;
    b.tick();
    reportToOpener('0123456789abcdef', { kind: 'signed-in', returnUrl: '/' }, b.env, () => undefined);
    b.flushTimeouts();
    await expect(outcome).resolves.toEqual({ kind: 'signed-in', returnUrl: '/' });
  });
});

describe('reportToOpener (popup side)', () => {
  it('posts the outcome with its popup id on the sign-in channel, then closes the window', () => {
    vi.useFakeTimers();
    try {
      const b = fakeBrowser();
      const close = vi.fn();
      reportToOpener('0123456789abcdef', { kind: 'cancelled' }, b.env, close);
      expect(b.channels[0]!.name).toBe(SIGN_IN_CHANNEL);
      expect(b.channels[0]!.sent).toEqual([{ kind: 'cancelled', popupId: '0123456789abcdef' }]);
      vi.advanceTimersByTime(200);
      expect(close).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('popupAllowed', () => {
  const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
  it('allows a desktop or Android browser', () => {
    expect(popupAllowed(desktop)).toBe(true);
    expect(popupAllowed('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36')).toBe(true);
  });
  it('uses the same tab in the native app webview and on mobile Safari', () => {
    expect(popupAllowed(`${desktop} JecheolApp/2.21.0`)).toBe(false);
    expect(popupAllowed('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1')).toBe(false);
  });
});
