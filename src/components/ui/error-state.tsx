/**
 * Error state in Korean with a retry button. Uses the API client's Korean message when the
 * error carries one (SPEC §8 codes); network failures get the offline wording.
 */
import { css } from 'styled-system/css';
import { ApiClientError } from '~/lib/api-client';
import { Button } from './button';

export function errorMessage(error: unknown): string {
  if (error instanceof ApiClientError) return error.message;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return '인터넷 연결이 끊겼어요. 연결을 확인한 뒤 다시 시도해 주세요.';
  return '일시적인 문제로 화면을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.';
}

export function ErrorState({ error, onRetry }: { error?: unknown; onRetry?: () => void }) {
  return (
    <div
      role="alert"
      className={css({
        py: '48px',
        px: '24px',
        textAlign: 'center',
        display: 'flex',
        flexDir: 'column',
        alignItems: 'center',
        gap: '12px',
        wordBreak: 'keep-all',
      })}
    >
      <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true">
        <circle cx="28" cy="28" r="26" className={css({ fill: 'danger.subtle' })} />
        <path d="M28 16v16M28 39v1" className={css({ stroke: 'danger.default' })} strokeWidth="4" strokeLinecap="round" />
      </svg>
      <p className={css({ fontSize: '15px', color: 'fg.body' })}>{errorMessage(error)}</p>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          다시 시도
        </Button>
      )}
    </div>
  );
}
