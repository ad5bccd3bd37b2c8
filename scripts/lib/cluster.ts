/**
 * The scaled setup on one machine (issue 18, docs/decisions/034-scale-out.md "## The local cluster"):
 * a PostgreSQL (a fresh database on a given server, or a throwaway cluster from scripts/pg-cluster.sh),
 * a throwaway Redis (scripts/redis-server.sh), N API instances (child processes:
 * `node --import tsx server/index.ts`) and a round-robin reverse proxy in front
 * (Fastify + @fastify/reply-from). `npm run cluster` (scripts/cluster.ts) and the cross-instance
 * tests drive it through {@link startCluster}.
 *
 * Every instance gets the same DATABASE_URL, REDIS_URL, a random JWT_SECRET and OPS_TOKEN,
 * IDP_MODE=stand-in with NODE_ENV=production (the demo login, allowed explicitly), TRUST_PROXY=127.0.0.1
 * (the proxy's X-Forwarded-For is believed), INSTANCE_NAME a, b, c… (the `x-instance` answer header),
 * HOST=127.0.0.1 and one shared DATA_DIR (uploads on local disk: a single-machine convenience — real
 * instances use the storage interface's S3 adapter). They start at once: the advisory locks of
 * server/index.ts make migration and seeding happen once.
 *
 * The proxy (on 127.0.0.1) forwards everything (API and PWA) to the running instances in turn. A
 * refused connection (an instance killed or restarting) is retried on the next instance for any
 * method — the request never reached it; a connection reset mid-request only for GET/HEAD (a POST
 * may have been applied). It replaces X-Forwarded-For with its peer's address (it is the edge: a
 * client's own header is not passed on), sets X-Forwarded-Proto/-Host, and keeps the Host header.
 * `/idp/…` (the stand-in identity provider, whose codes and signing key live in one process's
 * memory) always goes to the first running instance, and SELF_BASE_URL points the instances'
 * server-side provider calls at the proxy, so the demo login works across instances.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import replyFrom from '@fastify/reply-from';
import { createDatabase, onServer } from './pg-admin.js';

export interface ClusterOptions {
  /** N API instances (child processes: node --import tsx server/index.ts). */
  instances: number;
  /** Start a throwaway redis-server and pass REDIS_URL (default true). */
  redis?: boolean;
  /** Start the round-robin reverse proxy in front (default true). */
  proxy?: boolean;
  /** Proxy on basePort, instances on basePort+1 … basePort+N (default: free ports). */
  basePort?: number;
  /**
   * An existing PostgreSQL server URL: a FRESH database is created in it (and dropped on stop);
   * when absent, a throwaway cluster is started with scripts/pg-cluster.sh start (stopped and removed on stop).
   */
  databaseUrl?: string;
  /** Extra env for every instance (e.g. SEED_PRODUCTS, AUTH_RATE_LIMIT_PER_MINUTE). */
  env?: Record<string, string>;
  /** Instance output lines, prefixed with the instance letter: `[a] …`. */
  log?: (line: string) => void;
}

export interface ClusterInstance {
  index: number;
  url: string;
  port: number;
  pid: number | null;
  running: boolean;
}

