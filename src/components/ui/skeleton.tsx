/**
 * Loading placeholders. Static gray blocks (no shimmer: cheap phones and reduced-motion users
 * pay nothing). `Skeleton` is one block; `PageSkeleton` is a screen-level placeholder announced
 * to screen readers as 불러오는 중.
 */
import { css, cx } from 'styled-system/css';

export interface SkeletonProps {
  /** px number or any CSS length. Default '100%'. */
  width?: number | string;
  /** px number or any CSS length. Default 16. */
  height?: number | string;
  /** Corner radius, px number or CSS length. Default 8. */
  radius?: number | string;
  className?: string;
}

export function Skeleton({ width = '100%', height = 16, radius = 8, className }: SkeletonProps) {
  return (
    <div
      aria-hidden="true"
      data-skeleton=""
      className={cx(css({ bg: 'bg.muted', flexShrink: 0 }), className)}
      style={{ width, height, borderRadius: radius }}
    />
  );
}

/** A screen-level skeleton: a banner plus `rows` product rows. */
export function PageSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div role="status" aria-label="불러오는 중" className={css({ p: '16px', display: 'flex', flexDir: 'column', gap: '12px' })}>
      <Skeleton height={180} radius={12} />
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={css({ display: 'flex', gap: '12px' })}>
          <Skeleton width={96} height={96} radius={10} />
          <div className={css({ flex: 1, display: 'flex', flexDir: 'column', gap: '8px' })}>
            <Skeleton height={14} width="80%" />
            <Skeleton height={14} width="50%" />
            <Skeleton height={18} width="40%" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** A home section's placeholder: a title line and a row of three cards, about the section's height. */
export function SectionSkeleton() {
  return (
    <div role="status" aria-label="불러오는 중" className={css({ py: '16px', px: '16px', display: 'flex', flexDir: 'column', gap: '12px' })}>
      <Skeleton height={20} width="50%" />
      <div className={css({ display: 'flex', gap: '12px' })}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} width="40%" height={220} radius={10} />
        ))}
      </div>
    </div>
  );
}
