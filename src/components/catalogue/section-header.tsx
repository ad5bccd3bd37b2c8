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

export const moreLinkClass = css({ fontSize: '13px', color: 'fg.muted', textDecoration: 'none', whiteSpace: 'nowrap' });