export interface Cluster {
  databaseUrl: string;
  redisUrl: string | null;
  proxyUrl: string | null;
  opsToken: string;
  instances: ClusterInstance[];
  /** Signal one instance (default SIGKILL); resolves when the process exited. */
  kill(index: number, signal?: NodeJS.Signals): Promise<void>;
  /** Start a stopped instance again on its port; resolves when its /api/ready is 200. */
  restart(index: number): Promise<void>;
  /** Everything down: proxy, instances (SIGTERM, SIGKILL after 20 s), Redis, the database or throwaway cluster, DATA_DIR. */
  stop(): Promise<void>;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Longest wait for an instance's first /api/ready 200 (migration + seeding on an empty database), in ms. */
const READY_TIMEOUT_MS = 240_000;
/** How long a stopping instance gets after SIGTERM before SIGKILL, in ms (its SHUTDOWN_GRACE_MS is 10 s). */
const STOP_GRACE_MS = 20_000;

/** The instance's letter: 0 → a, 1 → b, … (INSTANCE_NAME and the log prefix). */
export const instanceName = (index: number) => String.fromCharCode(97 + (index % 26)) + (index >= 26 ? String(Math.floor(index / 26)) : '');

/** A free TCP port on 127.0.0.1. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Run one of the repo's shell helpers (`start`) and read its KEY=value lines. @throws with its stderr on failure */
function runHelper(script: string, args: string[]): Record<string, string> {
  let out: string;
  try {
    out = execFileSync('bash', [path.join(root, 'scripts', script), ...args], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (e) {
    const err = e as { stderr?: string; message: string };
    throw new Error(`${script} ${args.join(' ')} failed: ${err.stderr || err.message}`, { cause: e });
  }
  return Object.fromEntries(
    out
      .split('\n')
      .map((l) => /^([A-Z_]+)=(.*)$/.exec(l.trim()))
      .filter((m): m is RegExpExecArray => !!m)
      .map((m) => [m[1], m[2]]),
  );
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Start the whole cluster; resolves when every instance's /api/ready is 200 (and the proxy listens).
 * On any failure everything started so far is stopped and removed before the error is thrown.
 */
export async function startCluster(opts: ClusterOptions): Promise<Cluster> {
  if (!Number.isInteger(opts.instances) || opts.instances < 1 || opts.instances > 26) throw new Error('instances: 1 … 26');
  const log = opts.log ?? (() => undefined);
  // Undo steps, run last-first by stop() (and synchronously at process exit if stop() never ran).
  const undo: { name: string; async: () => Promise<void>; sync: () => void }[] = [];
  let stopped = false;
  const children = new Map<number, ChildProcess>();
  const killAllSync = () => {
    for (const child of children.values()) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    for (const step of [...undo].reverse()) {
      try {
        step.sync();
      } catch {
        // best effort at exit
      }
    }
  };
  const onExit = () => {
    if (!stopped) killAllSync();
  };
  process.once('exit', onExit);

  const instances: ClusterInstance[] = [];
  let proxy: FastifyInstance | null = null;

  const stopInstance = async (index: number, signal: NodeJS.Signals, graceMs: number) => {
    const child = children.get(index);
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  };

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (proxy) await proxy.close().catch(() => undefined);
    await Promise.all(instances.map((inst) => stopInstance(inst.index, 'SIGTERM', STOP_GRACE_MS)));
    for (const step of [...undo].reverse()) {
      try {
        await step.async();
      } catch (e) {
        log(`[cluster] ${step.name}: ${(e as Error).message}`);
      }
    }
    process.off('exit', onExit);
  };

  try {
    // PostgreSQL: a fresh database on the given server, or a throwaway cluster.
    let databaseUrl: string;
    if (opts.databaseUrl) {
      const { url, name } = await createDatabase(opts.databaseUrl, 'jecheol_cluster');
      databaseUrl = url;
      const server = opts.databaseUrl;
      undo.push({
        name: `drop database ${name}`,
        async: () => onServer(server, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
        sync: () => undefined, // a leftover database on the caller's server is dropped by nothing; said in the doc
      });
    } else {
      const pgOut = runHelper('pg-cluster.sh', ['start']);
      const dir = pgOut.PG_CLUSTER_DIR;
      databaseUrl = pgOut.DATABASE_URL;
      const stopPg = () => void runHelper('pg-cluster.sh', ['stop', dir]);
      undo.push({ name: 'stop PostgreSQL', async: async () => stopPg(), sync: stopPg });
    }

    let redisUrl: string | null = null;
    if (opts.redis ?? true) {
      const redisOut = runHelper('redis-server.sh', ['start']);
      const dir = redisOut.REDIS_DIR;
      redisUrl = redisOut.REDIS_URL;
      const stopRedis = () => void runHelper('redis-server.sh', ['stop', dir]);
      undo.push({ name: 'stop Redis', async: async () => stopRedis(), sync: stopRedis });
    }

    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jecheol-cluster-data.'));
    const removeData = () => rmSync(dataDir, { recursive: true, force: true });
    undo.push({ name: 'remove DATA_DIR', async: async () => removeData(), sync: removeData });

    const withProxy = opts.proxy ?? true;
    const proxyPort = withProxy ? (opts.basePort ?? (await freePort())) : null;
    for (let i = 0; i < opts.instances; i++) {
      const port = opts.basePort ? opts.basePort + 1 + i : await freePort();
      instances.push({ index: i, url: `http://127.0.0.1:${port}`, port, pid: null, running: false });
    }
    const proxyUrl = proxyPort ? `http://127.0.0.1:${proxyPort}` : null;

    const opsToken = randomBytes(24).toString('hex');
    const shared: Record<string, string> = {
      NODE_ENV: 'production',
      IDP_MODE: 'stand-in',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl ?? '',
      JWT_SECRET: randomBytes(32).toString('hex'),
      OPS_TOKEN: opsToken,
      TRUST_PROXY: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(proxyUrl ? { SELF_BASE_URL: proxyUrl } : {}),
      ...opts.env,
    };

    const spawnInstance = (inst: ClusterInstance) => {
      const name = instanceName(inst.index);
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
        cwd: root,
        env: { ...process.env, ...shared, PORT: String(inst.port), INSTANCE_NAME: name },
        stdio: ['ignore', 'pipe', 'pipe'],
        // Its own process group: a terminal's Ctrl-C reaches only the cluster, which stops the instances in order.
        detached: true,
      });
      children.set(inst.index, child);
      inst.pid = child.pid ?? null;
      inst.running = true;
      for (const stream of [child.stdout, child.stderr]) readline.createInterface({ input: stream }).on('line', (line) => log(`[${name}] ${line}`));
      child.once('exit', (code, signal) => {
        inst.running = false;
        inst.pid = null;
        log(`[${name}] exited (${signal ?? `code ${code}`})`);
      });
      return child;
    };

    /** Poll the instance's /api/ready until 200; rejects when the process exits first or after READY_TIMEOUT_MS. */
    const waitReady = async (inst: ClusterInstance, child: ChildProcess) => {
      const until = Date.now() + READY_TIMEOUT_MS;
      while (Date.now() < until) {
        if (child.exitCode !== null || child.signalCode !== null) throw new Error(`instance ${instanceName(inst.index)} exited before it was ready`);
        try {
          const res = await fetch(`${inst.url}/api/ready`, { signal: AbortSignal.timeout(2000) });
          await res.arrayBuffer();
          if (res.status === 200) return;
        } catch {
          // not listening yet
        }
        await sleep(250);
      }
      throw new Error(`instance ${instanceName(inst.index)} not ready within ${READY_TIMEOUT_MS} ms`);
    };

    // All at once: the advisory locks make migration and seeding happen once.
    await Promise.all(instances.map((inst) => waitReady(inst, spawnInstance(inst))));

    if (proxyPort) {
      proxy = await startProxy(instances, proxyPort);
    }

    return {
      databaseUrl,
      redisUrl,
      proxyUrl,
      opsToken,
      instances,
      kill: (index, signal = 'SIGKILL') => stopInstance(index, signal, signal === 'SIGKILL' ? 0 : STOP_GRACE_MS),
      async restart(index) {
        const inst = instances[index];
        if (!inst) throw new Error(`no instance ${index}`);
        if (inst.running) throw new Error(`instance ${instanceName(index)} is running`);
        await waitReady(inst, spawnInstance(inst));
      },
      stop,
    };
  } catch (e) {
    await stop();
    throw e;
  }
}

/** Connection errors after which the request certainly never reached the instance. */
const REFUSED = new Set(['ECONNREFUSED', 'UND_ERR_CONNECT_TIMEOUT']);
/** Errors after which an idempotent request may be tried again elsewhere. */
const BROKEN = new Set(['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE']);

/** The code of an error reply-from reports (its own wrapper, or the socket error in `cause`). */
function errorCode(error: unknown): string {
  let e = error as { code?: string; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 4; depth++, e = e.cause as typeof e) if (e.code && (REFUSED.has(e.code) || BROKEN.has(e.code))) return e.code;
  return '';
}

/**
 * The round-robin reverse proxy on 127.0.0.1:`port` over the running `instances` (read live: a
 * killed instance is skipped as soon as its exit is seen, a restarted one rejoins).
 */
async function startProxy(instances: ClusterInstance[], port: number): Promise<FastifyInstance> {
  const proxy = Fastify({ logger: false, bodyLimit: 32 * 1024 * 1024, exposeHeadRoutes: false });
  // Bodies stay raw bytes so a refused request can be sent again to the next instance.
  proxy.removeAllContentTypeParsers();
  proxy.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  await proxy.register(replyFrom, { disableRequestLogging: true });

  let next = 0;
  const pick = (url: string, tried: Set<number>): ClusterInstance | null => {
    const live = instances.filter((i) => i.running && !tried.has(i.index));
    if (!live.length) return null;
    // The stand-in IdP keeps its codes and key in one process: always the first running instance.
    if (url.startsWith('/idp/')) return live[0] ?? null;
    for (let k = 0; k < instances.length; k++) {
      const inst = instances[(next + k) % instances.length];
      if (inst && inst.running && !tried.has(inst.index)) {
        next = (inst.index + 1) % instances.length;
        return inst;
      }
    }
    return null;
  };

  const forward = (req: FastifyRequest, reply: FastifyReply, tried: Set<number>) => {
    const inst = pick(req.url, tried);
    if (!inst) {
      return reply
        .code(502)
        .header('cache-control', 'no-store')
        .send({ code: 5, name: 'UNEXPECTED_ERROR', message: '서버에 연결하지 못했어요. 잠시 후 다시 시도해 주세요.', data: null, toastItems: [] });
    }
    tried.add(inst.index);
    const body = Buffer.isBuffer(req.body) && req.body.length ? req.body : undefined;
    return reply.from(`${inst.url}${req.url}`, {
      ...(body ? { body, contentType: req.headers['content-type'] ?? 'application/octet-stream' } : {}),
      rewriteRequestHeaders: (r, headers) => ({
        ...headers,
        host: r.headers.host ?? headers.host,
        'x-forwarded-for': r.socket.remoteAddress ?? '',
        'x-forwarded-proto': 'http',
        'x-forwarded-host': r.headers.host ?? '',
      }),
      onError: (rep, { error }) => {
        const code = errorCode(error);
        const idempotent = req.method === 'GET' || req.method === 'HEAD';
        if (REFUSED.has(code) || (idempotent && BROKEN.has(code))) return void forward(req, rep as unknown as FastifyReply, tried);
        rep.send(error);
      },
    });
  };

  proxy.all('/*', (req, reply) => forward(req, reply, new Set()));
  proxy.all('/', (req, reply) => forward(req, reply, new Set()));
  await proxy.listen({ port, host: '127.0.0.1' });
  return proxy;
}
