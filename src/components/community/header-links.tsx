/**
 * The 커뮤니티 header's two entry points (issue 15; SPEC §2 /community/search, /community/my-page):
 * 검색 (the recent-search screen) and 내 커뮤니티 (auth: a signed-out visitor is sent to sign in by
 * the route). 44 px icon links with their Korean names.
 */
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';

const iconLink = css({
  w: '44px',
  h: '44px',
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  color: 'fg.body',
  borderRadius: '8px',
  _hover: { bg: 'bg.muted' },
});

const Icon = ({ d }: { d: string }) => (
  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={d} stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** 검색 alone (내 커뮤니티's header). */
export function CommunitySearchLink() {
  return (
    <Link to="/community/search/recent" aria-label="커뮤니티 검색" className={iconLink}>
      <Icon d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4" />
    </Link>
  );
}

export function CommunityHeaderLinks() {
  return (
    <>
      <CommunitySearchLink />
      <Link to="/community/my-page/post" aria-label="내 커뮤니티" className={iconLink}>
        <Icon d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0" />
      </Link>
    </>
  );
}
