/**
 * In-process cache of public, non-personal GET answers (issue 6: the display API at 100k products).
 *
 * What is stored: the serialized JSON envelope of a 200 answer, keyed by route pattern + the
 * validated params and query (so `?page=1&categoryCode=10` and `?categoryCode=10` share an entry
 * when page defaults to 1), and, per entry, the bytes @fastify/compress produced for each distinct
 * Accept-Encoding header with the headers it set (Content-Encoding, Vary, Content-Length), so
 * neither the database, the zod serializer nor the compressor runs again on a hit. Every hook
 * before the handler (helmet, validation, …) still runs, and the handler still sets its own
 * Cache-Control, so a cached answer carries the same headers as an uncached one.
 *
 * What is never stored: anything but a 200; an answer with Set-Cookie; HEAD requests (answered
 * uncached); routes that do not opt in through `cache.serve(...)` — only public display routes
 * that read no caller identity do.
 *
 * Freshness, per entry: fresh for `ttlMs` from the moment its load began; then served stale for
 * at most `graceMs` more while one background load refreshes it (so a miss never stalls the 50
 * requests queued behind it), then gone. A loader may also return `validUntil` (epoch ms): the
 * first instant at which time alone changes the answer (a deal starts or ends, the month turns);
 * the entry is never served at or after it. `serverTime` (the countdown's clock) is written fresh
 * into every uncompressed answer; a compressed answer with a serverTime is reused for at most
 * SERVER_TIME_SLACK_MS (its serverTime is then that much behind — less than the network's own
 * delay, and below the countdown's 1 s resolution); after that it is compressed again, here and
 * synchronously, with the encoding @fastify/compress chose for that Accept-Encoding value and its
 * default settings (app.ts registers it with those), so compression runs at most 40 times a second
 * per entry and encoding instead of once per request. Concurrent misses of a key share one load (single-flight); a load that fails
 * is not stored and its error reaches every request that waited on it.
 *
 * Invalidation is by view (issue 27; server/contract/cached-views.ts): after a write committed,
 * `route()` calls {@link publishStale}(db, views), which publishes `{ stale }` on the cache bus
 * (server/infra/cache/cache-bus.ts, channel cache_response); every cache bound to that database handle
 * on every instance — this one before the call returns — drops the entries of the endpoints that
 * show those views (one post's, for a keyed view), and loads of such entries in flight are not
 * stored. `{ all: true }` (the bus after a reconnect, {@link dropAllCachedAnswers}) empties them. While
 * the bus is not listening, no entry older than DISCONNECTED_MAX_AGE_MS (1 s) is served (issue 18).
 */
import { pipeline, Readable, Transform } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CACHED_VIEWS, type CachedViewDef, type StaleView } from '@contract/cached-views.js';
import { paths, type ResponseCacheFamily } from '@contract/paths.js';
import { ApiError } from '@server/errors.js';
import { cacheMaxAgeMs, onCacheMessage, publishCacheMessage } from './cache-bus.js';
import { dropMatching, trackInflight } from './single-flight.js';

export interface CachePolicy {
  /** How long an answer is served as is, in ms, counted from the start of its load. */
  ttlMs: number;
  /** How long past ttlMs a stale answer may still be served while one refresh runs (ms). */
  graceMs?: number;
}

/** What a loader returns: the envelope to serialize, and when time alone makes it wrong. */
export interface CacheLoad {
  payload: unknown;
  /** Epoch ms; the answer must not be served at or after this instant. */
  validUntil?: number;
  /** The serverTime written into the payload (an ISO string); replaced by the current time on every answer. */
  serverTime?: string;
}

/**
 * How long each freshness family of server/contract/paths.ts (`responseCache`) may be served from
 * the cache (ms): `ttlMs` as is, then `graceMs` more while one refresh runs. Worst-case age of
 * data changed by a write (stock, likes without invalidation, sales figures) = ttlMs + graceMs +
 * one load.
 */
