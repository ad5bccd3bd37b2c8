/**
 * The scaled setup on one machine (issues 18 and 28, docs/decisions/034-scale-out.md "## The local
 * cluster"): a PostgreSQL (a fresh database on a given server, or a throwaway cluster from
 * scripts/pg-cluster.sh), a throwaway Redis (scripts/redis-server.sh: one server, or a Redis Cluster
 * of 3 masters), N API instances (child processes: `node --import tsx server/index.ts`) and Debian's
 * HAProxy in front (scripts/lib/haproxy.ts: health checks on /api/ready, timeouts, retries of
 * refused connections). `npm run cluster` (scripts/cluster.ts), the cross-instance and chaos tests
 * (tests/cluster) and the scale-out bench drive it through {@link startCluster}.
 *
 * Every instance gets the same DATABASE_URL, REDIS_URL, a random JWT_SECRET and OPS_TOKEN,
 * IDP_MODE=stand-in with NODE_ENV=production (the demo login, allowed explicitly), TRUST_PROXY=127.0.0.1
 * (the balancer's X-Forwarded-For is believed), INSTANCE_NAME a, b, c… (the `x-instance` answer header),
 * HOST=127.0.0.1 and one shared DATA_DIR (uploads on local disk: a single-machine convenience — real
 * instances use the storage interface's S3 adapter). They start at once: the advisory locks of
 * server/index.ts make migration and seeding happen once.
 *
 * The balancer (on 127.0.0.1) sends everything (API and PWA) to the instances in turn; what it
 * retries, the headers it sets and why `/idp/…` always goes to the first instance that is up are in
 * scripts/lib/haproxy.ts. SELF_BASE_URL points the instances' server-side provider calls at the
 * balancer, so the demo login works across instances.
 */
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { startBalancer, type Balancer } from './haproxy.js';
import { createDatabase, onServer } from './pg-admin.js';

export interface ClusterOptions {
  /** N API instances (child processes: node --import tsx server/index.ts). */
  instances: number;
  /**
   * Start a throwaway redis-server and pass REDIS_URL (default true); 'cluster': a Redis Cluster of
   * 3 masters (REDIS_URL=redis-cluster://…).
   */
  redis?: boolean | 'cluster';
  /** Start the load balancer (HAProxy) in front (default true). */
  proxy?: boolean;
  /** Balancer on basePort, instances on basePort+1 … basePort+N (default: free ports). */
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

/** The cluster's parts as `npm run cluster -- --info FILE` writes them (issue 28). */
export interface Topology {
  proxyUrl: string | null;
  databaseUrl: string;
  redisUrl: string | null;
  instances: Array<{ url: string; pid: number | null }>;
  /** The throwaway PostgreSQL (null for a database on a given server). */
  postgres: { dataDir: string; binDir: string } | null;
  /** The throwaway Redis server's pid (a Redis Cluster: its first master; `pids` has all). */
  redis: { pid: number | null; pids: number[] } | null;
}

export interface Cluster {
  databaseUrl: string;
  redisUrl: string | null;
  /** The balancer's URL (null with proxy: false). */
  proxyUrl: string | null;
  opsToken: string;
  instances: ClusterInstance[];
  /** HAProxy (null with proxy: false). */
  balancer: Balancer | null;
  /** The throwaway PostgreSQL: its folder (scripts/pg-cluster.sh), data and binary directories. */
  postgres: { dir: string; dataDir: string; binDir: string } | null;
  /** The throwaway Redis: its folder (scripts/redis-server.sh) and server pids (read live from the pid files). */
  redis: { dir: string; pids(): number[] } | null;
  /** Signal one instance (default SIGKILL); resolves when the process exited. */
  kill(index: number, signal?: NodeJS.Signals): Promise<void>;
  /**
   * Start a stopped instance again on its port (`env` added to its environment from now on);
   * resolves when its /api/ready is 200 and the balancer sends it traffic again.
   */
  restart(index: number, env?: Record<string, string>): Promise<void>;
  /** `pg_ctl -m fast restart` of the throwaway PostgreSQL; resolves when it accepts connections again. */
  restartPostgres(): Promise<void>;
  /** Start the throwaway Redis server again on its port after it was killed (one server only). */
  relaunchRedis(): Promise<void>;
  /** What `--info` writes. */
  topology(): Topology;
  /** Everything down: balancer, instances (SIGTERM, SIGKILL after 20 s), Redis, the database or throwaway cluster, DATA_DIR. */
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

/** The live pids of the Redis server(s) in a scripts/redis-server.sh folder (a cluster's nodes in node-1 …). */
function redisPids(dir: string): number[] {
  const pids: number[] = [];
  for (const file of [path.join(dir, 'redis.pid'), ...[1, 2, 3, 4, 5, 6].map((i) => path.join(dir, `node-${i}`, 'redis.pid'))]) {
    try {
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (!(pid > 0)) continue;
      process.kill(pid, 0); // throws when it is gone (a killed server leaves its pid file)
      pids.push(pid);
    } catch {
      // no such server, or not running
    }
  }
  return pids;
}

/**
 * Start the whole cluster; resolves when every instance's /api/ready is 200 (and the balancer has them all UP).
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
  let balancer: Balancer | null = null;
  /** The last lines of each instance process's output (the error when it exits before it is ready). */
  const recentOutput = new WeakMap<ChildProcess, string[]>();
  /** Environment added to one instance by restart(index, env). */
  const extraEnv = new Map<number, Record<string, string>>();

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
    await balancer?.stop().catch((e: Error) => log(`[cluster] stop the balancer: ${e.message}`));
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

