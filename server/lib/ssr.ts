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
 *   - a redirect's Location is reduced to a path (it never names the Host the request claimed).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '@contract/app-config.js';
import { withScriptNonce } from '@server/plugins/security-headers.js';

/** What src/entry-server.tsx exports (kept in step by the type check of both sides). */
interface SsrEntry {
  render(opts: { request: Request; nonce: string; assets: { css: string[]; entry: string }; config: AppConfig; fetch: typeof fetch }): Promise<Response>;
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

/** Request headers a public render may see (never cookies, tokens or device ids). */
const FORWARDED_HEADERS = ['user-agent', 'accept-language'];

/** Render the page of `req` and send it. */
export async function renderPage(ssr: LoadedSsr, app: FastifyInstance, config: AppConfig, req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const headers = new Headers();
  for (const name of FORWARDED_HEADERS) {
    const v = req.headers[name];
    if (typeof v === 'string') headers.set(name, v);
  }
  const controller = new AbortController();
  req.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const request = new Request(new URL(req.url, 'http://localhost'), { method: 'GET', headers, signal: controller.signal });
  // This page's nonce, added to the policy helmet already set (16 random bytes, never reused).
  const nonce = randomBytes(16).toString('base64');
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') reply.header('content-security-policy', withScriptNonce(policy, nonce));
  const res = await ssr.entry.render({ request, nonce, assets: ssr.assets, config, fetch: inProcessFetch(app) });
  const location = res.headers.get('location');
  if (location) {
    const target = new URL(location, 'http://localhost');
    return reply.code(res.status).header('location', `${target.pathname}${target.search}${target.hash}`).header('cache-control', 'no-cache').send();
  }
  reply.code(res.status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache');
  if (req.method === 'HEAD' || !res.body) {
    await res.body?.cancel().catch(() => undefined);
    return reply.send();
  }
  return reply.send(Readable.fromWeb(res.body as import('node:stream/web').ReadableStream));
}
