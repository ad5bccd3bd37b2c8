/** Not found (SPEC §2 /404, no nav). */
import { createFileRoute, Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { Header } from '../components/layout/header';
import { buttonStyle } from '../components/ui/button';

export const Route = createFileRoute('/404')({
  staticData: { noBottomNavi: true, title: '페이지 없음' },
  component: function NotFoundPage() {
    return (
      <div>
        <Header title="" />
        <div
          className={css({
            px: '24px',
            pt: '96px',
            textAlign: 'center',
            display: 'flex',
            flexDir: 'column',
            alignItems: 'center',
            gap: '12px',
            wordBreak: 'keep-all',
          })}
        >
          <p aria-hidden="true" className={css({ fontSize: '56px', fontWeight: 900, color: 'orange.200' })}>
            404
          </p>
          <h2 className={css({ fontSize: '20px', fontWeight: 800 })}>페이지를 찾을 수 없어요</h2>
          <p className={css({ fontSize: '15px', color: 'fg.muted' })}>주소가 바뀌었거나 사라진 페이지예요. 홈에서 다시 찾아보세요.</p>
          <Link to="/" replace className={buttonStyle({ size: 'lg' })}>
            홈으로 가기
          </Link>
        </div>
      </div>
    );
  },
});
