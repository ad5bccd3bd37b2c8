/**
 * Unit and API tests. Two projects: `server` (Node; Fastify inject against in-memory PGlite)
 * and `client` (happy-dom; components, stores and lib). E2E lives in tests/e2e (Playwright).
 */
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { importAliases } from './scripts/lib/aliases.ts';

const alias = importAliases();
/** The build's version (package.json), as vite.config.ts injects it. */
const webVersion = (JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }).version;

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 60000,
          hookTimeout: 120000,
          pool: 'forks',
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
        },
      },
    ],
  },
});
