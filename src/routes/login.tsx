/** 로그인 (SPEC §2 /login) (issue 3). */
import { createFileRoute } from '@tanstack/react-router';
import { LoginScreen } from '../features/auth/components/sign-in-screens';
import { loginSearch } from '../lib/search-params';
import { POPUP_ID_PATTERN } from '~/lib/auth/popup-id';

export const Route = createFileRoute('/login')({
  // The sign-in round trip runs in the browser only (its state, return path and tokens live there; issue 12).
  ssr: false,
  staticData: { neverStore: true, title: '로그인' },
  // `popup`: this window is a sign-in popup with that id (issue 17, lib/auth/popup.ts).
  validateSearch: (s: Record<string, unknown>): ReturnType<typeof loginSearch> & { popup?: string } => ({
    ...loginSearch(s),
    popup: typeof s.popup === 'string' && POPUP_ID_PATTERN.test(s.popup) ? s.popup : undefined,
  }),
  component: function Login() {
    const s = Route.useSearch();
    return <LoginScreen provider={s.provider} returnUrl={s.returnUrl} popup={s.popup} />;
  },
});
