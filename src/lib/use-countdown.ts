/**
 * Countdown to an ISO end time, ticking every second. When the server's time is given the
 * phone's clock offset is corrected (a wrong phone clock must not end a deal early).
 * Returns remaining ms (≥ 0) and whether the end has passed.
 */
import { useEffect, useMemo, useState } from 'react';

export function clockOffsetMs(serverTimeIso: string | undefined, clientNow: number): number {
  if (!serverTimeIso) return 0;
  const server = Date.parse(serverTimeIso);
  return Number.isFinite(server) ? server - clientNow : 0;
}

export function remainingMs(endAtIso: string, now: number, offsetMs = 0): number {
  return Math.max(0, Date.parse(endAtIso) - (now + offsetMs));
}

/**
 * The first render (on the server, and the browser's hydration of it) counts from the server's
 * time, so both draw the same text (issue 12); after mounting it ticks from the phone's clock,
 * corrected by the offset to the server's.
 */
export function useCountdown(endAtIso: string, serverTimeIso?: string) {
  const offset = useMemo(() => clockOffsetMs(serverTimeIso, Date.now()), [serverTimeIso]);
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  const serverNow = serverTimeIso ? Date.parse(serverTimeIso) : NaN;
  const remaining = now === null && Number.isFinite(serverNow) ? remainingMs(endAtIso, serverNow) : remainingMs(endAtIso, now ?? Date.now(), offset);
  return { remainingMs: remaining, ended: remaining <= 0 };
}
