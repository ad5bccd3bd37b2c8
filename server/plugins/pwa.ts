/**
 * The built PWA (dist/) on the same origin as the API (SPEC §1): hashed assets immutable and sent
 * pre-compressed, assets of earlier builds still served (open tabs of the previous release), /sw.js
 * tagged with the webVersion its browser is told (or the kill switch), and every page navigation
 * rendered on the server (issue 12, server/plugins/ssr.ts) with the client config written into it.
 * Two builds side by side (issue 32, docs/decisions/049-ops-console.md): with the previous build
 * kept whole (PREVIOUS_BUILD_DIR), a browser's documents and /sw.js come, while a rollout serves,
 * from the build of the version it was last told (the web_version cookie,
 * server/http/web-version-cookie.ts), else from the released (stable) version's build, else from
 * the deployed one — so a staged rollout's cohort runs the new build and everyone else the previous one.
 * Unknown /api/ paths answer the SPEC §8 envelope (11); unknown files a plain 404.
 */
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { josa } from 'es-hangul';
import type { AppConfig } from '@contract/app-config.js';
import type { Db } from '@server/db/client.js';
import type { Env } from '@server/env.js';
import { KILL_SWITCH_SW } from '@server/infra/kill-switch.js';
import { loadSsr, renderPage, type LoadedSsr } from '@server/plugins/ssr.js';
import { PageCache } from '@server/infra/cache/page-cache.js';
import { RenderGate } from '@server/infra/render-gate.js';
import { bindCacheToDatabase } from '@server/infra/cache/response-cache.js';
import { providerUrls } from '@server/domain/accounts/social-providers.js';
import { identityMode } from '@server/identity-mode.js';
import { sendUndefinedRoute } from '@server/plugins/errors.js';
import { currentRelease } from '@server/domain/release/release.service.js';
import { servingRolloutVersion } from '@server/domain/ops/release-watch.service.js';
import { ADMIN_PREVIEW_PAGE_PATH } from '@contract/rules.js';
import { webVersionCookieOf } from '@server/http/web-version-cookie.js';

/** The providers the /login page offers, comma-separated (issue 14: an unconfigured one is hidden). */
function signInProviders(env: Env): string {
  const mode = identityMode(env);
  if (mode.kind === 'stand-in') return 'naver,apple';
  return [mode.naver ? 'naver' : '', mode.apple ? 'apple' : ''].filter(Boolean).join(',');
}

/** The messenger SDK settings when both the app key and the script URL are set, else none (issue 17). */
function messengerSdk(env: Env): Pick<AppConfig, 'messengerShareAppKey' | 'messengerSdkUrl' | 'messengerSdkIntegrity'> {
  if (!env.MESSENGER_SHARE_APP_KEY || !env.MESSENGER_SDK_URL) return {};
  return {
    messengerShareAppKey: env.MESSENGER_SHARE_APP_KEY,
    messengerSdkUrl: env.MESSENGER_SDK_URL,
    ...(env.MESSENGER_SDK_INTEGRITY ? { messengerSdkIntegrity: env.MESSENGER_SDK_INTEGRITY } : {}),
  };
}

/** Config the client reads from `<meta name="app-config">` (no inline script, CSP-friendly). */
export function clientConfig(env: Env): AppConfig {
  return {
    displayApiBaseUrl: env.DISPLAY_API_BASE_URL,
    accountApiBaseUrl: env.ACCOUNT_API_BASE_URL,
    searchApiBaseUrl: env.SEARCH_API_BASE_URL,
    shopBaseUrl: env.SHOP_BASE_URL || '/shop',
    naverAuthorizeUrl: providerUrls(env).naverAuthorizeUrl,
    naverClientId: env.NAVER_CLIENT_ID,
    appleAuthorizeUrl: providerUrls(env).appleAuthorizeUrl,
    appleClientId: env.APPLE_CLIENT_ID,
    signInProviders: signInProviders(env),
    appScheme: env.APP_SCHEME,
    businessName: env.BUSINESS_NAME,
    businessNameTopic: josa(env.BUSINESS_NAME, '은/는'),
    businessCeo: env.BUSINESS_CEO,
    businessRegistrationNumber: env.BUSINESS_REGISTRATION_NUMBER,
    mailOrderNumber: env.BUSINESS_MAIL_ORDER_NUMBER,
    businessAddress: env.BUSINESS_ADDRESS,
    csPhone: env.CS_PHONE,
    csHours: env.CS_HOURS,
    csEmail: env.CS_EMAIL,
    ...messengerSdk(env),
    analyticsSink: env.ANALYTICS_SINK,
    cafePlatformHosts: env.CAFE_PLATFORM_HOSTS,
    marketplaceHosts: env.MARKETPLACE_HOSTS,
    ...(env.COOKIE_DOMAIN ? { cookieDomain: env.COOKIE_DOMAIN } : {}),
    publicOrigin: (env.PUBLIC_ORIGIN || env.SELF_BASE_URL || `http://localhost:${env.PORT}`).replace(/\/$/, ''),
  };
}

