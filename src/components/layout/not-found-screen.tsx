/**
 * The not-found screen (SPEC §2 /404): drawn at /404 and, in place, at any unknown path or bad
 * param — the address the shopper typed stays in the bar to correct or report (issue 30; decision
 * 043), and the server answers it 404. No bottom nav (AppShell reads the router's not-found match).
 */
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { Header } from './header';
import { buttonStyle } from '~/components/ui/button';
import { StatusPanel } from '~/components/ui/status-panel';

const picture = (
  <p aria-hidden="true" className={css({ fontSize: '56px', fontWeight: 900, color: 'orange.200' })}>
    404
  </p>
);

/** A router match that stands for a not-found: an unknown path (`_notFound`, the router's own flag) or a thrown notFound(). */
export function isNotFoundMatch(m: { status: string }): boolean {
  return m.status === 'notFound' || (m as { _notFound?: boolean })._notFound === true;
}

export function NotFoundScreen() {
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
}
