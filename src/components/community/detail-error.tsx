/**
 * The error screen of a community detail (issue 15; docs/decisions/017 "Visibility"): as every route's
 * (components/layout/route-error), but a post hidden after reports says so in the server's words
 * (8 '신고가 접수되어 검토 중인 글이에요.') instead of "삭제되었거나 없는 글이에요".
 */
import type { ErrorComponentProps } from '@tanstack/react-router';
import { RouteError } from '~/components/layout/route-error';
import { RouteHeader } from '~/components/layout/route-header';
import { ErrorState } from '~/components/ui/error-state';
import { ApiClientError } from '~/lib/api-client';

/** Whether the error is the server's "hidden after reports" answer. */
export function isHiddenPostError(error: unknown): error is ApiClientError {
  return error instanceof ApiClientError && error.code === 8 && error.message.includes('신고');
}

export function CommunityDetailError(props: ErrorComponentProps) {
  if (!isHiddenPostError(props.error)) return <RouteError {...props} />;
  return (
    <div>
      <RouteHeader />
      <ErrorState
        page
        error={props.error}
        missing={{
          title: props.error.message,
          description: '여러 회원이 신고해서 잠시 가려 두었어요. 검토가 끝나면 다시 볼 수 있어요.',
          next: { label: '커뮤니티 둘러보기', to: '/community' },
        }}
      />
    </div>
  );
}
