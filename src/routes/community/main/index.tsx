/** 커뮤니티 (SPEC §2 /community/main/, the empty child): the popular posts, as popular-post. */
import { createFileRoute } from '@tanstack/react-router';
import { communityQueries } from '~/features/community/queries';
import { PopularPosts } from '~/features/community/components/community-main';
import { loadPage } from '~/lib/page-data';

export const Route = createFileRoute('/community/main/')({
  staticData: { title: '커뮤니티' },
  loader: ({ context: { queryClient } }) => loadPage([], [queryClient.prefetchInfiniteQuery(communityQueries.posts('popular'))]),
  component: PopularPosts,
});
