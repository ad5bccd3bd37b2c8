/**
 * Query factory for the signed-in member (profile, settings, app settings); keys start with
 * 'user' (the session clears and invalidates that root on logout and token changes) and include
 * the session generation, so a new sign-in never reads the previous member's answer.
 */
import { queryOptions, useMutation } from '@tanstack/react-query';
import { fetchProfile, updateProfile } from '~/lib/auth/api';
import { changeCellphone, changeNickName, fetchAppSettings, fetchUserSettings } from './api';

export const userQueries = {
  all: () => ['user'] as const,
  profile: (generation: number) => queryOptions({ queryKey: [...userQueries.all(), 'profile', generation], queryFn: fetchProfile, staleTime: 0 }),
  settings: (generation: number) => queryOptions({ queryKey: [...userQueries.all(), 'settings', generation], queryFn: fetchUserSettings, staleTime: 0 }),
  appSettings: () => queryOptions({ queryKey: [...userQueries.all(), 'app-settings'], queryFn: fetchAppSettings, staleTime: 0 }),
};

/** Member writes that change the member's profile: each invalidates every 'user' query when it succeeds. */
const changesMember = { invalidates: [userQueries.all()] };

type Handlers = { onSuccess?: () => unknown; onError?: (error: Error) => void };

/** PUT /api/v1/user/nick-name (SPEC §5: at most 3 changes in 30 days, code 87 beyond). */
export const useChangeNickName = ({ onSuccess, onError }: Handlers = {}) =>
  useMutation({ mutationFn: changeNickName, meta: changesMember, onSuccess, onError });
/** PUT /api/v2/user/cellphone. */
export const useChangeCellphone = ({ onSuccess, onError }: Handlers = {}) =>
  useMutation({ mutationFn: changeCellphone, meta: changesMember, onSuccess, onError });
/** PUT /api/v2/user/profile (birth year, gender, marketing consent). */
export const useUpdateProfile = ({ onSuccess, onError }: Handlers = {}) => useMutation({ mutationFn: updateProfile, meta: changesMember, onSuccess, onError });
