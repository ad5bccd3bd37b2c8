/** Query factory for the signed-in user (profile, settings); keys include the session generation. */
import { queryOptions } from '@tanstack/react-query';
import { fetchAppSettings, fetchProfile, fetchUserSettings } from './api';

export const userQueries = {
  all: () => ['user'] as const,
  profile: (generation: number) => queryOptions({ queryKey: [...userQueries.all(), 'profile', generation], queryFn: fetchProfile, staleTime: 0 }),
  settings: (generation: number) => queryOptions({ queryKey: [...userQueries.all(), 'settings', generation], queryFn: fetchUserSettings, staleTime: 0 }),
  appSettings: () => queryOptions({ queryKey: [...userQueries.all(), 'app-settings'], queryFn: fetchAppSettings, staleTime: 0 }),
};
