/** 휴대전화번호 변경 (SPEC §2 /my-page/my-info/update/phone) (issue 3). */
import { createFileRoute } from '@tanstack/react-router';
import { personalRoute } from '~/lib/auth/guard';
import { PhoneUpdateScreen } from '~/features/member/components/member-screens';

export const Route = createFileRoute('/my-page/my-info/update/phone')({
  ...personalRoute,
  staticData: { requireAuth: true, title: '휴대전화번호 변경' },
  component: PhoneUpdateScreen,
});
