/** 설정 (SPEC §2 /my-page/settings) (issue 3). */
import { createFileRoute } from '@tanstack/react-router';
import { requireAuth } from '~/lib/auth/guard';
import { SettingsScreen } from '~/features/member/components/member-screens';

export const Route = createFileRoute('/my-page/settings')({
  // Personal: rendered in the browser only (issue 12: no member data in server HTML).
  ssr: false,
  staticData: { requireAuth: true, title: '설정' },
  beforeLoad: requireAuth,
  component: SettingsScreen,
});
