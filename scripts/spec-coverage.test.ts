/**
 * Keeps docs/spec-coverage.md honest (issue 17, made strict by issue 27):
 * - every item the SPEC enumerates has a row of its own: each §2 route, §7 endpoint, §7 call whose path the SPEC
 *   does not show, §7 path family, §7 native bridge call, §4 inbound bridge message, §8 numeric code and named
 *   error, §3 local and session storage key (read from SPEC.md by scripts/lib/spec-items.ts);
 * - every row has a status; a `done` row names an implementation file and a test file, and a `done` row of an
 *   enumerated item cites at least one test by its title (`file › title`); a `decision` row links its record;
 * - every citation is real: the file exists, a `file:symbol` names something the file declares, a `file › title`
 *   names a test the file defines (scripts/lib/code-facts.ts, TypeScript compiler API);
 * - every `METHOD /path` a §7 row cites is in the endpoint table (server/contract/paths.ts) and has a client caller
 *   (`callEndpoint`/`uploadEndpoint` in src/), unless the row's note says `no client caller:` and names it — and a
 *   row that says so of an endpoint the client does call is wrong too;
 * - a `done` storage key row cites the `file:symbol` that reads or writes the key (`getItem`/`setItem`; clearing it
 *   at logout is not using it).
 * Rows `in progress (issue 17: …)` are tolerated only while SPEC_COVERAGE_ALLOW_IN_PROGRESS=1 is set.
 *
 * Lives under scripts/ because the Node (`server`) vitest project includes scripts/**\/*.test.ts, not tests/.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { paths } from '@contract/paths';
import { declaredSymbols, endpointCalls, storageKeysUsed, testTitles } from './lib/code-facts';
import { parseSpec, type SpecItems } from './lib/spec-items';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DOC = join(ROOT, 'docs/spec-coverage.md');
/** The SPEC beside the checkout (README: `../shared/SPEC.md`), or where SPEC_PATH says. */
const SPEC = process.env.SPEC_PATH ?? join(ROOT, '../shared/SPEC.md');
/** The last parse of the SPEC, for a checkout without it (a fresh clone elsewhere); rewritten with SPEC_ITEMS_WRITE=1. */
const SPEC_SNAPSHOT = join(ROOT, 'scripts/spec-items.json');

/**
 * Rows known to be false whose fix is being made in client code on another branch (issue 27 item 5). Each entry
 * silences the problems of exactly one subject; an entry whose subject has no problem left fails the test, so this
 * list is deleted once the fixes are merged.
 */
const PENDING_FIXES: { subject: string; why: string }[] = [];

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

/** A citation of a file in a code span: `path`, `path:symbol` or `path › title` (› also between describe and test). */
export interface Citation {
  path: string;
  symbol?: string;
  title?: string;
}

const TITLE_SEPARATOR = ' › ';

