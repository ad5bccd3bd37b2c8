/** Welcome (SPEC §2): greeting, a completion image, one button that replaces the route with /. */
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { Button } from '../components/ui/button';

export const Route = createFileRoute('/welcome')({
  staticData: { noBottomNavi: true, title: '환영해요' },
  component: function Welcome() {
    const navigate = useNavigate();
    return (
      <div
        className={css({ minH: '100dvh', display: 'flex', flexDir: 'column', px: '24px', pt: '96px', pb: '24px', textAlign: 'center', wordBreak: 'keep-all' })}
      >
        <svg viewBox="0 0 160 160" width="160" height="160" role="img" aria-label="가입 완료" className={css({ mx: 'auto' })}>
          <circle cx="80" cy="80" r="72" fill="#FFEAD5" />
          <circle cx="80" cy="80" r="50" fill="#EA480C" />
          <path d="M56 82l16 16 32-34" stroke="#fff" strokeWidth="10" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <h1 className={css({ fontSize: '24px', fontWeight: 800, mt: '32px' })}>제철장터에 오신 것을 환영해요!</h1>
        <p className={css({ fontSize: '16px', color: 'fg.secondary', mt: '12px' })}>전국 산지의 제철 먹거리와 함께 즐거운 쇼핑 되세요.</p>
        <div className={css({ flex: 1 })} />
        <Button size="lg" fullWidth onClick={() => navigate({ to: '/', replace: true })}>
          쇼핑하러 가기
        </Button>
      </div>
    );
  },
});
