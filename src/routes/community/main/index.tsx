/** 커뮤니티 (SPEC §2 /community/main/, the empty child): the popular posts, as popular-post. */
import { createFileRoute } from '@tanstack/react-router';
import { postQueries } from '~/features/community-posts/queries';
import { PopularPosts } from '~/features/community-posts/components/post-lists';
import { loadPage } from '~/lib/page-data';

export const Route = createFileRoute('/community/main/')({
  staticData: { title: '커뮤니티' },
  loader: ({ context: { queryClient } }) => loadPage([], [queryClient.prefetchInfiniteQuery(postQueries.list('popular'))]),
  component: PopularPosts,
});
