/**
 * The app-install popup's view (SPEC §2 shared elements): app-only benefits, the 1,000P app-login
 * reward (SPEC §9) and live deals, and two buttons: open the app, or continue in mobile web.
 * Built on the shared modal (components/ui/dialog): focus moves to 앱으로 보기 on open, Tab stays
 * inside, Escape continues in mobile web, and focus returns to the previously focused element.
 */
import { useRef } from 'react';
import { css } from 'styled-system/css';
import { Button } from '~/components/ui/button';
import { NoticeDialog } from '~/components/ui/notice-dialog';

export const APP_INSTALL_TITLE = '앱에서만 드리는 혜택';
export const OPEN_APP_LABEL = '앱으로 보기';
export const CONTINUE_WEB_LABEL = '모바일 웹으로 계속 보기';

const iconStroke = css({ stroke: 'accent.icon' });
const iconFill = css({ fill: 'accent.icon' });

export interface AppInstallDialogProps {
  onOpenApp: () => void;
  onContinue: () => void;
}

export function AppInstallDialog({ onOpenApp, onContinue }: AppInstallDialogProps) {
  const openApp = useRef<HTMLButtonElement>(null);
  return (
    <NoticeDialog
      id="app-install"
      icon={
        <svg width="34" height="34" viewBox="0 0 34 34" fill="none">
          <rect x="9" y="3" width="16" height="28" rx="3.5" className={iconStroke} strokeWidth="2.2" />
          <path d="M14.5 27h5" className={iconStroke} strokeWidth="2.2" strokeLinecap="round" />
          <path d="M17 9.5l1.6 3.3 3.6.5-2.6 2.5.6 3.6-3.2-1.7-3.2 1.7.6-3.6-2.6-2.5 3.6-.5z" className={iconFill} />
        </svg>
      }
      title={APP_INSTALL_TITLE}
      initialFocus={openApp}
      onClose={onContinue}
      className={css({ p: '28px 20px 12px' })}
    >
      <p id="app-install-text" className={css({ fontSize: '15px', lineHeight: 1.6, color: 'fg.secondary', mb: '20px' })}>
        앱으로 로그인하면 <strong className={css({ color: 'accent.text', fontWeight: 800 })}>1,000P</strong>를 바로 드려요.
        <br />
        라이브 특가도 앱에서 가장 먼저 만나보세요.
      </p>
      <Button ref={openApp} size="lg" fullWidth onClick={onOpenApp}>
        {OPEN_APP_LABEL}
      </Button>
      <Button
        variant="ghost"
        fullWidth
        onClick={onContinue}
        className={css({ mt: '4px', color: 'fg.muted', fontSize: '14px', fontWeight: 400, textDecoration: 'underline', textUnderlineOffset: '3px' })}
      >
        {CONTINUE_WEB_LABEL}
      </Button>
    </NoticeDialog>
  );
}
