/**
 * Unit and API tests. Two projects: `server` (Node; Fastify inject against in-memory PGlite)
 * and `client` (happy-dom in a VM context per file; components, stores and lib). E2E lives in tests/e2e (Playwright).
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { importAliases } from './scripts/lib/aliases.ts';
import { postgresTestFiles } from './scripts/lib/database-test-files.ts';

const alias = importAliases();
/**
 * With a PostgreSQL server given (npm test's PostgreSQL step), the server project is the files that
 * reach it (scripts/lib/database-test-files.ts), each once: the PostgreSQL-only files (`*.pg.test.ts`:
 * advisory locks, LISTEN/NOTIFY, the shared ops token; they fail rather than skip without a server)
 * and every file whose database comes from tests/setup. Pure unit tests run in the PGlite pass only.
 */
const withPostgres = !!(process.env.TEST_DATABASE_URL || process.env.DATABASE_URL);
const serverDirs = ['server', 'scripts'];
/** The build's version (package.json), as vite.config.ts injects it. */
const webVersion = (JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }).version;

export default defineConfig({
  test: {
    // One file per core: vitest's default (cores − 1) runs one file at a time on the 2-core CI
    // machine, where the main process mostly waits and PostgreSQL works in its own processes.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: withPostgres ? postgresTestFiles(import.meta.dirname, serverDirs) : serverDirs.map((d) => `${d}/**/*.test.ts`),
          exclude: withPostgres ? configDefaults.exclude : [...configDefaults.exclude, '**/*.pg.test.ts'],
          testTimeout: 60000,
          hookTimeout: 120000,
          // Worker threads: each file still gets a fresh module graph, without a process of its own
          // (issue 27: forks 256 s, threads 195 s for the 78 server files on 2 cores, 2026-12-06).
          pool: 'threads',
          // The run's database templates every file's database is copied from (tests/setup/templates.ts).
          globalSetup: ['tests/setup/global-setup.ts'],
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        define: { 'import.meta.env.VITE_WEB_VERSION': JSON.stringify(webVersion) },
        test: {
          name: 'client',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts'],
          testTimeout: 20000,
          // A VM context per file in long-lived threads: isolated as before, without a process and a
          // happy-dom import per file (issue 27: 46 s → 17 s for the 75 client files, 2026-12-06).
          // What the context lacks that a browser has comes from tests/setup/vm-globals.ts.
          pool: 'vmThreads',
          setupFiles: ['tests/setup/vm-globals.ts'],
        },
      },
    ],
  },
});
