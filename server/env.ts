/**
 * Server configuration from the environment, validated with zod at start-up.
 * A bad value stops the process with a clear message (see README "Configuration").
 */
import { isIP } from 'node:net';
import { z } from 'zod';
import { resolveIdentityMode } from './identity-mode.js';
import { parseRedisUrl } from './redis-url.js';

const urlOrEmpty = z
  .string()
  .trim()
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/.test(v), 'http(s) URL 이어야 합니다')
  .default('');

/** A trimmed setting that must not be empty; `fallback` when unset. */
const nonEmpty = (fallback: string) => z.string().trim().min(1).default(fallback);
/** A trimmed setting that must match `pattern` (else `message`); `fallback` when unset. */
const matching = (pattern: RegExp, message: string, fallback: string) => z.string().trim().regex(pattern, message).default(fallback);

/**
 * One TRUST_PROXY entry: an IPv4/IPv6 address, an address/prefix (CIDR), or one of proxy-addr's
 * names (loopback, linklocal, uniquelocal). Hop counts and `true` are refused on purpose: they
 * trust whatever peer connects (issue 18, docs/decisions/034-scale-out.md).
 */
function isTrustedProxyEntry(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    /** PGlite data folder; ignored when DATABASE_URL is set. ':memory:' for an in-memory database. */
    DATA_DIR: z.string().min(1).default('./data'),
    /** Folder of the built PWA served at / (relative to the repo root). The benchmark serves its own build from here. */
    DIST_DIR: z.string().min(1).default('dist'),
    /** PostgreSQL connection string; when set it overrides DATA_DIR. */
    DATABASE_URL: z
      .string()
      .trim()
      .refine((v) => v === '' || /^postgres(ql)?:\/\//.test(v), 'postgres:// URL 이어야 합니다')
      .default(''),
    /**
     * A direct address of PostgreSQL (issue 28; docs/deploy.md "PgBouncer" and "Connection budget")
     * for what needs a session: the cross-instance cache bus's LISTEN connection (one per instance)
     * and the session advisory locks of migrations and start-up (one connection while they run).
     * Neither works through PgBouncer in transaction mode, which DATABASE_URL may go through.
     * Empty: DATABASE_URL.
     */
    DATABASE_LISTEN_URL: z
      .string()
      .trim()
      .refine((v) => v === '' || /^postgres(ql)?:\/\//.test(v), 'postgres:// URL 이어야 합니다')
      .default(''),
    /** Connections of this instance's pool (issue 28; one more for LISTEN): instances × (this + 1) ≤ the server's budget. */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    /** Base URL of the shop site (purchase, login, basket). Default: the stand-in served by this server. */
    SHOP_BASE_URL: urlOrEmpty,
    /** Base URLs the client uses for the three API hosts (SPEC §7); empty = same origin. */
    DISPLAY_API_BASE_URL: urlOrEmpty,
    ACCOUNT_API_BASE_URL: urlOrEmpty,
    SEARCH_API_BASE_URL: urlOrEmpty,
    /** Seed size when the database is empty: products count (≥ 1000 for the demo catalogue). */
    SEED_PRODUCTS: z.coerce.number().int().min(100).max(200000).default(1200),
    /** HS256 key for access tokens (≥ 32 chars). Empty: a random key generated once and kept in the database. */
    JWT_SECRET: z
      .string()
      .trim()
      .refine((v) => v === '' || v.length >= 32, '32자 이상이어야 합니다')
      .default(''),
    /** Access-token lifetime in seconds (refresh tokens live 3 months beyond it, SPEC §9). */
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(5).max(86400).default(1800),
    /**
     * Social providers (issue 3). Empty base URLs mean the local stand-in identity provider served by
     * this server under /idp (works offline and in tests). Server-side calls to the stand-in go to
     * SELF_BASE_URL (default http://127.0.0.1:PORT).
     */
    /**
     * Identity providers (issue 14, server/identity-mode.ts): 'stand-in' (the demo login under /idp),
     * 'providers' (only the configured real ones), or empty to decide from the URLs below and NODE_ENV.
     */
    IDP_MODE: z.enum(['', 'stand-in', 'providers']).default(''),
    NAVER_AUTH_BASE_URL: urlOrEmpty,
    NAVER_API_BASE_URL: urlOrEmpty,
    NAVER_CLIENT_ID: nonEmpty('jecheol-local'),
    NAVER_CLIENT_SECRET: nonEmpty('jecheol-local-secret'),
    APPLE_AUTH_BASE_URL: urlOrEmpty,
    APPLE_CLIENT_ID: nonEmpty('kr.jecheol.web'),
    SELF_BASE_URL: urlOrEmpty,
    /** The site's public address (https://…), for share previews' og:url and og:image (issue 30); empty: SELF_BASE_URL, else http://localhost:PORT. */
    PUBLIC_ORIGIN: urlOrEmpty,
    /** Requests per minute per client IP on sign-in, refresh and validation (@fastify/rate-limit). */
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100000).default(120),
    /** Requests per minute per client address (and per member) on the e-mail lookup and nickname validation (issue 14). */
    LOOKUP_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100000).default(10),
    /** Product searches (GET /api/v1/search, every page) per client address a minute (issue 29: search had no limit); generous, as mobile carriers put many shoppers behind one address. */
    SEARCH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100000).default(300),
    /** New devices registered by POST /api/v1/app/access per client address a minute (each is a row and a secret; an attack run made them without end). Generous: mobile carriers put many shoppers behind one address; a known device's visits are not counted. */
    DEVICE_REGISTRATIONS_PER_MINUTE: z.coerce.number().int().min(1).max(100000).default(60),
    /** Operator sign-ins per minute per client address, and per operator name (issue 32: the ops console). */
    OPS_SIGNIN_PER_MINUTE: z.coerce.number().int().min(1).max(100000).default(10),
    /** Client error beacons per minute per client address (issue 32 item 4); beyond: 131, not counted. */
    CLIENT_ERROR_PER_MINUTE: z.coerce.number().int().min(1).max(100000).default(6),
    /** The automatic halt's least error count (issue 32; docs/decisions/049): a rollout halts only once its version counted this many errors in the window. */
    OPS_HALT_MIN_ERRORS: z.coerce.number().int().min(1).max(100000).default(3),
    /** Requests per minute per client address on the community's banned-words pre-check (issue 15, docs/decisions/019). */
    BANNED_WORDS_VALIDATION_PER_MINUTE: z.coerce.number().int().min(1).max(100000).default(30),
    /** Most products one member can like (찜) at once; one more → 91 (SPEC §8). */
    LIKE_PRODUCT_MAX: z.coerce.number().int().min(1).max(100000).default(300),
    /** Most shops one member can like at once; one more → 92 (SPEC §8). */
    LIKE_SHOP_MAX: z.coerce.number().int().min(1).max(100000).default(100),
    /**
     * Gone (issue 29 item 4): reports are weighed by the reporter's trust, and the weights and the
     * hiding threshold live in one place, server/domain/moderation/flag-weights.ts (docs/decisions/038).
     * A deployment that still sets it stops with this message rather than being silently ignored.
     */
    REPORT_HIDE_THRESHOLD: z
      .string()
      .optional()
      .refine(
        (v) => v === undefined,
        '더 이상 쓰지 않습니다: 신고 무게와 숨김 기준은 server/domain/moderation/flag-weights.ts 에 있습니다 (docs/decisions/038-flag-weights.md)',
      ),
    /**
     * Stars worker round (issue 16, server/domain/stars/consumer.ts): award pending community events and
     * settle held exchanges every this many ms; 0 = off. Off by default under NODE_ENV=test.
     */
    STARS_WORKER_EVERY_MS: z.coerce.number().int().min(0).max(86_400_000).optional(),
    /** Bearer token of the ops release endpoint; empty → a random one written to <DATA_DIR>/ops-token. */
    OPS_TOKEN: z.string().default(''),
    /** '1' serves a self-unregistering service worker at /sw.js (docs/decisions/005-offline-first.md). */
    SW_KILL_SWITCH: z.enum(['0', '1']).default('0'),
    /** Hashed assets of earlier builds, kept servable so open tabs of the previous release keep working. */
    PREVIOUS_ASSETS_DIR: z.string().min(1).default('.previous-assets'),
    /**
     * The previous build, kept whole by `npm run build` when it makes another version
     * (scripts/keep-previous-build.mjs): documents and /sw.js come from it for browsers told its
     * version (staged rollouts, issue 32; docs/decisions/049-ops-console.md "Two builds side by side").
     */
    PREVIOUS_BUILD_DIR: z.string().min(1).default('.previous-build'),
    /** Native app deep link the app-install popup opens as `<APP_SCHEME>?url=<path>` (SPEC §4); script schemes refused. */
    APP_SCHEME: matching(/^(?!(?:javascript|data|vbscript):)[a-z][a-z0-9+.-]*:\/\/\S*$/i, 'scheme:// 형식이어야 합니다', 'jecheol://open'),
    /**
     * Business information of the legal footer (전자상거래법: 상호, 대표자, 사업자등록번호, 통신판매업
     * 신고번호, 주소, 고객센터), passed to the page in the app-config meta. The defaults are the demo
     * market's made-up values; a real deployment sets its own.
     */
    BUSINESS_NAME: nonEmpty('(주)제철장터'),
    BUSINESS_CEO: nonEmpty('김제철'),
    BUSINESS_REGISTRATION_NUMBER: matching(/^\d{3}-\d{2}-\d{5}$/, '000-00-00000 형식이어야 합니다', '123-45-67890'),
    BUSINESS_MAIL_ORDER_NUMBER: nonEmpty('제2026-서울강남-01234호'),
    BUSINESS_ADDRESS: nonEmpty('서울특별시 강남구 테헤란로 123, 4층'),
    CS_PHONE: matching(/^[0-9-]{4,15}$/, '전화번호(숫자와 -)여야 합니다', '1600-0000'),
    CS_HOURS: nonEmpty('평일 09:00~18:00 (점심 12:00~13:00, 주말·공휴일 휴무)'),
    CS_EMAIL: z.string().trim().email('e-mail 주소여야 합니다').default('help@jecheol.example'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * Alarms (issue 16, server/domain/alarms/alarms.ts): how often the alarm jobs run (outbox → alarms, 오픈 알림,
     * pushes, 90-day purge), in ms; 0 turns them off. Unset: 3000, except under NODE_ENV=test (off; tests run the jobs themselves).
     */
    ALARM_JOB_EVERY_MS: z.coerce.number().int().min(0).max(3_600_000).optional(),
    /**
     * Messenger share through a Kakao-style JavaScript SDK (issue 17, docs/decisions/030-share-and-analytics.md):
     * the SDK's app key (a public JavaScript key) and the https URL of its script. Both set → the share
     * dialog loads the script lazily on 메신저로 공유 and the page CSP allows its origin in script-src;
     * either absent → no SDK (Web Share API, then copy link). MESSENGER_SDK_INTEGRITY: the script's SRI
     * hash (sha384-…), checked by the browser when set. MESSENGER_API_URL: an API host the SDK calls
     * (added to connect-src only with the SDK).
     */
    MESSENGER_SHARE_APP_KEY: matching(/^[\w-]{0,128}$/, '영문, 숫자, -, _ 만 쓸 수 있습니다', ''),
    MESSENGER_SDK_URL: z
      .string()
      .trim()
      .refine((v) => v === '' || /^https:\/\/[^\s]+$/.test(v), 'https URL 이어야 합니다')
      .default(''),
    MESSENGER_SDK_INTEGRITY: matching(/^((sha256|sha384|sha512)-[A-Za-z0-9+/]+={0,2})?$/, 'sha384-… 형식이어야 합니다', ''),
    MESSENGER_API_URL: urlOrEmpty,
    /**
     * Analytics sink (issue 17, docs/decisions/030): 'none' drops every event; 'datalayer' pushes
     * consented events to window.dataLayer for a tag manager the deployment adds.
     */
    ANALYTICS_SINK: z.enum(['none', 'datalayer']).default('none'),
    /** SPEC §9 internal host checks (src/lib/hosts.ts): cafe-platform host suffixes and the marketplace's other hosts, comma-separated. */
    CAFE_PLATFORM_HOSTS: matching(/^[a-z0-9.,\s*-]*$/i, '쉼표로 구분한 호스트 이름이어야 합니다', 'cafe24.com'),
    MARKETPLACE_HOSTS: matching(/^[a-z0-9.,\s*-]*$/i, '쉼표로 구분한 호스트 이름이어야 합니다', ''),
    /**
     * The parent domain the shop and this site share (e.g. `.jecheol.kr`; SPEC §9 "shop session
     * cookies on the shared domain"): logout deletes the readable shop cookies with this Domain as
     * well as host-only (issue 17, docs/decisions/029-sign-in-popups.md). Empty: host-only cookies.
     */
    COOKIE_DOMAIN: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^(\.?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+)?$/, '.example.kr 같은 도메인이어야 합니다')
      .default(''),
    /**
     * Graceful shutdown (issue 18, server/infra/lifecycle.ts): on SIGTERM/SIGINT in-flight requests get
     * this many ms to finish before the remaining connections are cut; meanwhile /api/ready answers 503.
     */
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    /**
     * Bounded page renders (issue 28, server/infra/render-gate.ts; docs/decisions/037-bounded-renders.md):
     * at most SSR_MAX_RENDERS server renders at once per instance (unset: 2 × the CPUs Node may use);
     * up to SSR_RENDER_QUEUE more (unset: 4 × SSR_MAX_RENDERS) wait at most SSR_RENDER_WAIT_MS for a
     * slot; past that a page request is answered 503 (code 5, a Korean page, Retry-After: 1).
     */
    SSR_MAX_RENDERS: z.coerce.number().int().min(1).max(1024).optional(),
    SSR_RENDER_QUEUE: z.coerce.number().int().min(0).max(100_000).optional(),
    SSR_RENDER_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
    /**
     * Community pictures in S3-compatible storage (issue 18, server/infra/s3-image-storage.ts; docs/decisions/034):
     * endpoint, bucket and key pair all set → uploads go to the bucket (every instance sees them);
     * none set → `<DATA_DIR>/uploads` on this instance's disk. Some without the others stops start-up.
     */
    S3_ENDPOINT: z
      .string()
      .trim()
      .refine((v) => v === '' || /^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/.test(v), 'http(s) URL 이어야 합니다 (쿼리·# 없이)')
      .default(''),
    S3_BUCKET: matching(/^([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])?$/, 'S3 버킷 이름(소문자, 숫자, -, ., 3–63자)이어야 합니다', ''),
    /** SigV4 signing region; empty → us-east-1 (what MinIO, Ceph and R2 accept; AWS needs the bucket's own, e.g. ap-northeast-2). */
    S3_REGION: matching(/^[a-z0-9-]{0,32}$/, '영문 소문자, 숫자, - 로 된 리전 이름이어야 합니다', ''),
    S3_ACCESS_KEY_ID: z.string().trim().default(''),
    S3_SECRET_ACCESS_KEY: z.string().trim().default(''),
    /** '1' (default): `<endpoint>/<bucket>/<object>`; '0': virtual-hosted `<bucket>.<endpoint host>/<object>`. */
    S3_FORCE_PATH_STYLE: z.enum(['', '0', '1']).default(''),
    /**
     * Shared rate limits (issues 18 and 28, server/plugins/rate-limit.ts; docs/deploy.md "Redis"): one
     * server (redis:// or rediss://), a Redis Cluster (redis-cluster://h1:p1,h2:p2,…) or a
     * Sentinel-managed primary (redis-sentinel://h1:p1,h2:p2,…/<master>), read by
     * server/redis-url.ts; every instance on it shares one counter per limit. Empty: in-memory
     * counters per instance. Redis down, hung or refused → each instance falls back to its own
     * in-memory counters, /api/health says `degraded`, /api/ready stays 200.
     */
    REDIS_URL: z
      .string()
      .trim()
      .superRefine((v, ctx) => {
        if (v === '') return;
        try {
          parseRedisUrl(v);
        } catch (e) {
          ctx.addIssue({ code: 'custom', message: `redis://, rediss://, redis-cluster:// 또는 redis-sentinel:// 주소여야 합니다 (${(e as Error).message})` });
        }
      })
      .default(''),
    /**
     * Longest wait for one Redis command in ms (issue 28; server/infra/redis.ts): past it the request
     * is counted in memory and three misses in a row open the breaker. 50 suits Redis in the same
     * zone; raise it for a Redis farther away (the cluster tests raise it: a busy 2-core machine
     * answers Redis in more than 50 ms, and they test sharing, not the timeout).
     */
    REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(5).max(5000).default(50),
    /**
     * The reverse proxies whose X-Forwarded-For / -Proto / -Host are believed (issue 18; Fastify's
     * trustProxy): comma-separated addresses, CIDRs or loopback/linklocal/uniquelocal. Empty: none —
     * the client address is the TCP peer and forwarded headers are ignored.
     */
    TRUST_PROXY: z
      .string()
      .trim()
      .refine((v) => v === '' || v.split(',').every((x) => isTrustedProxyEntry(x.trim())), '주소, CIDR 또는 loopback 을 쉼표로 구분해야 합니다')
      .default(''),
    /** A name this instance adds to every answer as `x-instance` (issue 18: the local cluster tells instances apart); empty: no header. */
    INSTANCE_NAME: matching(/^[\w.-]{0,64}$/, '영문, 숫자, ., -, _ 만 쓸 수 있습니다', ''),
  })
  .superRefine((env, ctx) => {
    const mode = resolveIdentityMode(env);
    if ('error' in mode) ctx.addIssue({ code: 'custom', path: ['IDP_MODE'], message: mode.error });
    // S3 is all or nothing: half a configuration would silently keep uploads on one instance's disk.
    const s3Required = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
    const s3Set = [...s3Required, 'S3_REGION', 'S3_FORCE_PATH_STYLE'].filter((k) => env[k as keyof typeof env] !== '');
    if (s3Set.length > 0)
      for (const k of s3Required)
        if (env[k] === '')
          ctx.addIssue({
            code: 'custom',
            path: [k],
            message: `${s3Set.join(', ')} 이(가) 설정되어 있으면 ${s3Required.join(', ')} 도 모두 필요합니다 (S3 settings are all or nothing)`,
          });
  });

export type Env = z.infer<typeof envSchema>;

/**
 * Parse and validate the environment.
 * @throws Error with a Korean/English message listing every bad variable.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new Error(`환경 변수 설정이 올바르지 않습니다 (invalid environment):\n${lines.join('\n')}`);
  }
  return result.data;
}
