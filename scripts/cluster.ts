/**
 * `npm run cluster [-- --instances 3 --port 3000]` (issues 18 and 28; README "Trying the scaled
 * setup"): builds the PWA when its build is missing or older than its sources
 * (scripts/lib/build-staleness.mjs, as `npm start`), then starts a throwaway PostgreSQL and Redis,
 * N API instances and Debian's HAProxy in front (scripts/lib/cluster.ts, scripts/lib/haproxy.ts),
 * prints the URLs and streams the instances' output prefixed [a], [b], … (the balancer's [lb]).
 *   --instances N     API instances, 1–26 (default 2)
 *   --port P          the balancer's port; instances on P+1 … P+N (default 3000)
 *   --log-level L     the instances' LOG_LEVEL (default warn; info shows every request)
 *   --redis-cluster   a Redis Cluster of 3 masters instead of one Redis server
 *   --info FILE       write the topology as JSON once everything is up (removed on stop):
 *                     { proxyUrl, databaseUrl, redisUrl, instances: [{ url, pid }],
 *                       postgres: { dataDir, binDir }, redis: { pid, pids } }
 * Extra environment for the instances (SEED_PRODUCTS, AUTH_RATE_LIMIT_PER_MINUTE, …) is passed through.
 *
 * Stopping: SIGINT (Ctrl-C), SIGTERM or SIGHUP stops and removes everything (instances, balancer,
 * Redis, PostgreSQL, temporary folders). npm runs scripts under `sh -c`; Debian's dash waits rather
 * than exec, and neither passes on the SIGINT/SIGTERM npm forwards to it (dash even waits for its
 * child to die of SIGINT first), so the npm script says `exec node …`: npm → this process. npm
 * itself dies of SIGHUP without passing it on, so the process also stops when its parent (or,
 * started under a `sh -c` that did not exec, its grandparent) is gone — checked twice a second.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { isBuildStale } from './lib/build-staleness.mjs';
import { instanceName, startCluster, type Cluster } from './lib/cluster.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Variables the cluster sets itself; everything else the user exported that the server reads is passed through. */
const PASS_THROUGH =
  /^(SEED_PRODUCTS|AUTH_RATE_LIMIT_PER_MINUTE|LOOKUP_RATE_LIMIT_PER_MINUTE|SEARCH_RATE_LIMIT_PER_MINUTE|BANNED_WORDS_VALIDATION_PER_MINUTE|LIKE_\w+|SHUTDOWN_GRACE_MS|ALARM_JOB_EVERY_MS|STARS_WORKER_EVERY_MS|DATABASE_POOL_\w+)$/;

/** The process's state letter from /proc (null when it is gone or not Linux). */
function procState(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0] ?? null;
  } catch {
    return null;
  }
}

/** The parent, and the grandparent when the parent is a `sh -c` shell (npm's script shell): the processes whose end stops the cluster. */
function watchedAncestors(): number[] {
  const watched = [process.ppid];
  try {
    const [shell, flag] = readFileSync(`/proc/${process.ppid}/cmdline`, 'utf8').split('\0');
    if (/(^|\/)(sh|dash|bash)$/.test(shell ?? '') && flag === '-c') {
      const stat = readFileSync(`/proc/${process.ppid}/stat`, 'utf8');
      const grandparent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (grandparent > 1) watched.push(grandparent);
    }
  } catch {
    // not Linux: the parent pid alone
  }
  return watched;
}

// A closed terminal or pipe must not crash the process before it cleaned up (EIO / EPIPE on write).
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined);

async function main() {
  const { values } = parseArgs({
    options: {
      instances: { type: 'string', default: '2' },
      port: { type: 'string', default: '3000' },
      'log-level': { type: 'string', default: 'warn' },
      'redis-cluster': { type: 'boolean', default: false },
      info: { type: 'string' },
    },
  });
  const instances = Number(values.instances);
  const port = Number(values.port);
  if (!Number.isInteger(instances) || instances < 1 || instances > 26) throw new Error('--instances: 1 … 26');
  if (!Number.isInteger(port) || port < 1024 || port + instances > 65535) throw new Error('--port: 1024 … 65535 - instances');
  const infoFile = values.info ? path.resolve(values.info) : null;

  let cluster: Cluster | null = null;
  let stopping = false;
  const shutdown = async (reason: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${reason}: 모두 멈추고 지웁니다…`);
    try {
      await cluster?.stop();
    } finally {
      if (infoFile) rmSync(infoFile, { force: true });
      process.exit(0);
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown(signal));
  // npm → sh -c → this process: see the header.
  const parent = process.ppid;
  const ancestors = watchedAncestors();
  setInterval(() => {
    const gone = process.ppid !== parent || ancestors.some((pid) => [null, 'Z', 'X'].includes(procState(pid)));
    if (gone) void shutdown('parent process gone');
  }, 500).unref();

  if (isBuildStale(root, path.join(root, 'dist'))) {
    console.log('PWA 빌드가 없거나 소스보다 오래되어 빌드합니다 (npm run build)…');
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  }
  if (stopping) return;

  const env: Record<string, string> = { LOG_LEVEL: values['log-level'] };
  for (const [k, v] of Object.entries(process.env)) if (PASS_THROUGH.test(k) && v !== undefined) env[k] = v;

  console.log(`클러스터 시작: PostgreSQL, Redis, 인스턴스 ${instances}개, HAProxy (처음 시작은 시드 때문에 1분쯤 걸릴 수 있어요)…`);
  const started = startCluster({
    instances,
    basePort: port,
    env,
    redis: values['redis-cluster'] ? 'cluster' : true,
    log: (line) => console.log(line),
  });
  cluster = await started;
  if (stopping) return; // shutdown() stops it
  if (infoFile) writeFileSync(infoFile, `${JSON.stringify(cluster.topology(), null, 2)}\n`);
  console.log('');
  console.log(`제철장터 클러스터  ${cluster.proxyUrl}   (HAProxy ${cluster.balancer?.version ?? ''}, pid ${cluster.balancer?.pid ?? '-'})`);
  for (const inst of cluster.instances) console.log(`  [${instanceName(inst.index)}] ${inst.url}  pid ${inst.pid}`);
  console.log(`  PostgreSQL ${cluster.databaseUrl}${cluster.postgres ? `  (${cluster.postgres.dataDir})` : ''}`);
  console.log(`  Redis      ${cluster.redisUrl}`);
  console.log(`  OPS_TOKEN  ${cluster.opsToken}`);
  if (infoFile) console.log(`  --info     ${infoFile}`);
  console.log('Ctrl-C 로 멈춥니다.');
}

main().catch((e: unknown) => {
  console.error((e as Error).message);
  process.exit(1);
});
