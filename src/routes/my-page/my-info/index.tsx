/** SPEC §2: /my-page/my-info alone redirects to its main child. */
import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/my-page/my-info/')({
  staticData: { requireAuth: true },
  beforeLoad: () => {
    throw redirect({ to: '/my-page/my-info/main', replace: true });
  },
});
