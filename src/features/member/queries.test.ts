/** Member policy declared beside the queries (issue 11): never persisted; writes refresh the member. */
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '~/lib/query-client';
import { userQueries } from './queries';

describe('member query policy', () => {
  it('member answers are never persisted on the device', () => {
    for (const options of [userQueries.profile(1), userQueries.settings(1), userQueries.appSettings()]) expect(options.meta?.persist).not.toBe(true);
  });
  it("a mutation's meta.invalidates marks those queries stale once it succeeds, before its own onSuccess", async () => {
    const client: QueryClient = createQueryClient();
    client.setQueryData(userQueries.profile(1).queryKey, { nickName: '예전' } as never);
    let staleInOnSuccess: boolean | undefined;
    await client
      .getMutationCache()
      .build(client, {
        mutationFn: async () => 'ok',
        meta: { invalidates: [userQueries.all()] },
        onSuccess: () => {
          staleInOnSuccess = client.getQueryState(userQueries.profile(1).queryKey)?.isInvalidated;
        },
      })
      .execute(undefined);
    expect(staleInOnSuccess).toBe(true);
  });
});
