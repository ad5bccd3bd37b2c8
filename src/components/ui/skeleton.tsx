/** Loading placeholder block (shimmer-free to keep CPU low on cheap phones). */
import { css, cx } from 'styled-system/css';

export function Skeleton({ width = '100%', height = 16, radius = 8, className }: { width?: number | string; height?: number | string; radius?: number; className?: string }) {
  return <div aria-hidden="true" className={cx(css({ bg: 'gray.100' }), className)} style={{ width, height, borderRadius: radius }} />;
}

/** A screen-level skeleton: header bar plus a few content blocks; announced to screen readers. */
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
