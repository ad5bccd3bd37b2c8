/**
 * Server-side rendering of the PWA's pages (issue 12; docs/decisions/008-ssr.md).
 *
 * The build makes two bundles: the browser's (dist/, with Vite's manifest in dist/.vite/) and the
 * server's (dist/server/entry-server.js, `vite build --ssr`). `loadSsr(distDir)` reads both once;
 * `renderPage` answers one page navigation:
 *   - the render is public: no cookie, token or personal header reaches it (personal routes draw
 *     their signed-out frame and fill in on the client), so any cache may keep the HTML;
 *   - its API calls go to this server's own routes in process (app.inject), through the same
 *     response cache as HTTP calls;
 *   - each page gets a CSP nonce of its own, added to the response's policy
 *     (server/plugins/security-headers.ts withScriptNonce) and written into the router's inline data
 *     scripts and the boot script; nothing else is inline;
 *   - a redirect's Location is reduced to a path (it never names the Host the request claimed);
 *   - with a page cache (server/plugins/pwa.ts gives one), a 200 page is kept for PAGE_CACHE_POLICY
 *     and later answers send it with a nonce of their own (server/infra/cache/page-cache.ts).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { finished, pipeline, Readable } from 'node:stream';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '@contract/app-config.js';
import negotiate from '@fastify/accept-negotiator';
import { withScriptNonce } from '@server/plugins/security-headers.js';
import { ERRORS } from '@server/errors.js';
import { pageBody, type PageCache, type PageEntry, type RenderedPage } from '../infra/cache/page-cache.js';
import { GateBusyError, type Release, type RenderGate } from '../infra/render-gate.js';

/** What src/entry-server.tsx exports (kept in step by the type check of both sides). */
interface SsrEntry {
  render(opts: { request: Request; nonce: string; assets: { css: string[]; entry: string }; config: AppConfig; fetch: typeof fetch }): Promise<Response>;
  /** The address a render of `url` sees and the page cache keys on (issue 28); absent in builds from before it. */
  pageAddress?(url: string): string;
}

export interface LoadedSsr {
  entry: SsrEntry;
  assets: { css: string[]; entry: string };
}

interface ViteManifestChunk {
  file: string;
  css?: string[];
  isEntry?: boolean;
}

/** The client entry's file and stylesheets from Vite's manifest (paths from the site root). */
export function documentAssets(manifest: Record<string, ViteManifestChunk>): { css: string[]; entry: string } {
  const chunk = manifest['src/entry-client.ts'] ?? Object.values(manifest).find((c) => c.isEntry);
  if (!chunk) throw new Error('SSR: the client entry is missing from the build manifest (run npm run build)');
  return { entry: `/${chunk.file}`, css: (chunk.css ?? []).map((f) => `/${f}`) };
}

/**
 * Load the server bundle and the client manifest of a build; null when the build has no server
 * bundle (then the server answers the API only, as without dist/).
 */
export async function loadSsr(distDir: string): Promise<LoadedSsr | null> {
  const entryFile = path.join(distDir, 'server', 'entry-server.js');
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(entryFile) || !existsSync(manifestFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as SsrEntry;
  const assets = documentAssets(JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ViteManifestChunk>);
  return { entry, assets };
}

/**
 * A fetch answered by the app's own routes (no socket): the render's API calls. Whatever host the
 * client config names for the API (SPEC §7 display/search hosts may have their own base URLs,
 * with a path prefix), the call is this server's `/api/…` path.
 */
export function inProcessFetch(app: FastifyInstance): typeof fetch {
  return (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const href = typeof input === 'string' || input instanceof URL ? input.toString() : input.url;
    const at = href.indexOf('/api/');
    const url = new URL(at >= 0 ? href.slice(at) : href, 'http://localhost');
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    const out = new Headers();
    for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) out.set(k, Array.isArray(v) ? v.join(', ') : String(v));
    return new Response(res.statusCode === 204 || res.statusCode === 304 ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers: out });
  }) as typeof fetch;
}

/**
 * The public request a page render sees: the path and query only — no header of the caller (no
 * cookie, token, device id, user-agent or language), so one render fits everyone who asks for the
 * same address and the page cache may share it (server/infra/cache/page-cache.ts).
 */
