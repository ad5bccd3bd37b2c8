/** Notice fetchers (SPEC §7 notice view, notice last). */
import { callEndpoint } from '~/lib/api-client';

export const fetchNotices = (page: number) => callEndpoint('notices', { query: { page, size: 20 } });
/** Counts a view (SPEC §7 "notice view"): its toasts are not shown. */
export const fetchNotice = (noticeId: number) => callEndpoint('noticeDetail', { params: { noticeId }, silentToasts: true });
export const fetchLastNotice = () => callEndpoint('lastNotice');
