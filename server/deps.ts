/**
 * What the app factory (server/app.ts buildApp) is built from: the open database, the validated
 * environment and the seams tests replace. Its own module so that app.ts and routes/index.ts both
 * import it without importing each other.
 */
import type { Db } from './db/client.js';
import type { Env } from './env.js';
import type { TokenService } from './domain/accounts/tokens.js';
import type { ImageStorage } from './infra/image-storage.js';
import type { Lifecycle } from './infra/lifecycle.js';
import type { CacheBus } from './infra/cache/cache-bus.js';
import type { PageCache } from './infra/cache/page-cache.js';
import type { RenderGate } from './infra/render-gate.js';

export interface AppDeps {
  db: Db;
  env: Env;
  /** Folder of the built PWA; when missing only the API is served. */
  distDir?: string;
  logger?: boolean;
  /** Where the request log goes when `logger` is on (default stdout; tests read it). */
  logStream?: NodeJS.WritableStream;
  /** fetch used for server-to-provider calls (tests route it to app.inject). */
  fetch?: (input: string, init?: RequestInit) => Promise<Response>;
  /** Override the token service (tests pass one with a controllable clock). */
  tokens?: TokenService;
  /** Bearer token of the ops release endpoint (server/index.ts: env OPS_TOKEN or a generated one). */
  opsToken?: string;
  /** Where community pictures are kept (server/index.ts: <DATA_DIR>/uploads on disk; default: in memory). */
  imageStorage?: ImageStorage;
  /** Folder with hashed assets of earlier builds (scripts/keep-previous-assets.mjs). */
  previousAssetsDir?: string;
  /** The previous whole build (scripts/keep-previous-build.mjs): served to browsers told its version (issue 32). */
  previousBuildDir?: string;
  /** Drain state (server/infra/lifecycle.ts; server/index.ts sets it on SIGTERM). Default: a fresh one, never draining. */
  lifecycle?: Lifecycle;
  /**
   * How cache drops reach the other instances on the same database (server/infra/cache/cache-bus.ts; issue 18):
   * server/index.ts passes the PostgreSQL bus when DATABASE_URL is set. Default: in-process. The app
   * closes it when it closes.
   */
  cacheBus?: CacheBus;
  /** The server-rendered pages' cache (server/plugins/pwa.ts; tests pass one with their own clock or policy). Default: a new one. */
  pageCache?: PageCache;
  /** The instance's render slots (server/infra/render-gate.ts; tests read its counters). Default: from SSR_MAX_RENDERS and friends. */
  renderGate?: RenderGate;
}
