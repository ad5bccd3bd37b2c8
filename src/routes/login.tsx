/** 로그인 (SPEC §2 /login) (issue 3). */
import { createFileRoute } from '@tanstack/react-router';
import { LoginScreen } from '../features/auth/components/sign-in-screens';
import { loginSearch } from '../lib/search-params';

export const Route = createFileRoute('/login')({
  // The sign-in round trip runs in the browser only (its state, return path and tokens live there; issue 12).
  ssr: false,
  staticData: { title: '로그인' },
  validateSearch: loginSearch,
  component: function Login() {
    const s = Route.useSearch();
    return <LoginScreen provider={s.provider} returnUrl={s.returnUrl} />;
  },
});
