/** The shared social sign-in buttons of /login and the app's login dialog (SPEC §1, §4; issue 14 offered providers). */
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { appConfig } from '~/lib/config';
import { SignInProviderButtons } from './sign-in-provider-buttons';

afterEach(() => {
  cleanup();
  appConfig.signInProviders = undefined;
});

describe('SignInProviderButtons', () => {
  it('shows the portal provider then Apple by their accessible names, and reports the choice', () => {
    const onChoose = vi.fn();
    const first = createRef<HTMLButtonElement>();
    render(<SignInProviderButtons size="page" onChoose={onChoose} firstRef={first} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent?.trim())).toEqual(['N 네이버로 시작하기', 'Apple로 계속하기']);
    expect(screen.getByRole('button', { name: '네이버로 시작하기' })).toBe(first.current);
    fireEvent.click(screen.getByRole('button', { name: 'Apple로 계속하기' }));
    expect(onChoose).toHaveBeenCalledWith('apple');
  });

  it('shows only the offered providers; the first shown one gets the ref', () => {
    appConfig.signInProviders = 'apple';
    const first = createRef<HTMLButtonElement>();
    render(<SignInProviderButtons size="dialog" onChoose={() => {}} firstRef={first} />);
    expect(screen.queryByRole('button', { name: '네이버로 시작하기' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Apple로 계속하기' })).toBe(first.current);
  });

  it('keeps the page and dialog sizes apart (52 px / 48 px tall)', () => {
    const { unmount } = render(<SignInProviderButtons size="page" onChoose={() => {}} />);
    expect(screen.getAllByRole('button')[0].className).toContain('h_52px');
    unmount();
    render(<SignInProviderButtons size="dialog" onChoose={() => {}} />);
    expect(screen.getAllByRole('button')[0].className).toContain('h_48px');
  });
});
