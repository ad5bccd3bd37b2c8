/** Sort options from web profile filterInfo (SPEC §3) as a single-choice chip row. */
import type { ProductSort } from '@contract/rules';
import { css } from 'styled-system/css';

export interface SortItem {
  code: string;
  name: string;
  isSelected: boolean;
}

/** The product sort the web profile marks as selected (SPEC §3 filterInfo), else 'recommend'. */
export function defaultProductSort(items: SortItem[]): ProductSort {
  return (items.find((s) => s.isSelected)?.code as ProductSort | undefined) || 'recommend';
}

export function SortChips({ items, value, onChange, label = '정렬' }: { items: SortItem[]; value: string; onChange: (code: string) => void; label?: string }) {
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className={css({ display: 'flex', gap: '6px', overflowX: 'auto', px: '16px', py: '8px', scrollbarWidth: 'none' })}
    >
      {items.map((s) => (
        <button
          key={s.code}
          type="button"
          role="radio"
          aria-checked={value === s.code}
          onClick={() => onChange(s.code)}
          className={css({
            flexShrink: 0,
            h: '32px',
            px: '12px',
            borderRadius: '16px',
            fontSize: '13px',
            border: '1px solid',
            cursor: 'pointer',
            borderColor: 'border.default',
            bg: 'bg.canvas',
            color: 'fg.secondary',
            '&[aria-checked=true]': { borderColor: 'border.inverse', bg: 'bg.inverse', color: 'fg.inverse', fontWeight: 700 },
          })}
        >
          {s.name}
        </button>
      ))}
    </div>
  );
}
