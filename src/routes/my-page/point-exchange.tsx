/** 별 교환 (SPEC §2 /my-page/point-exchange; issue 16): exchange form, confirmation, result, auto exchange, history. */
import { createFileRoute } from '@tanstack/react-router';
import { requireAuth } from '~/lib/auth/guard';
import { PointExchangeScreen } from '~/features/point/components/point-exchange-screen';

export const Route = createFileRoute('/my-page/point-exchange')({
  // Personal: rendered in the browser only (issue 12: no member data in server HTML).
  ssr: false,
  staticData: { requireAuth: true, title: '별 교환' },
  beforeLoad: requireAuth,
  component: PointExchangeScreen,
});
