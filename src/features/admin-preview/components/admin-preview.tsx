/**
 * Admin preview screen (issue 17; SPEC §2 /admin-deal/{id}, /admin-period/{id}, /admin-event/{id},
 * /admin-notice/{id}; docs/decisions/032-admin-preview.md): the item as the public detail draws it,
 * in any state, under a 미리보기 banner naming its state (예약됨 · 11월 30일 오픈 / 비공개 / 종료 / 공개 중).
 *
 * The item comes from the preview endpoint with the link's `preview` token; the detail component
 * draws it from a private QueryClient seeded with that answer (nothing is refetched from the public
 * endpoints, so no view is counted and nothing is persisted or shared with the app's cache). A
 * missing, expired or tampered link shows a Korean error screen.
 */
import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { PreviewKind } from '@contract/admin-preview';
import { Header } from '~/components/layout/header';
import { RouteSkeleton } from '~/components/layout/route-skeleton';
import { buttonStyle } from '~/components/ui/button';
import { ApiClientError } from '~/lib/api-client';
import { fetchPreview, type PreviewAnswer } from '../api';
import { previewStateLabel } from '../preview-state';
import { PREVIEW_TITLES } from '../route';

/** Query keys with their data, from the preview's item (see AdminPreview's `seed`). */
type Seeds = Array<readonly [readonly unknown[], unknown]>;

/** The words of a refused preview, by SPEC §8 code: 111 expired, 110 no link, 12 wrong link, 8 not found. */
function refusal(error: unknown): { title: string; description: string } {
  const code = error instanceof ApiClientError ? error.code : 5;
  if (code === 111) return { title: '미리보기 링크가 만료되었어요', description: '링크의 유효기간이 지났어요. 운영자에게 새 미리보기 링크를 받아 주세요.' };
  if (code === 110) return { title: '미리보기 링크가 필요해요', description: '운영자에게 받은 미리보기 링크로 열어 주세요.' };
  if (code === 12) return { title: '미리보기 링크가 올바르지 않아요', description: '링크가 잘렸거나 바뀌었어요. 받은 링크를 그대로 열어 주세요.' };
  if (code === 8) return { title: '미리볼 항목을 찾을 수 없어요', description: '삭제되었거나 번호가 잘못된 항목이에요.' };
  return { title: '미리보기를 불러오지 못했어요', description: error instanceof Error ? error.message : '잠시 후 다시 시도해 주세요.' };
}

const bannerClass = css({
  position: 'sticky',
  top: 0,
  zIndex: 30,
  display: 'flex',
  alignItems: 'center',
  gap: '8px',
  px: '16px',
  py: '10px',
  flexWrap: 'wrap',
  bg: '#1f1f23',
  color: '#ffffff',
  fontSize: '14px',
  fontWeight: 700,
});
const chipClass = css({
  fontSize: '12px',
  fontWeight: 700,
  px: '8px',
  py: '2px',
  borderRadius: '999px',
  bg: '#ffd54f',
  color: '#1f1f23',
  whiteSpace: 'nowrap',
});

export function PreviewBanner({ answer }: { answer: Pick<PreviewAnswer, 'state' | 'publishedAt'> }) {
  return (
    <div role="status" aria-label="미리보기" data-testid="preview-banner" data-state={answer.state} className={bannerClass}>
      <span>미리보기</span>
      <span className={chipClass}>{previewStateLabel(answer.state, answer.publishedAt)}</span>
      <span className={css({ ml: 'auto', fontSize: '12px', fontWeight: 400, color: '#d4d4d8', whiteSpace: 'nowrap' })}>손님에게는 안 보여요</span>
    </div>
  );
}

/**
 * @param link the `preview` token of the link (undefined when the address has none)
 * @param seed the query keys the public detail `children` read, with their data, from the preview's item
 *   (composed in by the route, e.g. the deal detail's key → item, its recommendations → [])
 * @param children the public detail component of the item (composed in by the route)
 */
export function AdminPreview({
  kind,
  id,
  link,
  seed,
  children,
}: {
  kind: PreviewKind;
  id: number;
  link: string | undefined;
  seed: (item: unknown) => Seeds;
  children: ReactNode;
}) {
  const title = PREVIEW_TITLES[kind];
  const preview = useQuery({ queryKey: ['admin-preview', kind, id, link ?? ''], queryFn: () => fetchPreview(kind, id, link), retry: false, gcTime: 0 });
  // One private client per shown item: the detail reads the preview's answer and never asks the public endpoints.
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { staleTime: Infinity, gcTime: Infinity, retry: false, refetchOnMount: false, refetchOnWindowFocus: false } },
      }),
  );
  if (preview.isPending) return <RouteSkeleton />;
  if (preview.isError) {
    const words = refusal(preview.error);
    return (
      <div>
        <Header title={title} />
        <section
          role="alert"
          data-testid="preview-error"
          className={css({ p: '32px 24px', display: 'flex', flexDir: 'column', alignItems: 'center', gap: '10px', textAlign: 'center' })}
        >
          <h2 className={css({ fontSize: '18px', fontWeight: 800, wordBreak: 'keep-all' })}>{words.title}</h2>
          <p className={css({ fontSize: '14px', color: 'fg.secondary', lineHeight: 1.6, wordBreak: 'keep-all' })}>{words.description}</p>
          <Link to="/" className={buttonStyle({ variant: 'secondary' })}>
            홈으로
          </Link>
        </section>
      </div>
    );
  }
  for (const [key, value] of seed(preview.data.item)) client.setQueryData(key, value);
  return (
    <div>
      <PreviewBanner answer={preview.data} />
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </div>
  );
}

/**
 * The preview screen of an admin preview route (the `component` of a route built with ../route's
 * adminPreviewRoute, which hands in its typed `id` and its link's `?preview=` token).
 * @param seed as AdminPreview's, given the id
 * @param detail the public detail component of item `id`, titled `title` (the kind's preview title)
 */
export function AdminPreviewScreen({
  kind,
  id,
  preview,
  seed,
  detail,
}: {
  kind: PreviewKind;
  id: number;
  preview: string | undefined;
  seed: (id: number, item: unknown) => Seeds;
  detail: (id: number, title: string) => ReactNode;
}) {
  return (
    <AdminPreview kind={kind} id={id} link={preview} seed={(item) => seed(id, item)}>
      {detail(id, PREVIEW_TITLES[kind])}
    </AdminPreview>
  );
}
