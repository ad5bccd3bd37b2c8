/**
 * Shared header (SPEC §2). Each screen renders its own:
 *
 *   <Header title="베스트" share={{ title, url }} showHome />
 *
 * - Back button (aria-label "뒤로 가기"): history back, or `/` with replace when there is no
 *   previous in-app entry or the current entry was replaced (see ./nav-history.ts). It can be
 *   hidden (`back={false}`), disabled (`backDisabled`) or replaced by `onBack`. In a sub web view
 *   of the native app (lib/native isSubWebView) the back with nothing behind it asks the app to
 *   close the sub web view (closeSubWebView) instead of going to / (docs/decisions/028-native-calls.md).
 * - The whole header is hidden when the query parameter `isnavihide` equals 'true' (the native
 *   app draws its own navigation bar over such pages).
 * - Optional buttons: likes (our own 찜 목록, /my-page/like — issue 13, docs/decisions/012-like-lists.md;
 *   it used to open the shop site's /like page), home (/), settings (the named route "settings",
 *   /my-page/settings), share (opens the global share dialog), and any extra `right` content.
 */
import type { ReactNode } from 'react';
import { Link, useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { css, cx } from 'styled-system/css';
import { isNativeApp } from '~/lib/native/detect';
import { openShare, type ShareInfo } from '~/stores/ui';
import { iconButtonStyle } from '~/components/ui/button';
import { shouldBackGoHome } from './nav-history';

export interface HeaderProps {
  title?: string;
  /** Show the back button (default true). */
  back?: boolean;
  /** Custom back handler replacing the default history behaviour. */
  onBack?: () => void;
  /** Render the back button disabled. */
  backDisabled?: boolean;
  showHome?: boolean;
  showSettings?: boolean;
  showLikes?: boolean;
  /** When given, a 공유하기 button opens the share dialog with this info. */
  share?: ShareInfo;
  /** Extra controls placed before the optional icon buttons (give them accessible names). */
  right?: ReactNode;
}

export const HEADER_HEIGHT_PX = 56;

/** The sticky top bar every header shares (this one and the home screen's): 56 px, canvas, hairline below. */
export const headerBar = css({
  position: 'sticky',
  top: 0,
  zIndex: 'header',
  h: `${HEADER_HEIGHT_PX}px`,
  bg: 'bg.canvas',
  borderBottom: '1px solid token(colors.border.muted)',
  display: 'flex',
  alignItems: 'center',
});

/** The query parameter that hides the header on any page (SPEC §2); the server keeps it in a page's address (src/entry-server.tsx pageAddress). */
export const NAVI_HIDE_PARAM = 'isnavihide';

/** SPEC §2: the header is hidden when the query parameter isnavihide equals 'true'. */
export function isNaviHidden(search: string) {
  return new URLSearchParams(search).get(NAVI_HIDE_PARAM) === 'true';
}

const iconButton = cx(iconButtonStyle, css({ _hover: { bg: 'bg.muted' }, _disabled: { opacity: 0.35, cursor: 'default', _hover: { bg: 'transparent' } } }));

const Icon = ({ d }: { d: string }) => (
  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={d} stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

const ICONS = {
  back: 'M15 5l-7 7 7 7',
  home: 'M4 11l8-7 8 7v9h-5v-6H9v6H4z',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z',
  likes: 'M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10z',
  share: 'M12 4v11M7 9l5-5 5 5M5 14v5h14v-5',
};

/**
 * The header's back (SPEC §2): history back, or `/` (replace) when there is no previous in-app entry
 * or the entry was replaced; in a native sub web view with nothing behind it, closeSubWebView. Also
 * the 이전 화면 of the not-found screen (./not-found-screen.tsx), so both backs agree.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const router = useRouter();
  return () => {
    if (!shouldBackGoHome(router.history.location.state)) return router.history.back();
    const goHome = () => void navigate({ to: '/', replace: true });
    if (!isNativeApp()) return goHome();
    // In the app the bridge is loaded on the tap (it stays out of the first page's script).
    void import('~/lib/native').then((m) => (m.isSubWebView() && m.callNative('closeSubWebView') ? undefined : goHome()), goHome);
  };
}

export function Header({ title, back = true, onBack, backDisabled, showHome, showSettings, showLikes, share, right }: HeaderProps) {
  const navigate = useNavigate();
  const historyBack = useGoBack();
  const search = useRouterState({ select: (s) => s.location.searchStr });
  if (isNaviHidden(search)) return null;

  const goBack = () => (onBack ? onBack() : historyBack());

  return (
    <header className={cx(headerBar, css({ px: '2px', gap: '0' }))}>
      {back && (
        <button type="button" aria-label="뒤로 가기" disabled={backDisabled} onClick={goBack} className={iconButton}>
          <Icon d={ICONS.back} />
        </button>
      )}
      <h1
        className={css({ flex: 1, minW: 0, fontSize: '17px', fontWeight: 700, px: '8px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}
      >
        {title}
      </h1>
      {right}
      {showLikes && (
        <Link to="/my-page/like" aria-label="찜한 상품" className={iconButton}>
          <Icon d={ICONS.likes} />
        </Link>
      )}
      {showHome && (
        <button type="button" aria-label="홈으로" className={iconButton} onClick={() => navigate({ to: '/' })}>
          <Icon d={ICONS.home} />
        </button>
      )}
      {showSettings && (
        <button type="button" aria-label="설정" className={iconButton} onClick={() => navigate({ to: '/my-page/settings' })}>
          <Icon d={ICONS.settings} />
        </button>
      )}
      {share && (
        <button type="button" aria-label="공유하기" className={iconButton} onClick={() => openShare(share)}>
          <Icon d={ICONS.share} />
        </button>
      )}
    </header>
  );
}
