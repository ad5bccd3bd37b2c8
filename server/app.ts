/**
 * The app factory: builds a Fastify instance around an open database. It does not listen —
 * server/index.ts does — so tests drive it with `app.inject()` and no port.
 *
 * Mounts (SPEC §7): the display, account and search hosts are route modules of this one server
 * at their SPEC paths; /api/docs serves the OpenAPI document generated from the zod schemas;
 * everything else is the built PWA from dist/ with an SPA fallback to index.html.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Env } from './env.js';
import type { AppConfig } from '@contract/app-config.js';
import { DEFAULT_WEB_VERSION } from '@contract/rules.js';
import { registerErrorHandling, sendUndefinedRoute } from './plugins/errors.js';
import { ApiError, ERRORS } from './errors.js';
import type { AppDeps } from './deps.js';
import { endpoints } from '@contract/endpoints.js';
import { route } from './lib/endpoint-route.js';
import { ok } from './lib/reply.js';
import { registerRoutes } from './routes/index.js';
import { currentRelease } from './routes/release/release.service.js';
import { KILL_SWITCH_SW } from './lib/kill-switch.js';
import { escapeHtml } from './lib/html.js';
import { applyPageHint, resolvePageHint } from './lib/page-hints.js';
import { providerUrls } from './lib/social-providers.js';
import rateLimit from '@fastify/rate-limit';

export type App = FastifyInstance;
export type { AppDeps };

/**
 * Helmet itself, resolved the way @fastify/helmet resolves it (the very same copy): it applies
 * the security headers to router-level failures, which are answered before any hook runs.
 */
const helmetHeaders = createRequire(createRequire(import.meta.url).resolve('@fastify/helmet'))('helmet') as (
  options: object,
) => (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

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
    appScheme: env.APP_SCHEME,
  };
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env } = deps;
  const app = Fastify({
    // Tokens never reach the logs (issue 3): token headers are redacted, and request bodies
    // (which carry provider codes/id_tokens) are not logged by Fastify.
    logger: deps.logger
      ? { level: env.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.accesstoken', 'req.headers.refreshtoken', 'req.headers.cookie'] }
      : false,
    bodyLimit: 256 * 1024,
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
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // Our API speaks JSON only (the stand-in identity provider adds form bodies in its own scope):
  // a text/plain body is an unsupported content type (9), not a string to validate.
  app.removeContentTypeParser('text/plain');

  const apiOrigins = [env.DISPLAY_API_BASE_URL, env.ACCOUNT_API_BASE_URL, env.SEARCH_API_BASE_URL].filter(Boolean).map((u) => new URL(u).origin);
  const helmetOptions = {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...apiOrigins],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // The native app loads us in its own webview (not a frame); framing is limited to ourselves.
        frameAncestors: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  };
  await app.register(helmet, helmetOptions);
  const applySecurityHeaders = helmetHeaders(helmetOptions);
  await app.register(compress, { global: true, threshold: 1024 });
  // Per-route limits (sign-in, refresh, validation, lookups) opt in with config.rateLimit.
  await app.register(rateLimit, {
    global: false,
    // Thrown into our error handler, which renders the SPEC envelope with HTTP 429.
    errorResponseBuilder: (_req, ctx) => new ApiError('TOO_MANY_REQUESTS', `요청이 너무 많아요. ${Math.ceil(ctx.ttl / 1000)}초 후에 다시 시도해 주세요.`),
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: '제철장터 API',
        description: 'Display, account and search hosts (SPEC §7). Envelope: { code, message, data, toastItems }.',
        version: DEFAULT_WEB_VERSION,
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  route(app, endpoints.health, { hide: true }, async () => ok({ status: 'ok' as const }));

  await app.register(async (api) => {
    await registerRoutes(api, deps);
  });

  const distDir = deps.distDir;
  // Hashed assets of the previous builds stay servable (open tabs of the old release lazy-load them).
  const previousAssets = deps.previousAssetsDir ? path.resolve(deps.previousAssetsDir) : undefined;
  const indexPath = distDir ? path.join(distDir, 'index.html') : '';
  const hasDist = !!distDir && existsSync(indexPath);
  let indexHtml = '';
  if (hasDist) {
    const cfg = escapeHtml(JSON.stringify(clientConfig(env)));
    indexHtml = readFileSync(indexPath, 'utf8').replace(/<meta name="app-config" content="[^"]*"\s*\/?>/, `<meta name="app-config" content="${cfg}" />`);
    await app.register(fastifyStatic, {
      root: distDir!,
      index: false,
      wildcard: false,
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
  const swPath = distDir ? path.join(distDir, 'sw.js') : '';
  const swSource = hasDist && existsSync(swPath) ? readFileSync(swPath, 'utf8') : '';
  if (swSource || env.SW_KILL_SWITCH === '1') {
    app.addHook('onRequest', async (req, reply) => {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || req.url.split('?')[0] !== '/sw.js') return;
      const body =
        env.SW_KILL_SWITCH === '1'
          ? KILL_SWITCH_SW
          : `/* 제철장터 webVersion */ self.__WEB_VERSION = ${JSON.stringify((await currentRelease(deps.db)).webVersion)};\n${swSource}`;
      return reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(body);
    });
  }

  app.setNotFoundHandler(async (req, reply) => {
    if (req.url.startsWith('/api/') || req.url === '/api') return sendUndefinedRoute(reply);
    if (hasDist && (req.method === 'GET' || req.method === 'HEAD')) {
      // SPA fallback: the client router decides (unknown paths end on /404, SPEC §2).
      const p = req.url.split('?')[0];
      const asset = /^\/assets\/([\w.-]+\.(?:js|css))$/.exec(p);
      if (asset && previousAssets && existsSync(path.join(previousAssets, asset[1]!))) {
        return reply.header('cache-control', 'public, max-age=31536000, immutable').sendFile(asset[1]!, previousAssets);
      }
      if (/\.(m?js|css|map|svg|png|jpe?g|webp|gif|ico|json|webmanifest|txt|woff2?)$/i.test(p)) {
        return reply.code(404).type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send('Not found');
      }
      // The page's first picture, when the server knows it, is preloaded and drawn in the loading shell.
      const hint = req.method === 'GET' && p ? await resolvePageHint(app, p) : undefined;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(hint ? applyPageHint(indexHtml, hint) : indexHtml);
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });

  return app;
}
