/**
 * Shared header (SPEC §2): back button (history back, or / when there is no in-app history),
 * which can be disabled or replaced by a handler, and is hidden when ?isnavihide=true; title;
 * optional likes (outside page), home, settings and share buttons.
 */
import type { ReactNode } from 'react';
import { useCanGoBack, useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { appConfig } from '../../lib/config';
import { openShare, type ShareInfo } from '../../stores/ui';

export interface HeaderProps {
  title?: string;
  /** Show the back button (default true). */
  back?: boolean;
  /** Custom back handler replacing the default. */
  onBack?: () => void;
  backDisabled?: boolean;
  showHome?: boolean;
  showSettings?: boolean;
  showLikes?: boolean;
  share?: ShareInfo;
  right?: ReactNode;
}

const iconButton = css({
  w: '40px',
  h: '40px',
  display: 'grid',
  placeItems: 'center',
  bg: 'transparent',
  border: 'none',
  borderRadius: '8px',
  cursor: 'pointer',
  color: 'gray.800',
  _hover: { bg: 'gray.100' },
  _disabled: { opacity: 0.4, cursor: 'default' },
});

const Icon = ({ d }: { d: string }) => (
  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
    <path d={d} stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** SPEC §2: the back button is hidden when the query parameter isnavihide equals 'true'. */
export function isNaviHidden(search: string) {
  return new URLSearchParams(search).get('isnavihide') === 'true';
}

export function Header({ title, back = true, onBack, backDisabled, showHome, showSettings, showLikes, share, right }: HeaderProps) {
  const navigate = useNavigate();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const search = useRouterState({ select: (s) => s.location.searchStr });
  const hideBack = isNaviHidden(search);
  const goBack = () => {
    if (onBack) return onBack();
    if (canGoBack) router.history.back();
    else navigate({ to: '/', replace: true });
  };
  return (
    <header className={css({ position: 'sticky', top: 0, zIndex: 30, h: '56px', bg: 'white', borderBottom: '1px solid token(colors.gray.100)', display: 'flex', alignItems: 'center', px: '4px', gap: '2px' })}>
      {back && !hideBack && (
        <button type="button" aria-label="뒤로 가기" disabled={backDisabled} onClick={goBack} className={iconButton}>
          <Icon d="M15 5l-7 7 7 7" />
        </button>
      )}
      <h1 className={css({ flex: 1, fontSize: '17px', fontWeight: 700, px: '8px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}>{title}</h1>
      {right}
      {showLikes && (
        <button type="button" aria-label="찜한 상품" className={iconButton} onClick={() => window.open(`${appConfig.shopBaseUrl}/like`, '_blank', 'noopener')}>
          <Icon d="M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10z" />
        </button>
      )}
      {showHome && (
        <button type="button" aria-label="홈으로" className={iconButton} onClick={() => navigate({ to: '/' })}>
          <Icon d="M4 11l8-7 8 7v9h-5v-6H9v6H4z" />
        </button>
      )}
      {showSettings && (
        <button type="button" aria-label="설정" className={iconButton} onClick={() => navigate({ to: '/my-page/settings' })}>
          <Icon d="M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19 12l2-1-2-4-2 1-2-2V4h-4v2l-2 2-2-1-2 4 2 1v0l-2 1 2 4 2-1 2 2v2h4v-2l2-2 2 1 2-4z" />
        </button>
      )}
      {share && (
        <button type="button" aria-label="공유하기" className={iconButton} onClick={() => openShare(share)}>
          <Icon d="M12 4v11M7 9l5-5 5 5M5 14v5h14v-5" />
        </button>
      )}
    </header>
  );
}
