/**
 * Security headers (helmet) on every answer: a strict CSP, no framing by others, a referrer policy
 * (issue 3; server/plugins/security-headers.test.ts). Scripts: our own files, and the inline
 * scripts of a server-rendered page (the router's data, the boot script) only with this response's
 * nonce (issue 12): 16 random bytes per page, added by server/plugins/ssr.ts; never 'unsafe-inline'.
 * The client config stays a `<meta>`. A configured messenger share SDK adds its one script origin
 * (issue 17, docs/decisions/030-share-and-analytics.md).
 * Router-level failures are answered before any hook runs, so `applySecurityHeaders` applies the
 * very same headers there (server/app.ts frameworkErrors).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import type { Env } from '@server/env.js';

/**
 * Helmet itself, resolved the way @fastify/helmet resolves it (the very same copy): it applies
 * the security headers to router-level failures, which are answered before any hook runs.
 */
const helmetHeaders = createRequire(createRequire(import.meta.url).resolve('@fastify/helmet'))('helmet') as (
  options: object,
) => (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

/** Helmet's options for this deployment (the API hosts of SPEC §7 may live on other origins). */
export function helmetOptionsFor(env: Env) {
  const apiOrigins = [env.DISPLAY_API_BASE_URL, env.ACCOUNT_API_BASE_URL, env.SEARCH_API_BASE_URL].filter(Boolean).map((u) => new URL(u).origin);
  // The messenger share SDK (issue 17, docs/decisions/030): its script's origin (and the API host it
  // calls) only when both the app key and the script URL are configured; nothing third-party otherwise.
  const sdk = env.MESSENGER_SHARE_APP_KEY && env.MESSENGER_SDK_URL;
  const sdkScript = sdk ? [new URL(env.MESSENGER_SDK_URL).origin] : [];
  const sdkConnect = sdk && env.MESSENGER_API_URL ? [new URL(env.MESSENGER_API_URL).origin] : [];
  const helmetOptions = {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // A server-rendered page adds its own nonce (server/plugins/ssr.ts withScriptNonce).
        scriptSrc: ["'self'", ...sdkScript],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...apiOrigins, ...sdkConnect],
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
    // Sign-in popups (issue 17, docs/decisions/029-sign-in-popups.md): our pages keep the popups
    // they open (helmet's default 'same-origin' would cut a popup off once it visits a provider).
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' as const },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  };
  return helmetOptions;
}

/**
 * The policy of a server-rendered page: this response's policy with `'nonce-<nonce>'` added to
 * script-src (issue 12), for the page's inline scripts (the router's data, the boot script).
 */
export function withScriptNonce(policy: string, nonce: string): string {
  return policy.replace(/(^|;)\s*script-src ([^;]*)/, (_m, lead: string, sources: string) => `${lead}script-src ${sources} 'nonce-${nonce}'`);
}

/** The header applier for answers sent outside Fastify's hooks (router-level failures). */
export function securityHeaderApplier(env: Env) {
  return helmetHeaders(helmetOptionsFor(env));
}

/**
 * The documents of the sign-in round trip (issue 17, decision 029): they answer with
 * Cross-Origin-Opener-Policy `unsafe-none`, as the providers' own pages do, so a sign-in popup
 * keeps its opener from our /login through the provider back to the landing (a COOP mismatch on
 * any hop would put the popup in a new browsing context group and cut it off).
 */
export const SIGN_IN_DOCUMENT_PATHS: ReadonlySet<string> = new Set(['/login', '/login-landing', '/login-landing-apple']);

/** Register helmet on the root scope (every route, every error answer). */
export async function registerSecurityHeaders(app: FastifyInstance, env: Env): Promise<void> {
  await app.register(helmet, helmetOptionsFor(env));
  app.addHook('onSend', async (req, reply) => {
    if (SIGN_IN_DOCUMENT_PATHS.has(req.url.split('?')[0]!)) reply.header('cross-origin-opener-policy', 'unsafe-none');
  });
}
