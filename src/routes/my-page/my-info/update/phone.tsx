/** 휴대전화번호 변경 (SPEC §2 /my-page/my-info/update/phone): owned by a later issue; title and empty state for now. */
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../../../../components/layout/placeholder-screen';

export const Route = createFileRoute('/my-page/my-info/update/phone')({
  staticData: { requireAuth: true, title: '휴대전화번호 변경' },
  component: () => <PlaceholderScreen title="휴대전화번호 변경" />,
});
