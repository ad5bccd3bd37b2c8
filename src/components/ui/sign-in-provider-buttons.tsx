/**
 * The social sign-in buttons (SPEC §1 sign-in providers, §4 Social sign-in), shared by the /login
 * screen (features/auth sign-in-screens.tsx) and the native app's login dialog (app-login-dialog.tsx)
 * so their names and looks cannot drift: "네이버로 시작하기" (with an N mark) then "Apple로 계속하기",
 * each only when the server offers it (appConfig.signInProviders; an unconfigured provider is off,
 * issue 14). `size`: 'page' 52 px tall, 16 px text, 12 px apart; 'dialog' 48 px, 15 px, 10 px.
 */
import type { Ref } from 'react';
import { css, cva } from 'styled-system/css';
import { appConfig } from '~/lib/config';

export type SignInProvider = 'naver' | 'apple';

const providerButton = cva({
  base: {
    w: '100%',
    borderRadius: '10px',
    fontWeight: 700,
    border: 'none',
    cursor: 'pointer',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '8px',
    color: 'fg.inverse',
  },
  variants: {
    provider: { naver: { bg: 'brand.naver' }, apple: { bg: 'brand.apple' } },
    size: { page: { h: '52px', fontSize: '16px', mt: '12px' }, dialog: { h: '48px', fontSize: '15px', mt: '10px' } },
  },
});

/**
 * The buttons of the offered providers, in order; a click calls `onChoose(provider)`.
 * @param firstRef gets the first shown button (a dialog's initial focus)
 */
export function SignInProviderButtons({
  size,
  onChoose,
  firstRef,
}: {
  size: 'page' | 'dialog';
  onChoose: (provider: SignInProvider) => void;
  firstRef?: Ref<HTMLButtonElement>;
}) {
  const offered = (appConfig.signInProviders ?? 'naver,apple').split(',');
  const shown = (['naver', 'apple'] as const).filter((p) => offered.includes(p));
  return shown.map((provider, i) => (
    <button key={provider} ref={i === 0 ? firstRef : undefined} type="button" className={providerButton({ provider, size })} onClick={() => onChoose(provider)}>
      {provider === 'naver' ? (
        <>
          <span aria-hidden className={css({ fontWeight: 900 })}>
            N
          </span>{' '}
          네이버로 시작하기
        </>
      ) : (
        <>
          <span aria-hidden></span> Apple로 계속하기
        </>
      )}
    </button>
  ));
}
