/**
 * The real server (server/index.ts) as a child process for the benchmark: its own port in
 * 3441–3449, its own data folder, the bench build of the PWA (DIST_DIR), production mode.
 * The child is `node` itself (no npm wrapper), so its pid is the server's and /proc/<pid>/status
 * gives its memory. Every server started here is stopped by stopAll() on exit or Ctrl-C.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { root } from './paths.js';

export const PORTS = [3441, 3442, 3443, 3444, 3445, 3446, 3447, 3448, 3449];

export interface BenchServer {
  url: string;
  port: number;
  pid: number;
  /** Resident set size of the server process, in KiB (VmRSS); NaN once it has exited. */
  rssKiB(): number;
  /** Peak RSS so far (VmHWM), KiB. */
  peakRssKiB(): number;
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });
}

/** First free port of PORTS not in `taken`. */
export async function freePort(taken: number[] = []): Promise<number> {
  for (const p of PORTS) if (!taken.includes(p) && (await portFree(p))) return p;
  throw new Error(`no free port in ${PORTS[0]}–${PORTS[PORTS.length - 1]}`);
}

function procStatusKiB(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const m = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
    return m ? Number(m[1]) : NaN;
  } catch {
    return NaN;
  }
}

export async function startServer(opts: {
  port: number;
  dataDir: string;
  distDir: string;
  env?: Record<string, string>;
  timeoutMs?: number;
}): Promise<BenchServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATA_DIR: opts.dataDir,
      DIST_DIR: opts.distDir,
      NODE_ENV: 'production',
      IDP_MODE: 'stand-in',
      LOG_LEVEL: 'warn',
      // The bench signs nobody in; a high limit keeps a stray retry from turning into 429s.
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      // The load parts search thousands of times a minute from 127.0.0.1 (the limit is per address).
      SEARCH_RATE_LIMIT_PER_MINUTE: '100000',
      ...opts.env,
    },
  });
  running.add(child);
  let log = '';
  child.stdout!.on('data', (d) => (log = (log + d).slice(-4000)));
  child.stderr!.on('data', (d) => (log = (log + d).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', () => running.delete(child));
  const url = `http://127.0.0.1:${opts.port}`;
  const deadline = Date.now() + (opts.timeoutMs ?? 180_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before answering:\n${log}`);
    try {
      const r = await fetch(`${url}/api/health`);
      if (r.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer /api/health within ${(opts.timeoutMs ?? 180_000) / 1000} s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const pid = child.pid!;
  return {
    url,
    port: opts.port,
    pid,
    rssKiB: () => procStatusKiB(pid, 'VmRSS'),
    peakRssKiB: () => procStatusKiB(pid, 'VmHWM'),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM'); // server/index.ts closes Fastify and PGlite on SIGTERM
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Kill every server this process started (used on exit paths). */
export function killAll() {
  for (const c of running) if (c.exitCode === null) c.kill('SIGKILL');
}
