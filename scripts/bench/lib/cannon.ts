/**
 * What the autocannon parts (parts/load.ts, parts/community.ts) share: the options the runner
 * passes them and the answer counts each of their figures carries.
 */
import type { Result } from 'autocannon';
import type { BenchServer } from './server.js';

/** The runner's options for an autocannon part: `connections` for `duration` s per call after a `warmupSeconds` warm-up. */
export interface CannonPartOptions {
  server: BenchServer;
  connections: number;
  duration: number;
  warmupSeconds: number;
  log: (s: string) => void;
}

/** How one autocannon run ended: answers received, non-2xx answers, socket errors, timeouts. */
export interface AnswerCounts {
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** The AnswerCounts of autocannon's result `r`. */
export function answerCounts(r: Result): AnswerCounts {
  return { requests: r.requests.total, non2xx: r.non2xx, errors: r.errors, timeouts: r.timeouts };
}
