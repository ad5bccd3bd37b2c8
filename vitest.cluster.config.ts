/**
 * The local-cluster smoke test (issue 18): real processes, PostgreSQL and Redis, so slow (~30 s)
 * and outside `npm test`. Run: `npx vitest run --config tests/cluster/vitest.config.ts`
 * (DATABASE_URL: a fresh database on that server instead of a throwaway cluster; CLUSTER_BASE_PORT:
 * fixed ports instead of free ones).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export default defineConfig({
  resolve: { alias: { '@scripts': path.join(root, 'scripts') } },
  test: {
    root,
    include: ['tests/cluster/**/*.test.ts'],
    environment: 'node',
    testTimeout: 300_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
