/** Apple 로그인 (SPEC §2 /login-landing-apple) (issue 3). */
import { createFileRoute } from '@tanstack/react-router';
import { AppleLandingScreen } from '../features/auth/components/sign-in-screens';

export const Route = createFileRoute('/login-landing-apple')({
  // The sign-in round trip runs in the browser only (its state, return path and tokens live there; issue 12).
  ssr: false,
  staticData: { neverStore: true, title: 'Apple 로그인' },
  component: AppleLandingScreen,
});
