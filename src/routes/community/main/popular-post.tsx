/** 인기글 (SPEC §2 /community/main/popular-post): board posts by the popular score (docs/decisions/017). */
import { createFileRoute } from '@tanstack/react-router';
import { postQueries } from '~/features/community-posts/queries';
import { PopularPosts } from '~/features/community-posts/components/post-lists';
import { loadPage } from '~/lib/page-data';

export const Route = createFileRoute('/community/main/popular-post')({
  staticData: { title: '인기글' },
  loader: ({ context: { queryClient } }) => loadPage([], [queryClient.prefetchInfiniteQuery(postQueries.list('popular'))]),
  component: PopularPosts,
});
