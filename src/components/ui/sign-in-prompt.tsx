/**
 * The signed-out explanation before a member action (issue 13: the 찜 and the 오픈 알림): an icon,
 * why to sign in, and 취소 / 로그인 (focus on 로그인). The caller remembers the action and
 * completes it after sign-in (src/lib/sign-in-intent.ts).
 */
import { useRef, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Button } from './button';
import { Dialog } from './dialog';

/**
 * @param id prefix of the title and text ids (unique on the page)
 * @param tone the icon badge's colours: 'danger' (the 찜 heart) or 'accent' (the alarm bell)
 */
export function SignInPromptDialog({
  id,
  icon,
  tone,
  title,
  text,
  onSignIn,
  onClose,
}: {
  id: string;
  icon: ReactNode;
  tone: 'danger' | 'accent';
  title: ReactNode;
  text: ReactNode;
  onSignIn: () => void;
  onClose: () => void;
}) {
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
