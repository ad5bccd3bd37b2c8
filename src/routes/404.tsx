/** Not found (SPEC §2 /404, no nav). */
import { createFileRoute, Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { Header } from '~/components/layout/header';
import { buttonStyle } from '~/components/ui/button';
import { StatusPanel } from '~/components/ui/status-panel';

const picture = (
  <p aria-hidden="true" className={css({ fontSize: '56px', fontWeight: 900, color: 'orange.200' })}>
    404
  </p>
);

export const Route = createFileRoute('/404')({
  staticData: { noBottomNavi: true, title: '페이지 없음' },
  component: function NotFoundPage() {
    return (
      <div>
        <Header title="페이지 없음" showHome />
        <StatusPanel
          page
          picture={picture}
          title="페이지를 찾을 수 없어요"
          description="주소가 바뀌었거나 사라진 페이지예요. 홈에서 다시 찾아보세요."
          actions={
            <Link to="/" replace className={buttonStyle({ size: 'lg' })}>
              홈으로 가기
            </Link>
          }
        />
      </div>
    );
  },
});
