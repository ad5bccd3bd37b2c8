/** Types of build-staleness.mjs (plain JS so scripts/start.mjs runs without tsx). */
export const BUILD_SOURCES: string[];
export const BUILD_MARKER: string;
export function newestMtime(p: string): number;
export function isBuildStale(root: string, buildDir: string): boolean;
