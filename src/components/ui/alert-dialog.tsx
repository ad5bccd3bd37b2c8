/** Global alert dialog (SPEC §2): one 확인 button; default text asks to enter content. */
import { useEffect, useRef } from 'react';
import { css } from 'styled-system/css';
import { confirmAlert, useUi } from '../../stores/ui';
import { Button } from './button';

export function AlertDialog() {
  const { alert } = useUi();
  const ok = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (alert.open) ok.current?.focus();
  }, [alert.open]);
  if (!alert.open) return null;
  return (
    <div className={css({ position: 'fixed', inset: 0, bg: 'rgba(0,0,0,0.45)', display: 'grid', placeItems: 'center', zIndex: 90, px: '24px' })}>
      <div
        role="alertdialog"
        aria-modal="true"
        aria-describedby="global-alert-text"
        onKeyDown={(e) => e.key === 'Escape' && confirmAlert()}
        className={css({ bg: 'white', borderRadius: '16px', w: '100%', maxW: '320px', p: '24px 20px 16px', textAlign: 'center' })}
      >
        <p id="global-alert-text" className={css({ fontSize: '15px', lineHeight: 1.6, color: 'gray.800', whiteSpace: 'pre-line', wordBreak: 'keep-all', mb: '20px' })}>
          {alert.message}
        </p>
        <Button ref={ok} fullWidth onClick={confirmAlert}>
          확인
        </Button>
      </div>
    </div>
  );
}
