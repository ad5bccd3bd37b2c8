/**
 * Image with lazy loading by default and a built-in placeholder on load failure (SPEC §2:
 * inputs src, alt, loading, backgroundColor default white). aspectRatio reserves space (no CLS).
 */
import { useState } from 'react';
import { css, cx } from 'styled-system/css';

export const PLACEHOLDER_SRC =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 60"><rect width="60" height="60" fill="#F2F4F6"/><path d="M18 40l9-12 7 8 4-5 8 9z" fill="#D1D6DB"/><circle cx="38" cy="22" r="4" fill="#D1D6DB"/></svg>');

export interface ImageProps {
  src: string;
  alt: string;
  loading?: 'lazy' | 'eager';
  backgroundColor?: string;
  width?: number;
  height?: number;
  aspectRatio?: string;
  className?: string;
  fetchPriority?: 'high' | 'low' | 'auto';
}

export function Image({ src, alt, loading = 'lazy', backgroundColor = 'white', width, height, aspectRatio, className, fetchPriority }: ImageProps) {
  const [failed, setFailed] = useState(false);
  const shown = failed || !src ? PLACEHOLDER_SRC : src;
  return (
    <img
      src={shown}
      alt={alt}
      loading={loading}
      decoding="async"
      width={width}
      height={height}
      data-fallback={failed || !src ? 'true' : undefined}
      // React 19 passes fetchPriority through as the standard attribute.
      fetchPriority={fetchPriority}
      onError={() => setFailed(true)}
      className={cx(css({ display: 'block', objectFit: 'cover', maxW: '100%' }), className)}
      style={{ backgroundColor, aspectRatio }}
    />
  );
}
