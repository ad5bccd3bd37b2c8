/** Types of bundle-stats.mjs (plain JS so scripts/check-bundle.mjs runs without tsx). */
export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}
export interface BundleStats {
  beforeFirstPaintJs: Sizes;
  entry: string;
  homeRouteJsFiles: string[];
  homeRouteJs: Sizes;
  cssFiles: string[];
  css: Sizes;
  lottieInHome: boolean;
  largestLazy: ({ file: string } & Sizes) | null;
  lazyChunks: number;
  precache: { entries: number; missing: number; raw: number; gzip: number; swBytes: number };
  budgets: { homeJsGzip: number; cssGzip: number };
}
export const BUDGETS: { homeJsGzip: number; cssGzip: number };
export const ENTRY_KEY: string;
export function sizeOf(distDir: string, urls: string[]): Sizes;
export function isLottie(distDir: string, url: string): boolean;
export function precacheManifest(distDir: string): BundleStats['precache'];
export function bundleStats(distDir: string): BundleStats;
export function budgetFailures(s: BundleStats): string[];
/** Issue 31: per-route JS as a browser loads it. */
export interface RouteFigures extends Sizes {
  name: string;
  files: string[];
  modules: Record<string, number>;
}
export interface RouteBaseline {
  note?: string;
  routes?: Record<string, { gzip: number; files?: number; modules: Record<string, number> }>;
}
export const ROUTE_BUDGETS: Record<'home' | 'deal' | 'category' | 'store' | 'community', number>;
export const ROUTE_BASELINE_FILE: string;
export const ROUTE_TARGET_GZIP: number;
export function modulesOf(distDir: string, urls: string[]): Record<string, number>;
export function routeFigures(distDir: string, name: string, urls: string[]): RouteFigures;
export function grownModules(before: Record<string, number>, after: Record<string, number>, limit?: number): Array<[string, number, number]>;
export function routeBudgetFailures(routes: RouteFigures[], baseline: RouteBaseline | null): string[];
export function routeBaseline(routes: RouteFigures[]): Required<RouteBaseline>;
