/**
 * An instance's life behind a load balancer (issue 18, docs/decisions/034-scale-out.md
 * "## Instances: health, readiness, shutdown, migrations"):
 *   - {@link Lifecycle}: whether the instance is draining (a shutdown signal arrived);
 *   - {@link installDrainGuard}: while draining, every request but the liveness check is answered
 *     503 in the SPEC §8 envelope (code 5) with `Connection: close`, so the balancer and clients
 *     retry on another instance — GET /api/ready included;
 *   - {@link gracefulShutdown}: SIGTERM/SIGINT → draining, stop accepting, let in-flight requests
 *     finish within a grace period, stop the background workers (they stop in preClose hooks), close
 *     the database, exit 0; a second signal exits at once.
 */
import type { FastifyInstance } from 'fastify';
import { ERRORS } from '../errors.js';

/** Mutable drain state shared by the app (its guard and readiness) and the process entry. */
export interface Lifecycle {
  draining: boolean;
}

export function createLifecycle(): Lifecycle {
  return { draining: false };
}

/** The Korean message of a draining instance's 503. */
export const DRAINING_MESSAGE = '서비스를 잠시 정비하고 있어요. 잠시 후 다시 시도해 주세요.';

/** The SPEC §8 envelope of a 503 "not ready" answer (code 5, UNEXPECTED_ERROR), with why in `details.reason`. */
export function notReadyBody(message: string, reason: string) {
  const def = ERRORS.UNEXPECTED_ERROR;
  return { code: def.code, name: def.name, message, data: null, toastItems: [], details: { reason } };
}

/**
 * While `lifecycle.draining`, answer every request except GET /api/health (liveness stays a pure
 * "the process runs") with 503 {@link notReadyBody} and `Connection: close`. Call on the root
 * instance before the routes are registered.
 */
export function installDrainGuard(app: FastifyInstance, lifecycle: Lifecycle): void {
  app.addHook('onRequest', async (req, reply) => {
    if (!lifecycle.draining || req.url.split('?')[0] === '/api/health') return;
    return reply.code(503).header('cache-control', 'no-store').header('connection', 'close').send(notReadyBody(DRAINING_MESSAGE, 'draining'));
  });
}

export interface ShutdownDeps {
  app: FastifyInstance;
  lifecycle: Lifecycle;
  /** Closes the database pool / PGlite after the app has closed. */
  closeDatabase: () => Promise<void>;
  /** Longest wait for in-flight requests, in ms (SHUTDOWN_GRACE_MS); then open connections are cut. */
  graceMs: number;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** process.exit in production; tests pass a recorder. */
  exit: (code: number) => void;
}

/** Wait for `p` (fulfilled or rejected), but no longer than `ms`; reports whether `p` settled in time. */
async function within(p: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([
      p.then(
        () => true as const,
        () => true as const,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The signal handler of server/index.ts. First call: draining at once (synchronously, before any
 * await), then `app.close()` — the listening socket closes (new connections are refused), idle
 * keep-alive connections close, requests arriving on busy ones get the drain guard's 503, the
 * workers stop (preClose) — bounded by `graceMs`; past it every remaining connection is cut. Then
 * the database closes and the process exits 0. Any later call exits 1 at once (a second Ctrl-C).
 * @returns the shutdown under way (tests await it)
 */
export function gracefulShutdown(deps: ShutdownDeps): (signal: string) => Promise<void> {
  let under: Promise<void> | null = null;
  return (signal) => {
    if (under) {
      deps.log.warn({ signal }, 'second signal: exiting without waiting');
      deps.exit(1);
      return under;
    }
    deps.lifecycle.draining = true;
    deps.log.info({ signal, graceMs: deps.graceMs }, 'draining: finishing in-flight requests');
    under = (async () => {
      const closing = deps.app.close();
      closing.catch((err: unknown) => deps.log.error({ err }, 'app close failed'));
      if (!(await within(closing, deps.graceMs))) {
        deps.log.warn({ graceMs: deps.graceMs }, 'grace period over: closing the remaining connections');
        deps.app.server.closeAllConnections();
        await within(closing, 1000);
      }
      try {
        if (!(await within(deps.closeDatabase(), 5000))) deps.log.warn({}, 'database did not close in 5 s');
      } catch (err) {
        deps.log.error({ err }, 'database close failed');
      }
      deps.exit(0);
    })();
    return under;
  };
}
