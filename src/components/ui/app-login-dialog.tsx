/**
 * The login dialog the native app opens with the inbound `appLogin` message (SPEC §2 "A login
 * dialog is opened by messages from the native app"; §4; docs/decisions/027).
 *
 * It lists the sign-in providers the server offers (./sign-in-provider-buttons, SPEC §1: the portal
 * provider and Apple); a choice starts the social sign-in in the same tab (a webview has no
 * popups) and comes back to the page the user was on. Closing it (닫기, Escape, a tap outside)
 * leaves the user signed out where they were. Built on ./dialog; the open state lives in lib/native.
 */
import { useRef } from 'react';
import { css } from 'styled-system/css';
import { startSocialLogin } from '~/lib/auth/session';
import { closeAppLoginDialog } from '~/lib/native';
import { Dialog } from './dialog';
import { SignInProviderButtons, type SignInProvider } from './sign-in-provider-buttons';

export const APP_LOGIN_TITLE = '로그인하고 더 알뜰하게';
export const APP_LOGIN_TEXT = '소셜 계정으로 3초 만에 시작할 수 있어요. 로그인하면 찜과 적립금을 모두 쓸 수 있어요.';

/** The dialog itself (mounted while open). */
export function AppLoginDialog() {
  const first = useRef<HTMLButtonElement>(null);
  const start = (provider: SignInProvider) => {
    closeAppLoginDialog();
    void startSocialLogin(provider, window.location.pathname + window.location.search);
  };
  return (
    <Dialog labelledBy="app-login-title" describedBy="app-login-text" onClose={closeAppLoginDialog} closeOnBackdrop initialFocus={first}>
      <div className={css({ p: '24px 20px 16px', textAlign: 'center' })}>
        <h2 id="app-login-title" className={css({ fontSize: '18px', fontWeight: 800, wordBreak: 'keep-all' })}>
          {APP_LOGIN_TITLE}
        </h2>
        <p id="app-login-text" className={css({ color: 'fg.muted', fontSize: '14px', mt: '8px', mb: '8px', wordBreak: 'keep-all', lineHeight: 1.5 })}>
          {APP_LOGIN_TEXT}
        </p>
        <SignInProviderButtons size="dialog" firstRef={first} onChoose={start} />
        <button
          type="button"
          onClick={closeAppLoginDialog}
          className={css({ mt: '12px', w: '100%', h: '40px', bg: 'transparent', border: 'none', color: 'fg.muted', fontSize: '14px', cursor: 'pointer' })}
        >
          닫기
        </button>
      </div>
    </Dialog>
  );
}
