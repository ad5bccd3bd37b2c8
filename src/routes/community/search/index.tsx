/** /community/search (SPEC §2, no child of its own): the recent searches, or a keyword's 게시글 results. */
import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/community/search/')({
  beforeLoad: ({ search }) => {
    if (search.keyword) throw redirect({ to: '/community/search/dashboard', search: { keyword: search.keyword, exact: search.exact }, replace: true });
    throw redirect({ to: '/community/search/recent', search: {}, replace: true });
  },
});
