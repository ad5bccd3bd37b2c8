/** Types of bundle-stats.mjs (plain JS so scripts/check-bundle.mjs runs without tsx). */
export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}
export interface BundleStats {
  initialJsFiles: string[];
  initialCssFiles: string[];
  initialJs: Sizes;
  initialCss: Sizes;
  lottieInInitial: boolean;
  largestLazy: ({ file: string } & Sizes) | null;
  lazyChunks: number;
  precache: { entries: number; missing: number; raw: number; gzip: number; swBytes: number };
  budgets: { jsGzip: number; cssGzip: number };
}
export const BUDGETS: { jsGzip: number; cssGzip: number };
export function sizeOf(distDir: string, urls: string[]): Sizes;
export function isLottie(distDir: string, url: string): boolean;
export function precacheManifest(distDir: string): BundleStats['precache'];
export function bundleStats(distDir: string): BundleStats;
export function budgetFailures(s: BundleStats): string[];
