/**
 * The centred panel of a screen or list that has nothing to show: a picture, a title or message,
 * an optional description and the actions that lead on. EmptyState, ErrorState and the /404 page
 * are this panel with their own picture and wording.
 */
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';

export interface StatusPanelProps {
  /** Drawn above the text (aria-hidden: the text says it all). */
  picture: ReactNode;
  /** The main line (bold), e.g. "공지사항이 없어요". */
  title?: string;
  /** The explaining line under it (or the only line of an error). */
  description?: string;
  /** Buttons or links that lead on. */
  actions?: ReactNode;
  /** `alert` for failures a screen reader should announce at once. */
  role?: 'alert' | 'status';
  /** A panel that fills a whole screen: more room above, and the title is the page's heading (h2). */
  page?: boolean;
  /** The SPEC §8 code of the failure it reports (data-error-code: support and tests read it). */
  errorCode?: number;
}

const panelClass = css({
  display: 'flex',
  flexDir: 'column',
  alignItems: 'center',
  gap: '10px',
  pb: '48px',
  px: '24px',
  textAlign: 'center',
  wordBreak: 'keep-all',
});

export function StatusPanel({ picture, title, description, actions, role, page = false, errorCode }: StatusPanelProps) {
  return (
    <div role={role} data-error-code={errorCode} className={cx(panelClass, page ? css({ pt: '96px' }) : css({ pt: '48px' }))}>
      {picture}
      {title && page && <h2 className={css({ fontSize: '20px', fontWeight: 800 })}>{title}</h2>}
      {title && !page && <p className={css({ fontSize: '16px', fontWeight: 700, color: 'fg.body' })}>{title}</p>}
      {description && <p className={css({ fontSize: title ? '14px' : '15px', color: title ? 'fg.muted' : 'fg.body' })}>{description}</p>}
      {actions}
    </div>
  );
}

/** The 56 px round pictogram of empty and error panels: a filled circle and a stroked mark. */
export function RoundMark({ circle, stroke, d, strokeWidth = 3 }: { circle: string; stroke: string; d: string; strokeWidth?: number }) {
  return (
    <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true">
      <circle cx="28" cy="28" r="26" className={circle} />
      <path d={d} className={stroke} strokeWidth={strokeWidth} strokeLinecap="round" />
    </svg>
  );
}
