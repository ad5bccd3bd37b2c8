/** The login dialog of SPEC §2 opened by the app's appLogin (docs/decisions/027). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';

const startSocialLogin = vi.fn(async () => {});
vi.mock('~/lib/auth/session', () => ({ startSocialLogin }));

const { AppLoginDialog, APP_LOGIN_TITLE } = await import('./app-login-dialog');
const { appLoginDialog, openAppLoginDialog } = await import('~/lib/native');
const { appConfig } = await import('~/lib/config');

afterEach(() => {
  cleanup();
  startSocialLogin.mockClear();
  appConfig.signInProviders = undefined;
});

describe('AppLoginDialog', () => {
  it('offers the configured providers, named, and starts the chosen sign-in in this tab back to this page', () => {
    window.history.replaceState(null, '', '/store?sort=1');
    openAppLoginDialog();
    render(<AppLoginDialog />);
    expect(screen.getByRole('dialog', { name: APP_LOGIN_TITLE })).toBeTruthy();
    expect(document.activeElement?.textContent).toContain('네이버로 시작하기');
    fireEvent.click(screen.getByRole('button', { name: /Apple로 계속하기/ }));
    expect(startSocialLogin).toHaveBeenCalledWith('apple', '/store?sort=1');
    expect(appLoginDialog.open).toBe(false);
  });
  it('lists only the providers the server offers; 닫기 closes without signing in', () => {
    appConfig.signInProviders = 'naver';
    openAppLoginDialog();
    render(<AppLoginDialog />);
    expect(screen.queryByRole('button', { name: /Apple/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(appLoginDialog.open).toBe(false);
    expect(startSocialLogin).not.toHaveBeenCalled();
  });
});