/** The code spans of a text that name a repository file (a slash and a dot-extension before any `:` or ` › `). */
export function citations(text: string): Citation[] {
  const out: Citation[] = [];
  for (const m of text.matchAll(/`([^`]+)`/g)) {
    const span = m[1];
    const titleAt = span.indexOf(TITLE_SEPARATOR);
    const head = titleAt >= 0 ? span.slice(0, titleAt) : span;
    const [path, symbol] = head.split(':').map((s) => s.trim());
    // Repository-relative only: `/abs/…` and `../…` (the SPEC beside the checkout) are not the repository's files.
    if (!/\//.test(path) || !/\.[a-z]{1,4}$/.test(path) || /\s/.test(path) || /^(\/|\.\.)/.test(path)) continue;
    out.push({ path, ...(symbol ? { symbol } : {}), ...(titleAt >= 0 ? { title: span.slice(titleAt + TITLE_SEPARATOR.length).trim() } : {}) });
  }
  return out;
}

/** Markdown links [text](relative/to/docs) of a text, as repository paths (web addresses left out). */
export function linkRefs(text: string): string[] {
  return [...text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)].filter((m) => !/^[a-z]+:/.test(m[1])).map((m) => join('docs', m[1]).replace(/\\/g, '/'));
}

/** File references of a cell: cited paths and markdown links. */
export function fileRefs(cell: string): string[] {
  return [...citations(cell).map((c) => c.path), ...linkRefs(cell)];
}

/** `METHOD /path` code spans of a text (query string dropped). */
export function endpointSpans(text: string): string[] {
  return [...text.matchAll(/`(GET|POST|PUT|DELETE) (\/[^`\s?]+)(?:\?[^`]*)?`/g)].map((m) => `${m[1]} ${m[2]}`);
}

/** An endpoint with its path parameters blanked, so SPEC's `{id}` and the table's `:id` compare equal. */
export const endpointKey = (endpoint: string) => endpoint.replace(/\{[^}]*\}|:\w+/g, '{}');

/** What the checker asks of the code; the real one reads the repository, the self-test may fake parts. */
export interface CodeFacts {
  exists(path: string): boolean;
  symbols(path: string): Set<string>;
  titles(path: string): RegExp[];
  storageKeys(path: string, symbol: string): Set<string>;
  /** Endpoint table entries by endpointKey → name. */
  endpoints: Map<string, string>;
  /** Endpoint names some client code calls. */
  called: Set<string>;
  /** Client calls whose endpoint name cannot be told from the code. */
  unresolvedCalls: string[];
}

export interface Problem {
  /** What the problem is about (a route, endpoint, key, code or file), as PENDING_FIXES names it. */
  subject: string;
  message: string;
}

const STATUS = /^(done|decision|in progress \(issue 17: [^)]+\))$/;
const CODE_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const TEST_FILE = /\.(test|spec)\.(ts|tsx)$/;
const section = (rows: CoverageRow[], s: string) => rows.filter((r) => r.section === s);
const lower = (s: string) => s.toLowerCase().trim();

/** Counts of what one run checked, for the log line. */
export interface CoverageCounts {
  required: Record<string, number>;
  citations: number;
  symbols: number;
  titles: number;
  endpointCitations: number;
}

/** Every problem of the table; empty when the doc is honest. */
export function coverageProblems(
  rows: CoverageRow[],
  spec: SpecItems,
  facts: CodeFacts,
  opts: { allowInProgress: boolean; prose?: string },
): { problems: Problem[]; counts: CoverageCounts } {
  const problems: Problem[] = [];
  const counts: CoverageCounts = { required: {}, citations: 0, symbols: 0, titles: 0, endpointCitations: 0 };
  const at = (r: CoverageRow) => `line ${r.line} (${r.section} ${r.item})`;
  const add = (subject: string, message: string) => problems.push({ subject, message });

  // Rows: status, files, decision records, citations.
  const checkCitations = (where: string, text: string) => {
    for (const c of citations(text)) {
      counts.citations++;
      if (!facts.exists(c.path)) {
        add(c.path, `${where}: ${c.path} does not exist`);
        continue;
      }
      if (c.symbol) {
        counts.symbols++;
        if (!CODE_FILE.test(c.path)) add(c.path, `${where}: ${c.path}:${c.symbol} cites a symbol in a file that is not code`);
        else if (!facts.symbols(c.path).has(c.symbol)) add(`${c.path}:${c.symbol}`, `${where}: ${c.path} declares no ${c.symbol}`);
      }
      if (c.title) {
        counts.titles++;
        if (!TEST_FILE.test(c.path)) add(c.path, `${where}: ${c.path} › ${c.title} cites a test title in a file that is not a test`);
        else {
          const titles = facts.titles(c.path);
          for (const part of c.title.split(TITLE_SEPARATOR))
            if (!titles.some((t) => t.test(part))) add(`${c.path} › ${part}`, `${where}: ${c.path} has no test titled "${part}"`);
        }
      }
    }
  };
  for (const r of rows) {
    if (!STATUS.test(r.status)) add(r.item, `${at(r)}: status "${r.status}" is not done, decision or in progress (issue 17: …)`);
    if (r.status.startsWith('in progress')) {
      if (!opts.allowInProgress) add(r.item, `${at(r)}: still ${r.status} (set SPEC_COVERAGE_ALLOW_IN_PROGRESS=1 only while issue 17 is open)`);
      continue;
    }
    if (r.status === 'done') {
      if (fileRefs(r.implementation).length === 0) add(r.item, `${at(r)}: done without an implementation file`);
      if (fileRefs(r.test).length === 0) add(r.item, `${at(r)}: done without a test file`);
    }
    if (r.status === 'decision' && !fileRefs(`${r.implementation} ${r.note}`).some((p) => /^docs\/decisions\/\d{3}-[^/]+\.md$/.test(p))) {
      add(r.item, `${at(r)}: decision row without a link to docs/decisions/NNN-….md`);
    }
    for (const p of linkRefs(`${r.item} ${r.implementation} ${r.test} ${r.note}`).filter((p) => !facts.exists(p))) add(p, `${at(r)}: ${p} does not exist`);
    checkCitations(at(r), `${r.item} ${r.implementation} ${r.test} ${r.note}`);
  }
  if (opts.prose) {
    checkCitations('prose', opts.prose);
    for (const p of linkRefs(opts.prose).filter((p) => !facts.exists(p))) add(p, `prose: ${p} does not exist`);
  }

  // One row per enumerated SPEC item; a done one cites a test by title.
  const requireRow = (kind: string, subject: string, found: CoverageRow | undefined) => {
    counts.required[kind] = (counts.required[kind] ?? 0) + 1;
    if (!found) add(subject, `SPEC ${kind} ${subject} has no row`);
    else if (found.status === 'done' && !citations(found.test).some((c) => c.title))
      add(subject, `${at(found)}: a done row of a SPEC ${kind} cites no test by title (\`file › title\`)`);
    return found;
  };
  for (const route of spec.routes)
    requireRow(
      '§2 route',
      route,
      section(rows, '§2').find((r) => r.item.startsWith(`\`${route}\``)),
    );
  const s7 = section(rows, '§7');
  for (const e of spec.endpoints)
    requireRow(
      '§7 endpoint',
      e,
      s7.find((r) => endpointSpans(r.item).some((x) => endpointKey(x) === endpointKey(e))),
    );
  const mustCiteEndpoint = (r: CoverageRow | undefined) => {
    if (r && endpointSpans(`${r.item} ${r.note}`).length === 0) add(r.item, `${at(r)}: names no endpoint of the table (\`METHOD /path\`)`);
  };
  for (const call of spec.pathlessCalls)
    mustCiteEndpoint(
      requireRow(
        '§7 call without a path',
        call,
        s7.find((r) => lower(r.item).startsWith(lower(call))),
      ),
    );
  for (const family of spec.families)
    mustCiteEndpoint(
      requireRow(
        '§7 family',
        family,
        s7.find((r) => lower(r.item) === `family: ${lower(family)}`),
      ),
    );
  for (const call of spec.nativeCalls)
    requireRow(
      '§7 native call',
      call,
      s7.find((r) => lower(r.item) === `native call: ${lower(call)}`),
    );
  for (const message of spec.nativeMessages)
    requireRow(
      '§4 inbound message',
      message,
      section(rows, '§4').find((r) => r.item.startsWith('inbound') && r.item.includes(`\`${message}\``)),
    );
  const s8 = section(rows, '§8');
  for (const { code } of spec.numericCodes)
    requireRow(
      '§8 code',
      String(code),
      s8.find((r) => r.item.split(';').some((part) => new RegExp(`^${code}\\b`).test(part.trim()))),
    );
  for (const name of spec.namedErrors)
    requireRow(
      '§8 named error',
      name,
      s8.find((r) => r.item.includes(`\`${name}\``)),
    );
  const s3 = section(rows, '§3');
  for (const [kind, keys] of [
    ['local key', spec.localKeys],
    ['session key', spec.sessionKeys],
  ] as const)
    for (const key of keys) {
      const r = requireRow(
        `§3 ${kind}`,
        key,
        s3.find((x) => x.item.startsWith(`${kind} \`${key}\``)),
      );
      if (r?.status !== 'done') continue;
      // The key is read or written by a cited declaration (clearing it does not count).
      const used = citations(r.implementation).some(
        (c) => c.symbol && CODE_FILE.test(c.path) && facts.exists(c.path) && facts.storageKeys(c.path, c.symbol).has(key),
      );
      if (!used) add(`${kind} ${key}`, `${at(r)}: no cited \`file:symbol\` reads or writes ${key} (getItem/setItem)`);
    }

  // Endpoints a §7 row names: in the table, and called by the client unless the row says it is not.
  for (const r of s7) {
    // `no client caller: `A`, `B`` names the endpoints the client does not call (what follows the list is prose).
    const idleList = /no client caller: ((?:`[^`]+`(?:, )?)+)/.exec(r.note)?.[1] ?? '';
    const declaredIdle = new Set(endpointSpans(idleList).map(endpointKey));
    for (const e of new Set(endpointSpans(`${r.item} ${r.note}`))) {
      counts.endpointCitations++;
      const name = facts.endpoints.get(endpointKey(e));
      if (!name) {
        add(e, `${at(r)}: ${e} is not in the endpoint table (server/contract/paths.ts)`);
        continue;
      }
      const idle = declaredIdle.has(endpointKey(e));
      if (!facts.called.has(name) && !idle) add(e, `${at(r)}: ${e} (\`${name}\`) has no client caller in src/ and the row does not say "no client caller"`);
      if (facts.called.has(name) && idle) add(e, `${at(r)}: ${e} (\`${name}\`) is called by the client, yet the row says "no client caller"`);
    }
  }
  for (const call of facts.unresolvedCalls) add(call, `${call}: the endpoint this call names cannot be told from the code (use a literal or a constant map)`);
  return { problems, counts };
}

