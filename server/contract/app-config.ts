/**
 * Runtime client configuration the server writes into `<meta name="app-config" content="{json}">`
 * of index.html (server/plugins/pwa.ts clientConfig) and the PWA reads at start-up (src/lib/config.ts).
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
}
