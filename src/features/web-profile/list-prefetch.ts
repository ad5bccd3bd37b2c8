/**
 * Route loaders of product lists (category, store): the list's first page should start with the
 * page, not after the web profile (SPEC §3 filterInfo) that names its default sort (issue 6).
 */
import type { ProductSort } from '@contract/rules';
import type { QueryClient } from '@tanstack/react-query';
import { defaultProductSort } from '~/components/catalogue/product-sort';
import { loadPage } from '~/lib/page-data';
import { profileQueries } from './queries';

/**
 * Starts `prefetch` at once with the default sort of the profile already cached ('recommend' when
 * none), loads the profile, and starts `prefetch` again if its default turns out different. On the
 * server the list is waited for within the render budget (lib/page-data.ts, issue 12).
 * Resolves to the web profile.
 */
export async function loadProfileWithListPrefetch(queryClient: QueryClient, prefetch: (sort: ProductSort) => Promise<unknown>) {
  const known = defaultProductSort(queryClient.getQueryData(profileQueries.web().queryKey)?.filterInfo.sortFilterList ?? []);
  const lists = [prefetch(known)];
  const profile = await queryClient.ensureQueryData(profileQueries.web());
  const sort = defaultProductSort(profile.filterInfo.sortFilterList);
  if (sort !== known) lists.push(prefetch(sort));
  await loadPage([], lists);
  return profile;
}
