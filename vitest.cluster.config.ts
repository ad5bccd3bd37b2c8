/**
 * The cluster tests (issues 18 and 28; tests/cluster): real processes on PostgreSQL and Redis behind
 * Debian's HAProxy — the cross-instance suite (three instances), the local-cluster smoke test and
 * the chaos suite (PostgreSQL restart, kill -9, Redis stopped, hung and clustered; its own throwaway
 * PostgreSQL, which it restarts). npm test runs them in its PostgreSQL step; by hand:
 * `bash scripts/pg-cluster.sh run -- npx vitest run --config vitest.cluster.config.ts`
 * (DATABASE_URL: a fresh database on that server instead of a throwaway cluster; CLUSTER_BASE_PORT:
 * fixed ports instead of free ones). One file at a time: the instances are the parallelism.
 */
import { defineConfig } from 'vitest/config';
import { importAliases } from './scripts/lib/aliases.ts';

export default defineConfig({
  resolve: { alias: importAliases() },
  test: {
    include: ['tests/cluster/**/*.test.ts'],
    environment: 'node',
    testTimeout: 300_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
