/**
 * The words of the preview banner (issue 17; docs/decisions/032-admin-preview.md): 예약됨 with the
 * day it opens (Korea time), 비공개, 종료, 공개 중.
 */
import type { PreviewState } from '@contract/admin-preview';

/** `publishedAt` ISO → "11월 30일" in Korea time. */
export function koreanDay(iso: string): string {
  const d = new Date(Date.parse(iso) + 9 * 3600_000);
  return `${d.getUTCMonth() + 1}월 ${d.getUTCDate()}일`;
}

/** The banner's state label, e.g. "예약됨 · 11월 30일 오픈". */
export function previewStateLabel(state: PreviewState, publishedAt: string | null): string {
  switch (state) {
    case 'scheduled':
      return publishedAt ? `예약됨 · ${koreanDay(publishedAt)} 오픈` : '예약됨';
    case 'draft':
      return '비공개';
    case 'ended':
      return '종료';
    case 'live':
      return '공개 중';
  }
}
