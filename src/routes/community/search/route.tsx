/**
 * Layout of /community/search (SPEC §2: recent, dashboard, survey, qna; docs/decisions/025): the
 * search box, then — on a results view — the 게시글 / Q&A / 설문 tabs with their counts, then the
 * view. The keyword (and exact) live in the URL, so reload, back and a shared link keep them.
 */
import { createFileRoute, Outlet, useCanGoBack, useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { CommunitySearchBox } from '~/features/community-search/components/search-box';
import { SearchTabs } from '~/features/community-search/components/search-results';
import { communitySearchParams, SEARCH_TABS, searchTabOf } from '~/features/community-search/params';

export const Route = createFileRoute('/community/search')({
  staticData: { title: '커뮤니티 검색' },
  validateSearch: communitySearchParams,
  component: function CommunitySearchLayout() {
    const { keyword, exact } = Route.useSearch();
    const pathname = useRouterState({ select: (s) => s.location.pathname });
    const navigate = useNavigate();
    const router = useRouter();
    const canGoBack = useCanGoBack();
    const tab = searchTabOf(pathname);
    const to = SEARCH_TABS.find((t) => t.type === tab)?.to ?? '/community/search/dashboard';
    return (
      <div>
        <CommunitySearchBox
          initial={tab ? (keyword ?? '') : ''}
          autoFocus={!tab}
          onBack={() => (canGoBack ? router.history.back() : navigate({ to: '/community/main/popular-post', replace: true }))}
          // a new search from the results stays on their tab; from the recent screen it opens 게시글
          onSubmit={(k) => navigate({ to, search: { keyword: k } })}
        />
        {tab && keyword && <SearchTabs keyword={keyword} exact={exact === 'Y'} current={tab} />}
        <Outlet />
      </div>
    );
  },
});
