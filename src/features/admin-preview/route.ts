/**
 * What the four admin preview routes share (issue 17; SPEC §2 /admin-deal/{id}, /admin-period/{id},
 * /admin-event/{id}, /admin-notice/{id}, "no guard shown"; docs/decisions/032-admin-preview.md):
 * each route file is `createFileRoute(path)({ ...adminPreviewRoute(kind), component })`.
 *
 * The options: rendered in the browser only (ssr false), the kind's title, noindex (this meta and the
 * server's X-Robots-Tag), the signed link's token as the optional `?preview=` search, and the `$id`
 * param checked (digits, else 404) and typed as a number (params.parse). The route's component reads
 * both with `Route.useParams()` / `Route.useSearch()` and hands them to the screen with its kind.
 * Kept light on purpose: it is evaluated with the route tree, while the screen
 * (components/admin-preview) loads with the route.
 */
import type { PreviewKind } from '@contract/admin-preview';
import { idParams } from '~/lib/detail-route';

/** Each kind's screen title (the header, the error screen's header and the route's staticData). */
export const PREVIEW_TITLES: Record<PreviewKind, string> = {
  deal: '특가 미리보기',
  period: '기획전 미리보기',
  event: '이벤트 미리보기',
  notice: '공지 미리보기',
};

/** The `?preview=` search: the signed link's token when the address has a non-empty one. */
export function previewSearch(s: Record<string, unknown>): { preview?: string } {
  return typeof s.preview === 'string' && s.preview ? { preview: s.preview } : {};
}

/** The route options of the `kind` preview route, but its component (spread them into createFileRoute's). */
export function adminPreviewRoute(kind: PreviewKind) {
  return {
    ssr: false as const,
    staticData: { title: PREVIEW_TITLES[kind] },
    head: () => ({ meta: [{ name: 'robots', content: 'noindex' }] }),
    validateSearch: previewSearch,
    params: idParams,
  };
}
