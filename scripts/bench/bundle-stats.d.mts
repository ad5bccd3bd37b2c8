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
