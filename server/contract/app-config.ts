/**
 * Runtime client configuration the server writes into `<meta name="app-config" content="{json}">`
 * of every server-rendered page (server/plugins/pwa.ts clientConfig) and the PWA reads at start-up (src/lib/config.ts).
 * Empty base URLs mean same origin. Type only: no zod, no Node.
 */
export interface AppConfig {
  displayApiBaseUrl: string;
  accountApiBaseUrl: string;
  searchApiBaseUrl: string;
  /** Base URL of the shop site (purchase, login, basket; SPEC §1). */
  shopBaseUrl: string;
  /** Social providers' authorise pages and our client ids (issue 3; stand-in under /idp by default). */
  naverAuthorizeUrl?: string;
  naverClientId?: string;
  appleAuthorizeUrl?: string;
  appleClientId?: string;
  /** The providers /login offers, comma-separated ('naver,apple'); absent means both (issue 14). */
  signInProviders?: string;
  /** Native app deep link (custom scheme); the app-install popup opens `<appScheme>?url=<path>` (SPEC §4). */
  appScheme: string;
  /**
   * Business information every Korean online store shows (전자상거래법 §10, 표시·광고 고시) in the
   * legal footer of home and 마이페이지 (src/components/layout/legal-footer.tsx); from the server's
   * BUSINESS_* and CS_* variables (server/env.ts, README "Configuration"). An absent one is not shown.
   */
  /** 상호, e.g. "(주)제철장터". */
  businessName?: string;
  /**
   * 상호 with its topic particle, e.g. "(주)제철장터는" — chosen on the server (es-hangul josa), so the
   * start-up script carries no Hangul tables for one particle (issue 30).
   */
  businessNameTopic?: string;
  /** 대표자. */
  businessCeo?: string;
  /** 사업자등록번호, e.g. "123-45-67890". */
  businessRegistrationNumber?: string;
  /** 통신판매업 신고번호, e.g. "제2026-서울강남-01234호". */
  mailOrderNumber?: string;
  /** 사업장 주소. */
  businessAddress?: string;
  /** 고객센터 전화번호, e.g. "1600-0000". */
  csPhone?: string;
  /** 고객센터 운영 시간, e.g. "평일 09:00~18:00 (점심 12:00~13:00, 주말·공휴일 휴무)". */
  csHours?: string;
  /** 고객센터 e-mail. */
  csEmail?: string;
  /** Messenger share SDK (issue 17, docs/decisions/030): its public app key and script URL; both or neither. */
  messengerShareAppKey?: string;
  messengerSdkUrl?: string;
  /** The SDK script's SRI hash (sha384-…), when the deployment pins it. */
  messengerSdkIntegrity?: string;
  /** Analytics sink (issue 17, docs/decisions/030): 'none' (default) or 'datalayer'. */
  analyticsSink?: string;
  /** Cafe-platform host suffixes treated as internal (SPEC §9 internal host checks; src/lib/hosts.ts), comma-separated, e.g. "cafe24.com". */
  cafePlatformHosts?: string;
  /** The marketplace's own other hosts treated as internal (SPEC §9; src/lib/hosts.ts), comma-separated, e.g. "jecheol.kr". */
  marketplaceHosts?: string;
  /**
   * The site's public address for share previews (og:url, og:image; issue 30): the server's
   * PUBLIC_ORIGIN, else SELF_BASE_URL, else http://localhost:PORT.
   */
  publicOrigin?: string;
  /** Shared parent domain of the shop's cookies (server COOKIE_DOMAIN, SPEC §9); absent: host-only (issue 17). */
  cookieDomain?: string;
}
