/**
 * Welcome (SPEC §2): greeting, a completion image, one button that replaces the route with /.
 * A finished sign-up lands here (issue 17). When the sign-up started from a page (`?returnUrl`,
 * same-origin only: a 찜 or 오픈 알림 waiting to complete, a members-only page), the same button
 * replaces the route with that page instead, as a full load like the sign-in's own return (the
 * page picks its intent up from the address then; docs/decisions/029-sign-in-popups.md).
 */
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { Button } from '../components/ui/button';
import { returnUrlSearch } from '../lib/search-params';
import { safeReturnUrl } from '../lib/auth/session';
import { WelcomeArt } from '../features/auth/components/welcome-art';

export const Route = createFileRoute('/welcome')({
  staticData: { noBottomNavi: true, neverStore: true, title: '환영해요' },
  validateSearch: returnUrlSearch,
  component: function Welcome() {
    const navigate = useNavigate();
    const { returnUrl } = Route.useSearch();
    // Read at the tap (the check needs the page's origin): the one return-path parser of issue 14.
    const goShopping = () => {
      const back = returnUrl ? safeReturnUrl(returnUrl) : '/';
      if (back !== '/') window.location.replace(back);
      else void navigate({ to: '/', replace: true });
    };
    return (
      <div
        className={css({ minH: '100dvh', display: 'flex', flexDir: 'column', px: '24px', pt: '88px', pb: '24px', textAlign: 'center', wordBreak: 'keep-all' })}
      >
        <WelcomeArt />
        <h1 className={css({ fontSize: '24px', fontWeight: 800, mt: '28px', lineHeight: 1.4 })}>
          제철장터에 오신 것을
          <br />
          환영해요!
        </h1>
        <p className={css({ fontSize: '16px', color: 'fg.secondary', mt: '12px', lineHeight: 1.5 })}>
          가입이 완료되었어요.
          <br />
          전국 산지의 제철 먹거리와 함께
          <br />
          즐거운 쇼핑 되세요.
        </p>
        <div className={css({ flex: 1 })} />
        <Button size="lg" fullWidth onClick={goShopping}>
          쇼핑하러 가기
        </Button>
      </div>
    );
  },
});
