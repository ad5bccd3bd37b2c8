/** 별 교환 (SPEC §2 /my-page/point-exchange; issue 16): exchange form, confirmation, result, auto exchange, history. */
import { createFileRoute } from '@tanstack/react-router';
import { PointExchangeScreen } from '~/features/point/components/point-exchange-screen';

export const Route = createFileRoute('/my-page/point-exchange')({
  staticData: { requireAuth: true, title: '별 교환' },
  component: PointExchangeScreen,
});
