/**
 * Vite builds of the PWA (issue 12, server-rendered):
 *   - the browser's: `vite build` → dist/ from src/entry-client.ts (no index.html: the server
 *     renders every page), with Vite's manifest (dist/.vite/manifest.json) naming the entry and its
 *     CSS for the server, TanStack Router file routes (generated src/routeTree.gen.ts), React, and
 *     vite-plugin-pwa with the TypeScript service worker sw/sw.ts (injectManifest);
 *   - the server's: `vite build --ssr src/entry-server.tsx` → dist/server/entry-server.js
 *     (dependencies stay in node_modules).
 * Start-up chunks are split by what loads them in turn (react, the TanStack libraries, the app)
 * so each is evaluated in its own task (src/entry-client.ts).
 * Dev server proxies /api and /shop to the API server (npm run dev).
 * Text assets over 1 KB are also written pre-compressed (.br quality 11, .gz level 9) so the server
 * sends them without compressing per request (@fastify/static preCompressed; issue 6 first load).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { importAliases } from './scripts/lib/aliases.ts';

/** Loaded lazily on purpose (dynamic import), so never folded into the shared 'app' chunk. */
const LAZY_MODULES =
  /[\\/]src[\\/](lib[\\/]auth[\\/](session|revoke-queue|api|device-id)|lib[\\/](persist-queries|release|version-rollover|error-beacon|client-platform|returning-load|landing|app-device|analytics[\\/]index|auth[\\/]popup|relative-time|flush-triggers)|components[\\/]layout[\\/]query-screen|components[\\/]ui[\\/](lottie-player|share-dialog|share-adapters|alert-dialog|dialog|app-login-dialog|sign-in-provider-buttons|notice-dialog|tile)|lib[\\/]native[\\/](install|messages|answers|product-like))\.tsx?$/;
const SHARED_APP = /([\\/]src[\\/](lib|stores|components|theme)[\\/])|([\\/]styled-system[\\/])|([\\/]node_modules[\\/](valtio|proxy-compare)[\\/])/;
/** What the community features share (src/lib/community, src/components/community): it loads with the community, not with every page. */
const COMMUNITY_SHARED = /[\\/]src[\\/](lib|components)[\\/]community[\\/]/;
const isSharedAppModule = (id: string) => SHARED_APP.test(id) && !LAZY_MODULES.test(id) && !COMMUNITY_SHARED.test(id);
/**
 * The shared layer's drawing half (components, Panda's runtime and the theme; lib/detail-route, the
 * one lib module that imports a component): a chunk of its own, so the client entry evaluates it in a
 * task of its own after the lib half (issue 31: one 'app' chunk was a 14–17 ms evaluation unthrottled,
 * a third of it the components' module-level css() calls). Nothing in the lib half imports it.
 */
const SHARED_UI = /([\\/]src[\\/](components|theme)[\\/])|([\\/]styled-system[\\/])|([\\/]src[\\/]lib[\\/]detail-route\.tsx$)/;
const isSharedUiModule = (id: string) => isSharedAppModule(id) && SHARED_UI.test(id);
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
/**
 * The build's webVersion: package.json's, or WEB_VERSION (x.y.z) — a second build of another version
 * beside the first (issue 32: the staged-rollout journey, tests/e2e/second-build.ts).
 */
