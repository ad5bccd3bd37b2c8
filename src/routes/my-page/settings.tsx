/** 설정 (SPEC §2 /my-page/settings) (issue 3). */
import { createFileRoute } from '@tanstack/react-router';
import { SettingsScreen } from '~/features/member/components/member-screens';

export const Route = createFileRoute('/my-page/settings')({
  staticData: { requireAuth: true, title: '설정' },
  component: SettingsScreen,
});
