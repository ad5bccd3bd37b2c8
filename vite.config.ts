/**
 * Vite build of the PWA: TanStack Router file routes (generated src/routeTree.gen.ts),
 * React, and vite-plugin-pwa with the TypeScript service worker sw/sw.ts (injectManifest).
 * Dev server proxies /api and /shop to the API server (npm run dev).
 * Text assets over 1 KB are also written pre-compressed (.br quality 11, .gz level 9) so the server
 * sends them without compressing per request (@fastify/static preCompressed; issue 6 first load).
 */
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { importAliases } from './scripts/lib/aliases.ts';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  define: {
    'import.meta.env.VITE_WEB_VERSION': JSON.stringify(pkg.version),
  },
  resolve: {
    alias: importAliases(),
  },
  plugins: [
    // dist/version.json: the build's webVersion, which `npm run release` compares with the one it is
    // asked to release (scripts/release.ts; issue 11 "one release path").
    {
      name: 'web-version-file',
      generateBundle() {
        this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify({ webVersion: pkg.version })}\n` });
      },
    },
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: './src/routes', generatedRouteTree: './src/routeTree.gen.ts' }),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,json}'],
        globIgnores: ['**/images/**', '**/animations/**'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false, type: 'module' },
    }),
    compression({
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      threshold: 1024,
      // sw.js is served by the server with the release tag prepended; a compressed copy would be stale.
      exclude: [/(^|\/)sw\.js$/],
      logLevel: 'silent',
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Everything the entry loads statically in one chunk: left alone, the modules it shares with
        // lazy routes become a dozen sub-KB chunks, each a request on the six connections per host
        // a phone has over HTTP/1.1 (issue 6, first load).
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/shop': `http://127.0.0.1:${apiPort}`,
      '/images': `http://127.0.0.1:${apiPort}`,
    },
  },
});
