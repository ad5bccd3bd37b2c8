/**
 * Image (SPEC §2): lazy loading by default, a built-in placeholder when the image fails to load
 * (or src is empty), backgroundColor default white.
 *
 *   <Image src={p.imageUrl} alt={p.name} aspectRatio="1 / 1" />
 *
 * Give width/height or aspectRatio so the box is reserved before the bytes arrive (no layout
 * shift). The placeholder is an inline SVG data URI, so it shows even offline.
 */
import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import { palette } from '~/theme/palette';

/** A picture glyph in the surface grays (bg.muted behind, border.default shapes), from the palette
 * because an image's SVG cannot read the page's CSS variables. */
export const PLACEHOLDER_SRC =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 60" preserveAspectRatio="xMidYMid slice"><rect width="60" height="60" fill="${palette.gray[100]}"/><path d="M18 40l9-12 7 8 4-5 8 9z" fill="${palette.gray[300]}"/><circle cx="38" cy="22" r="4" fill="${palette.gray[300]}"/></svg>`,
  );

export interface ImageProps {
  src: string | null | undefined;
  alt: string;
  /** Default 'lazy'; pass 'eager' (and fetchPriority="high") for the first visible banner. */
  loading?: 'lazy' | 'eager';
  /** Shown behind transparent images and while loading. Default 'white'. */
  backgroundColor?: string;
  width?: number;
  height?: number;
  /** CSS aspect-ratio, e.g. '1 / 1' or '16 / 9'. */
  aspectRatio?: string;
  className?: string;
  fetchPriority?: 'high' | 'low' | 'auto';
}

export function Image({ src, alt, loading = 'lazy', backgroundColor = 'white', width, height, aspectRatio, className, fetchPriority }: ImageProps) {
  // Remember which src failed, so a new src gets a fresh try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const fallback = !src || failedSrc === src;
  return (
    <img
      src={fallback ? PLACEHOLDER_SRC : src}
      alt={alt}
      loading={loading}
      decoding="async"
      width={width}
      height={height}
      data-fallback={fallback ? 'true' : undefined}
      fetchPriority={fetchPriority}
      onError={() => {
        if (src) setFailedSrc(src);
      }}
      className={cx(css({ display: 'block', objectFit: 'cover', maxW: '100%' }), className)}
      style={{ backgroundColor, aspectRatio }}
    />
  );
}