const webVersion = process.env.WEB_VERSION || pkg.version;
if (!/^\d+\.\d+\.\d+$/.test(webVersion)) throw new Error(`WEB_VERSION must be x.y.z, not "${webVersion}"`);
/** Where the build goes: dist/ (the server's DIST_DIR), or BUILD_OUT_DIR; the server bundle in its server/. */
const outDir = process.env.BUILD_OUT_DIR || 'dist';
const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig(({ isSsrBuild }) => ({
  define: {
    'import.meta.env.VITE_WEB_VERSION': JSON.stringify(webVersion),
  },
  resolve: {
    alias: importAliases(),
  },
  plugins: [
    // dist/version.json: the build's webVersion, which `npm run release` compares with the one it is
    // asked to release (scripts/release.ts; issue 11 "one release path").
    !isSsrBuild && {
      name: 'web-version-file',
      generateBundle() {
        this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify({ webVersion })}\n` });
      },
    },
    // dist/.vite/modules.json: the modules of every emitted script and the bytes each renders into
    // it (before minification: a share of the chunk, not a gzip figure). The route budgets
    // (tests/e2e/route-budgets.spec.ts, scripts/bench/bundle-stats.mjs) name the modules that grew
    // against the committed baseline with it (issue 31).
    !isSsrBuild && {
      name: 'module-map',
      generateBundle(_options, bundle) {
        const rootDir = fileURLToPath(new URL('.', import.meta.url)).replace(/\\/g, '/');
        const map: Record<string, Record<string, number>> = {};
        for (const out of Object.values(bundle)) {
          if (out.type !== 'chunk') continue;
          const mods: Record<string, number> = {};
          for (const [id, m] of Object.entries(out.modules)) {
            if (m.renderedLength <= 0) continue;
            const name = id
              .replace(/\\/g, '/')
              .replace(rootDir, '')
              .replace(/^.*\/node_modules\//, 'node_modules/');
            mods[name] = (mods[name] ?? 0) + m.renderedLength;
          }
          map[out.fileName] = mods;
        }
        this.emitFile({ type: 'asset', fileName: '.vite/modules.json', source: `${JSON.stringify(map, null, 1)}\n` });
      },
    },
    // The endpoint table's summaries are OpenAPI text (~5.6 KB of Korean, every page loads the table):
    // the browser never reads them, so client code gets '' instead. After esbuild, so comments are gone;
    // only string literals with a space or a non-ASCII character are touched (paths and enums have neither).
    {
      name: 'strip-endpoint-summaries',
      enforce: 'post',
      transform(code, id, options) {
        if (options?.ssr || !id.replace(/\\/g, '/').endsWith('/server/contract/paths.ts')) return null;
        return { code: code.replace(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g, (lit) => (/ |\\u|[^\p{ASCII}]/u.test(lit) ? '""' : lit)), map: null };
      },
    },
    // The worker's never-store list from the routes' staticData (requireAuth, neverStore), written
    // before the worker is built (issue 27; scripts/lib/never-store-pages.ts reads the route files
    // with the TypeScript parser, loaded here only when building).
    !isSsrBuild && {
      name: 'never-store-pages',
      apply: 'build' as const,
      async buildStart() {
        const { writeNeverStoreModule } = await import('./scripts/lib/never-store-pages.ts');
        if (writeNeverStoreModule()) this.warn('sw/never-store-pages.gen.ts did not match the routes: written again (commit it)');
      },
    },
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: './src/routes', generatedRouteTree: './src/routeTree.gen.ts' }),
    react(),
    !isSsrBuild &&
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
    !isSsrBuild &&
      compression({
        algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
        threshold: 1024,
        // sw.js is served by the server with the release tag prepended; a compressed copy would be stale.
        exclude: [/(^|\/)sw\.js$/],
        logLevel: 'silent',
      }),
  ],
  build: isSsrBuild
    ? { target: 'node20', outDir: `${outDir}/server`, emptyOutDir: true, sourcemap: false, copyPublicDir: false }
    : {
        outDir,
        target: 'es2022',
        sourcemap: process.env.PROFILE_SOURCEMAP ? 'hidden' : false,
        manifest: true,
        chunkSizeWarningLimit: 600,
        rolldownOptions: {
          input: fileURLToPath(new URL('./src/entry-client.ts', import.meta.url)),
          output: {
            // Evaluated one after another at start-up (entry-client yields between them), and each
            // shared by every route: React, then the TanStack libraries; the app's own modules in
            // one chunk rather than a dozen sub-KB ones (each a request over the phone's HTTP/1.1).
            codeSplitting: {
              groups: [
                { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 30 },
                { name: 'react', test: /node_modules[\\/]react[\\/]/, priority: 20 },
                // The app's shared layers (lib, stores, components, theme, Panda's runtime, valtio):
                // one chunk instead of ~30 sub-KB ones. Not the modules that load lazily on purpose
                // (the session, the persister, the release poll, the animation player): they keep
                // their own chunks. Features stay with the routes that use them.
                // The lib half first: a group takes its modules' dependencies along, and the drawing
                // half depends on lib, not the other way round.
                { name: 'app', test: (id: string) => isSharedAppModule(id) && !isSharedUiModule(id), priority: 6 },
                { name: 'app-ui', test: (id: string) => isSharedUiModule(id), priority: 5 },
                // The router with the route tree and everything the tree imports statically — the
                // loaders' query factories and fetchers, route-only pieces (src/routes/**/-components),
                // the community's route inputs — in one chunk: all of it runs at start-up anyway, and
                // a dozen sub-KB chunks each cost a request and a modulepreload link appended in the
                // start-up task (issue 31: 11 links, 4–14 ms of appendChild unthrottled).
                { name: 'router', test: /[\\/]src[\\/](router\.tsx|routeTree\.gen\.ts)$/, priority: 3 },
                {
                  name: 'tanstack',
                  test: /node_modules[\\/](@tanstack|seroval|seroval-plugins|cookie-es|tiny-invariant|tiny-warning|isbot)[\\/]/,
                  priority: 10,
                },
              ],
            },
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
}));
