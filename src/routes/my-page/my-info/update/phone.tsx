/** 휴대전화번호 변경 (SPEC §2 /my-page/my-info/update/phone) (issue 3). */
import { createFileRoute } from '@tanstack/react-router';
import { requireAuth } from '~/lib/auth/guard';
import { PhoneUpdateScreen } from '~/features/member/components/member-screens';

export const Route = createFileRoute('/my-page/my-info/update/phone')({
  // Personal: rendered in the browser only (issue 12: no member data in server HTML).
  ssr: false,
  staticData: { requireAuth: true, title: '휴대전화번호 변경' },
  beforeLoad: requireAuth,
  component: PhoneUpdateScreen,
});
