/**
 * 게시판 (SPEC §2 /community/main/dashboard): board and sort in the URL (?board, ?sort); the sort
 * chips are the web profile's communitySortFilterList (SPEC §3), its selected one the default.
 */
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { profileQueries } from '~/features/web-profile/queries';
import { postQueries } from '~/features/community-posts/queries';
import { BoardPosts } from '~/features/community-posts/components/post-lists';
import { boardListSearch, defaultCommunitySort, knownBoard } from '~/lib/community/route-inputs';
import { loadPage } from '~/lib/page-data';

export const Route = createFileRoute('/community/main/dashboard')({
  staticData: { title: '게시판' },
  validateSearch: boardListSearch,
  loaderDeps: ({ search }) => ({ board: search.board, sort: search.sort }),
  loader: async ({ context: { queryClient }, deps }) => {
    const profile = await queryClient.ensureQueryData(profileQueries.web());
    const sortItems = profile.filterInfo.communitySortFilterList;
    const sort = deps.sort ?? defaultCommunitySort(sortItems);
    // The chips come from the server's board list; a ?board no board has shows 전체.
    const boards = await queryClient.ensureQueryData(postQueries.boards()).catch(() => undefined);
    const board = boards ? knownBoard(boards, deps.board) : deps.board;
    await loadPage([], [queryClient.prefetchInfiniteQuery(postQueries.list(sort, board))]);
    return { sortItems };
  },
  component: function BoardRoute() {
    const { sortItems } = Route.useLoaderData();
    const { board, sort } = Route.useSearch();
    const navigate = useNavigate({ from: Route.fullPath });
    return (
      <BoardPosts
        boardCode={board}
        sort={sort ?? defaultCommunitySort(sortItems)}
        sortItems={sortItems}
        onChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
      />
    );
  },
});