/** Problems left after the pending fixes, plus one for every pending fix that no longer matches a problem. */
export function withPending(problems: Problem[], pending: { subject: string }[]): string[] {
  const left = problems.filter((p) => !pending.some((f) => f.subject === p.subject)).map((p) => p.message);
  for (const f of pending)
    if (!problems.some((p) => p.subject === f.subject)) left.push(`PENDING_FIXES: ${f.subject} has no problem any more; remove it from the list`);
  return left;
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
}

/** The repository's facts; client callers are every non-test source file of src/. */
function repositoryFacts(): CodeFacts {
  const abs = (p: string) => join(ROOT, p);
  const called = new Set<string>();
  const unresolvedCalls: string[] = [];
  for (const file of walk(abs('src')).filter((f) => /\.tsx?$/.test(f) && !TEST_FILE.test(f) && !f.includes('/test-utils/'))) {
    const { names, unresolved } = endpointCalls(file);
    for (const n of names) called.add(n);
    unresolvedCalls.push(...unresolved.map((u) => u.slice(ROOT.length + 1)));
  }
  return {
    exists: (p) => existsSync(abs(p)),
    symbols: (p) => declaredSymbols(abs(p)),
    titles: (p) => testTitles(abs(p)),
    storageKeys: (p, s) => storageKeysUsed(abs(p), s),
    endpoints: new Map(Object.entries(paths).map(([name, e]) => [endpointKey(`${e.method} ${e.path}`), name])),
    called,
    unresolvedCalls,
  };
}

