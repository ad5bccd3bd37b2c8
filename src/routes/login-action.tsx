/** 로그인 (SPEC §2 /login-action) (issue 3). */
import { createFileRoute } from '@tanstack/react-router';
import { LoginActionScreen } from '../features/auth/components/sign-in-screens';
import { returnUrlSearch } from '../lib/search-params';

export const Route = createFileRoute('/login-action')({
  // The sign-in round trip runs in the browser only (its state, return path and tokens live there; issue 12).
  ssr: false,
  staticData: { neverStore: true, title: '로그인' },
  validateSearch: returnUrlSearch,
  component: function LoginAction() {
    const { returnUrl } = Route.useSearch();
    return <LoginActionScreen returnUrl={returnUrl} />;
  },
});
