/**
 * Route error boundary (SPEC §8): a failed lazy chunk reloads the page once; other errors show a
 * Korean error state with retry (never a blank screen).
 */
import { useEffect } from 'react';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { ErrorState } from '../ui/error-state';
import { isChunkLoadError, reloadForChunkError } from '~/lib/chunk-reload';

export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  useEffect(() => {
    if (isChunkLoadError(error)) reloadForChunkError();
  }, [error]);
  return (
    <ErrorState
      error={error}
      onRetry={() => {
        reset();
        router.invalidate();
      }}
    />
  );
}