  let postgres: Cluster['postgres'] = null;
  let redis: Cluster['redis'] = null;
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
      postgres = { dir, dataDir: path.join(dir, 'data'), binDir: pgOut.PG_BIN_DIR ?? '' };
      const stopPg = () => void runHelper('pg-cluster.sh', ['stop', dir]);
      undo.push({ name: 'stop PostgreSQL', async: async () => stopPg(), sync: stopPg });
    }

    let redisUrl: string | null = null;
    const redisMode = opts.redis ?? true;
    if (redisMode) {
      const redisOut = runHelper('redis-server.sh', redisMode === 'cluster' ? ['start-cluster', '3'] : ['start']);
      const dir = redisOut.REDIS_DIR;
      redisUrl = redisOut.REDIS_URL;
      redis = { dir, pids: () => redisPids(dir) };
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
        env: { ...process.env, ...shared, ...extraEnv.get(inst.index), PORT: String(inst.port), INSTANCE_NAME: name },
        stdio: ['ignore', 'pipe', 'pipe'],
        // Its own process group: a terminal's Ctrl-C reaches only the cluster, which stops the instances in order.
        detached: true,
      });
      children.set(inst.index, child);
      inst.pid = child.pid ?? null;
      inst.running = true;
      const recent: string[] = [];
      recentOutput.set(child, recent);
      for (const stream of [child.stdout, child.stderr])
        readline.createInterface({ input: stream }).on('line', (line) => {
          recent.push(line.length > 500 ? `${line.slice(0, 500)}…` : line);
          if (recent.length > 15) recent.shift();
          log(`[${name}] ${line}`);
        });
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
        if (child.exitCode !== null || child.signalCode !== null)
          throw new Error(`instance ${instanceName(inst.index)} exited before it was ready; its last output:\n${(recentOutput.get(child) ?? []).join('\n')}`);
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
      balancer = await startBalancer({
        port: proxyPort,
        servers: instances.map((inst) => ({ name: instanceName(inst.index), port: inst.port })),
        log: (line) => log(`[lb] ${line}`),
      });
      const b = balancer;
      undo.push({ name: 'stop the balancer', async: () => b.stop(), sync: () => b.stopSync() });
    }

    return {
      databaseUrl,
      redisUrl,
      proxyUrl,
      opsToken,
      instances,
      balancer,
      postgres,
      redis,
      kill: (index, signal = 'SIGKILL') => stopInstance(index, signal, signal === 'SIGKILL' ? 0 : STOP_GRACE_MS),
      async restart(index, env) {
        const inst = instances[index];
        if (!inst) throw new Error(`no instance ${index}`);
        if (inst.running) throw new Error(`instance ${instanceName(index)} is running`);
        if (env) extraEnv.set(index, { ...extraEnv.get(index), ...env });
        await waitReady(inst, spawnInstance(inst));
        await balancer?.waitFor(instanceName(index), 'UP');
      },
      async restartPostgres() {
        if (!postgres) throw new Error('restartPostgres: the database is on a given server, not a throwaway cluster');
        const dir = postgres.dir;
        await new Promise<void>((resolve, reject) => {
          execFile('bash', [path.join(root, 'scripts', 'pg-cluster.sh'), 'restart', dir], { cwd: root }, (error, _out, stderr) =>
            error ? reject(new Error(`pg-cluster.sh restart failed: ${stderr || error.message}`)) : resolve(),
          );
        });
      },
      async relaunchRedis() {
        if (!redis || redisMode === 'cluster') throw new Error('relaunchRedis: no single throwaway Redis server');
        runHelper('redis-server.sh', ['relaunch', redis.dir]);
      },
      topology: () => ({
        proxyUrl,
        databaseUrl,
        redisUrl,
        instances: instances.map((i) => ({ url: i.url, pid: i.pid })),
        postgres: postgres ? { dataDir: postgres.dataDir, binDir: postgres.binDir } : null,
        redis: redis ? { pid: redis.pids()[0] ?? null, pids: redis.pids() } : null,
      }),
      stop,
    };
  } catch (e) {
    await stop();
    throw e;
  }
}
