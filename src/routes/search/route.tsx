/**
 * /search layout (SPEC §2, no nav): the search bar with autocomplete, 상품/가게 tabs once a
 * keyword is set, and the child screen (list, product results, store results).
 */
import { createFileRoute, Link, Outlet, useNavigate, useRouter, useCanGoBack, useMatchRoute } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { SearchBar } from '~/features/search/components/search-bar';
import { searchPageSearch } from '~/lib/search-params';

export const Route = createFileRoute('/search')({
  staticData: { noBottomNavi: true, title: '검색' },
  validateSearch: searchPageSearch,
  component: SearchLayout,
});

const tab = css({
  flex: 1,
  textAlign: 'center',
  py: '10px',
  fontSize: '15px',
  color: 'fg.muted',
  textDecoration: 'none',
  borderBottom: '2px solid transparent',
  '&[aria-current=page]': { color: 'fg.default', fontWeight: 800, borderColor: 'border.inverse' },
});

function SearchLayout() {
  const { keyword } = Route.useSearch();
  const navigate = useNavigate();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const matchRoute = useMatchRoute();
  const onStores = !!matchRoute({ to: '/search/stores' });
  return (
    <div>
      <SearchBar
        initial={keyword ?? ''}
        onBack={() => (canGoBack ? router.history.back() : navigate({ to: '/', replace: true }))}
        onSubmit={(k) => navigate({ to: onStores ? '/search/stores' : '/search', search: { keyword: k } })}
      />
      {keyword && (
        <nav aria-label="검색 결과 종류" className={css({ display: 'flex', borderBottom: '1px solid token(colors.border.muted)' })}>
          <Link to="/search" search={{ keyword }} replace className={tab} aria-current={!onStores ? 'page' : undefined}>
            상품
          </Link>
          <Link to="/search/stores" search={{ keyword }} replace className={tab} aria-current={onStores ? 'page' : undefined}>
            가게
          </Link>
        </nav>
      )}
      <Outlet />
    </div>
  );
}
