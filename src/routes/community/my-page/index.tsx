/** SPEC §2: /community/my-page redirects to its post child. */
import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/community/my-page/')({
  staticData: { requireAuth: true },
  beforeLoad: () => {
    throw redirect({ to: '/community/my-page/post', replace: true });
  },
});
