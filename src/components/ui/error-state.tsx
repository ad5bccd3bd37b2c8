/**
 * Error state in Korean. Uses the API client's Korean message when the error carries one (SPEC §8
 * codes, kept on the panel as data-error-code); network failures get the offline wording.
 *
 * What it offers follows from what failed ({@link errorKind}):
 * - retryable (no network, a timeout, a 5xx or an unknown failure): 다시 시도;
 * - missing (HTTP 404, e.g. 8 NO_DATA) or refused (other 4xx): never 다시 시도 — asking again
 *   cannot help — but the way home (and the screen's next step, `missing.next`).
 * A whole-screen error (`page`, the route error screen of components/layout/route-error.tsx) has a
 * title and 홈으로 under every kind of failure; a missing thing is the shared not-found screen
 * (./not-found-panel.tsx: the route's own words, 홈으로 가기 and the route's next step).
 */
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { ApiClientError } from '~/lib/api-client';
import { Button, buttonStyle } from './button';
import { NotFoundPanel } from './not-found-panel';
import { RoundMark, StatusPanel } from './status-panel';

export function errorMessage(error: unknown): string {
  if (error instanceof ApiClientError) return error.message;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return '인터넷 연결이 끊겼어요. 연결을 확인한 뒤 다시 시도해 주세요.';
  return '일시적인 문제로 화면을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.';
}

/**
 * What kind of failure an error is: `offline` / `timeout` (the API client's code -1), `missing`
 * (HTTP 404), `refused` (another 4xx: bad input, not allowed — except 408 and 429, which pass),
 * `server` (5xx, a proxy's page, anything else).
 */
export type ErrorKind = 'offline' | 'timeout' | 'missing' | 'refused' | 'server';

export function errorKind(error: unknown): ErrorKind {
  if (error instanceof ApiClientError) {
    if (error.isNetworkError) return error.errorName === 'TIMEOUT' ? 'timeout' : 'offline';
    if (error.status === 404) return 'missing';
    if (error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429) return 'refused';
    return 'server';
  }
  return 'server';
}

/** Whether asking again can help: network, timeout and server failures (never a 404 or another 4xx). */
export function isRetryable(kind: ErrorKind): boolean {
  return kind === 'offline' || kind === 'timeout' || kind === 'server';
}

/** The words of a screen whose thing does not exist (a deal, a store), and where to go instead. */
export interface MissingCopy {
  /** e.g. "종료되었거나 없는 특가예요" */
  title: string;
  description: string;
  /** The next step besides 홈으로, e.g. { label: '다른 가게 보기', to: '/store' }. */
  next?: { label: string; to: string; hash?: string };
}

const GENERIC_MISSING: MissingCopy = { title: '찾을 수 없는 페이지예요', description: '요청하신 정보를 찾을 수 없어요. 주소가 바뀌었거나 사라진 페이지예요.' };

/** Titles of a whole-screen error by kind (the description is the error's own message). */
const TITLES: Record<Exclude<ErrorKind, 'missing'>, string> = {
  offline: '인터넷에 연결되어 있지 않아요',
  timeout: '화면을 불러오지 못했어요',
  server: '잠시 문제가 생겼어요',
  refused: '화면을 열 수 없어요',
};

const picture = <RoundMark circle={css({ fill: 'danger.subtle' })} stroke={css({ stroke: 'danger.default' })} d="M28 16v16M28 39v1" strokeWidth={4} />;

const actionsClass = css({ display: 'flex', flexDir: 'column', gap: '8px', w: '100%', maxW: '280px', mt: '8px' });

export interface ErrorStateProps {
  error?: unknown;
  /** Asks again (offered only for a retryable failure). */
  onRetry?: () => void;
  /** A whole screen (under the route's header): title, 홈으로 always, the missing thing's words. */
  page?: boolean;
  /** The route's words for a missing thing (with `page`); a generic "찾을 수 없는 페이지예요" otherwise. */
  missing?: MissingCopy;
}

export function ErrorState({ error, onRetry, page = false, missing }: ErrorStateProps) {
  const apiError = error instanceof ApiClientError ? error : null;
  const kind = errorKind(error);
  const retry = isRetryable(kind) && onRetry && (
    <Button variant={page ? 'primary' : 'secondary'} size={page ? 'md' : 'sm'} fullWidth={page} onClick={onRetry}>
      다시 시도
    </Button>
  );
  if (!page) {
    return (
      <StatusPanel
        role="alert"
        picture={picture}
        description={errorMessage(error)}
        errorCode={apiError?.code}
        actions={
          kind === 'missing' ? (
            <Link to="/" className={buttonStyle({ variant: 'secondary', size: 'sm' })}>
              홈으로
            </Link>
          ) : (
            retry
          )
        }
      />
    );
  }
  if (kind === 'missing') {
    // A thing that does not exist looks like every not-found screen (the /404 page included).
    const copy = missing ?? GENERIC_MISSING;
    return <NotFoundPanel title={copy.title} description={copy.description} next={copy.next} errorCode={apiError?.code} />;
  }
  return (
    <StatusPanel
      role="alert"
      page
      picture={picture}
      title={TITLES[kind]}
      description={errorMessage(error)}
      errorCode={apiError?.code}
      actions={
        <div className={actionsClass}>
          {retry}
          <Link to="/" className={buttonStyle({ variant: retry ? 'secondary' : 'primary', fullWidth: true })}>
            홈으로
          </Link>
        </div>
      }
    />
  );
}
