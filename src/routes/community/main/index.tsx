/** 커뮤니티 (SPEC §2 /community/main/): owned by a later issue; title and empty state for now. */
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '~/components/layout/placeholder-screen';

export const Route = createFileRoute('/community/main/')({
  staticData: { title: '커뮤니티' },
  component: () => <PlaceholderScreen title="커뮤니티" />,
});
