/**
 * A yes/no question before an action that cannot be undone (삭제, 채택; issue 15): title, text,
 * 취소 and the action's own word. Focus starts on 취소, so Enter never deletes by accident.
 */
import { useRef, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { Button } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';

const dangerButton = css({ bg: 'danger.default', _hover: { bg: 'danger.emphasized' } });

export function ConfirmDialog({
  id,
  title,
  text,
  confirmLabel,
  danger = false,
  onConfirm,
  onClose,
}: {
  id: string;
  title: string;
  text?: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      role="alertdialog"
      labelledBy={`${id}-title`}
      describedBy={text ? `${id}-text` : undefined}
      initialFocus={cancel}
      onClose={onClose}
      className={css({ p: '24px 20px 16px', textAlign: 'center', wordBreak: 'keep-all' })}
    >
      <h2 id={`${id}-title`} className={css({ fontSize: '17px', fontWeight: 800, lineHeight: 1.4, mb: text ? '8px' : '20px' })}>
        {title}
      </h2>
      {text && (
        <p id={`${id}-text`} className={css({ fontSize: '14px', lineHeight: 1.6, color: 'fg.secondary', mb: '20px' })}>
          {text}
        </p>
      )}
      <div className={css({ display: 'flex', gap: '8px' })}>
        <Button ref={cancel} variant="secondary" size="lg" className={css({ flex: 1 })} onClick={onClose}>
          취소
        </Button>
        <Button
          size="lg"
          className={cx(css({ flex: 1 }), danger && dangerButton)}
          onClick={() => {
            onClose();
            onConfirm();
          }}
        >
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
