/**
 * Member-only account calls (SPEC §7; SPEC §3 User profile and settings; §2 /my-page/*, /withdraw):
 * nickname and phone changes, ad consent, app push/ad flags and withdrawal. The profile read and
 * write shared with sign-up stay with the session in features/auth/api.ts. Paths and shapes come
 * from the endpoint table (server/contract/paths.ts, endpoints.ts) through the one API client.
 */
import type { EndpointInput } from '@contract/endpoints';
import type { YN } from '@contract/rules';
import { callEndpoint } from '~/lib/api-client';

export const withdraw = (reason?: string) => callEndpoint('withdraw', { body: reason ? { reason } : {} });
export const changeNickName = (nickName: string) => callEndpoint('nickName', { body: { nickName } });
export const changeCellphone = (cellphone: string) => callEndpoint('cellphone', { body: { cellphone } });
export const fetchUserSettings = () => callEndpoint('userSettings');
export const updateAdConsent = (body: EndpointInput<'adConsent'>['body']) => callEndpoint('adConsent', { body });
export const fetchAppSettings = () => callEndpoint('appSettings');
export const updateAppAd = (adYN: YN) => callEndpoint('appAd', { body: { adYN } });
