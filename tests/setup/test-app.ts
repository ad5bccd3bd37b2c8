/**
 * Shared API test helper: an in-memory PGlite database, migrated and seeded with the
 * deterministic catalogue, and the real Fastify app around it (driven with app.inject, no port).
 * One instance per test file (PGlite uses ~300 MB); always call close() in afterAll.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.js';
import { openDatabase, type Db } from '../../server/db/client.js';
import { seedDatabase, type SeedSummary } from '../../server/db/seed/index.js';
import { loadEnv } from '../../server/env.js';
import { refreshSearchIndex } from '../../server/routes/search/search.service.js';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  summary: SeedSummary;
  close(): Promise<void>;
}

/** @param opts.products catalogue size (default 1000); @param opts.now seed reference time (default: now, so deals are live) */
export async function createTestApp(opts: { products?: number; now?: Date } = {}): Promise<TestApp> {
  const database = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir: ':memory:' });
  await database.migrate();
  const summary = await seedDatabase(database.db, { products: opts.products ?? 1000, seed: 42, now: opts.now ?? new Date() });
  await refreshSearchIndex(database.db);
  const app = await buildApp({ db: database.db, env: loadEnv({ NODE_ENV: 'test', DATA_DIR: ':memory:', LOG_LEVEL: 'silent' }) });
  await app.ready();
  return {
    app,
    db: database.db,
    summary,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