/** What the PWA plugin reads of the app's dependencies (server/deps.ts AppDeps). */
export interface PwaDeps {
  db: Db;
  env: Env;
  /** Folder of the built PWA; without it no page is served. */
  distDir?: string;
  /** Folder with hashed assets of earlier builds. */
  previousAssetsDir?: string;
  /** The previous whole build (scripts/keep-previous-build.mjs); used when its version differs from distDir's. */
  previousBuildDir?: string;
  /** The page cache (tests pass one with their own clock or policy and read its counters). Default: a new one. */
  pageCache?: PageCache;
  /** The render slots (tests read its counters). Default: {@link renderGateFromEnv}. */
  renderGate?: RenderGate;
}

/**
 * The instance's render slots from the environment (docs/decisions/037-bounded-renders.md):
 * SSR_MAX_RENDERS at once (default 2 × the CPUs Node may use: a render awaits its in-process API
 * calls part of the time, so one per CPU leaves the CPU idle), SSR_RENDER_QUEUE waiting (default 4 ×
 * that), each at most SSR_RENDER_WAIT_MS.
 */
export function renderGateFromEnv(env: Pick<Env, 'SSR_MAX_RENDERS' | 'SSR_RENDER_QUEUE' | 'SSR_RENDER_WAIT_MS'>, cpus = availableParallelism()): RenderGate {
  const max = env.SSR_MAX_RENDERS ?? 2 * cpus;
  return new RenderGate({ max, queue: env.SSR_RENDER_QUEUE ?? 4 * max, waitMs: env.SSR_RENDER_WAIT_MS });
}

/** One build the server answers documents and /sw.js from (issue 32: the deployed one, or the previous one kept whole). */
export interface ServedBuild {
  /** Its webVersion (version.json, written by the Vite build); '' for a build without one. */
  version: string;
  /** Its folder. */
  dir: string;
  ssr: LoadedSsr;
  /** Its service worker script ('' without one). */
  swSource: string;
  /** Its pages: a page names its own build's scripts, so no page is shared between builds. */
  pageCache: PageCache;
}

/** The build in `dir` (null without a server bundle); its version from version.json. */
export async function loadServedBuild(dir: string, pageCache: PageCache): Promise<ServedBuild | null> {
  const ssr = await loadSsr(dir);
  if (!ssr) return null;
  let version = '';
  try {
    version = String((JSON.parse(readFileSync(path.join(dir, 'version.json'), 'utf8')) as { webVersion?: unknown }).webVersion ?? '');
  } catch {
    // a build from before version.json: never chosen by version
  }
  const swPath = path.join(dir, 'sw.js');
  return { version, dir, ssr, swSource: existsSync(swPath) ? readFileSync(swPath, 'utf8') : '', pageCache };
}

/** The ops console's page (issue 32; src/routes/ops.tsx). */
const OPS_PAGE_PATH = /^\/ops\/?$/;

