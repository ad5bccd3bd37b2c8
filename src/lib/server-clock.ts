/**
 * The phone clock against the server's, measured on live answers only (issue 30): the `Date` of a
 * response that came from the network (not the service worker's store) minus the phone's time when
 * it arrived. Countdowns use it (./use-countdown.ts): an answer's own `serverTime` only tells the
 * offset when the answer is fresh — one kept for 15 minutes would shift its countdown by 15.
 */
let liveOffsetMs: number | null = null;

/** A response from the network arrived at `receivedAt` (phone clock): note the server's clock from its Date header. */
export function noteServerDate(res: Pick<Response, 'headers'>, receivedAt = Date.now()): void {
  const date = Date.parse(res.headers.get('date') ?? '');
  // The header is to the second (rounded down): its middle is the better guess.
  if (Number.isFinite(date)) liveOffsetMs = date + 500 - receivedAt;
}

/** Server clock − phone clock from the last live answer, or null before one arrived. */
export function liveClockOffsetMs(): number | null {
  return liveOffsetMs;
}

/** Forget the measurement (tests). */
export function resetServerClock(): void {
  liveOffsetMs = null;
}
