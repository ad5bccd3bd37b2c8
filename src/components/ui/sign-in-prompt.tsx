/**
 * The signed-out explanation before a member action (issue 13: the 찜 and the 오픈 알림): an icon,
 * why to sign in, and 취소 / 로그인 (focus on 로그인). The caller remembers the action and
 * completes it after sign-in (src/lib/sign-in-intent.ts). `useMemberAction` is the gate every
 * member button puts in front of its action (signed out → this dialog, banned → the ban message).
 */
import { useRef, useState, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { sessionState } from '~/stores/session';
import { showAlert } from '~/stores/ui';
import { Button } from './button';
import { Dialog } from './dialog';

/** The ban dialog's text when the session holds no message of its own (SPEC §4 Ban). */
export const BANNED_TEXT = '이용이 제한된 계정이에요. 고객센터로 문의해 주세요.';

interface SignInPromptProps {
  id: string;
  icon: ReactNode;
  tone: 'danger' | 'accent';
  title: ReactNode;
  text: ReactNode;
  onSignIn: () => void;
  onClose: () => void;
}

/**
 * @param id prefix of the title and text ids (unique on the page)
 * @param tone the icon badge's colours: 'danger' (the 찜 heart) or 'accent' (the alarm bell)
 */
export function SignInPromptDialog({ id, icon, tone, title, text, onSignIn, onClose }: SignInPromptProps) {
  const signIn = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      labelledBy={`${id}-title`}
      describedBy={`${id}-text`}
      initialFocus={signIn}
      onClose={onClose}
      closeOnBackdrop
      className={css({ p: '28px 20px 16px', textAlign: 'center', wordBreak: 'keep-all' })}
    >
      <div aria-hidden="true" className={tone === 'danger' ? dangerBadge : accentBadge}>
        {icon}
      </div>
      <h2 id={`${id}-title`} className={css({ fontSize: '18px', fontWeight: 800, lineHeight: 1.4, color: 'fg.default', mb: '8px' })}>
        {title}
      </h2>
      <p id={`${id}-text`} className={css({ fontSize: '14px', lineHeight: 1.6, color: 'fg.secondary', mb: '20px' })}>
        {text}
      </p>
      <div className={css({ display: 'flex', gap: '8px' })}>
        <Button variant="secondary" size="lg" className={css({ flex: 1 })} onClick={onClose}>
          취소
        </Button>
        <Button ref={signIn} size="lg" className={css({ flex: 1 })} onClick={onSignIn}>
          로그인
        </Button>
      </div>
    </Dialog>
  );
}

const badge = { w: '56px', h: '56px', mx: 'auto', mb: '14px', borderRadius: '50%', display: 'grid', placeItems: 'center' } as const;
const dangerBadge = css({ ...badge, bg: 'danger.subtle', color: 'danger.default' });
const accentBadge = css({ ...badge, bg: 'accent.subtle', color: 'accent.text' });

/**
 * The gate of a member action (SPEC §4 Ban, §6): `guard(action)` opens the sign-in prompt for a
 * visitor, shows the ban message (the session's, else BANNED_TEXT) to a banned member, and
 * otherwise runs `action` (the promise settles when it has). `ask()` opens the prompt directly.
 * `dialog` is the prompt to render (null while closed). The live session is read at the tap, never
 * during render (a tap replayed right after the session was read, issue 12).
 * @param prompt the SignInPromptDialog's props, bar onClose (the gate closes it)
 */
export function useMemberAction(prompt: Omit<SignInPromptProps, 'onClose'>): {
  guard: (action: () => unknown) => Promise<void>;
  ask: () => void;
  dialog: ReactNode;
} {
  const [asking, setAsking] = useState(false);
  const guard = async (action: () => unknown) => {
    if (!sessionState.accessToken) {
      setAsking(true);
      return;
    }
    if (sessionState.banStatus.isBanned) {
      await showAlert(sessionState.banStatus.message || BANNED_TEXT);
      return;
    }
    await action();
  };
  const dialog = asking ? <SignInPromptDialog {...prompt} onClose={() => setAsking(false)} /> : null;
  return { guard, ask: () => setAsking(true), dialog };
}
