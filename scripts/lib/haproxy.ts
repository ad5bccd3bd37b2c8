/**
 * The local cluster's load balancer (issue 28): Debian's HAProxy (scripts/haproxy.sh installs it
 * when missing) in front of the API instances, with a configuration written by {@link haproxyConfig}
 * into a temporary folder and run in the foreground as a child of the cluster process.
 *
 * What the configuration does, and why (the cross-instance tests rely on each point):
 *   - round robin over the instances; health checks GET /api/ready every second (250 ms while a
 *     server changes state): 2 failures take an instance out, 2 successes bring it back. An
 *     instance that drains (SIGTERM: /api/ready 503) or stalls (no answer within `timeout check`)
 *     leaves the rotation within about 2 s.
 *   - a refused connection (an instance killed or restarting: the request never reached it) is
 *     retried on another instance, for any method (`retry-on conn-failure`, `option redispatch 1`:
 *     every retry picks another server; `retries 2`). A connection closed before any answer is
 *     retried only when a replay is harmless (`empty-response`; `disable-l7-retry` for the rest):
 *     GET and HEAD, and PUT/DELETE carrying an Idempotency-Key (the 찜 and reactions: a replay gets
 *     the stored first answer). A POST, or a PUT without a key, may have been applied: never again.
 *   - timeouts: connect 1 s, a client's request head 10 s, idle client or server 30 s, a queued
 *     request 5 s; no request waits forever on a stalled instance.
 *   - it is the edge: X-Forwarded-For is replaced with the peer's address (a client's own header is
 *     not passed on; the instances trust 127.0.0.1 with TRUST_PROXY), X-Forwarded-Proto/-Host are
 *     set, the Host header is kept.
 *   - `/idp/…` (the stand-in identity provider, whose one-time codes and signing key live in one
 *     process's memory) goes to the first instance that is up: instance a, the others as backups
 *     in order (tracking the app backend's checks, so nothing is checked twice).
 *   - no instance up: 503 (502/504 for a broken or late answer) in the SPEC §8 envelope (code 5),
 *     as the instances answer, not HAProxy's HTML page.
 *   - a stats socket in the folder (`show stat`): {@link Balancer.states} reads each server's state,
 *     so a restarted instance can be awaited until the balancer sends it traffic again.
 *   - logs: only errors and state changes (`option dontlog-normal`, `log-separate-errors`) on its
 *     stdout, prefixed `[lb]` by the caller.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface BalancedServer {
  /** The server's name in the configuration (the instance letter). */
  name: string;
  port: number;
}

export interface BalancerOptions {
  /** The port the balancer listens on (127.0.0.1). */
  port: number;
  /** The instances, in order: the first is the stand-in IdP's home. */
  servers: BalancedServer[];
  /** Each output line of HAProxy (errors, server state changes). */
  log?: (line: string) => void;
}

export interface Balancer {
  url: string;
  port: number;
  pid: number;
  /** HAProxy's version, e.g. 2.6.12. */
  version: string;
  /** The generated configuration file (in the temporary folder, removed on stop). */
  configPath: string;
  /** Each app server's state as HAProxy sees it: UP, DOWN, MAINT, `UP 1/2` (going down), `DOWN 1/2` (coming up), … */
  states(): Promise<Record<string, string>>;
  /** Resolves when `server` is in `state` (UP or DOWN, exactly) for the balancer; rejects after `timeoutMs`. */
  waitFor(server: string, state: 'UP' | 'DOWN', timeoutMs?: number): Promise<void>;
  /** Stop HAProxy (SIGTERM, SIGKILL after 2 s) and remove its folder. */
  stop(): Promise<void>;
  /** The same, synchronously (process exit). */
  stopSync(): void;
}

/** The SPEC §8 envelope HAProxy answers with when no instance can (code 5, as the instances' own 503). */
function errorAnswer(status: number, reason: string): string {
  const body = JSON.stringify({
    code: 5,
    name: 'UNEXPECTED_ERROR',
    message: '서버에 연결하지 못했어요. 잠시 후 다시 시도해 주세요.',
    data: null,
    toastItems: [],
  });
  return [
    `HTTP/1.1 ${status} ${reason}`,
    'content-type: application/json; charset=utf-8',
    'cache-control: no-store',
    `content-length: ${Buffer.byteLength(body)}`,
    'connection: close',
    '',
    body,
  ].join('\r\n');
}

