/** 회원가입 약관 동의 (SPEC §2 /sign-up) (issue 3). */
import { createFileRoute } from '@tanstack/react-router';
import { SignUpScreen } from '~/features/auth/components/sign-in-screens';
import { returnUrlSearch } from '~/lib/search-params';

export const Route = createFileRoute('/sign-up')({
  staticData: { noBottomNavi: true, requireAuth: true, title: '회원가입 약관 동의' },
  validateSearch: returnUrlSearch,
  component: function SignUp() {
    const s = Route.useSearch();
    return <SignUpScreen returnUrl={s.returnUrl} />;
  },
});
