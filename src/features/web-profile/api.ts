/**
 * Web profile fetcher: SPEC §3 "web profile" is the storefront's filter profile (filterInfo: the
 * sort options and which one is the default, price ranges), not a member's profile — member data
 * lives in features/member. SPEC §7 GET /api/v1/display/web/profile, typed by the endpoint table.
 */
import { callEndpoint } from '~/lib/api-client';

export const fetchWebProfile = () => callEndpoint('webProfile');
