/** Web profile fetcher (SPEC §7 GET /api/v1/display/web/profile → filterInfo). */
import { api } from '~/lib/api-client';
import type { WebProfile } from '@contract/display';

export const fetchWebProfile = () => api.display.get<WebProfile>('/api/v1/display/web/profile');
