/** /search/list (SPEC §2): recent searches (device) and frequent searches (server). */
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { SearchHome } from '~/features/search/components/search-home';

export const Route = createFileRoute('/search/list')({
  staticData: { noBottomNavi: true, title: '검색' },
  component: function SearchListRoute() {
    const navigate = useNavigate();
    return <SearchHome onPick={(keyword) => navigate({ to: '/search', search: { keyword } })} />;
  },
});
