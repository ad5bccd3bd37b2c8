/**
 * Facts about the machine a figure was taken on, and how busy it was just before: a benchmark on
 * a 2-core machine shared with other work is only as good as the idle CPU it had.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';

export interface Machine {
  cpus: number;
  cpuModel: string;
  memGiB: number;
  node: string;
  chromium: string;
  platform: string;
}

export function machineFacts(): Machine {
  let chromium = 'not found';
  try {
    chromium = execFileSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    /* reported as not found */
  }
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
    memGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    chromium,
    platform: `${os.type()} ${os.release()}`,
  };
}

function cpuTicks(): { idle: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]; // "cpu  user nice system idle iowait irq softirq steal …"
  const v = line.trim().split(/\s+/).slice(1).map(Number);
  const idle = v[3] + (v[4] ?? 0);
  return { idle, total: v.reduce((a, b) => a + b, 0) };
}

/** Busy threshold: above this share of all cores used by other work, figures are provisional. */
export const BUSY_THRESHOLD_PCT = 15;

export interface Conditions {
  /** Share of all cores (0–100) in use during `sampleMs` just before the part started, with none of the bench's own servers busy. */
  cpuBusyPct: number;
  loadavg1: number;
  provisional: boolean;
}

/** Sample whole-machine CPU use over `sampleMs` (Linux /proc/stat). */
export async function sampleConditions(sampleMs = 2000): Promise<Conditions> {
  const a = cpuTicks();
  await new Promise((r) => setTimeout(r, sampleMs));
  const b = cpuTicks();
  const total = b.total - a.total;
  const cpuBusyPct = total > 0 ? Math.round((1 - (b.idle - a.idle) / total) * 1000) / 10 : 0;
  return { cpuBusyPct, loadavg1: Math.round(os.loadavg()[0] * 100) / 100, provisional: cpuBusyPct > BUSY_THRESHOLD_PCT };
}

/** Merge the conditions seen before and after a part: provisional if either was busy. */
export function mergeConditions(before: Conditions, after: Conditions) {
  return { before, after, provisional: before.provisional || after.provisional };
}
