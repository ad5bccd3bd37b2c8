/** Notice fetchers (SPEC §7 notice view, notice last). */
import { api } from '~/lib/api-client';
import type { NoticeDetail, NoticeSummary } from '@contract/display';
import type { Page } from '@contract/envelope';

export const fetchNotices = (page: number) => api.display.get<Page<NoticeSummary>>('/api/v1/display/notice', { query: { page, size: 20 } });
export const fetchNotice = (noticeId: number) => api.display.get<NoticeDetail>(`/api/v1/display/notice/${noticeId}`, { silentToasts: true });
export const fetchLastNotice = () => api.display.get<NoticeSummary | null>('/api/v1/display/notice/last');
