/** 쇼핑 라이브 (SPEC §2 /category/shopping-live): owned by a later issue; title and empty state for now. */
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '~/components/layout/placeholder-screen';

export const Route = createFileRoute('/category/shopping-live')({
  staticData: { title: '쇼핑 라이브' },
  component: () => <PlaceholderScreen title="쇼핑 라이브" />,
});