const specText = existsSync(SPEC) ? readFileSync(SPEC, 'utf8') : undefined;
const snapshot = JSON.parse(readFileSync(SPEC_SNAPSHOT, 'utf8')) as SpecItems;
const spec = specText ? parseSpec(specText) : snapshot;

describe('docs/spec-coverage.md', () => {
  const markdown = readFileSync(DOC, 'utf8');
  const rows = parseCoverage(markdown);
  const allowInProgress = process.env.SPEC_COVERAGE_ALLOW_IN_PROGRESS === '1';

  it('reads the SPEC items from SPEC.md, and scripts/spec-items.json is their last parse', () => {
    // SPEC_ITEMS_WRITE=1 rewrites the snapshot (then `npx prettier --write scripts/spec-items.json`).
    if (specText && process.env.SPEC_ITEMS_WRITE === '1') writeFileSync(SPEC_SNAPSHOT, `${JSON.stringify(spec, null, 2)}\n`);
    // Without SPEC.md beside the checkout the snapshot stands in for it (nothing to compare against).
    if (specText) expect(snapshot, `${SPEC_SNAPSHOT} is stale: rerun with SPEC_ITEMS_WRITE=1`).toEqual(spec);
    expect(spec.routes.length).toBeGreaterThan(0);
    expect(spec.endpoints.length).toBeGreaterThan(0);
  });

  it('has rows for every SPEC section', () => {
    for (const s of ['§2', '§3', '§4', '§5', '§6', '§7', '§8', '§9'])
      expect(
        rows.some((r) => r.section === s),
        s,
      ).toBe(true);
  });

  it('has a row for every SPEC item, and every row and citation is true (PENDING_FIXES aside)', () => {
    const prose = markdown
      .split('\n')
      .filter((l) => !l.trim().startsWith('|'))
      .join('\n');
    const { problems, counts } = coverageProblems(rows, spec, repositoryFacts(), { allowInProgress, prose });
    console.log(
      `spec-coverage: rows required ${Object.entries(counts.required)
        .map(([k, n]) => `${k} ${n}`)
        .join(
          ', ',
        )}; ${counts.citations} citations checked (${counts.symbols} symbols, ${counts.titles} test titles), ${counts.endpointCitations} endpoint citations`,
    );
    expect(withPending(problems, PENDING_FIXES)).toEqual([]);
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
        '| §9 | a symbol | done | `src/stores/ui.ts:noSuchThing` | `src/components/ui/ui.test.tsx › no such test` | |',
        '| §7 | `GET /api/v1/token/jwt/validation` | done | `src/lib/auth/api.ts:validateToken` | `src/lib/auth/session.test.ts` | |',
        '| §7 | family: point | done | `src/features/point/api.ts` | `server/routes/point/point.test.ts` | `GET /api/v1/display/home/local`, `GET /api/v1/nowhere` |',
        '| §7 | family: mypage | done | `src/features/level/api.ts` | `tests/e2e/points.spec.ts` | no client caller: `GET /api/v1/mypage/level` |',
        '| §3 | local key `uid` | done | `src/stores/session.ts:clearSession` | `src/lib/auth/session.test.ts` | |',
      ].join('\n'),
    );
    const fake: SpecItems = {
      routes: ['/404', '/welcome'],
      endpoints: ['GET /api/v1/token/jwt/validation', 'PUT /api/v1/token/jwt/refresh'],
      pathlessCalls: [],
      families: ['point', 'mypage'],
      nativeCalls: ['set token'],
      nativeMessages: ['close'],
      numericCodes: [{ code: 5, label: 'unexpected error' }],
      namedErrors: ['ACCESS_TOKEN_EXPIRED'],
      localKeys: ['uid'],
      sessionKeys: [],
    };
    const facts = repositoryFacts();
    const messages = coverageProblems(bad, fake, facts, { allowInProgress: false }).problems.map((p) => p.message);
    const has = (s: string) =>
      expect(
        messages.some((p) => p.includes(s)),
        s,
      ).toBe(true);
    has('status "missing"');
    has('src/gone.ts does not exist');
    has('done without a test file');
    has('src/nowhere.ts does not exist');
    has('scripts/nowhere.test.ts does not exist');
    has('docs/decisions/999-nothing.md does not exist');
    has('still in progress');
    has('route /welcome has no row');
    has('src/stores/ui.ts declares no noSuchThing');
    has('has no test titled "no such test"');
    has('endpoint PUT /api/v1/token/jwt/refresh has no row');
    has('a done row of a SPEC §7 endpoint cites no test by title');
    has('GET /api/v1/display/home/local (`homeLocal`) has no client caller');
    has('GET /api/v1/nowhere is not in the endpoint table');
    has('GET /api/v1/mypage/level (`memberLevel`) is called by the client, yet the row says "no client caller"');
    has('native call set token has no row');
    has('inbound message close has no row');
    has('code 5 has no row');
    has('named error ACCESS_TOKEN_EXPIRED has no row');
    has('no cited `file:symbol` reads or writes uid');
    expect(coverageProblems(bad, fake, facts, { allowInProgress: true }).problems.some((p) => p.message.includes('still in progress'))).toBe(false);
    // A pending fix hides its own subject only, and fails once its problem is gone.
    expect(withPending([{ subject: 'a', message: 'a is wrong' }], [{ subject: 'a' }, { subject: 'b' }])).toEqual([
      'PENDING_FIXES: b has no problem any more; remove it from the list',
    ]);
  });

  it('reads declarations, test titles, storage keys and endpoint calls from the code', () => {
    const file = (p: string) => join(ROOT, p);
    const session = declaredSymbols(file('src/stores/session.ts'));
    expect(session.has('saveTokens')).toBe(true);
    expect(session.has('STORAGE_KEYS.uid')).toBe(true);
    expect(session.has('nothingLikeThis')).toBe(false);
    expect(storageKeysUsed(file('src/stores/session.ts'), 'deviceUuid')).toEqual(new Set(['uid']));
    expect(storageKeysUsed(file('src/stores/session.ts'), 'clearSession')).toEqual(new Set());
    // A key constant imported from another module resolves there (DEVICE_SECRET_KEY from ~/stores/session).
    expect(storageKeysUsed(file('src/lib/app-device.ts'), 'recordDeviceAccess').has('deviceSecret')).toBe(true);
    const titles = testTitles(file('tests/e2e/routes.spec.ts'));
    expect(titles.some((t) => t.test('route deal: renders, bottom nav hidden'))).toBe(true);
    expect(titles.some((t) => t.test('route deal renders'))).toBe(false);
    // Constant maps and conditionals name every endpoint they may call.
    const interact = endpointCalls(file('src/features/community-reactions/api.ts'));
    expect(interact.unresolved).toEqual([]);
    expect(interact.names.has('questionState') && interact.names.has('communityPostState')).toBe(true);
  });
});
