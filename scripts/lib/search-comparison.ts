/**
 * The search benchmark beside its last recorded run (issue 33): each figure with the last one and
 * their ratio, and a kind whose p95 (cached or uncached) grew more than REGRESSION_FACTOR× marked
 * as a regression — so a slow tail is seen the day it appears, not weeks later.
 */

/** A p95 that grew more than this many times over the last recorded run is a regression. */
export const REGRESSION_FACTOR = 2;

interface Summary {
  p50: number;
  p95: number;
  p99: number;
}
interface SearchFigures {
  date?: string;
  search?: Summary;
  searchUncached?: Summary;
  searchByKind?: Record<string, Summary>;
  searchUncachedByKind?: Record<string, Summary>;
  autocomplete?: Summary;
  speedupP95?: number;
  speedupP95Uncached?: number;
  recall?: { overall: number };
}

/** Printable lines of `now` beside `last`, and the kinds whose p95 regressed ('phrase', 'phrase (uncached)', …). */
export function compareWithLast(now: SearchFigures, last: SearchFigures | null): { lines: string[]; regressions: string[] } {
  if (!last) return { lines: ['no earlier run recorded: nothing to compare with'], regressions: [] };
  const regressions: string[] = [];
  const lines = [`beside the last recorded run (${last.date ?? 'undated'}):`, '  figure                            last      now    ×'];
  const row = (label: string, before: number | undefined, after: number | undefined, higherIsWorse = true, watch = false) => {
    if (before === undefined || after === undefined) return;
    const ratio = before === 0 ? (after === 0 ? 1 : Infinity) : after / before;
    const worse = higherIsWorse ? ratio > REGRESSION_FACTOR : ratio < 1 / REGRESSION_FACTOR;
    if (watch && worse) regressions.push(label);
    lines.push(
      `  ${label.padEnd(32)} ${String(before).padStart(7)} ${String(after).padStart(8)} ${ratio.toFixed(2).padStart(5)}${watch && worse ? '  ← REGRESSION' : ''}`,
    );
  };
  row('search p95 (ms)', last.search?.p95, now.search?.p95);
  row('uncached p95 (ms)', last.searchUncached?.p95, now.searchUncached?.p95);
  for (const kind of Object.keys(now.searchByKind ?? {}).sort()) {
    row(`${kind} p95 (ms)`, last.searchByKind?.[kind]?.p95, now.searchByKind?.[kind]?.p95, true, true);
    row(`${kind} uncached p95 (ms)`, last.searchUncachedByKind?.[kind]?.p95, now.searchUncachedByKind?.[kind]?.p95, true, true);
  }
  row('autocomplete p95 (ms)', last.autocomplete?.p95, now.autocomplete?.p95);
  row('speed-up over ILIKE at p95', last.speedupP95, now.speedupP95, false);
  row('speed-up, uncached', last.speedupP95Uncached, now.speedupP95Uncached, false);
  row('recall', last.recall?.overall, now.recall?.overall, false);
  lines.push(
    regressions.length
      ? `REGRESSION: p95 more than ${REGRESSION_FACTOR}× the last run for ${regressions.join(', ')}`
      : `no kind's p95 grew more than ${REGRESSION_FACTOR}×`,
  );
  return { lines, regressions };
}
