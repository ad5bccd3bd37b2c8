/** 기타 정보 변경 (SPEC §2 /my-page/my-info/update/etc): owned by a later issue; title and empty state for now. */
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../../../../components/layout/placeholder-screen';

export const Route = createFileRoute('/my-page/my-info/update/etc')({
  staticData: { requireAuth: true, title: '기타 정보 변경' },
  component: () => <PlaceholderScreen title="기타 정보 변경" />,
});
