/**
 * Countdowns agree with the clock, not with the age of the answer they were drawn from (issue 30:
 * offline, a stored deal page's countdown and the stored home's disagreed by 15 minutes — each
 * "corrected" the phone clock by its own answer's serverTime, as if received just now).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { onEverySecond, useCountdown } from './use-countdown';
import { networkState } from './network-status';
import { noteServerDate, resetServerClock } from './server-clock';

const T = Date.parse('2026-12-06T08:00:00Z');
const min = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

function Probe({ endAt, serverTime }: { endAt: string; serverTime: string }) {
  const { remainingMs } = useCountdown(endAt, serverTime);
  return <output>{remainingMs}</output>;
}
const shown = async (endAt: number, serverTime: number) => {
  const view = render(<Probe endAt={iso(endAt)} serverTime={iso(serverTime)} />);
  await act(async () => undefined); // mounted: ticking from the phone's clock
  return Number(view.container.querySelector('output')!.textContent);
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T);
  resetServerClock();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  networkState.servedFromCacheAt = null;
  networkState.restoredAt = null;
  resetServerClock();
});

describe('countdown clock', () => {
  it('a page the service worker kept (15 minutes old) counts with the phone clock: two stored pages agree', async () => {
    networkState.servedFromCacheAt = new Date(T - 15 * min).toUTCString();
    expect(await shown(T + 60 * min, T - 15 * min)).toBe(60 * min); // the deal page, stored 15 min ago
    cleanup();
    expect(await shown(T + 60 * min, T - 2 * min)).toBe(60 * min); // the home, stored 2 min ago
  });
  it('a live answer measures the phone clock against the server, and every countdown uses it', async () => {
    noteServerDate({ headers: new Headers({ date: new Date(T + 5 * min).toUTCString() }) }, T);
    const r = await shown(T + 60 * min, T - 15 * min);
    expect(Math.abs(r - 55 * min)).toBeLessThanOrEqual(1000); // the Date header is to the second
  });
  it('a page just drawn by the server still corrects a wrong phone clock by its serverTime', async () => {
    expect(await shown(T + 60 * min, T + 2 * min)).toBe(58 * min); // phone 2 min slow
  });
});

describe('countdowns share one timer (issue 31)', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });
  it('ten countdowns on screen start one interval, tick together, and stop it when the last unmounts', async () => {
    vi.useFakeTimers({ now: T });
    const view = render(
      <>
        {Array.from({ length: 10 }, (_, i) => (
          <Probe key={i} endAt={iso(T + (i + 1) * min)} serverTime={iso(T)} />
        ))}
      </>,
    );
    expect(vi.getTimerCount()).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    const values = [...view.container.querySelectorAll('output')].map((o) => Number(o.textContent));
    expect(values).toEqual(Array.from({ length: 10 }, (_, i) => (i + 1) * min - 3000));
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
  it('a listener added while the timer runs joins it; unsubscribing one leaves the other ticking', () => {
    vi.useFakeTimers();
    const a = vi.fn();
    const b = vi.fn();
    const stopA = onEverySecond(a);
    const stopB = onEverySecond(b);
    vi.advanceTimersByTime(2000);
    stopA();
    vi.advanceTimersByTime(1000);
    expect([a.mock.calls.length, b.mock.calls.length, vi.getTimerCount()]).toEqual([2, 3, 1]);
    stopB();
    expect(vi.getTimerCount()).toBe(0);
  });
});
