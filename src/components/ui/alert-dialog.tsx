/**
 * Global alert dialog (SPEC §2): a message and one 확인 button. Opened with `showAlert(message?)`
 * from stores/ui (default text asks to enter content), which resolves when 확인 is pressed.
 * Escape also confirms. Focus moves to 확인 on open, stays inside the dialog (only one focusable
 * control, so Tab is held on it) and returns to the previously focused element on close.
 */
import { useEffect, useRef } from 'react';
import { css } from 'styled-system/css';
import { confirmAlert, useUi } from '~/stores/ui';
import { Button } from './button';

export function AlertDialog() {
  const { alert } = useUi();
  const ok = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!alert.open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    ok.current?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, [alert.open]);
  if (!alert.open) return null;
  return (
    <div className={css({ position: 'fixed', inset: 0, bg: 'rgba(0,0,0,0.45)', display: 'grid', placeItems: 'center', zIndex: 'dialog', px: '24px' })}>
      <div
        role="alertdialog"
        aria-modal="true"
        aria-label="알림"
        aria-describedby="global-alert-text"
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault();
            confirmAlert();
          } else if (e.key === 'Tab') {
            // focus trap-lite: 확인 is the only control
            e.preventDefault();
            ok.current?.focus();
          }
        }}
        className={css({ bg: 'white', borderRadius: '16px', w: '100%', maxW: '320px', p: '24px 20px 16px', textAlign: 'center', boxShadow: '0 8px 32px rgba(0,0,0,0.18)' })}
      >
        <p
          id="global-alert-text"
          className={css({ fontSize: '15px', lineHeight: 1.6, color: 'gray.800', whiteSpace: 'pre-line', wordBreak: 'keep-all', mb: '20px' })}
        >
          {alert.message}
        </p>
        <Button ref={ok} fullWidth onClick={confirmAlert}>
          확인
        </Button>
      </div>
    </div>
  );
}
