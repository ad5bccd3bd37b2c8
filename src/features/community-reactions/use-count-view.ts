/**
 * One view of a community post per visit (issue 15; SPEC §7 POST /api/v1/community/view-count;
 * docs/decisions/018): counted on mount, so after hydration (never by the server's render);
 * failures are ignored.
 */
import { useEffect } from 'react';
import type { CommunityType } from '@contract/community';
import { countView } from './api';

export function useCountView(communityType: CommunityType, postId: number) {
  useEffect(() => {
    countView(communityType, postId).catch(() => {});
  }, [communityType, postId]);
}
