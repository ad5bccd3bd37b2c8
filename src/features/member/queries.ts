/**
 * Query factory for the signed-in member (profile, settings, app settings); keys start with
 * 'user' (the session clears and invalidates that root on logout and token changes) and include
 * the session generation, so a new sign-in never reads the previous member's answer.
 */
import { queryOptions } from '@tanstack/react-query';
import { fetchProfile } from '~/lib/auth/api';
import { fetchAppSettings, fetchUserSettings } from './api';

export const userQueries = {
  all: () => ['user'] as const,
  profile: (generation: number) => queryOptions({ queryKey: [...userQueries.all(), 'profile', generation], queryFn: fetchProfile, staleTime: 0 }),
  settings: (generation: number) => queryOptions({ queryKey: [...userQueries.all(), 'settings', generation], queryFn: fetchUserSettings, staleTime: 0 }),
  appSettings: () => queryOptions({ queryKey: [...userQueries.all(), 'app-settings'], queryFn: fetchAppSettings, staleTime: 0 }),
};
