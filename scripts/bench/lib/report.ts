/**
 * Result files and tables. Each part writes bench/results/<part>.json (quick runs: .tmp/bench-quick/)
 * with the same frame — date, machine, how busy the machine was, the figures, a summary table and
 * the issue-6 targets met or missed — and a full run rewrites the results block of BENCHMARKS.md
 * from those files, so the document always shows the latest figures with their conditions.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Conditions, Machine } from './machine.js';
import { resultsDir, root } from './paths.js';

export interface Target {
  goal: string;
  value: string;
  /** null when the figure could not be taken. */
  met: boolean | null;
}

export interface Summary {
  columns: string[];
  rows: string[][];
  /** One letter a column, l or r; default: first column left, the rest right. */
  align?: string;
}

export interface PartResult<T = unknown> {
  part: string;
  title: string;
  date: string;
  quick: boolean;
  machine: Machine;
  conditions: { before: Conditions; after: Conditions; provisional: boolean };
  durationMs: number;
  summary: Summary;
  targets: Target[];
  notes: string[];
  data: T;
}

/** Order of the parts in tables and in BENCHMARKS.md. */
export const PART_FILES = ['bundle', 'lighthouse', 'repeat-visit', 'load', 'load-100k', 'community', 'community-100k', 'cluster'] as const;

export function writeResult(dir: string, r: PartResult) {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${r.part}.json`);
  writeFileSync(file, `${JSON.stringify(r, null, 2)}\n`);
  return file;
}

const width = (s: string) => [...s].reduce((w, ch) => w + (/[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/.test(ch) ? 2 : 1), 0);
const pad = (s: string, n: number, right: boolean) => (right ? ' '.repeat(Math.max(0, n - width(s))) + s : s + ' '.repeat(Math.max(0, n - width(s))));

/** Plain-text table for the terminal: first column left-aligned, the rest right-aligned. */
export function textTable(s: Summary): string {
  const all = [s.columns, ...s.rows];
  const w = s.columns.map((_, i) => Math.max(...all.map((r) => width(r[i] ?? ''))));
  const right = (i: number) => (s.align ? s.align[i] === 'r' : i > 0);
  const line = (r: string[]) => r.map((c, i) => pad(c ?? '', w[i], right(i))).join('  ');
  return [line(s.columns), w.map((n) => '-'.repeat(n)).join('  '), ...s.rows.map(line)].join('\n');
}

export function markdownTable(s: Summary): string {
  const esc = (c: string) => c.replace(/\|/g, '\\|');
  const right = (i: number) => (s.align ? s.align[i] === 'r' : i > 0);
  return [
    `| ${s.columns.map(esc).join(' | ')} |`,
    `|${s.columns.map((_, i) => (right(i) ? '---:' : '---')).join('|')}|`,
    ...s.rows.map((r) => `| ${r.map(esc).join(' | ')} |`),
  ].join('\n');
}

export const mark = (met: boolean | null) => (met === null ? 'n/a' : met ? 'met' : 'MISSED');

export function printResult(r: PartResult) {
  const cond = r.conditions;
  console.log(
    `\n== ${r.title}${r.quick ? ' (quick mode)' : ''} — ${(r.durationMs / 1000).toFixed(0)} s; other load before/after: ${cond.before.cpuBusyPct}% / ${cond.after.cpuBusyPct}% CPU${cond.provisional ? ' → PROVISIONAL (machine busy)' : ''}`,
  );
  console.log(textTable(r.summary));
  for (const t of r.targets) console.log(`  [${mark(t.met)}] ${t.goal}: ${t.value}`);
  for (const n of r.notes) console.log(`  note: ${n}`);
}

/** Rewrite the block between the markers in BENCHMARKS.md from bench/results/*.json. */
export function updateBenchmarksMd() {
  const file = path.join(root, 'BENCHMARKS.md');
  if (!existsSync(file)) return;
  const md = readFileSync(file, 'utf8');
  const start = '<!-- bench:results:start -->';
  const end = '<!-- bench:results:end -->';
  const a = md.indexOf(start);
  const b = md.indexOf(end);
  if (a < 0 || b < a) return;
  const parts: string[] = ['', '_This block is rewritten by `npm run bench` (full runs only) from `bench/results/*.json`._', ''];
  for (const name of PART_FILES) {
    const f = path.join(resultsDir, `${name}.json`);
    if (!existsSync(f)) continue;
    const r = JSON.parse(readFileSync(f, 'utf8')) as PartResult;
    const m = r.machine;
    const c = r.conditions;
    parts.push(`### ${r.title}`, '');
    parts.push(
      `${c.provisional ? '**PROVISIONAL — taken while the machine was busy with other work** ' : ''}${r.date.slice(0, 16).replace('T', ' ')} UTC · ${m.cpus} × ${m.cpuModel}, ${m.memGiB} GiB, Node ${m.node}, ${m.chromium} · ${(r.durationMs / 1000).toFixed(0)} s · other CPU use before/after: ${c.before.cpuBusyPct}% / ${c.after.cpuBusyPct}%`,
      '',
    );
    parts.push(markdownTable(r.summary), '');
    if (r.targets.length) {
      parts.push('Targets:', '');
      for (const t of r.targets) parts.push(`- ${mark(t.met)} — ${t.goal}: ${t.value}`);
      parts.push('');
    }
    for (const n of r.notes) parts.push(`> ${n}`, '');
  }
  writeFileSync(file, md.slice(0, a + start.length) + '\n' + parts.join('\n') + '\n' + md.slice(b));
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (v: number | null | undefined) => (v === null || v === undefined || Number.isNaN(v) ? '—' : `${Math.round(v)} ms`);
export const median = (xs: number[]) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((p, q) => p - q);
  if (!s.length) return NaN;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
