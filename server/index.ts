/**
 * Process entry: validate env, open and migrate the database (on PostgreSQL under an advisory lock,
 * so instances starting together migrate once), seed an empty one, serve. SIGTERM/SIGINT drain the
 * instance gracefully (server/infra/lifecycle.ts; SHUTDOWN_GRACE_MS): /api/ready turns 503 at once,
 * in-flight requests finish, workers stop, the cache bus and the database close, exit 0; a second signal exits at once.
 * `npm start` runs this after building the PWA (scripts/start.mjs).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.js';
import { openDatabase, STARTUP_LOCK_KEY } from './db/client.js';
import { ensureSeeded } from './seed/index.js';
import { loadEnv } from './env.js';
import { identityMode, STAND_IN_LOG_LINE } from './identity-mode.js';
import { ensureOpsToken } from './infra/ops-token.js';
import { createLifecycle, gracefulShutdown } from './infra/lifecycle.js';
import { refreshSearchIndex } from './domain/search/index.js';
import { refreshCommunityStatistics } from './domain/community/community.service.js';
import { DiskImageStorage, type ImageStorage } from './infra/image-storage.js';
import { S3ImageStorage, s3ConfigFromEnv } from './infra/s3-image-storage.js';
import { createPostgresCacheBus } from './infra/cache/cache-bus.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main() {
  let env;
  try {
    env = loadEnv();
  } catch (e) {
    console.error((e as Error).message);
    process.exit(1);
  }
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    directUrl: env.DATABASE_LISTEN_URL,
    dataDir: path.resolve(root, env.DATA_DIR),
    poolSize: env.DATABASE_POOL_SIZE,
  });
  await database.migrate();
  // Instances starting together on one empty PostgreSQL take turns: the first seeds and indexes,
  // the next find it done (without the lock both seeded and the dictionary rebuild collided).
  await database.exclusive(STARTUP_LOCK_KEY, async () => {
    const summary = await ensureSeeded(database.db, { products: env.SEED_PRODUCTS });
    if (summary) console.log(`seeded: ${JSON.stringify(summary)}`);
    const indexed = await refreshSearchIndex(database.db);
    if (indexed) console.log(`search index: ${indexed} products indexed`);
    const analyzed = await refreshCommunityStatistics(database.db);
    if (analyzed.length) console.log(`planner statistics refreshed: ${analyzed.join(', ')}`);
  });
  const opsToken = await ensureOpsToken(env, root, database.db);
  if (identityMode(env).kind === 'stand-in') console.warn(STAND_IN_LOG_LINE);
  // Community pictures: the S3-compatible bucket when S3_* is set (every instance reads every upload), else this disk.
  const s3 = s3ConfigFromEnv(env);
  let imageStorage: ImageStorage;
  if (s3) {
    const store = new S3ImageStorage(s3);
    // Not fatal (an outage must not keep the shop down; uploads answer 180 until the store is back), but loud.
    await store.check().then(
      () => console.log(`community pictures: S3 bucket ${s3.bucket} at ${s3.endpoint}`),
      (e: Error) => console.error(`커뮤니티 사진 저장소(S3)에 연결하지 못했어요 (S3 picture store check failed): ${e.message}`),
    );
    imageStorage = store;
  } else {
    imageStorage = new DiskImageStorage(path.resolve(root, env.DATA_DIR, 'uploads'));
    if (env.DATABASE_URL)
      console.warn(
        '커뮤니티 사진이 이 인스턴스의 디스크(<DATA_DIR>/uploads)에 저장됩니다: 인스턴스가 여럿이면 다른 인스턴스에서 보이지 않아요. S3_* 를 설정하세요. ' +
          "(community pictures are stored on this instance's disk: with several instances behind a balancer set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY)",
      );
  }
  const lifecycle = createLifecycle();
  // Cache drops reach the other instances through LISTEN/NOTIFY (issue 18); PGlite is one process: in-process.
  // Its connect/disconnect lines go to the app's log once the app exists (before: the console).
  const sink: { log?: FastifyBaseLogger } = {};
  const cacheBus = env.DATABASE_URL
    ? createPostgresCacheBus(env.DATABASE_LISTEN_URL || env.DATABASE_URL, {
        log: {
          info: (obj, msg) => (sink.log ? sink.log.info(obj, msg) : console.log(msg, JSON.stringify(obj))),
          warn: (obj, msg) => (sink.log ? sink.log.warn(obj, msg) : console.warn(msg, JSON.stringify(obj))),
        },
      })
    : undefined;
  const app = await buildApp({
    cacheBus,
    db: database.db,
    env,
    distDir: path.resolve(root, env.DIST_DIR),
    previousAssetsDir: path.resolve(root, env.PREVIOUS_ASSETS_DIR),
    previousBuildDir: path.resolve(root, env.PREVIOUS_BUILD_DIR),
    opsToken,
    imageStorage,
    logger: true,
    lifecycle,
  });
  sink.log = app.log;
  const shutdown = gracefulShutdown({
    app,
    lifecycle,
    closeDatabase: () => database.close(),
    graceMs: env.SHUTDOWN_GRACE_MS,
    log: app.log,
    exit: (code) => process.exit(code),
  });
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: env.PORT, host: env.HOST });
  console.log(`제철장터 http://localhost:${env.PORT} (database: ${database.driver})`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
