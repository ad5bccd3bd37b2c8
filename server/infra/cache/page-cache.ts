/**
 * In-process cache of server-rendered pages (issue 12; docs/decisions/008-ssr.md "Page cache").
 *
 * A page render is public — it sees no cookie, token or header of the caller (server/plugins/ssr.ts) —
 * so one render can answer everyone who asks for the same page address: the path and the query
 * parameters the page's routes read, sorted (issue 28: src/entry-server.tsx pageAddress; the render
 * sees that address, so `/?v=<random>` is `/`, docs/decisions/037-bounded-renders.md). What stays per response
 * is the CSP nonce: every answer gets a fresh one (16 random bytes), written into the page's inline
 * scripts and its policy header. So an entry keeps the page split at its render's nonce, and
 * `pageBody` puts the answer together with the new one:
 *   - identity: the text segments joined by the nonce;
 *   - gzip: each segment compressed once, when stored, as raw DEFLATE ending in a sync flush (byte
 *     aligned, no final block); per answer the nonce goes between them as an uncompressed "stored"
 *     block (RFC 1951 §3.2.4), an empty final block closes the stream, and the gzip trailer carries
 *     the CRC-32 and length of the whole text (RFC 1952). No compressor runs per answer.
 *
 * Freshness: fresh for PAGE_CACHE_POLICY.ttlMs from the start of its render, then served stale for
 * graceMs more while one background render refreshes it, then gone. Concurrent misses of a key
 * wait for the one render in flight. Only 200 answers are kept. Bounded by entries and bytes
 * (least recently used go first). `invalidate()` drops everything (`invalidateWhere(match)` the
 * addresses that match), and renders in flight at that
 * moment are not stored; the cache is bound to the database handle like the API's response cache
 * (server/infra/cache/response-cache.ts publishStale), so a write that changes what pages show
 * reaches it too — on every instance on the same database, through the cache bus (issue 18,
 * server/infra/cache/cache-bus.ts); while that bus is not listening, no page older than 1 s is served.
 */
import { CACHED_VIEWS, type StaleView } from '@contract/cached-views.js';
import zlib from 'node:zlib';
import { dropMatching, trackInflight } from './single-flight.js';

export interface PageCachePolicy {
  /** Served as is for this long from the start of the render (ms). */
  ttlMs: number;
  /** Then served stale for at most this long while one background render runs (ms). */
  graceMs: number;
}

/**
 * 1 s fresh, ≤ 3 s old. The data in a page is itself up to its API family's age (deal ≤ 1 s, home
 * ≤ 10 s: response-cache.ts); the page adds at most 3 s. A page's countdown starts from the
 * serverTime it was rendered with and corrects itself once hydrated.
 */
export const PAGE_CACHE_POLICY: PageCachePolicy = { ttlMs: 1_000, graceMs: 2_000 };

/** A finished render worth keeping: its status (200), its HTML and the nonce written into it. */
export interface RenderedPage {
  status: number;
  html: string;
  nonce: string;
}

export interface PageEntry {
  status: number;
  /** The HTML split at the render's nonce (UTF-8). */
  segments: Buffer[];
  /** Each segment as raw DEFLATE ending in a sync flush. */
  deflated: Buffer[];
  freshUntil: number;
  staleUntil: number;
  bytes: number;
  /** When its render began (epoch ms; set when stored by PageCache.track). */
  renderedAt?: number;
}

export interface PageCacheOptions {
  policy?: PageCachePolicy;
  now?: () => number;
  maxEntries?: number;
  maxBytes?: number;
  /** Reported when a background render fails (the stale entry then serves until its grace ends). */
  onRefreshError?: (err: unknown, key: string) => void;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
/** An empty stored block with BFINAL set: ends the DEFLATE stream. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
/** The largest stored block (RFC 1951: LEN is 16 bits). */
const MAX_STORED = 0xffff;

/** `bytes` as uncompressed stored blocks (non-final), for a stream that is byte aligned. */
function storedBlocks(bytes: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let at = 0; at < bytes.length || at === 0; at += MAX_STORED) {
    const chunk = bytes.subarray(at, at + MAX_STORED);
    const header = Buffer.alloc(5);
    header[0] = 0x00; // BFINAL 0, BTYPE 00, padding to the byte boundary
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    parts.push(header, chunk);
    if (bytes.length === 0) break;
  }
  return Buffer.concat(parts);
}

/** Split a finished render at its nonce and pre-compress the pieces. */
export function entryOf(page: RenderedPage, freshUntil: number, staleUntil: number): PageEntry {
  const segments = page.html.split(page.nonce).map((s) => Buffer.from(s, 'utf8'));
  const deflated = segments.map((s) => zlib.deflateRawSync(s, { finishFlush: zlib.constants.Z_SYNC_FLUSH }));
  const bytes = segments.reduce((n, s) => n + s.length, 0) + deflated.reduce((n, s) => n + s.length, 0);
  return { status: page.status, segments, deflated, freshUntil, staleUntil, bytes };
}

/**
 * The answer's body with `nonce` in every place the render had its own: plain, or gzip (see the
 * header). Throws RangeError for an empty nonce.
 */
