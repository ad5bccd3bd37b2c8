/**
 * Keeps docs/spec-coverage.md honest (issue 17): every row of the SPEC coverage table has a status, every `done`
 * row names a real implementation file and a real test file, every file a row names exists, every `decision` row
 * links a decision record that exists, and every route of SPEC §2's route table has a row of its own. Rows `in progress (issue 17: …)` are tolerated only
 * while SPEC_COVERAGE_ALLOW_IN_PROGRESS=1 is set, so the default (CI) is strict.
 *
 * Lives under scripts/ because the Node (`server`) vitest project includes scripts/**\/*.test.ts, not tests/.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DOC = join(ROOT, 'docs/spec-coverage.md');

/**
 * The first column of SPEC §2's route table, copied verbatim (SPEC.md lives outside the repository). A row in the
 * doc's §2 section must carry each of these, in backticks, in its item cell.
 */
export const SPEC_ROUTES = [
  '/404',
  '/welcome',
  '/sign-up',
  '/',
  '/deal/{id digits}',
  '/admin-deal/{id}',
  '/period/{id}',
  '/admin-period/{id}',
  '/event/{id}',
  '/admin-event/{id}',
  '/season',
  '/local-main',
  '/local/{code}',
  '/local/store/{localCode}/{shopId digits}',
  '/store',
  '/best',
  '/store/{shopId digits}',
  '/search',
  '/alarm',
  '/category',
  '/category/detail/{secondCode?}/{thirdCode?}',
  '/category/season/occasion',
  '/category/season/recommendation/{recommendationCategoryId?}',
  '/category/season/delicacy',
  '/category/shopping-live',
  '/my-page',
  '/my-page/my-info',
  '/my-page/my-level, /point, /point-exchange, /point-guide, /frequently-purchased, /settings',
  '/community',
  '/community/main',
  '/community/daily-board/{date}',
  '/community/board-detail/{id digits}',
  '/community/qna/{id digits}',
  '/community/dash-board/form/{id?}',
  '/community/qna/form/{id?}',
  '/community/my-page',
  '/community/search',
  '/login-action, /login-landing, /login-landing-apple',
  '/login, /appdown, /terms, /privacy, /notice, /notice/{id}, /admin-notice/{id}, /marketing-info',
  '/withdrawInfo, /withdraw',
  '/game',
];

/** One table row of the doc: `| § | item | status | implementation | test | note |`. */
export interface CoverageRow {
  line: number;
  section: string;
  item: string;
  status: string;
  implementation: string;
  test: string;
  note: string;
}

/** Splits a markdown table line into cells; `\|` inside a cell is kept as a literal bar. */
function cells(line: string): string[] {
  const inner = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  return inner.split(/(?<!\\)\|/).map((c) => c.trim().replace(/\\\|/g, '|'));
}

/** Parses every 6-column data row (header and separator rows skipped). */
export function parseCoverage(markdown: string): CoverageRow[] {
  const rows: CoverageRow[] = [];
  markdown.split('\n').forEach((raw, i) => {
    if (!raw.trim().startsWith('|')) return;
    const c = cells(raw);
    if (c.length !== 6) throw new Error(`docs/spec-coverage.md:${i + 1}: a row needs 6 cells, got ${c.length}: ${raw}`);
    if (c[0] === '§' || /^:?-{3,}/.test(c[0])) return;
    rows.push({ line: i + 1, section: c[0], item: c[1], status: c[2], implementation: c[3], test: c[4], note: c[5] });
  });
  return rows;
}

/**
 * File references of a cell: code spans `path` or `path:symbol` (repository-relative) and markdown links
 * [text](relative/to/docs). Spans that are not paths (no slash and no dot-extension) are ignored.
 */
