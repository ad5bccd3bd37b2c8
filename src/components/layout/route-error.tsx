/**
 * Route error screen (SPEC §8): "a missing route goes to /404 (NotFoundScreen, drawn at the missing address: decision 043); other router
 * errors reload the target URL; a failed lazy chunk preload reloads the page". Which errors reload
 * ({@link shouldReloadForRouteError}; docs/decisions/031-ui-spec-rest.md): a failed chunk and any
 * failure that is not an API answer (a loader or render exception) — the page is loaded afresh
 * from the server once. An API answer (ApiClientError: a 404, a refused request, a 5xx, no network)
 * is the error catalogue's business, not the router's: its Korean state shows at once, as before.
 * The reload is guarded per address (lib/chunk-reload.ts reloadOnce: at most once per 10 s), so a
 * page that fails again shows this screen with 다시 시도 instead of looping.
 *
 * The screen keeps the route's header (back, title, home: ./route-header.tsx) above the Korean
 * error state, so a failed screen is never a dead end — also in an installed app or a deal opened
 * from a shared link. A missing thing (404) says what is missing in the route's words (MISSING
 * below) with 홈으로 and the next step (다른 특가 보기, 다른 가게 보기); only a retryable failure
 * (network, timeout, 5xx, an unexpected exception) offers 다시 시도 (components/ui/error-state.tsx).
 * Server-rendered like the rest: the loader's ApiClientError crosses into the page
 * (src/router.tsx), so the browser draws the same screen; the reload runs only in the browser.
 */
import { useEffect } from 'react';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { ErrorState, type MissingCopy } from '../ui/error-state';
import { ApiClientError } from '~/lib/api-client';
import { isChunkLoadError, reloadOnce } from '~/lib/chunk-reload';
import { RouteHeader, useRouteInfo } from './route-header';

const OTHER_DEALS = { label: '다른 특가 보기', to: '/', hash: 'deals' };

/** The words for a missing thing, by route id (first match wins); other routes get the generic page. */
const MISSING: ReadonlyArray<readonly [RegExp, MissingCopy]> = [
  [
    /^\/(admin-)?deal\//,
    { title: '종료되었거나 없는 특가예요', description: '요청하신 특가를 찾을 수 없어요. 지금 진행 중인 다른 특가를 둘러보세요.', next: OTHER_DEALS },
  ],
  [
    /^\/(admin-)?period\//,
    { title: '종료되었거나 없는 기획전이에요', description: '요청하신 기획전을 찾을 수 없어요. 지금 진행 중인 특가를 둘러보세요.', next: OTHER_DEALS },
  ],
  [
    /^\/(admin-)?event\//,
    { title: '종료되었거나 없는 이벤트예요', description: '요청하신 이벤트를 찾을 수 없어요. 지금 진행 중인 특가를 둘러보세요.', next: OTHER_DEALS },
  ],
  [
    /^\/(store|local\/store)\//,
    {
      title: '찾을 수 없는 가게예요',
      description: '가게가 문을 닫았거나 주소가 바뀌었어요. 다른 가게를 둘러보세요.',
      next: { label: '다른 가게 보기', to: '/store' },
    },
  ],
  [
    /^\/(admin-)?notice\//,
    { title: '찾을 수 없는 공지사항이에요', description: '삭제되었거나 주소가 바뀐 공지사항이에요.', next: { label: '공지사항 목록 보기', to: '/notice' } },
  ],
  [
    /^\/community\/(board-detail|qna|survey)\//,
    { title: '삭제되었거나 없는 글이에요', description: '요청하신 글을 찾을 수 없어요.', next: { label: '커뮤니티 둘러보기', to: '/community' } },
  ],
  [
    /^\/category\//,
    { title: '찾을 수 없는 카테고리예요', description: '카테고리가 바뀌었거나 사라졌어요.', next: { label: '전체 카테고리 보기', to: '/category' } },
  ],
];

/**
 * Does a route error reload its address (SPEC §8 "other router errors reload the target URL")?
 * A failed code chunk, or an exception that is not an API answer. Never an ApiClientError: reloading
 * cannot change a 404 or a refusal, and a network failure or 5xx has its own state with 다시 시도.
 */
export function shouldReloadForRouteError(error: unknown): boolean {
  if (isChunkLoadError(error)) return true;
  return !(error instanceof ApiClientError);
}

/** The route's words for a missing thing (undefined: the generic "찾을 수 없는 페이지예요"). */
export function missingCopyFor(routeId: string): MissingCopy | undefined {
  return MISSING.find(([pattern]) => pattern.test(routeId))?.[1];
}

export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const { routeId } = useRouteInfo();
  useEffect(() => {
    // The target address: after a client navigation the router (and history) already point at it.
    if (shouldReloadForRouteError(error)) reloadOnce(router.state.location.href);
  }, [error, router]);
  return (
    <div>
      <RouteHeader />
      <ErrorState
        page
        error={error}
        missing={missingCopyFor(routeId)}
        onRetry={() => {
          // After the guard stopped the automatic reload, 다시 시도 is the shopper's own reload (the
          // remedy for such a failure); an API failure asks again in place.
          if (shouldReloadForRouteError(error)) {
            window.location.reload();
            return;
          }
          reset();
          void router.invalidate();
        }}
      />
    </div>
  );
}