export const RESPONSE_CACHE_POLICIES = {
  /**
   * Home: deal stock (stockLeft, soldOut) moves; 5 s fresh, ≤ 10 s old. Deal windows bound it
   * exactly (validUntil). Not shorter: the client keeps a home answer for 300 s (SPEC §9 staleTime)
   * and the deal detail, where the shopper decides, is ≤ 1 s old; while each refresh (~30 ms of
   * queries on the embedded PGlite, which runs on the server's one thread) stalls every request
   * queued behind it — at 2 s the home p99 under load was 64 ms on the 100k catalogue (issue 6).
   */
  home: { ttlMs: 5_000, graceMs: 5_000 },
  /** Limited deal detail: stockLeft moves quickly; ≤ 1 s old (SPEC countdowns and stock). */
  deal: { ttlMs: 500, graceMs: 500 },
  /** Period and event detail: prices and product lists set by operators; window edges exact. */
  promotion: { ttlMs: 5_000, graceMs: 5_000 },
  /** Product, shop and best lists (sales, likes, ratings): ≤ 20 s old. */
  list: { ttlMs: 10_000, graceMs: 10_000 },
  /** Reference data: category tree, locals, web profile, season themes, notices: ≤ 2 min old. */
  reference: { ttlMs: 60_000, graceMs: 60_000 },
  /**
   * Community post, question and survey detail and the first page of their replies (issue 15;
   * docs/decisions/017-community-posts.md "Detail cache"): every write of any instance that changes
   * what they show drops that post's entries at once, on every instance through the cache bus
   * (server/domain/community/detail-cache.ts; issue 18); what no write announces — view counts, a
   * nickname — is ≤ 10 s old.
   */
  detail: { ttlMs: 5_000, graceMs: 5_000 },
  /**
   * Product search answers (issue 18 "serve repeated queries from the shared caches"; decision 034
   * "Search under load"): the same keyword, filters, sort and page within 2 s share one answer, ≤ 4 s
   * old. Cards carry prices, stock and likes like the display lists; a like drops it (on every
   * instance), and a shopper who opens a card sees the exact deal page. Every request is still
   * logged for the popular searches (server/routes/search/search.routes.ts), hit or miss.
   */
  search: { ttlMs: 2_000, graceMs: 2_000 },
} satisfies Record<ResponseCacheFamily, CachePolicy>;

interface Variant {
  body: Buffer;
  headers: Array<[string, string]>;
  /** Compressed through a stream (big answers): resent as a stream so framing stays chunked. */
  streamed: boolean;
  /** When the body's serverTime was taken (epoch ms; entries with a serverTime only). */
  sentAt: number;
}

interface Entry {
  body: string;
  /** When its load began (epoch ms). */
  loadedAt: number;
  /** Offset of the serverTime ISO string in body, or -1. */
  serverTimeAt: number;
  freshUntil: number;
  staleUntil: number;
  bytes: number;
  /** Compressed answers by Accept-Encoding header value. */
  variants: Map<string, Variant>;
  /** The items whose 찜 count the answer shows (likeCountTags): a keyed like drops only the entries that hold its item. */
  tags: Set<string>;
}

export interface ResponseCacheOptions {
  /** Clock in epoch ms (tests inject one). */
  now?: () => number;
  /** Upper bound of entries (least recently used go first). */
  maxEntries?: number;
  /** Upper bound of stored bytes, bodies and compressed variants together. */
  maxBytes?: number;
  /** Reported when a background refresh fails (the stale entry is then kept until its grace ends). */
  onRefreshError?: (err: unknown, key: string) => void;
  /**
   * How long a request waits for an entry being created (ms; default {@link CACHE_FILL_TIMEOUT_MS},
   * 0 = no limit). Past it the request fails with SPEC §8 code 141 while the load goes on and is stored.
   */
  fillTimeoutMs?: number;
}

/**
 * Default wait for an entry being created (ms): well inside the client's 50000 ms (SPEC §7), so a
 * slow load answers SPEC §8 code 141 "request timeout with cache creation" (issue 17) instead of the
 * client giving up with a network error; the entry still completes for the next request.
 */
export const CACHE_FILL_TIMEOUT_MS = 10_000;

const MAX_VARIANTS = 4;
/** How far behind a reused compressed answer's serverTime may be (ms); see the header. */
export const SERVER_TIME_SLACK_MS = 25;
const ISO_LENGTH = 24; // Date#toISOString for years 0–9999: 2026-11-23T11:45:36.123Z
const kServed = Symbol('responseCache.served');

