/** 인기글 (SPEC §2 /community/main/popular-post): board posts by the popular score (docs/decisions/017). */
import { createFileRoute } from '@tanstack/react-router';
import { communityQueries } from '~/features/community/queries';
import { PopularPosts } from '~/features/community/components/community-main';
import { loadPage } from '~/lib/page-data';

export const Route = createFileRoute('/community/main/popular-post')({
  staticData: { title: '인기글' },
  loader: ({ context: { queryClient } }) => loadPage([], [queryClient.prefetchInfiniteQuery(communityQueries.posts('popular'))]),
  component: PopularPosts,
});
