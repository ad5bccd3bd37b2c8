/**
 * Error state in Korean with a retry button. Uses the API client's Korean message when the
 * error carries one (SPEC §8 codes, kept on the panel as data-error-code); network failures get
 * the offline wording. Something that does not exist (HTTP 404, e.g. NO_DATA) offers the way home
 * instead of a retry that cannot help.
 */
import { css } from 'styled-system/css';
import { ApiClientError } from '~/lib/api-client';
import { Button, ButtonLink } from './button';
import { RoundMark, StatusPanel } from './status-panel';

export function errorMessage(error: unknown): string {
  if (error instanceof ApiClientError) return error.message;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return '인터넷 연결이 끊겼어요. 연결을 확인한 뒤 다시 시도해 주세요.';
  return '일시적인 문제로 화면을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.';
}

const picture = <RoundMark circle={css({ fill: 'danger.subtle' })} stroke={css({ stroke: 'danger.default' })} d="M28 16v16M28 39v1" strokeWidth={4} />;

export function ErrorState({ error, onRetry }: { error?: unknown; onRetry?: () => void }) {
  const apiError = error instanceof ApiClientError ? error : null;
  const missing = apiError?.status === 404;
  return (
    <StatusPanel
      role="alert"
      picture={picture}
      description={errorMessage(error)}
      errorCode={apiError?.code}
      actions={
        missing ? (
          <ButtonLink variant="secondary" size="sm" href="/">
            홈으로 가기
          </ButtonLink>
        ) : (
          onRetry && (
            <Button variant="secondary" size="sm" onClick={onRetry}>
              다시 시도
            </Button>
          )
        )
      }
    />
  );
}