interface ServedMark {
  cache: ResponseCache;
  key: string;
  entry: Entry;
  variantKey: string;
  sentAt: number;
}

type MarkedRequest = FastifyRequest & { [kServed]?: ServedMark };

/** @fastify/compress's default settings per encoding (brotli quality 4, zlib defaults). */
const COMPRESS_SYNC: Record<string, (b: Buffer) => Buffer> = {
  br: (b) => zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (b) => zlib.gzipSync(b),
  deflate: (b) => zlib.deflateSync(b),
};

/** A cache that the views published for its database reach (publishStale), and `{ all }` empties; `maxAgeMs`, when it has one, is set to the bus's fallback age (cacheMaxAgeMs). */
export interface DatabaseBoundCache {
  invalidate(): void;
  /** Drop what the stale views show (response caches: by route and `:id`; the page cache: by path prefix). */
  dropStale(stale: readonly StaleView[]): void;
  maxAgeMs?: () => number;
}

const byDb = new WeakMap<object, Set<DatabaseBoundCache>>();

/** The route patterns of each view's endpoints (response cache keys start with the route pattern). */
const VIEW_ROUTES = Object.fromEntries(
  Object.entries(CACHED_VIEWS).map(([view, def]) => [view, new Set<string>(def.endpoints.map((name) => paths[name].path))]),
) as Record<StaleView['view'], Set<string>>;

/**
 * The items whose 찜 count an answer shows (issue 28): `product:<productNo>` for every object with a
 * `likeCount` and a `productNo`, `shop:<shopId>` for one with a `likeCount` and a `shopId` but no
 * `productNo` (a shop card). A keyed like drops only the entries that hold its item.
 */
export function likeCountTags(payload: unknown): Set<string> {
  const tags = new Set<string>();
  const walk = (v: unknown) => {
    if (Array.isArray(v)) return v.forEach(walk);
    if (!v || typeof v !== 'object') return;
    const o = v as Record<string, unknown>;
    if ('likeCount' in o) {
      if (typeof o.productNo === 'number') tags.add(`product:${o.productNo}`);
      else if (typeof o.shopId === 'number') tags.add(`shop:${o.shopId}`);
    }
    for (const x of Object.values(o)) if (x && typeof x === 'object') walk(x);
  };
  walk(payload);
  return tags;
}

/**
 * Whether a cached answer (its route pattern, validated params and like-count tags) shows one of
 * the stale views: its route is one of the view's endpoints and, for a keyed view named with an
 * item, its `:id` is that item or it holds that item's 찜 count.
 */
export function showsStaleView(stale: readonly StaleView[], route: string, params: unknown, tags?: ReadonlySet<string>): boolean {
  return stale.some(({ view, id }) => {
    if (!VIEW_ROUTES[view]?.has(route)) return false;
    const key = (CACHED_VIEWS[view] as CachedViewDef).key;
    if (!key || id === undefined) return true;
    if (key.entry === 'param') return (params as { id?: unknown } | null)?.id === id;
    // A load still in flight has no tags yet: it may show the item, so it is not stored.
    return !tags || tags.has(`${key.entry}:${id}`);
  });
}

/**
 * After a write committed: drop the answers and pages that show `stale`, in the caches of this
 * database handle on this instance at once and on every other instance on the same database through
 * the cache bus. Called by route() for an endpoint's `invalidates` (server/http/route.ts).
 */
export function publishStale(db: object, stale: readonly StaleView[]): void {
  if (stale.length) publishCacheMessage(db, 'response', { stale: [...stale] });
}

/** Empty every cache of this database handle on every instance (tests and ops tools; a write names its views instead). */
export function dropAllCachedAnswers(db: object): void {
  publishCacheMessage(db, 'response', { all: true });
}

/** Let the views published for `db` — by this instance or another — reach `cache` (any cache of what that database holds). */
export function bindCacheToDatabase(db: object, cache: DatabaseBoundCache): void {
  let set = byDb.get(db);
  if (!set) {
    const caches = (set = new Set());
    byDb.set(db, caches);
    onCacheMessage(db, 'response', (m) => {
      if (m.all) for (const c of caches) c.invalidate();
      else if (m.stale?.length) for (const c of caches) c.dropStale(m.stale);
    });
  }
  set.add(cache);
  if ('maxAgeMs' in cache) cache.maxAgeMs = () => cacheMaxAgeMs(db);
}

