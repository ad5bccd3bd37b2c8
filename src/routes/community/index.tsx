/** SPEC §2: /community redirects to /community/main/popular-post. */
import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/community/')({
  beforeLoad: () => {
    throw redirect({ to: '/community/main/popular-post', replace: true });
  },
});
