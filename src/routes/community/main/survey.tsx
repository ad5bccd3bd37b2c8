/** 설문 (SPEC §2 /community/main/survey): owned by a later issue; title and empty state for now. */
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '~/components/layout/placeholder-screen';

export const Route = createFileRoute('/community/main/survey')({
  staticData: { title: '설문' },
  component: () => <PlaceholderScreen title="설문" />,
});
