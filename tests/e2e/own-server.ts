/**
 * A server process a test can stop and start (issue 5 offline tests): Playwright's setOffline does
 * not reach requests the service worker makes (microsoft/playwright#2311), so "offline" here means
 * the server process is really gone. The data folder survives restarts (same PGlite database,
 * same token signing key), and the same port is reused so the origin — and its service worker and
 * caches — stay the same. The folder starts as a copy of the run's seeded data template
 * (data-template.ts), so the first start does not seed a database of its own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyDataTemplate } from './data-template';

export class OwnServer {
  readonly dataDir = mkdtempSync(path.join(os.tmpdir(), 'jecheol-own-'));
  private child: ChildProcess | null = null;
  private started = false;
  /** `env`: extra variables for this server (issue 17: e.g. the messenger share SDK's configuration). */
  constructor(
    readonly port: number,
    private readonly env: Record<string, string> = {},
  ) {}

  get baseURL() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(timeoutMs = 120_000): Promise<void> {
    // Without a template (a run without the webServer's) the first start seeds, as before.
    if (!this.started) copyDataTemplate(this.dataDir);
    this.started = true;
    this.child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      cwd: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'),
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        NODE_ENV: 'production',
        IDP_MODE: 'stand-in',
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT_PER_MINUTE: '5000',
        DEVICE_REGISTRATIONS_PER_MINUTE: '5000',
        ...this.env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      if (this.child.exitCode !== null) throw new Error(`server exited with ${this.child.exitCode}`);
      try {
        const res = await fetch(`${this.baseURL}/api/health`);
        if (res.ok) return;
      } catch {
        // not up yet
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('server did not start in time');
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });
    // The port must really be closed before the test relies on "offline".
    for (let i = 0; i < 40; i++) {
      try {
        await fetch(`${this.baseURL}/api/health`);
        await new Promise((r) => setTimeout(r, 250));
      } catch {
        return;
      }
    }
  }

  /**
   * The server killed outright and its data folder removed: nothing of it is kept, so it is not drained
   * (issue 27: a graceful stop drains for up to SHUTDOWN_GRACE_MS, 10 s, and closes the database; in
   * the fresh-clone run of 6565a84 the worker was idle 8–18 s after each own-server group).
   */
  async dispose(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (child && child.exitCode === null && child.signalCode === null) {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      });
    }
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/** The part of Playwright's `test` that {@link useOwnServer} wires (a file's or a describe block's hooks). */
interface HookHost {
  use(options: { baseURL: string }): void;
  beforeAll(fn: () => Promise<void>): void;
  afterAll(fn: () => Promise<void>): void;
  setTimeout(ms: number): void;
  describe: { configure(options: { mode: 'serial'; timeout: number }): void };
}

/**
 * A file or describe block that runs serially against its own server on `E2E_PORT + portOffset`
 * (offsets in use: offline +50, community replies +51, native calls +53, share +55, ops console +56): the server
 * starts before the first test (up to 180 s: without the run's data template a new PGlite folder is seeded), every test's
 * baseURL points at it, and it is stopped and its data folder removed after the last one.
 * @param testTimeoutMs each test's own timeout (ms)
 */
export function useOwnServer(test: HookHost, portOffset: number, testTimeoutMs: number, env: Record<string, string> = {}): OwnServer {
  const server = new OwnServer(Number(process.env.E2E_PORT ?? 3411) + portOffset, env);
  test.describe.configure({ mode: 'serial', timeout: testTimeoutMs });
  test.use({ baseURL: server.baseURL });
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    await server.start();
  });
  test.afterAll(async () => {
    await server.dispose();
  });
  return server;
}
