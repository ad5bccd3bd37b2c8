/**
 * A horizontally scrolling row of chips (theme recipe `chip`): sort options, months, occasions,
 * search filters. Renders the element the row needs for its semantics — a `radiogroup` or `group`
 * div, or a `nav` for rows of links — with its accessible name.
 */
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';

const rowClass = css({ display: 'flex', gap: '6px', overflowX: 'auto', px: '16px', py: '8px', scrollbarWidth: 'none' });

export function ChipRow({
  label,
  as = 'group',
  className,
  children,
}: {
  label: string;
  as?: 'group' | 'radiogroup' | 'nav';
  className?: string;
  children: ReactNode;
}) {
  if (as === 'nav')
    return (
      <nav aria-label={label} className={cx(rowClass, className)}>
        {children}
      </nav>
    );
  return (
    <div role={as} aria-label={label} className={cx(rowClass, className)}>
      {children}
    </div>
  );
}
