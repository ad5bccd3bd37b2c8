/**
 * The not-found screen (SPEC §2 /404): drawn at /404 and, in place, at any unknown path or bad
 * param — the address the shopper typed stays in the bar to correct or report (issue 30; decision
 * 043), and the server answers it 404. No bottom nav (AppShell reads the router's not-found match).
 * It looks like every other not-found (a missing deal or store, a deleted post: ../ui/not-found-panel.tsx);
 * with no better next place, its second step is 이전 화면 (the header's back).
 */
import { Header, useGoBack } from './header';
import { NotFoundPanel } from '~/components/ui/not-found-panel';

/** A router match that stands for a not-found: an unknown path (`_notFound`, the router's own flag) or a thrown notFound(). */
export function isNotFoundMatch(m: { status: string }): boolean {
  return m.status === 'notFound' || (m as { _notFound?: boolean })._notFound === true;
}

export function NotFoundScreen() {
  const goBack = useGoBack();
  return (
    <div>
      <Header title="페이지 없음" showHome />
      <NotFoundPanel title="페이지를 찾을 수 없어요" description="주소가 바뀌었거나 사라진 페이지예요. 홈에서 다시 찾아보세요." onBack={goBack} />
    </div>
  );
}