function publicRequest(url: string, signal?: AbortSignal): Request {
  return new Request(new URL(url, 'http://localhost'), { method: 'GET', signal });
}

/** A render finished into one string, as the page cache keeps it (a redirect or non-200 gives null). */
async function renderToPage(ssr: LoadedSsr, app: FastifyInstance, config: AppConfig, url: string): Promise<RenderedPage | null> {
  const nonce = randomBytes(16).toString('base64');
  const res = await ssr.entry.render({ request: publicRequest(url), nonce, assets: ssr.assets, config, fetch: inProcessFetch(app) });
  if (res.status !== 200 || res.headers.has('location') || !res.body) {
    await res.body?.cancel().catch(() => undefined);
    return null;
  }
  return { status: res.status, html: await res.text(), nonce };
}

/**
 * gzip when the client takes it, else identity. Pages are answered from the not-found handler (no
 * route: every path is a page), where @fastify/compress does not run, so pages compress themselves.
 */
function pageEncoding(req: FastifyRequest): 'gzip' | 'identity' {
  return negotiate(String(req.headers['accept-encoding'] ?? ''), ['gzip', 'identity']) === 'gzip' ? 'gzip' : 'identity';
}

/** Send a stored page with this answer's own nonce (gzip when the client takes it: see page-cache.ts). */
function sendStored(entry: PageEntry, req: FastifyRequest, reply: FastifyReply, vary: string): FastifyReply {
  const nonce = randomBytes(16).toString('base64');
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') reply.header('content-security-policy', withScriptNonce(policy, nonce));
  const encoding = pageEncoding(req);
  const body = pageBody(entry, nonce, encoding);
  reply
    .code(entry.status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', vary)
    .header('content-length', String(body.length));
  // @fastify/compress leaves an answer that already has a Content-Encoding as it is.
  if (encoding === 'gzip') reply.header('content-encoding', 'gzip');
  return reply.send(req.method === 'HEAD' ? undefined : body);
}

/** The Korean message of a page no render slot was free for (SPEC §8 code 5, HTTP 503). */
export const RENDER_BUSY_MESSAGE = '지금 접속이 많아 페이지를 바로 보여 드리지 못했어요. 잠시 후 다시 시도해 주세요.';

/**
 * The 503 page of a request no render slot was free for: Korean, self-contained (no script, no
 * stylesheet: CSP-clean, nothing else to fetch from a busy server), the SPEC §8 code in
 * `data-error-code`, a retry link to this same address (`href=""`). Never stored (no-store); the
 * service worker shows the stored page of the address instead when it has one (sw/sw.ts).
 */
export const RENDER_BUSY_PAGE = `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>제철장터</title></head><body data-error-code="${ERRORS.UNEXPECTED_ERROR.code}"><main><h1>잠시 후 다시 시도해 주세요</h1><p>${RENDER_BUSY_MESSAGE}</p><p><a href="">다시 시도</a></p></main></body></html>`;

function sendBusy(req: FastifyRequest, reply: FastifyReply): FastifyReply {
  reply.code(503).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').header('retry-after', '1');
  return reply.send(req.method === 'HEAD' ? undefined : RENDER_BUSY_PAGE);
}

/**
 * The address a render of `url` sees and the page cache keys on: the build's `pageAddress` (the
 * path and the query parameters the page's routes validate, sorted: src/entry-server.tsx), else
 * the URL as asked (a build from before it).
 */
export function pageAddressOf(ssr: LoadedSsr, url: string): string {
  if (!ssr.entry.pageAddress) return url;
  try {
    return ssr.entry.pageAddress(url);
  } catch {
    return url;
  }
}

/** How pages are rendered: the page cache (none: every request renders) and the render slots (none: unbounded). */
export interface PageRendering {
  cache?: PageCache;
  gate?: RenderGate;
  /** The answer's Vary: 'accept-encoding' by default; 'accept-encoding, cookie' when the build depends on the web_version cookie (issue 32). */
  vary?: string;
}

const noop: Release = () => undefined;

/** Aborts when the caller's connection closes before its answer is finished (it no longer waits for a slot). */
function callerGone(reply: FastifyReply): AbortSignal {
  const gone = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) gone.abort();
  });
  return gone.signal;
}

