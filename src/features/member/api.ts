/**
 * Member-only account calls (SPEC §7; SPEC §3 User profile and settings; §2 /my-page/*, /withdraw):
 * nickname and phone changes, ad consent, app push/ad flags and withdrawal. The profile read and
 * write shared with sign-up stay with the session in features/auth/api.ts. Shapes come from
 * server/contract/account.ts; everything goes through the one API client (account host).
 */
import { api } from '~/lib/api-client';
import type { UserProfile, UserSettings } from '@contract/account';

export const withdraw = (reason?: string) => api.account.delete<null>('/api/v2/auth/social/withdrawal', { body: reason ? { reason } : {} });
export const changeNickName = (nickName: string) => api.account.put<UserProfile>('/api/v1/user/nick-name', { nickName });
export const changeCellphone = (cellphone: string) => api.account.put<UserProfile>('/api/v2/user/cellphone', { cellphone });
export const fetchUserSettings = () => api.account.get<UserSettings>('/api/v1/user/settings');
export const updateAdConsent = (body: { emailYN: 'Y' | 'N'; smsYN: 'Y' | 'N' }) => api.account.put<UserSettings>('/api/v2/user/ad-consent', body);
export const fetchAppSettings = () => api.account.get<{ pushYN: 'Y' | 'N'; adYN: 'Y' | 'N' }>('/api/v1/app/settings');
export const updateAppAd = (adYN: 'Y' | 'N') => api.account.put<{ pushYN: 'Y' | 'N'; adYN: 'Y' | 'N' }>('/api/v1/app/ad', { adYN });
