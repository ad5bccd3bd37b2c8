/**
 * A horizontally scrolling row of chips (theme recipe `chip`): sort options, months, occasions,
 * search filters. Renders the element the row needs for its semantics — a `radiogroup` or `group`
 * div, or a `nav` for rows of links — with its accessible name. `RadioChip` is one choice of a
 * `radiogroup` row.
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

/** One choice of a radiogroup row: a button that says whether it is `checked`, `onSelect` on a tap; `className` its look (a chip). */
export function RadioChip({ checked, onSelect, className, children }: { checked: boolean; onSelect: () => void; className: string; children: ReactNode }) {
  return (
    <button type="button" role="radio" aria-checked={checked} onClick={onSelect} className={className}>
      {children}
    </button>
  );
}