export async function registerPwa(app: FastifyInstance, deps: PwaDeps): Promise<void> {
  const { env } = deps;
  const distDir = deps.distDir;
  // Hashed assets of the previous builds stay servable (open tabs of the old release lazy-load them).
  const previousAssets = deps.previousAssetsDir ? path.resolve(deps.previousAssetsDir) : undefined;
  const config = clientConfig(env);
  // Rendered pages are public: one render answers every request of its address for a moment
  // (server/infra/cache/page-cache.ts); writes that change what pages show clear it with the API's cache.
  const newPageCache = () => new PageCache({ onRefreshError: (err, key) => app.log.warn({ err, page: key }, 'page refresh failed') });
  const pageCache = deps.pageCache ?? newPageCache();
  const current = distDir ? await loadServedBuild(distDir, pageCache) : null;
  const hasDist = !!current;
  // The previous build, when it is whole and of another version (issue 32). One that no longer
  // loads (its server bundle needs a dependency this deployment lacks) is left out, and said.
  let previous: ServedBuild | null = null;
  if (current && deps.previousBuildDir && path.resolve(deps.previousBuildDir) !== path.resolve(distDir!) && existsSync(deps.previousBuildDir)) {
    const loaded = await loadServedBuild(deps.previousBuildDir, newPageCache()).catch((err: unknown) => {
      app.log.warn({ err, dir: deps.previousBuildDir }, 'the previous build does not load: only the deployed build is served');
      return null;
    });
    if (loaded?.version && loaded.version !== current.version) previous = loaded;
  }
  /**
   * The version a request's browser runs, and the build it is answered from: while a rollout serves,
   * the version of its web_version cookie (the rollout's or the stable one: what its last poll was
   * told); otherwise, or without a cookie, the released (stable) version. The build is that version's
   * when served, else the deployed one. With one build, documents ask the database nothing.
   */
  const answerFor = async (req: FastifyRequest, needVersion: boolean): Promise<{ build: ServedBuild; told: string }> => {
    if (!previous && !needVersion) return { build: current!, told: current!.version };
    const stable = (await currentRelease(deps.db)).webVersion;
    const asked = webVersionCookieOf(req);
    let told = stable;
    if (asked && asked !== stable) {
      const rollout = await servingRolloutVersion(deps.db);
      if (rollout && asked === rollout) told = asked;
    }
    return { build: previous && told === previous.version ? previous : current!, told };
  };
  // At most this many renders at once on this instance; a burst past it waits briefly, then gets a 503 page (issue 28).
  const renderGate = deps.renderGate ?? renderGateFromEnv(env);
  // A write names the views it changed (route(), server/contract/cached-views.ts), on every instance:
  // the pages that show them go (a community post: the community's pages, where the post, its lists
  // and the searches that show it live; a 찜: every page), so a page rendered just before a write is not sent after it.
  bindCacheToDatabase(deps.db, pageCache);
  if (previous) bindCacheToDatabase(deps.db, previous.pageCache);
  if (hasDist) {
    await app.register(fastifyStatic, {
      root: distDir!,
      index: false,
      wildcard: false,
      // The server's own bundle and the build manifest live in dist/ too, but are not the site's.
      allowedPath: (pathName) => !pathName.startsWith('/server/') && !pathName.startsWith('/.vite/'),
      // The build writes .br/.gz next to every text asset over 1 KB (vite.config.ts): sent as they
      // are, so the first load pays no per-request compression (@fastify/compress skips encoded replies).
      preCompressed: true,
      setHeaders(res, filePath) {
        const rel = path.relative(distDir!, filePath);
        if (rel.startsWith(`assets${path.sep}`) || (previousAssets && filePath.startsWith(previousAssets + path.sep)))
          res.header('cache-control', 'public, max-age=31536000, immutable');
        else res.header('cache-control', 'no-cache');
      },
    });
  }

  // The service worker script, tagged with the released webVersion: a release (even one that only
  // changes the database's webVersion) always yields a byte-different worker, so every open client's
  // update check installs it. SW_KILL_SWITCH=1 serves a self-unregistering worker instead.
  // With two builds, /sw.js is the worker of the build this browser's documents come from.
  if (current?.swSource || env.SW_KILL_SWITCH === '1') {
    app.addHook('onRequest', async (req, reply) => {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || req.url.split('?')[0] !== '/sw.js') return;
      let body = KILL_SWITCH_SW;
      if (env.SW_KILL_SWITCH !== '1') {
        const { build, told } = await answerFor(req, true);
        body = `/* 제철장터 webVersion */ self.__WEB_VERSION = ${JSON.stringify(told)};\n${build.swSource || current!.swSource}`;
      }
      if (previous) reply.header('vary', 'cookie');
      return reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(body);
    });
  }

  // Admin preview documents (issue 17, SPEC §2 /admin-*) and the ops console (issue 32, /ops):
  // noindex and never stored by any cache.
  app.addHook('onSend', async (req, reply, payload) => {
    const pathname = req.url.split('?')[0]!;
    if ((ADMIN_PREVIEW_PAGE_PATH.test(pathname) || OPS_PAGE_PATH.test(pathname)) && String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      reply.header('x-robots-tag', 'noindex').header('cache-control', 'no-store');
    }
    return payload;
  });

  app.setNotFoundHandler(async (req, reply) => {
    if (req.url.startsWith('/api/') || req.url === '/api') return sendUndefinedRoute(reply);
    if (hasDist && (req.method === 'GET' || req.method === 'HEAD')) {
      const p = req.url.split('?')[0];
      const asset = /^\/assets\/([\w.-]+\.(?:js|css))$/.exec(p);
      if (asset && previousAssets && existsSync(path.join(previousAssets, asset[1]!))) {
        return reply.header('cache-control', 'public, max-age=31536000, immutable').sendFile(asset[1]!, previousAssets);
      }
      // The previous whole build's own scripts and styles (its documents name them).
      if (asset && previous && existsSync(path.join(previous.dir, 'assets', asset[1]!))) {
        return reply.header('cache-control', 'public, max-age=31536000, immutable').sendFile(asset[1]!, path.join(previous.dir, 'assets'));
      }
      if (/\.(m?js|css|map|svg|png|jpe?g|webp|gif|ico|json|webmanifest|txt|woff2?)$/i.test(p)) {
        return reply.code(404).type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send('Not found');
      }
      // Every other path is a page of the PWA, rendered here (unknown ones end on /404, SPEC §2).
      // Admin previews (issue 17): never from the page cache (the address carries a link token); headers in the onSend hook above.
      const { build } = await answerFor(req, false);
      return renderPage(build.ssr, app, config, req, reply, {
        cache: ADMIN_PREVIEW_PAGE_PATH.test(p) ? undefined : build.pageCache,
        gate: renderGate,
        ...(previous ? { vary: 'accept-encoding, cookie' } : {}),
      });
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
}
