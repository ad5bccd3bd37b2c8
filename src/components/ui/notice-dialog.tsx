/**
 * A centred announcement over the page (the app-install popup, the required app update): a round
 * 64 px icon badge, the title — `${id}-title`, the dialog's name — and `children`: the text, whose
 * main paragraph carries the id `${id}-text` (the dialog's description), then the buttons.
 */
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { Dialog, type DialogProps } from './dialog';

const badge = css({ w: '64px', h: '64px', mx: 'auto', mb: '16px', borderRadius: '50%', bg: 'accent.subtle', display: 'grid', placeItems: 'center' });

/** `className`: the panel's padding (the rest of the look is here). */
export function NoticeDialog({
  id,
  icon,
  title,
  className,
  children,
  ...dialog
}: Pick<DialogProps, 'role' | 'initialFocus' | 'onClose' | 'children'> & { id: string; icon: ReactNode; title: ReactNode; className: string }) {
  return (
    <Dialog {...dialog} labelledBy={`${id}-title`} describedBy={`${id}-text`} className={cx(css({ textAlign: 'center', wordBreak: 'keep-all' }), className)}>
      <div aria-hidden="true" className={badge}>
        {icon}
      </div>
      <h2 id={`${id}-title`} className={css({ fontSize: '19px', fontWeight: 800, color: 'fg.default', mb: '8px' })}>
        {title}
      </h2>
      {children}
    </Dialog>
  );
}
