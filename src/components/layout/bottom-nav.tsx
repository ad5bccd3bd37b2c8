/**
 * Bottom navigation (SPEC §2): five tabs 카테고리, 커뮤니티, 홈, 장바구니 (the shop's basket
 * page), 마이페이지. A red dot and a tooltip about collecting points sit on 커뮤니티 until the
 * community has been visited (flag in localStorage).
 */
import { useEffect, useState } from 'react';
import { Link, useRouterState } from '@tanstack/react-router';
import { css, cx } from 'styled-system/css';
import { shopUrls } from '../../lib/config';

export const COMMUNITY_VISITED_KEY = 'community-visited';

export function hasVisitedCommunity() {
  try {
    return localStorage.getItem(COMMUNITY_VISITED_KEY) === 'Y';
  } catch {
    return false;
  }
}

export function markCommunityVisited() {
  try {
    localStorage.setItem(COMMUNITY_VISITED_KEY, 'Y');
  } catch {
    // storage unavailable: the dot just stays
  }
}

const TABS = [
  { key: 'category', label: '카테고리', to: '/category', icon: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z' },
  { key: 'community', label: '커뮤니티', to: '/community', icon: 'M4 5h16v11H9l-5 4z' },
  { key: 'home', label: '홈', to: '/', icon: 'M4 11l8-7 8 7v9h-5v-6H9v6H4z' },
  { key: 'cart', label: '장바구니', href: 'basket', icon: 'M3 4h3l2 11h11l2-8H7M10 20h.01M17 20h.01' },
  { key: 'my', label: '마이페이지', to: '/my-page', icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 20c1.5-4 4.5-6 8-6s6.5 2 8 6' },
] as const;

const tabClass = css({
  flex: 1,
  display: 'flex',
  flexDir: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2px',
  fontSize: '11px',
  color: 'gray.600',
  textDecoration: 'none',
  position: 'relative',
  '&[aria-current=page]': { color: 'orange.700', fontWeight: 700 },
});

function isActive(pathname: string, key: string) {
  if (key === 'home') return pathname === '/';
  if (key === 'category') return pathname.startsWith('/category');
  if (key === 'community') return pathname.startsWith('/community');
  if (key === 'my') return pathname.startsWith('/my-page');
  return false;
}

export function BottomNav() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [visited, setVisited] = useState(hasVisitedCommunity);
  useEffect(() => {
    if (pathname.startsWith('/community')) {
      markCommunityVisited();
      setVisited(true);
    }
  }, [pathname]);
  return (
    <nav aria-label="하단 메뉴" className={css({ position: 'fixed', bottom: 0, left: '50%', transform: 'translateX(-50%)', w: '100%', maxW: '480px', h: 'calc(60px + env(safe-area-inset-bottom))', pb: 'env(safe-area-inset-bottom)', bg: 'white', borderTop: '1px solid token(colors.gray.200)', display: 'flex', zIndex: 50 })}>
      {TABS.map((tab) => {
        const active = isActive(pathname, tab.key);
        const icon = (
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
            <path d={tab.icon} stroke="currentColor" strokeWidth="1.8" fill="none" strokeLinejoin="round" strokeLinecap="round" />
          </svg>
        );
        if ('href' in tab) {
          return (
            <a key={tab.key} href={shopUrls.basket()} className={tabClass}>
              {icon}
              {tab.label}
            </a>
          );
        }
        return (
          <Link key={tab.key} to={tab.to} className={tabClass} aria-current={active ? 'page' : undefined}>
            {icon}
            {tab.label}
            {tab.key === 'community' && !visited && (
              <>
                <span data-testid="community-dot" aria-label="새 소식" className={css({ position: 'absolute', top: '8px', right: 'calc(50% - 16px)', w: '6px', h: '6px', borderRadius: '50%', bg: 'red.500' })} />
                <span role="tooltip" className={cx(css({ position: 'absolute', bottom: '64px', left: '4px', whiteSpace: 'nowrap', bg: 'gray.900', color: 'white', fontSize: '12px', fontWeight: 500, px: '10px', py: '6px', borderRadius: '8px', pointerEvents: 'none' }))}>
                  커뮤니티에서 별 포인트를 모아보세요
                </span>
              </>
            )}
          </Link>
        );
      })}
    </nav>
  );
}
