/**
 * The frame of /community/main (SPEC §2: popular-post, dashboard, qna, survey; issue 15,
 * docs/decisions/022): the 커뮤니티 header with its search and 내 커뮤니티 links, the four tabs, the
 * shown tab's list, and the floating 글쓰기 of the forms feature. Route-only: the layout route
 * composes the tabs' features in it.
 */
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { tabs } from 'styled-system/recipes';
import { CommunityHeaderLinks } from '~/components/community/header-links';
import { Header } from '~/components/layout/header';
import type { CommunityTab } from '~/lib/community/route-inputs';
import { WriteButton } from '~/features/community-forms/components/write-button';

const TABS: ReadonlyArray<{
  key: CommunityTab;
  label: string;
  to: '/community/main/popular-post' | '/community/main/dashboard' | '/community/main/qna' | '/community/main/survey';
}> = [
  { key: 'popular', label: '인기글', to: '/community/main/popular-post' },
  { key: 'dashboard', label: '게시판', to: '/community/main/dashboard' },
  { key: 'qna', label: 'Q&A', to: '/community/main/qna' },
  { key: 'survey', label: '설문', to: '/community/main/survey' },
];

const tabClasses = tabs();

/** Header and tabs of /community/main; `current` is the shown tab (the empty child shows 인기글). */
export function CommunityMainShell({ current, children }: { current: CommunityTab; children: ReactNode }) {
  return (
    <div>
      <Header title="커뮤니티" back={false} right={<CommunityHeaderLinks />} />
      <nav aria-label="커뮤니티 메뉴" className={tabClasses.list}>
        {TABS.map((t) => (
          <Link key={t.key} to={t.to} replace aria-current={t.key === current ? 'page' : undefined} activeProps={{}} className={tabClasses.tab}>
            {t.label}
          </Link>
        ))}
      </nav>
      {children}
      <WriteButton tab={current} />
    </div>
  );
}
