/**
 * Admin preview fetchers (issue 17; SPEC §2 /admin-deal, /admin-period, /admin-event, /admin-notice;
 * docs/decisions/032-admin-preview.md): GET /api/v1/admin/preview/<kind>/<id>?preview=<link token>.
 * Sent without the member's Authorization (skipAuth): a preview is opened by its link, not by a
 * member session, and a 111 here is an expired link, never a reason to refresh tokens.
 * Never counts a view, never shows toasts.
 */
import type { PreviewKind, PreviewState } from '@contract/admin-preview';
import { ApiClientError, callEndpoint } from '~/lib/api-client';

/** A preview answer of any kind: the state, when it is (or was) published, and the public detail shape as `item`. */
export interface PreviewAnswer {
  state: PreviewState;
  publishedAt: string | null;
  item: unknown;
}

const opts = (link: string | undefined) => ({ query: link ? { preview: link } : {}, skipAuth: true, silentToasts: true }) as const;

/** The server's answer to a preview asked without a link (110; server/http/guards.ts `preview`), given without asking. */
export const NO_LINK_MESSAGE = '미리보기 링크가 필요해요.';

/**
 * One preview by its link. Without a link there is nothing to ask: the server refuses every such
 * call with 110 (the client never sends the ops token), so it is refused here the same way, without
 * a request the browser would log as a failed 401 (issue 30's console sweep).
 */
export function fetchPreview(kind: PreviewKind, id: number, link: string | undefined): Promise<PreviewAnswer> {
  if (!link) return Promise.reject(new ApiClientError(110, NO_LINK_MESSAGE, 401, 'NULL_OR_EMPTY_TOKEN'));
  switch (kind) {
    case 'deal':
      return callEndpoint('previewDeal', { params: { dealId: id }, ...opts(link) });
    case 'period':
      return callEndpoint('previewPeriod', { params: { periodId: id }, ...opts(link) });
    case 'event':
      return callEndpoint('previewEvent', { params: { eventId: id }, ...opts(link) });
    case 'notice':
      return callEndpoint('previewNotice', { params: { noticeId: id }, ...opts(link) });
  }
}
