/** 휴대전화번호 변경 (SPEC §2 /my-page/my-info/update/phone) (issue 3). */
import { createFileRoute } from '@tanstack/react-router';
import { PhoneUpdateScreen } from '~/features/member/components/member-screens';

export const Route = createFileRoute('/my-page/my-info/update/phone')({
  staticData: { requireAuth: true, title: '휴대전화번호 변경' },
  component: PhoneUpdateScreen,
});