/**
 * Render the page of `req` and send it. The render sees the page's address (pageAddressOf), not the
 * URL as asked: a query parameter no route of the page reads is not part of it. With a page cache: a
 * stored page is sent at once (a stale one starts its background render when a slot is free), a
 * render in flight for the same address is waited for, and otherwise this request renders —
 * streamed to its caller while a copy is kept. With a gate, a render holds one of its slots from
 * its start to the last byte of its HTML; no slot within the gate's wait → 503 (sendBusy).
 */
export async function renderPage(
  ssr: LoadedSsr,
  app: FastifyInstance,
  config: AppConfig,
  req: FastifyRequest,
  reply: FastifyReply,
  { cache, gate, vary = 'accept-encoding' }: PageRendering = {},
): Promise<FastifyReply> {
  const key = pageAddressOf(ssr, req.url);
  if (cache) {
    const refresh = () => {
      const release = gate ? gate.tryAcquire() : noop;
      return release ? renderToPage(ssr, app, config, key).finally(release) : undefined;
    };
    const stored = cache.read(key, refresh);
    if (stored) return sendStored(stored, req, reply, vary);
    const inFlight = cache.pending(key);
    if (inFlight) {
      const entry = await inFlight.catch(() => null);
      if (entry) return sendStored(entry, req, reply, vary);
    }
  }
  // From here this request is the address's render in flight — before it waits for a slot — so the
  // requests of the address that arrive meanwhile wait for its page instead of rendering their own.
  let settle: (page: RenderedPage | null) => void = () => undefined;
  if (cache) cache.track(key, new Promise<RenderedPage | null>((resolve) => (settle = resolve))).catch(() => undefined);
  const controller = new AbortController();
  req.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  let release: Release;
  try {
    release = gate ? await gate.acquire(callerGone(reply)) : noop;
  } catch (err) {
    settle(null);
    if (err instanceof GateBusyError) return sendBusy(req, reply);
    throw err;
  }
  // This page's nonce, added to the policy helmet already set (16 random bytes, never reused).
  const nonce = randomBytes(16).toString('base64');
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') reply.header('content-security-policy', withScriptNonce(policy, nonce));
  let res: Response;
  try {
    res = await ssr.entry.render({ request: publicRequest(key, controller.signal), nonce, assets: ssr.assets, config, fetch: inProcessFetch(app) });
  } catch (err) {
    release();
    settle(null);
    throw err;
  }
  const location = res.headers.get('location');
  if (location) {
    await res.body?.cancel().catch(() => undefined);
    release();
    settle(null);
    const target = new URL(location, 'http://localhost');
    return reply.code(res.status).header('location', `${target.pathname}${target.search}${target.hash}`).header('cache-control', 'no-cache').send();
  }
  reply.code(res.status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache');
  if (req.method === 'HEAD' || !res.body) {
    await res.body?.cancel().catch(() => undefined);
    release();
    settle(null);
    return reply.send();
  }
  let body = res.body;
  if (cache && res.status === 200) {
    // Stream to this caller and keep a copy: the next requests of the address get the stored page.
    // The copy reads the render to its end (or its failure): then its slot is free.
    const [toCaller, toCache] = res.body.tee();
    body = toCaller;
    void new Response(toCache)
      .text()
      .then(
        (html) => settle({ status: 200, html, nonce }),
        () => settle(null),
      )
      .finally(release);
  } else settle(null);
  const html = Readable.fromWeb(body as import('node:stream/web').ReadableStream);
  // Not kept: the slot is free once the caller's stream has ended, failed or been closed.
  if (release !== noop && !(cache && res.status === 200)) finished(html, () => release());
  reply.header('vary', vary);
  if (pageEncoding(req) === 'identity') return reply.send(html);
  // Streamed and compressed: each chunk the renderer writes is flushed at once (the head reaches
  // the browser while the rest renders). It was sent uncompressed: ~110 KB for the home page.
  const gzip = zlib.createGzip({ level: 6, flush: zlib.constants.Z_SYNC_FLUSH });
  pipeline(html, gzip, () => undefined);
  return reply.header('content-encoding', 'gzip').send(gzip);
}
