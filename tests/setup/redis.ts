/**
 * Redis for the shared-rate-limit tests (issue 18): `REDIS_URL` when set (e.g. under
 * `bash scripts/redis-server.sh run -- …`), else a throwaway Debian redis-server started here on
 * 127.0.0.1 (no persistence, a temporary folder). npm test installs redis-server when missing
 * (`scripts/redis-server.sh install`); without either the Redis tests fail with that hint — they
 * never skip or pass without Redis.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const REDIS_SERVER_BIN = '/usr/bin/redis-server';

export interface TestRedis {
  url: string;
  /** Stop the server this helper started (kill, wait for exit, remove its folder); a no-op for REDIS_URL. */
  stop(): Promise<void>;
  /**
   * Send a signal to the server this helper started (issue 28: SIGSTOP hangs it — connections stay
   * open, nothing answers — and SIGCONT resumes it). @throws Error for a REDIS_URL server (not ours to signal)
   */
  signal(sig: NodeJS.Signals): void;
}

/** Resolves once something accepts TCP connections on 127.0.0.1:`port`, or rejects after `ms`. */
async function waitForPort(port: number, ms: number): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => (s.destroy(), resolve(true)));
      s.on('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > until) throw new Error(`redis-server did not listen on ${port} within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A free TCP port on 127.0.0.1 (the OS picks one). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * Start redis-server on `port` (default: a free one). With REDIS_URL set and no `own`, that server
 * is used instead. @param own always start a private server (tests that stop or signal it; implied by `args`).
 * @param args more redis-server options (e.g. `['--cluster-enabled', 'yes']`)
 * @throws Error when redis-server is not installed (and no REDIS_URL): the Redis tests fail, never skip
 */
export async function startTestRedis(opts: { port?: number; own?: boolean; args?: string[] } = {}): Promise<TestRedis> {
  if (process.env.REDIS_URL && !opts.own && !opts.args)
    return {
      url: process.env.REDIS_URL,
      stop: async () => undefined,
      signal: () => {
        throw new Error('REDIS_URL is not a server this helper started: pass { own: true }');
      },
    };
  if (!existsSync(REDIS_SERVER_BIN))
    throw new Error(`${REDIS_SERVER_BIN} is missing: run \`bash scripts/redis-server.sh install\` (npm test does) or set REDIS_URL`);
  const port = opts.port ?? (await freePort());
  const dir = mkdtempSync(path.join(os.tmpdir(), 'jecheol-redis-test.'));
  const child: ChildProcess = spawn(
    REDIS_SERVER_BIN,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
      '--daemonize',
      'no',
      '--loglevel',
      'warning',
      ...(opts.args ?? []),
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitForPort(port, 5000);
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
    signal(sig) {
      if (child.exitCode === null && child.signalCode === null) child.kill(sig);
    },
  };
}