export function pageBody(entry: PageEntry, nonce: string, encoding: 'gzip' | 'identity'): Buffer {
  if (!nonce) throw new RangeError('pageBody: a nonce is required');
  const nonceBytes = Buffer.from(nonce, 'utf8');
  if (encoding === 'identity') {
    const parts: Buffer[] = [];
    entry.segments.forEach((s, i) => parts.push(...(i ? [nonceBytes, s] : [s])));
    return Buffer.concat(parts);
  }
  const stored = storedBlocks(nonceBytes);
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  entry.deflated.forEach((d, i) => {
    if (i) {
      parts.push(stored);
      crc = zlib.crc32(nonceBytes, crc);
      length += nonceBytes.length;
    }
    parts.push(d);
    const segment = entry.segments[i]!;
    // Never with an empty buffer: Node 20's zlib.crc32 has been seen to answer 0 for one, dropping
    // the running value (a page that ends with the nonce would fail its gzip check).
    if (segment.length) crc = zlib.crc32(segment, crc);
    length += segment.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  parts.push(FINAL_EMPTY_BLOCK, trailer);
  return Buffer.concat(parts);
}

export class PageCache {
  private readonly entries = new Map<string, PageEntry>();
  private readonly inflight = new Map<string, Promise<PageEntry | null>>();
  /** Renders in flight when invalidateWhere matched their address: answered, never stored. */
  private readonly cancelled = new WeakSet<Promise<PageEntry | null>>();
  private generation = 0;
  private bytes = 0;
  private readonly policy: PageCachePolicy;
  private readonly now: () => number;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly onRefreshError: (err: unknown, key: string) => void;
  /** Renders tracked (misses, counted from when they wait for a render slot, and refreshes); tests and diagnostics read it. */
  renders = 0;
  /** How old (ms, from the start of its render) an entry may be served; the cache bus bounds it while disconnected (bindCacheToDatabase). */
  maxAgeMs: () => number = () => Infinity;

  constructor(opts: PageCacheOptions = {}) {
    this.policy = opts.policy ?? PAGE_CACHE_POLICY;
    this.now = opts.now ?? Date.now;
    this.maxEntries = opts.maxEntries ?? 500;
    this.maxBytes = opts.maxBytes ?? 64 * 1024 * 1024;
    this.onRefreshError = opts.onRefreshError ?? (() => undefined);
  }

  get size() {
    return this.entries.size;
  }

  /**
   * The entry of `key` that may be served now, or undefined. Past its fresh time it is still
   * returned during its grace, and `refresh` (when given, and no render of the key is in flight)
   * starts the one background render that replaces it; `refresh` may answer undefined to start none
   * now (no render slot free: server/plugins/ssr.ts), and a later read tries again.
   */
  read(key: string, refresh?: () => Promise<RenderedPage | null> | undefined): PageEntry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.now();
    if (now >= entry.staleUntil || now - (entry.renderedAt ?? -Infinity) > this.maxAgeMs()) {
      this.drop(key, entry);
      return undefined;
    }
    // Least recently used goes first: re-insert on every read.
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (now >= entry.freshUntil && refresh && !this.inflight.has(key)) {
      const render = refresh();
      if (render) this.track(key, render).catch((err: unknown) => this.onRefreshError(err, key));
    }
    return entry;
  }

  /** The render of `key` in flight, if any: its entry, or null when it was not storable. */
  pending(key: string): Promise<PageEntry | null> | undefined {
    return this.inflight.get(key);
  }

  /**
   * Follow a render of `key` (started now): when it finishes with a 200 it is stored, unless the
   * cache was invalidated meanwhile. Resolves with the entry or null; rejects as the render does.
   */
  track(key: string, render: Promise<RenderedPage | null>): Promise<PageEntry | null> {
    const generation = this.generation;
    const startedAt = this.now();
    this.renders += 1;
    const done: Promise<PageEntry | null> = render.then((page) => {
      if (!page || page.status !== 200 || !page.nonce) return null;
      const entry: PageEntry = { ...entryOf(page, startedAt + this.policy.ttlMs, startedAt + this.policy.ttlMs + this.policy.graceMs), renderedAt: startedAt };
      if (generation === this.generation && !this.cancelled.has(done)) this.store(key, entry);
      return entry;
    });
    return trackInflight(this.inflight, key, done);
  }

  /** Drop every entry; renders in flight now are not stored. */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
    this.inflight.clear();
    this.bytes = 0;
  }

  /**
   * Drop the entries whose address (`key`, path and query) matches; renders in flight for such an
   * address are still answered to their waiters but not stored. For a write that changes what only
   * some pages show (a community post: server/plugins/pwa.ts). Returns how many entries went.
   */
  invalidateWhere(match: (key: string) => boolean): number {
    return dropMatching({ entries: this.entries, inflight: this.inflight, cancelled: this.cancelled, drop: (k, e) => this.drop(k, e) }, match);
  }

  /**
   * Drop the pages that show one of the stale views: those whose address is under the view's
   * `pages` prefix (server/contract/cached-views.ts; '/' is every page; none for a view whose pages
   * may be this cache's age late). Keyed views drop the whole prefix: a post shows in the lists and
   * searches around it too.
   */
  dropStale(stale: readonly StaleView[]): void {
    // A view without pages (the 찜 counts) is shown by rendered pages at most this cache's age late.
    const prefixes = [...new Set(stale.flatMap(({ view }) => (CACHED_VIEWS[view].pages as string | null) ?? []))];
    if (prefixes.length === 0) return;
    if (prefixes.includes('/')) return this.invalidate();
    this.invalidateWhere((key) => prefixes.some((p) => key === p || key.startsWith(`${p}/`) || key.startsWith(`${p}?`)));
  }

  private store(key: string, entry: PageEntry) {
    const old = this.entries.get(key);
    if (old) this.drop(key, old);
    if (entry.bytes > this.maxBytes) return;
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    for (const [k, e] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.drop(k, e);
    }
  }

  private drop(key: string, entry: PageEntry) {
    if (this.entries.get(key) !== entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