export function fileRefs(cell: string): string[] {
  const refs: string[] = [];
  for (const m of cell.matchAll(/`([^`]+)`/g)) {
    const path = m[1].split(':')[0].trim();
    if (/\//.test(path) && /\.[a-z]{1,4}$/.test(path)) refs.push(path);
  }
  for (const m of cell.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
    if (/^[a-z]+:/.test(m[1])) continue;
    refs.push(join('docs', m[1]).replace(/\\/g, '/'));
  }
  return refs;
}

const STATUS = /^(done|decision|in progress \(issue 17: [^)]+\))$/;

/** Every problem of the table as one message per problem; empty when the doc is honest. */
export function coverageProblems(rows: CoverageRow[], opts: { allowInProgress: boolean; exists: (p: string) => boolean }): string[] {
  const problems: string[] = [];
  const at = (r: CoverageRow) => `line ${r.line} (${r.section} ${r.item})`;
  for (const r of rows) {
    if (!STATUS.test(r.status)) problems.push(`${at(r)}: status "${r.status}" is not done, decision or in progress (issue 17: …)`);
    if (r.status.startsWith('in progress')) {
      if (!opts.allowInProgress) problems.push(`${at(r)}: still ${r.status} (set SPEC_COVERAGE_ALLOW_IN_PROGRESS=1 only while issue 17 is open)`);
      continue;
    }
    if (r.status === 'done') {
      if (fileRefs(r.implementation).length === 0) problems.push(`${at(r)}: done without an implementation file`);
      if (fileRefs(r.test).length === 0) problems.push(`${at(r)}: done without a test file`);
    }
    if (r.status === 'decision' && !fileRefs(`${r.implementation} ${r.note}`).some((p) => /^docs\/decisions\/\d{3}-[^/]+\.md$/.test(p))) {
      problems.push(`${at(r)}: decision row without a link to docs/decisions/NNN-….md`);
    }
    for (const p of [...fileRefs(r.implementation), ...fileRefs(r.test), ...fileRefs(r.note)]) {
      if (!opts.exists(p)) problems.push(`${at(r)}: ${p} does not exist`);
    }
  }
  // A route's own row starts with the route in backticks (a mention inside another row does not count).
  const routeItems = rows.filter((r) => r.section === '§2').map((r) => r.item);
  for (const route of SPEC_ROUTES) {
    if (!routeItems.some((item) => item.startsWith(`\`${route}\``))) problems.push(`SPEC §2 route \`${route}\` has no row`);
  }
  return problems;
}

const exists = (p: string) => existsSync(join(ROOT, p));

describe('docs/spec-coverage.md', () => {
  const rows = parseCoverage(readFileSync(DOC, 'utf8'));
  const allowInProgress = process.env.SPEC_COVERAGE_ALLOW_IN_PROGRESS === '1';

  it('has rows for every SPEC section', () => {
    for (const s of ['§2', '§3', '§4', '§5', '§6', '§7', '§8', '§9'])
      expect(
        rows.some((r) => r.section === s),
        s,
      ).toBe(true);
  });

  it('has no missing, unlinked, unfinished or dangling rows', () => {
    expect(coverageProblems(rows, { allowInProgress, exists })).toEqual([]);
  });

  it('catches a bad table (the checker itself can fail)', () => {
    const bad = parseCoverage(
      [
        '| § | item | status | implementation (file[:symbol]) | test (file) | note |',
        '|---|---|---|---|---|---|',
        '| §2 | `/404` | missing | `src/gone.ts` | | |',
        '| §2 | welcome, see `/welcome` | done | `src/routes/welcome.tsx` | `tests/e2e/storefront.spec.ts` | |',
        '| §5 | a rule | done | `src/lib/format.ts:formatWon` | | |',
        '| §9 | a constant | done | `src/nowhere.ts:x` | `scripts/nowhere.test.ts` | |',
        '| §7 | a call | decision | | | [nothing](decisions/999-nothing.md) |',
        '| §4 | a state | in progress (issue 17: bridge) | `src/lib/native-x.ts` | | |',
      ].join('\n'),
    );
    const problems = coverageProblems(bad, { allowInProgress: false, exists });
    expect(problems.some((p) => p.includes('status "missing"'))).toBe(true);
    expect(problems.some((p) => p.includes('src/gone.ts does not exist'))).toBe(true);
    expect(problems.some((p) => p.includes('done without a test file'))).toBe(true);
    expect(problems.some((p) => p.includes('src/nowhere.ts does not exist'))).toBe(true);
    expect(problems.some((p) => p.includes('scripts/nowhere.test.ts does not exist'))).toBe(true);
    expect(problems.some((p) => p.includes('docs/decisions/999-nothing.md does not exist'))).toBe(true);
    expect(problems.some((p) => p.includes('still in progress'))).toBe(true);
    expect(problems.some((p) => p.includes('route `/welcome` has no row'))).toBe(true);
    expect(coverageProblems(bad, { allowInProgress: true, exists }).some((p) => p.includes('still in progress'))).toBe(false);
  });
});
