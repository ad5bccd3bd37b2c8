/**
 * Bottom navigation (SPEC §2): `<nav aria-label="하단 메뉴">` with five tabs in this order —
 * 카테고리 (/category), 커뮤니티 (/community), 홈 (/), 장바구니 (the shop's basket page, an
 * outside link), 마이페이지 (/my-page). The active tab is orange with aria-current="page".
 * Until the community has been visited, 커뮤니티 carries a red dot and, on the home only, a tooltip
 * about collecting star points that gives way while a toast shows (issue 30: over every page's last
 * content, and stacked under toasts); stores/community-hint; the app shell marks the visit on any
 * /community route.
 * Height 60 px plus the bottom safe-area inset (iPhone home indicator).
 */
import { Link, useRouterState } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { shopUrls } from '~/lib/config';
import { openInSubWebView } from '~/lib/shop-handoff';
import { closeCommunityTooltip, useCommunityTooltipClosed, useCommunityVisited } from '~/stores/community-hint';
import { useUi } from '~/stores/ui';
import { CrossIcon } from '~/components/ui/cross-icon';

export const BOTTOM_NAV_HEIGHT_PX = 60;
export const COMMUNITY_TOOLTIP_TEXT = '커뮤니티에서 별 포인트를 모아보세요';
const TOOLTIP_ID = 'bottom-nav-community-tooltip';

type TabKey = 'category' | 'community' | 'home' | 'cart' | 'my';
type Tab = { key: TabKey; label: string; icon: string } & ({ to: '/category' | '/community' | '/' | '/my-page' } | { external: true });

export const BOTTOM_TABS: readonly Tab[] = [
  { key: 'category', label: '카테고리', to: '/category', icon: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z' },
  { key: 'community', label: '커뮤니티', to: '/community', icon: 'M4 5h16v11H9l-5 4zM8 9h8M8 12h5' },
  { key: 'home', label: '홈', to: '/', icon: 'M4 11l8-7 8 7v9h-5v-6H9v6H4z' },
  { key: 'cart', label: '장바구니', external: true, icon: 'M3 4h3l2.2 11h10.6L21 7H7M10 20h.01M17 20h.01' },
  { key: 'my', label: '마이페이지', to: '/my-page', icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 20c1.5-4 4.5-6 8-6s6.5 2 8 6' },
];

/** Which tab a pathname belongs to (the cart is an outside page and is never active). */
export function activeTab(pathname: string): TabKey | null {
  if (pathname === '/') return 'home';
  if (pathname === '/category' || pathname.startsWith('/category/')) return 'category';
  if (pathname === '/community' || pathname.startsWith('/community/')) return 'community';
  if (pathname === '/my-page' || pathname.startsWith('/my-page/')) return 'my';
  return null;
}

/** The bar: fixed to the bottom of the centred app column, above the page. */
const navBar = css({
  position: 'fixed',
  bottom: 0,
  left: '50%',
  transform: 'translateX(-50%)',
  w: '100%',
  maxW: 'appColumn',
  bg: 'bg.canvas',
  borderTop: '1px solid token(colors.border.subtle)',
  display: 'flex',
  zIndex: 'bottomNav',
});

/** The tooltip's 안내 닫기: a 44 × 44 px tap target (issue 13) without growing the bubble — the negative margins pull it back in. */
const tooltipClose = css({
  w: '44px',
  h: '44px',
  my: '-10px',
  mr: '-8px',
  display: 'grid',
  placeItems: 'center',
  color: 'fg.inverseMuted',
  cursor: 'pointer',
  bg: 'transparent',
  border: 'none',
});

const tabClass = css({
  flex: 1,
  minW: 0,
  display: 'flex',
  flexDir: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '3px',
  fontSize: '11px',
  lineHeight: 1.2,
  color: 'fg.muted',
  textDecoration: 'none',
  position: 'relative',
  '&[aria-current=page]': { color: 'accent.text', fontWeight: 700 },
});

function TabIcon({ d, active }: { d: string; active: boolean }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={d} stroke="currentColor" strokeWidth={active ? 2.2 : 1.8} fill="none" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}

export function BottomNav() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const visited = useCommunityVisited();
  const current = activeTab(pathname);
  const tooltipClosed = useCommunityTooltipClosed();
  const showHint = !visited;
  const toastShown = useUi().toasts.length > 0;
  const showTooltip = showHint && !tooltipClosed && pathname === '/' && !toastShown;
  return (
    <nav
      aria-label="하단 메뉴"
      className={navBar}
      style={{ height: `calc(${BOTTOM_NAV_HEIGHT_PX}px + env(safe-area-inset-bottom, 0px))`, paddingBottom: 'env(safe-area-inset-bottom, 0px)' }}
    >
      {BOTTOM_TABS.map((tab) => {
        const active = current === tab.key;
        const content = (
          <>
            <TabIcon d={tab.icon} active={active} />
            <span>{tab.label}</span>
          </>
        );
        if ('external' in tab) {
          return (
            <a
              key={tab.key}
              href={shopUrls.basket()}
              className={tabClass}
              // In the app the basket opens in its sub web view (docs/decisions/028-native-calls.md).
              onClick={(e) => openInSubWebView(e, { url: e.currentTarget.href, title: tab.label, gtag: 'view_cart', listComponentName: 'bottom_navigation' })}
            >
              {content}
            </a>
          );
        }
        const hinted = tab.key === 'community' && showHint;
        return (
          <Link
            key={tab.key}
            to={tab.to}
            className={tabClass}
            aria-current={active ? 'page' : undefined}
            aria-describedby={hinted && showTooltip ? TOOLTIP_ID : undefined}
          >
            {content}
            {hinted && (
              <span
                data-testid="community-dot"
                aria-hidden="true"
                className={css({ position: 'absolute', top: '9px', left: 'calc(50% + 9px)', w: '6px', h: '6px', borderRadius: '50%', bg: 'danger.vivid' })}
              />
            )}
          </Link>
        );
      })}
      {showTooltip && (
        <span
          className={css({
            position: 'absolute',
            bottom: 'calc(100% + 8px)',
            // fixed width so the arrow (84 px in) can sit over the 커뮤니티 tab's centre, 30 % of the bar
            left: 'calc(30% - 84px)',
            w: '240px',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            gap: '2px',
            bg: 'bg.inverse',
            color: 'fg.inverse',
            fontSize: '12px',
            fontWeight: 500,
            pl: '12px',
            pr: '4px',
            py: '2px',
            borderRadius: '8px',
            boxShadow: 'tooltip',
            _after: {
              content: '""',
              position: 'absolute',
              top: '100%',
              left: '84px',
              transform: 'translateX(-50%)',
              borderWidth: '6px',
              borderStyle: 'solid',
              borderColor: 'token(colors.bg.inverse) transparent transparent transparent',
            },
          })}
        >
          <span id={TOOLTIP_ID} role="tooltip" className={css({ whiteSpace: 'nowrap' })}>
            {COMMUNITY_TOOLTIP_TEXT}
          </span>
          {/* It can cover a page's last button: closable for this tab (the red dot stays). */}
          <button type="button" aria-label="안내 닫기" onClick={closeCommunityTooltip} className={tooltipClose}>
            <CrossIcon size={12} box={12} edge={2} weight={1.6} />
          </button>
        </span>
      )}
    </nav>
  );
}
