/** Empty state in Korean: a title, optional description and action. */
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

export function EmptyState({ title, description, action }: { title: string; description?: string; action?: ReactNode }) {
  return (
    <div
      className={css({
        py: '48px',
        px: '24px',
        textAlign: 'center',
        display: 'flex',
        flexDir: 'column',
        alignItems: 'center',
        gap: '8px',
        wordBreak: 'keep-all',
      })}
    >
      <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true">
        <circle cx="28" cy="28" r="26" className={css({ fill: 'bg.muted' })} />
        <path d="M18 34h20M22 24h.01M34 24h.01" className={css({ stroke: 'fg.disabled' })} strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p className={css({ fontSize: '16px', fontWeight: 700, color: 'fg.body' })}>{title}</p>
      {description && <p className={css({ fontSize: '14px', color: 'fg.muted' })}>{description}</p>}
      {action}
    </div>
  );
}
