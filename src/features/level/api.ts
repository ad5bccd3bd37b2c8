/**
 * Level fetcher (issue 16; SPEC §2 /my-page/my-level; §7 level; docs/decisions/026 "Points and
 * levels"): GET /api/v1/mypage/level — my level, what it is made of, progress to the next and the
 * table. Member only (110 signed out).
 */
import { callEndpoint } from '~/lib/api-client';

export const fetchMemberLevel = () => callEndpoint('memberLevel');
