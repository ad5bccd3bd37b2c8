/**
 * 찜 목록 (issue 13; not in SPEC §2's table — docs/decisions/012-like-lists.md): the member's liked
 * products and shops, `?tab=shop` for the shops. A member page like its siblings (auth, bottom nav).
 */
import { createFileRoute } from '@tanstack/react-router';
import { LikeListScreen } from '~/features/like/components/like-lists';
import { likeListSearch } from '~/features/like/paths';

export const Route = createFileRoute('/my-page/like')({
  staticData: { requireAuth: true, title: '찜 목록' },
  validateSearch: likeListSearch,
  component: function LikeListRoute() {
    const { tab } = Route.useSearch();
    return <LikeListScreen tab={tab ?? 'product'} />;
  },
});
