/** 내가 쓴 글 (SPEC §2 /community/my-page/post): owned by a later issue; title and empty state for now. */
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '~/components/layout/placeholder-screen';
import { requireAuth } from '~/lib/auth/guard';

export const Route = createFileRoute('/community/my-page/post')({
  // Personal: rendered in the browser only (issue 12: no member data in server HTML).
  ssr: false,
  staticData: { requireAuth: true, title: '내가 쓴 글' },
  beforeLoad: requireAuth,
  component: () => <PlaceholderScreen title="내가 쓴 글" />,
});
