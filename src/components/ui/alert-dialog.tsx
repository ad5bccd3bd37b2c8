/**
 * Global alert dialog (SPEC §2): a message and one 확인 button. Opened with `showAlert(message?)`
 * from stores/ui (default text asks to enter content), which resolves when 확인 is pressed.
 * Escape also confirms. Built on ./dialog (native modal): focus moves to 확인 on open, stays
 * inside, and returns to the previously focused element on close.
 */
import { useRef } from 'react';
import { css } from 'styled-system/css';
import { confirmAlert, useUi } from '~/stores/ui';
import { Button } from './button';
import { Dialog } from './dialog';

export function AlertDialog() {
  const { alert } = useUi();
  const ok = useRef<HTMLButtonElement>(null);
  if (!alert.open) return null;
  return (
    <Dialog
      role="alertdialog"
      label="알림"
      describedBy="global-alert-text"
      initialFocus={ok}
      onClose={confirmAlert}
      className={css({ p: '24px 20px 16px', textAlign: 'center' })}
    >
      <p
        id="global-alert-text"
        className={css({ fontSize: '15px', lineHeight: 1.6, color: 'fg.body', whiteSpace: 'pre-line', wordBreak: 'keep-all', mb: '20px' })}
      >
        {alert.message}
      </p>
      <Button ref={ok} fullWidth onClick={confirmAlert}>
        확인
      </Button>
    </Dialog>
  );
}
