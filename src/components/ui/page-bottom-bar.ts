/**
 * What sits at the bottom of the screen, stacked without covering each other: the page's own bar
 * (the deal's buy bar), above it the offline banner, above both the toasts and the scroll-to-top
 * button. Each bar publishes its height (px) as a CSS custom property on <html> while it is
 * mounted (absent = not shown, 0); the overlays compute their `bottom` from them.
 */
import { useEffect, type RefObject } from 'react';

/** Height of the page's own bottom bar (the deal's buy bar). */
export const PAGE_BOTTOM_BAR_VAR = '--page-bottom-bar';
/** Height of the offline banner while it shows. */
export const OFFLINE_BANNER_VAR = '--offline-banner';

/**
 * CSS length for an overlay's `bottom`: `offsetPx` above the page's bottom bar, or above the
 * bottom safe area (iPhone home indicator) when there is no bar — whichever is higher — and, with
 * `overBanner`, above the offline banner too.
 */
export function aboveBottomBar(offsetPx: number, { overBanner = false } = {}): string {
  const banner = overBanner ? ` + var(${OFFLINE_BANNER_VAR}, 0px)` : '';
  return `calc(${offsetPx}px + max(var(${PAGE_BOTTOM_BAR_VAR}, 0px), env(safe-area-inset-bottom, 0px))${banner})`;
}

/** Publish the height (px) of the page's bottom bar `ref` points at while it is mounted. */
export function usePageBottomBar(ref: RefObject<HTMLElement | null>) {
  usePublishedHeight(ref, PAGE_BOTTOM_BAR_VAR);
}

/** Publish the height (px) of the element `ref` points at as `cssVar` while it is mounted; follows its resizes. */
export function usePublishedHeight(ref: RefObject<HTMLElement | null>, cssVar: string) {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(cssVar, `${el.offsetHeight}px`);
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(cssVar);
    };
  }, [ref, cssVar]);
}
