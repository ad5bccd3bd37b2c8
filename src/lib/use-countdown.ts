/**
 * Countdown to an ISO end time, ticking every second. When the server's time is given the
 * phone's clock offset is corrected (a wrong phone clock must not end a deal early).
 * Returns remaining ms (≥ 0) and whether the end has passed.
 */
import { useEffect, useMemo, useState } from 'react';
import { networkState } from './network-status';
import { liveClockOffsetMs } from './server-clock';

export function clockOffsetMs(serverTimeIso: string | undefined, clientNow: number): number {
  if (!serverTimeIso) return 0;
  const server = Date.parse(serverTimeIso);
  return Number.isFinite(server) ? server - clientNow : 0;
}

export function remainingMs(endAtIso: string, now: number, offsetMs = 0): number {
  return Math.max(0, Date.parse(endAtIso) - (now + offsetMs));
}

/**
 * The correction of the phone clock a countdown uses, each tick (issue 30): the offset measured on
 * a live answer (./server-clock.ts) once there is one; else none for a page drawn from saved data
 * (the service worker's stored page or a restored snapshot: its serverTime is as old as the save,
 * and every saved page would count differently); else the answer's own serverTime against the
 * moment it was drawn (`fromAnswer`: a page the server has just rendered).
 */
export function countdownOffsetMs(fromAnswer: number): number {
  const live = liveClockOffsetMs();
  if (live !== null) return live;
  if (networkState.servedFromCacheAt || networkState.restoredAt) return 0;
  return fromAnswer;
}

const secondListeners = new Set<() => void>();
let secondTimer: ReturnType<typeof setInterval> | null = null;

/**
 * Calls `listener` every second (1000 ms) from one timer shared by every countdown on screen, so they
 * flip together and ten deal cards start one timer, not ten (issue 31: each timer started in the
 * hydration's effects added to one long task). The timer stops with the last listener. Returns unsubscribe.
 */
export function onEverySecond(listener: () => void): () => void {
  secondListeners.add(listener);
  secondTimer ??= setInterval(() => {
    for (const l of [...secondListeners]) l();
  }, 1000);
  return () => {
    secondListeners.delete(listener);
    if (secondListeners.size === 0 && secondTimer !== null) {
      clearInterval(secondTimer);
      secondTimer = null;
    }
  };
}

/**
 * The first render (on the server, and the browser's hydration of it) counts from the server's
 * time, so both draw the same text (issue 12); after mounting it ticks from the phone's clock,
 * corrected by countdownOffsetMs, on the shared one-second timer (onEverySecond).
 */
export function useCountdown(endAtIso: string, serverTimeIso?: string) {
  const offset = useMemo(() => clockOffsetMs(serverTimeIso, Date.now()), [serverTimeIso]);
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    return onEverySecond(() => setNow(Date.now()));
  }, []);
  const serverNow = serverTimeIso ? Date.parse(serverTimeIso) : NaN;
  const remaining =
    now === null && Number.isFinite(serverNow) ? remainingMs(endAtIso, serverNow) : remainingMs(endAtIso, now ?? Date.now(), countdownOffsetMs(offset));
  return { remainingMs: remaining, ended: remaining <= 0 };
}
