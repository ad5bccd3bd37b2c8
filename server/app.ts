/**
 * The app factory: builds a Fastify instance around an open database. It does not listen —
 * server/index.ts does — so tests drive it with `app.inject()` and no port.
 *
 * Mounts (SPEC §7): the display, account and search hosts are route modules of this one server
 * at their SPEC paths; /api/docs serves the OpenAPI document generated from the zod schemas;
 * everything else is the built PWA from dist/: static files, and every other GET a server-rendered
 * page (server/plugins/pwa.ts, server/plugins/ssr.ts; unknown paths redirect to /404). Each cross-cutting
 * concern is one file in server/plugins/ (security headers, compression, rate limit, OpenAPI, errors,
 * auth, the PWA); this file composes them.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './deps.js';
import { ERRORS } from './errors.js';
import { createLifecycle, installDrainGuard } from './infra/lifecycle.js';
import { attachCacheBus, createInProcessCacheBus } from './infra/cache/cache-bus.js';
import { REDACTED_HEADERS, redactUrl } from './infra/log-redaction.js';
import { registerCompression } from './plugins/compression.js';
import { registerErrorHandling } from './plugins/errors.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerPwa } from './plugins/pwa.js';
import { registerShareCards } from './plugins/share-cards.js';
import { registerRateLimit } from './plugins/rate-limit.js';
import { registerSecurityHeaders, securityHeaderApplier } from './plugins/security-headers.js';
import { registerRoutes } from './routes/index.js';
import { healthRoutes } from './routes/health/health.routes.js';

export type App = FastifyInstance;
export type { AppDeps };

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env } = deps;
  const applySecurityHeaders = securityHeaderApplier(env);
  const app = Fastify({
    // Tokens never reach the logs (issue 3): token headers are redacted, and request bodies
    // (which carry provider codes/id_tokens) are not logged by Fastify; nor are codes in URLs.
    logger: deps.logger
      ? {
          level: env.LOG_LEVEL,
          ...(deps.logStream ? { stream: deps.logStream } : {}),
          redact: REDACTED_HEADERS.map((h) => `req.headers.${h}`),
          // One-time sign-in codes and states in URLs never reach the log (issue 14).
          serializers: {
            req: (req: { method: string; url: string; host?: string; ip?: string; socket?: { remotePort?: number } }) => ({
              method: req.method,
              url: redactUrl(req.url),
              host: req.host,
              remoteAddress: req.ip,
              remotePort: req.socket?.remotePort,
            }),
          },
        }
      : false,
    bodyLimit: 256 * 1024,
    // Whose X-Forwarded-For/-Proto/-Host to believe (issue 18): only the listed proxies; none by default.
    trustProxy: env.TRUST_PROXY || false,
    // Duplicate query keys arrive as arrays; schemas that expect a scalar then reject with code 12.
    routerOptions: { caseSensitive: true, maxParamLength: 200 },
    // Router-level failures (malformed percent-encoding, over-long params) bypass the error
    // handler; answer them with the same SPEC §8 envelope.
    frameworkErrors: (error, req, rawReply) => {
      const reply = rawReply as unknown as FastifyReply;
      applySecurityHeaders(req.raw, reply.raw, () => undefined);
      const name = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'OUT_OF_RANGE' : 'NOT_MATCHED';
      const def = ERRORS[name];
      reply
        .code(error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400)
        .header('cache-control', 'no-store')
        .send({ code: def.code, name: def.name, message: def.message, data: null, toastItems: [] });
    },
  });
  // Cache drops of this database reach every instance on it (issue 18): the bus closes with the app.
  const cacheBus = deps.cacheBus ?? createInProcessCacheBus();
  const detachCacheBus = attachCacheBus(deps.db, cacheBus);
  app.addHook('onClose', async () => {
    detachCacheBus();
    await cacheBus.close();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // Our API speaks JSON only (the stand-in identity provider adds form bodies in its own scope):
  // a text/plain body is an unsupported content type (9), not a string to validate.
  app.removeContentTypeParser('text/plain');

  await registerSecurityHeaders(app, env);
  await registerCompression(app);
  // The local cluster tells its instances apart by this header (issue 18; INSTANCE_NAME unset: none).
  if (env.INSTANCE_NAME) app.addHook('onRequest', async (_req, reply) => void reply.header('x-instance', env.INSTANCE_NAME));
  // Per-route limits (sign-in, refresh, validation, lookups) opt in with config.rateLimit; shared in Redis with REDIS_URL.
  const redis = await registerRateLimit(app, env.REDIS_URL, { commandTimeoutMs: env.REDIS_COMMAND_TIMEOUT_MS });

  await registerOpenApi(app);

  // Liveness and readiness (issue 18); while draining every other request is a 503 (server/infra/lifecycle.ts).
  installDrainGuard(app, deps.lifecycle ?? createLifecycle());
  await app.register(healthRoutes, { db: deps.db, redis });

  await app.register(async (api) => {
    await registerRoutes(api, deps);
  });

  // Link-preview images the pages name in og:image (issue 30).
  await registerShareCards(app, { db: deps.db, siteDir: deps.distDir });
  await registerPwa(app, deps);

  return app;
}
