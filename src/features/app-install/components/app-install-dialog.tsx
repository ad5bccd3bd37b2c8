/**
 * The app-install popup's view (SPEC §2 shared elements): app-only benefits, the 1,000P app-login
 * reward (SPEC §9) and live deals, and two buttons: open the app, or continue in mobile web.
 * Modal like the global alert dialog: focus moves to 앱으로 보기 on open, Tab stays inside, Escape
 * continues in mobile web, and focus returns to the previously focused element on close.
 */
import { useEffect, useRef } from 'react';
import { css } from 'styled-system/css';
import { Button } from '~/components/ui/button';

export const APP_INSTALL_TITLE = '앱에서만 드리는 혜택';
export const OPEN_APP_LABEL = '앱으로 보기';
export const CONTINUE_WEB_LABEL = '모바일 웹으로 계속 보기';

export interface AppInstallDialogProps {
  onOpenApp: () => void;
  onContinue: () => void;
}

export function AppInstallDialog({ onOpenApp, onContinue }: AppInstallDialogProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const openApp = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openApp.current?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, []);
  return (
    <div className={css({ position: 'fixed', inset: 0, bg: 'rgba(0,0,0,0.45)', display: 'grid', placeItems: 'center', zIndex: 'dialog', px: '24px' })}>
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="app-install-title"
        aria-describedby="app-install-text"
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault();
            onContinue();
          } else if (e.key === 'Tab') {
            // keep focus on the two buttons
            const buttons = [...(dialog.current?.querySelectorAll('button') ?? [])];
            const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
            const next = e.shiftKey ? (at <= 0 ? buttons.length - 1 : at - 1) : (at + 1) % buttons.length;
            e.preventDefault();
            buttons[next]?.focus();
          }
        }}
        className={css({
          bg: 'white',
          borderRadius: '16px',
          w: '100%',
          maxW: '320px',
          p: '28px 20px 12px',
          textAlign: 'center',
          wordBreak: 'keep-all',
          boxShadow: '0 8px 32px rgba(0,0,0,0.18)',
        })}
      >
        <div aria-hidden="true" className={css({ w: '64px', h: '64px', mx: 'auto', mb: '16px', borderRadius: '50%', bg: 'accentSubtle', display: 'grid', placeItems: 'center' })}>
          <svg width="34" height="34" viewBox="0 0 34 34" fill="none">
            <rect x="9" y="3" width="16" height="28" rx="3.5" stroke="#EA480C" strokeWidth="2.2" />
            <path d="M14.5 27h5" stroke="#EA480C" strokeWidth="2.2" strokeLinecap="round" />
            <path d="M17 9.5l1.6 3.3 3.6.5-2.6 2.5.6 3.6-3.2-1.7-3.2 1.7.6-3.6-2.6-2.5 3.6-.5z" fill="#EA480C" />
          </svg>
        </div>
        <h2 id="app-install-title" className={css({ fontSize: '19px', fontWeight: 800, color: 'fg', mb: '8px' })}>
          {APP_INSTALL_TITLE}
        </h2>
        <p id="app-install-text" className={css({ fontSize: '15px', lineHeight: 1.6, color: 'gray.700', mb: '20px' })}>
          앱으로 로그인하면 <strong className={css({ color: 'accentText', fontWeight: 800 })}>1,000P</strong>를 바로 드려요.
          <br />
          라이브 특가도 앱에서 가장 먼저 만나보세요.
        </p>
        <Button ref={openApp} size="lg" fullWidth onClick={onOpenApp}>
          {OPEN_APP_LABEL}
        </Button>
        <button
          type="button"
          onClick={onContinue}
          className={css({ mt: '4px', w: '100%', h: '44px', bg: 'transparent', border: 'none', borderRadius: '10px', color: 'gray.600', fontSize: '14px', cursor: 'pointer', textDecoration: 'underline', textUnderlineOffset: '3px', _hover: { bg: 'gray.50' } })}
        >
          {CONTINUE_WEB_LABEL}
        </button>
      </div>
    </div>
  );
}
