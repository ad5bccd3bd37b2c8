/** Web profile query factory: filterInfo changes rarely, so it stays fresh for the SPEC §9 default. */
import { queryOptions } from '@tanstack/react-query';
import { fetchWebProfile } from './api';

export const profileQueries = {
  web: () => queryOptions({ queryKey: ['profile', 'web'], queryFn: fetchWebProfile }),
};
