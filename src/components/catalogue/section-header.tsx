/** Section title with an optional "전체보기" link. */
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

export function SectionHeader({ title, subtitle, more }: { title: string; subtitle?: string; more?: ReactNode }) {
  return (
    <div className={css({ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', px: '16px', mb: '12px', gap: '8px' })}>
      <div>
        <h2 className={css({ fontSize: '18px', fontWeight: 800, color: 'fg.default', wordBreak: 'keep-all' })}>{title}</h2>
        {subtitle && <p className={css({ fontSize: '13px', color: 'fg.muted', mt: '2px' })}>{subtitle}</p>}
      </div>
      {more}
    </div>
  );
}

/**
 * The 전체보기 link: 13 px text (48 × 20 drawn) with an invisible 44 × 44 px tap area around it
 * (issue 13; the theme's tap-area recipe values, src/theme/recipes/tap-area.ts). The area reaches
 * 12 px below the link, to the edge of the section's content: z-index 1 keeps a card's positioned
 * rank badge there from taking the tap.
 */
export const moreLinkClass = css({
  position: 'relative',
  zIndex: 1,
  fontSize: '13px',
  color: 'fg.muted',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  _after: { content: '""', position: 'absolute', insetInline: 'min(0px, calc((100% - 44px) / 2))', insetBlock: 'min(0px, calc((100% - 44px) / 2))' },
});
