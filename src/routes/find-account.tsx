/** 가입한 계정 찾기 (SPEC §7 GET /api/v1/user/email?cellphone; issue 17), reached from /login. */
import { createFileRoute } from '@tanstack/react-router';
import { FindAccountScreen } from '../features/auth/components/find-account';

export const Route = createFileRoute('/find-account')({
  // The answer is personal (whose account a number has): asked in the browser only.
  ssr: false,
  staticData: { noBottomNavi: true, title: '가입한 계정 찾기' },
  component: FindAccountScreen,
});