/**
 * Loads (misses and refreshes) of every response cache bound to `db` on this instance so far: a
 * request that did not add one was answered from the cache. Tests read it to tell which answers a
 * write dropped (issue 28: a 찜 drops only the answers that show that product).
 */
export function cachedAnswerLoads(db: object): number {
  let n = 0;
  for (const cache of byDb.get(db) ?? []) if (cache instanceof ResponseCache) n += cache.loads;
  return n;
}

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inflight = new Map<string, Promise<Entry>>();
  /** Loads in flight when invalidateWhere matched their key: answered, never stored. */
  private readonly cancelled = new WeakSet<Promise<Entry>>();
  private generation = 0;
  private bytes = 0;
  readonly now: () => number;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly onRefreshError: (err: unknown, key: string) => void;
  private readonly fillTimeoutMs: number;
  /** Loads started (misses and refreshes); tests and diagnostics read it. */
  loads = 0;
  /** How old (ms, from the start of its load) an entry may be served; the cache bus bounds it while disconnected (bindTo). */
  maxAgeMs: () => number = () => Infinity;

  constructor(opts: ResponseCacheOptions = {}) {
    this.now = opts.now ?? Date.now;
    this.maxEntries = opts.maxEntries ?? 2000;
    this.maxBytes = opts.maxBytes ?? 32 * 1024 * 1024;
    this.onRefreshError = opts.onRefreshError ?? (() => undefined);
    this.fillTimeoutMs = opts.fillTimeoutMs ?? CACHE_FILL_TIMEOUT_MS;
  }

  /** Bind this cache to a database handle so the views published for it (publishStale) reach it. */
  bindTo(db: object): this {
    bindCacheToDatabase(db, this);
    return this;
  }

  get size() {
    return this.entries.size;
  }

  /** Drop the entries that show one of the stale views (see showsStaleView). */
  dropStale(stale: readonly StaleView[]): void {
    this.invalidateWhere((route, params, tags) => showsStaleView(stale, route, params, tags));
  }

  invalidate(): void {
    this.generation++;
    this.entries.clear();
    this.inflight.clear();
    this.bytes = 0;
  }

  /**
   * Drop the entries whose route pattern and validated params match (e.g. one post's detail and
   * replies); loads of matching keys in flight are not stored. Other entries stay.
   * @returns how many stored entries were dropped
   */
  invalidateWhere(match: (route: string, params: unknown, tags?: ReadonlySet<string>) => boolean): number {
    const hit = (key: string, entry?: Entry) => {
      const [route = '', params = 'null'] = key.split('\u0000');
      return match(route, JSON.parse(params) as unknown, entry?.tags);
    };
    return dropMatching({ entries: this.entries, inflight: this.inflight, cancelled: this.cancelled, drop: (k, e) => this.drop(k, e) }, hit);
  }

  /**
   * The entry for `key`: fresh from the map, stale while one refresh runs, or loaded (one load
   * per key at a time). `serialize` turns the loaded payload into the JSON text that is sent.
   * @throws ApiError REQUEST_TIMEOUT_WITH_CACHE (141) when a load this request waits for takes longer
   *   than `fillTimeoutMs`; the load is not abandoned: its entry is stored for the next request.
   */
  async get(key: string, policy: CachePolicy, load: (now: number) => Promise<CacheLoad>, serialize: (payload: unknown) => string): Promise<Entry> {
    const t = this.now();
    const e = this.entries.get(key);
    if (e && t < e.staleUntil && t - e.loadedAt <= this.maxAgeMs()) {
      // Map order is the LRU order: move the entry to the young end.
      this.entries.delete(key);
      this.entries.set(key, e);
      if (t >= e.freshUntil && !this.inflight.has(key)) {
        this.start(key, policy, load, serialize).catch((err) => this.onRefreshError(err, key));
      }
      return e;
    }
    if (e) this.drop(key, e);
    return this.waitForFill(this.inflight.get(key) ?? this.start(key, policy, load, serialize));
  }

  /** `filling`, or ApiError 141 once `fillTimeoutMs` has passed (issue 17; SPEC §8 "request timeout with cache creation"). */
  private waitForFill(filling: Promise<Entry>): Promise<Entry> {
    if (!(this.fillTimeoutMs > 0) || !Number.isFinite(this.fillTimeoutMs)) return filling;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ApiError('REQUEST_TIMEOUT_WITH_CACHE')), this.fillTimeoutMs);
      timer.unref?.();
    });
    return Promise.race([filling, timeout]).finally(() => clearTimeout(timer));
  }

  private start(key: string, policy: CachePolicy, load: (now: number) => Promise<CacheLoad>, serialize: (payload: unknown) => string): Promise<Entry> {
    const gen = this.generation;
    const t0 = this.now();
    this.loads++;
    // Read only after the first await below, when it is assigned.
    let p!: Promise<Entry>;
    // eslint-disable-next-line prefer-const
    p = (async () => {
      const loaded = await load(t0);
      const body = serialize(loaded.payload);
      let serverTimeAt = -1;
      if (loaded.serverTime !== undefined) {
        if (loaded.serverTime.length !== ISO_LENGTH) throw new Error(`response cache: serverTime ${loaded.serverTime} is not a 24-character ISO string`);
        const needle = `"serverTime":"${loaded.serverTime}"`;
        const at = body.lastIndexOf(needle);
        if (at < 0) throw new Error('response cache: serverTime not found in the serialized answer');
        serverTimeAt = at + needle.length - ISO_LENGTH - 1;
      }
      const validUntil = loaded.validUntil ?? Infinity;
      const freshUntil = Math.min(t0 + policy.ttlMs, validUntil);
      const entry: Entry = {
        body,
        loadedAt: t0,
        serverTimeAt,
        freshUntil,
        staleUntil: Math.min(freshUntil + (policy.graceMs ?? 0), validUntil),
        bytes: Buffer.byteLength(body) + key.length,
        variants: new Map(),
        tags: likeCountTags(loaded.payload),
      };
      if (gen === this.generation && !this.cancelled.has(p)) this.store(key, entry);
      return entry;
    })();
    return trackInflight(this.inflight, key, p);
  }

  private store(key: string, entry: Entry) {
    const old = this.entries.get(key);
    if (old) this.drop(key, old);
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    this.evict();
  }

  private drop(key: string, entry: Entry) {
    if (this.entries.get(key) !== entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  private evict() {
    for (const [k, e] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.drop(k, e);
    }
  }

  /** The body to send for `entry` at time t: its JSON with serverTime t written in. */
  bodyOf(entry: Entry, t: number): string {
    if (entry.serverTimeAt < 0) return entry.body;
    return entry.body.slice(0, entry.serverTimeAt) + new Date(t).toISOString() + entry.body.slice(entry.serverTimeAt + ISO_LENGTH);
  }

  /** A compressed answer fit to send at time t for this Accept-Encoding value (recompressed when its serverTime is too old). */
  private variantFor(key: string, entry: Entry, variantKey: string, t: number): Variant | undefined {
    const v = entry.variants.get(variantKey);
    if (!v) return undefined;
    if (entry.serverTimeAt < 0 || t - v.sentAt <= SERVER_TIME_SLACK_MS) return v;
    const encoding = v.headers.find(([name]) => name === 'content-encoding')?.[1];
    const compressSync = encoding === undefined ? undefined : COMPRESS_SYNC[encoding];
    if (!compressSync) return undefined;
    const body = compressSync(Buffer.from(this.bodyOf(entry, t)));
    const fresh: Variant = {
      ...v,
      body,
      sentAt: t,
      headers: v.headers.map(([name, value]) => [name, name === 'content-length' ? String(body.length) : value]),
    };
    this.addVariant(key, entry, variantKey, fresh);
    return fresh;
  }

  /** Keep the compressed bytes @fastify/compress produced for one Accept-Encoding value. */
  addVariant(key: string, entry: Entry, variantKey: string, variant: Variant) {
    if (this.entries.get(key) !== entry) return; // invalidated or replaced meanwhile
    const old = entry.variants.get(variantKey);
    if (old && old.sentAt >= variant.sentAt) return;
    if (!old && entry.variants.size >= MAX_VARIANTS) return;
    const delta = variant.body.length - (old?.body.length ?? 0);
    entry.variants.set(variantKey, variant);
    entry.bytes += delta;
    this.bytes += delta;
    this.evict();
  }

  /**
   * `serve` with the freshness the endpoint table gives the route (server/contract/paths.ts
   * `responseCache`). Throws Error for an endpoint that did not opt in (a programming error).
   */
  serveEndpoint(
    endpoint: { name: string; responseCache?: ResponseCacheFamily },
    req: FastifyRequest,
    reply: FastifyReply,
    load: (now: number) => Promise<CacheLoad>,
  ): Promise<FastifyReply> {
    if (!endpoint.responseCache) throw new Error(`response cache: endpoint ${endpoint.name} has no responseCache family`);
    return this.serve(req, reply, RESPONSE_CACHE_POLICIES[endpoint.responseCache], load);
  }

  /**
   * Answer a GET from the cache (loading it on a miss). Call from a route handler after it set
   * its own headers (Cache-Control); `load` receives the time to compute the answer for.
   */
  async serve(req: FastifyRequest, reply: FastifyReply, policy: CachePolicy, load: (now: number) => Promise<CacheLoad>): Promise<FastifyReply> {
    if (req.method !== 'GET' || reply.hasHeader('set-cookie')) {
      const loaded = await load(this.now());
      return reply.send(loaded.payload);
    }
    const key = `${req.routeOptions.url}\u0000${JSON.stringify(req.params ?? null)}\u0000${JSON.stringify(req.query ?? null)}`;
    const entry = await this.get(key, policy, load, (payload) => reply.serialize(payload) as string);
    reply.type('application/json; charset=utf-8');
    const variantKey = `${req.headers['x-no-compression'] !== undefined ? '!' : ''}${req.headers['accept-encoding'] ?? ''}`;
    const t = this.now();
    const variant = this.variantFor(key, entry, variantKey, t);
    if (variant) {
      for (const [name, value] of variant.headers) reply.header(name, value);
      return reply.send(variant.streamed ? Readable.from([variant.body]) : variant.body);
    }
    (req as MarkedRequest)[kServed] = { cache: this, key, entry, variantKey, sentAt: t };
    return reply.send(this.bodyOf(entry, t));
  }
}

/**
 * Wire a cache into a plugin scope: an onSend hook on each of its routes, added after
 * @fastify/compress's own (compress adds its hook from an onRoute hook of the root, which runs
 * before this scope's), that keeps the compressed bytes of an answer served from the cache.
 */
export function registerResponseCache(app: FastifyInstance): void {
  app.addHook('onRoute', (routeOptions) => {
    const hook = (req: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: Error | null, payload?: unknown) => void) => {
      const mark = (req as MarkedRequest)[kServed];
      const encoding = reply.getHeader('content-encoding');
      if (!mark || reply.statusCode !== 200 || reply.hasHeader('set-cookie') || typeof encoding !== 'string' || encoding === 'identity')
        return done(null, payload);
      // In the order @fastify/compress sets them.
      const headers: Array<[string, string]> = [];
      const vary = reply.getHeader('vary');
      if (vary !== undefined) headers.push(['vary', String(vary)]);
      headers.push(['content-encoding', encoding]);
      const length = reply.getHeader('content-length');
      if (length !== undefined) headers.push(['content-length', String(length)]);
      const keep = (body: Buffer, streamed: boolean) =>
        mark.cache.addVariant(mark.key, mark.entry, mark.variantKey, { body, headers, streamed, sentAt: mark.sentAt });
      if (Buffer.isBuffer(payload)) {
        keep(payload, false);
        return done(null, payload);
      }
      if (payload !== null && typeof payload === 'object' && typeof (payload as Readable).pipe === 'function') {
        // Big answers are compressed through a stream (readable-stream's, not node:stream's):
        // pass it on and keep a copy of what went by.
        const chunks: Buffer[] = [];
        const tap = new Transform({
          transform(chunk: Buffer, _enc, next) {
            chunks.push(chunk);
            next(null, chunk);
          },
          flush(next) {
            keep(Buffer.concat(chunks), true);
            next();
          },
        });
        pipeline(payload as Readable, tap, () => undefined);
        return done(null, tap);
      }
      done(null, payload);
    };
    const existing = routeOptions.onSend;
    routeOptions.onSend = existing === undefined ? [hook] : Array.isArray(existing) ? [...existing, hook] : [existing, hook];
  });
}