/** The HAProxy configuration for `servers` behind 127.0.0.1:`port` (see the header); files under `dir`. */
export function haproxyConfig(opts: { port: number; servers: BalancedServer[]; dir: string }): string {
  const { port, servers, dir } = opts;
  if (!servers.length) throw new Error('haproxy: no servers');
  const lines = [
    '# Generated by scripts/lib/haproxy.ts for the local cluster (issue 28); removed when the cluster stops.',
    'global',
    '  maxconn 4096',
    `  stats socket ${dir}/admin.sock mode 600 level admin`,
    '  log stdout format raw local0 notice',
    '',
    'defaults',
    '  mode http',
    '  log global',
    '  option httplog',
    '  option dontlog-normal',
    '  option log-separate-errors',
    '  timeout connect 1s',
    '  timeout client 30s',
    '  timeout server 30s',
    '  timeout http-request 10s',
    '  timeout http-keep-alive 10s',
    '  timeout queue 5s',
    '  timeout check 1s',
    '  retries 2',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response',
    ...[502, 503, 504].map((s) => `  errorfile ${s} ${dir}/${s}.http`),
    '',
    'frontend web',
    `  bind 127.0.0.1:${port}`,
    // A connection closed before any answer is retried only when a replay is harmless (see the header).
    '  acl replayable_write method PUT DELETE',
    '  acl has_idempotency_key req.hdr(idempotency-key) -m found',
    '  http-request disable-l7-retry unless METH_GET || replayable_write has_idempotency_key',
    '  http-request set-header X-Forwarded-For %[src]',
    '  http-request set-header X-Forwarded-Proto http',
    '  http-request set-header X-Forwarded-Host %[req.hdr(host)] if { req.hdr(host) -m found }',
    '  use_backend idp if { path_beg /idp/ }',
    '  default_backend app',
    '',
    'backend app',
    '  balance roundrobin',
    '  option httpchk',
    '  http-check send meth GET uri /api/ready ver HTTP/1.1 hdr host 127.0.0.1',
    '  http-check expect status 200',
    '  default-server check inter 1s fastinter 250ms downinter 500ms fall 2 rise 2',
    ...servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port}`),
    '',
    'backend idp',
    ...servers.map((s, i) => `  server ${s.name} 127.0.0.1:${s.port} track app/${s.name}${i > 0 ? ' backup' : ''}`),
    '',
  ];
  return lines.join('\n');
}

/** Debian's haproxy: its path and version (installed with apt-get when missing, as root). */
export function ensureHaproxy(): { bin: string; version: string } {
  let out: string;
  try {
    out = execFileSync('bash', [path.join(root, 'scripts', 'haproxy.sh'), 'install'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (e) {
    const err = e as { stderr?: string; message: string };
    throw new Error(`scripts/haproxy.sh install failed: ${err.stderr || err.message}`, { cause: e });
  }
  const bin = /^HAPROXY=(.+)$/m.exec(out)?.[1];
  if (!bin) throw new Error(`scripts/haproxy.sh install printed no HAPROXY=: ${out}`);
  return { bin, version: /^HAPROXY_VERSION=(.*)$/m.exec(out)?.[1] ?? '' };
}

/** One runtime-API command on the stats socket; resolves with its whole answer. */
export function haproxyCommand(socketPath: string, command: string, timeoutMs = 2000): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sock = net.connect(socketPath);
    const timer = setTimeout(() => sock.destroy(new Error(`haproxy: '${command}' got no answer within ${timeoutMs} ms`)), timeoutMs);
    sock.on('connect', () => sock.end(`${command}\n`));
    sock.on('data', (c) => chunks.push(c));
    sock.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    sock.on('close', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
  });
}

/** The `status` of each server of backend `backend` in a `show stat` CSV answer. */
export function serverStates(csv: string, backend: string): Record<string, string> {
  const [header, ...rows] = csv.split('\n').filter((l) => l.trim());
  const columns = (header ?? '').replace(/^#\s*/, '').split(',');
  const px = columns.indexOf('pxname');
  const sv = columns.indexOf('svname');
  const st = columns.indexOf('status');
  const states: Record<string, string> = {};
  for (const row of rows) {
    const f = row.split(',');
    if (f[px] === backend && f[sv] !== 'FRONTEND' && f[sv] !== 'BACKEND') states[f[sv]!] = f[st] ?? '';
  }
  return states;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Start HAProxy for `servers` on 127.0.0.1:`port`; resolves when it answers on its stats socket and
 * every server is UP (the caller starts it once the instances are ready).
 * @throws when HAProxy exits first (its output in the message) or is not up within 15 s
 */
export async function startBalancer(opts: BalancerOptions): Promise<Balancer> {
  const { bin, version } = ensureHaproxy();
  const log = opts.log ?? (() => undefined);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'jecheol-haproxy.'));
  const configPath = path.join(dir, 'haproxy.cfg');
  const socketPath = path.join(dir, 'admin.sock');
  let child: ChildProcess | null = null;
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  const running = () => !!child && child.exitCode === null && child.signalCode === null;

  const stopSync = () => {
    if (running()) child!.kill('SIGKILL');
    removeDir();
  };
  const stop = async () => {
    if (running()) {
      const exited = new Promise<void>((resolve) => child!.once('exit', () => resolve()));
      child!.kill('SIGTERM');
      const timer = setTimeout(() => child!.kill('SIGKILL'), 2000);
      await exited;
      clearTimeout(timer);
    }
    removeDir();
  };

  try {
    writeFileSync(configPath, haproxyConfig({ port: opts.port, servers: opts.servers, dir }));
    writeFileSync(path.join(dir, '502.http'), errorAnswer(502, 'Bad Gateway'));
    writeFileSync(path.join(dir, '503.http'), errorAnswer(503, 'Service Unavailable'));
    writeFileSync(path.join(dir, '504.http'), errorAnswer(504, 'Gateway Timeout'));
    execFileSync(bin, ['-c', '-q', '-f', configPath], { stdio: ['ignore', 'pipe', 'pipe'] });

    // -db: foreground, no daemon; its own process group so a terminal's Ctrl-C reaches only the
    // cluster process, which stops it after the instances' traffic is over.
    child = spawn(bin, ['-db', '-f', configPath], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const output: string[] = [];
    for (const stream of [child.stdout!, child.stderr!])
      readline.createInterface({ input: stream }).on('line', (line) => {
        output.push(line);
        if (output.length > 50) output.shift();
        // A server's state change comes twice: as a log line on stdout and as a warning on stderr.
        if (stream === child!.stderr && /^\[WARNING\].*Server \S+ is (UP|DOWN)/.test(line)) return;
        log(line);
      });
    const exited = new Promise<never>((_, reject) =>
      child!.once('exit', (code, signal) => reject(new Error(`haproxy exited (${signal ?? `code ${code}`}): ${output.join('\n')}`))),
    );
    exited.catch(() => undefined);

    const states = async () => serverStates(await haproxyCommand(socketPath, 'show stat'), 'app');
    const waitFor = async (server: string, state: 'UP' | 'DOWN', timeoutMs = 10_000) => {
      const until = Date.now() + timeoutMs;
      let last = '';
      while (Date.now() < until) {
        if (!running()) throw new Error(`haproxy is not running (waiting for ${server} ${state})`);
        last = (await states().catch(() => ({}) as Record<string, string>))[server] ?? '';
        if (last === state) return;
        await sleep(100);
      }
      throw new Error(`haproxy: server ${server} not ${state} within ${timeoutMs} ms (last: ${last || 'unknown'})`);
    };

    const allUp = (async () => {
      const until = Date.now() + 15_000;
      while (Date.now() < until && running()) {
        const s = await states().catch(() => null);
        if (s && opts.servers.every((sv) => s[sv.name] === 'UP')) return;
        await sleep(100);
      }
      throw new Error(`haproxy: not every server UP within 15 s (${JSON.stringify(await states().catch(() => null))})`);
    })();
    allUp.catch(() => undefined); // when HAProxy exits first, `exited` carries the error
    await Promise.race([allUp, exited]);

    return {
      url: `http://127.0.0.1:${opts.port}`,
      port: opts.port,
      pid: child.pid!,
      version,
      configPath,
      states,
      waitFor,
      stop,
      stopSync,
    };
  } catch (e) {
    await stop();
    throw e;
  }
}
