/**
 * The search host's deadline (issue 4; SPEC §8 code 52): every search, suggestion and store search
 * answers within SEARCH_DEADLINE_MS or fails with 52, never hangs.
 */
import { ApiError } from '@server/errors.js';

export const SEARCH_DEADLINE_MS = 3000;

/** Run `work` with a deadline; past it the request fails with SPEC §8 code 52. */
export async function withDeadline<T>(work: Promise<T>, ms = SEARCH_DEADLINE_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ApiError('SEARCH_ENGINE_ERROR')), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
