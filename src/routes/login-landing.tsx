/** 로그인 (SPEC §2 /login-landing) (issue 3). */
import { createFileRoute } from '@tanstack/react-router';
import { NaverLandingScreen } from '../features/auth/components/sign-in-screens';
import { oauthLandingSearch } from '../lib/search-params';

export const Route = createFileRoute('/login-landing')({
  // The sign-in round trip runs in the browser only (its state, return path and tokens live there; issue 12).
  ssr: false,
  staticData: { neverStore: true, title: '로그인' },
  validateSearch: oauthLandingSearch,
  component: function Landing() {
    const { code, state, error } = Route.useSearch();
    return <NaverLandingScreen code={code} state={state} error={error} />;
  },
});
