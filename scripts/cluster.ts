/**
 * `npm run cluster [-- --instances 3 --port 3000]` (issue 18; README "Trying the scaled setup"):
 * builds the PWA when dist/ is missing, then starts a throwaway PostgreSQL and Redis, N API instances
 * and the round-robin proxy (scripts/lib/cluster.ts), prints the URLs and streams the instances'
 * output prefixed [a], [b], …; Ctrl-C or SIGTERM stops and removes everything.
 *   --instances N   API instances, 1–26 (default 2)
 *   --port P        the proxy's port; instances on P+1 … P+N (default 3000)
 *   --log-level L   the instances' LOG_LEVEL (default warn; info shows every request)
 * Extra environment for the instances (SEED_PRODUCTS, AUTH_RATE_LIMIT_PER_MINUTE, …) is passed through.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { instanceName, startCluster, type Cluster } from './lib/cluster.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Variables the cluster sets itself; everything else the user exported that the server reads is passed through. */
const PASS_THROUGH =
  /^(SEED_PRODUCTS|AUTH_RATE_LIMIT_PER_MINUTE|LOOKUP_RATE_LIMIT_PER_MINUTE|BANNED_WORDS_VALIDATION_PER_MINUTE|LIKE_\w+|SHUTDOWN_GRACE_MS|ALARM_JOB_EVERY_MS|STARS_WORKER_EVERY_MS)$/;

async function main() {
  const { values } = parseArgs({
    options: { instances: { type: 'string', default: '2' }, port: { type: 'string', default: '3000' }, 'log-level': { type: 'string', default: 'warn' } },
  });
  const instances = Number(values.instances);
  const port = Number(values.port);
  if (!Number.isInteger(instances) || instances < 1 || instances > 26) throw new Error('--instances: 1 … 26');
  if (!Number.isInteger(port) || port < 1024 || port + instances > 65535) throw new Error('--port: 1024 … 65535 - instances');

  if (!existsSync(path.join(root, 'dist', 'index.html'))) {
    console.log('dist/ 가 없어 PWA를 빌드합니다 (npm run build)…');
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  }

  const env: Record<string, string> = { LOG_LEVEL: values['log-level'] };
  for (const [k, v] of Object.entries(process.env)) if (PASS_THROUGH.test(k) && v !== undefined) env[k] = v;

  console.log(`클러스터 시작: PostgreSQL, Redis, 인스턴스 ${instances}개, 프록시 (처음 시작은 시드 때문에 1분쯤 걸릴 수 있어요)…`);
  let cluster: Cluster | null = null;
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: 모두 멈추고 지웁니다…`);
    await cluster?.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  cluster = await startCluster({ instances, basePort: port, env, log: (line) => console.log(line) });
  if (stopping) return;
  console.log('');
  console.log(`제철장터 클러스터  ${cluster.proxyUrl}   (라운드 로빈 프록시)`);
  for (const inst of cluster.instances) console.log(`  [${instanceName(inst.index)}] ${inst.url}  pid ${inst.pid}`);
  console.log(`  PostgreSQL ${cluster.databaseUrl}`);
  console.log(`  Redis      ${cluster.redisUrl}`);
  console.log(`  OPS_TOKEN  ${cluster.opsToken}`);
  console.log('Ctrl-C 로 멈춥니다.');
}

main().catch((e: unknown) => {
  console.error((e as Error).message);
  process.exit(1);
});
