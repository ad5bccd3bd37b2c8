/**
 * SPEC §5: keyword events carry the SHA-256 hex of the lowercase, trimmed keyword, through the one
 * analytics module (src/lib/analytics: consent, sink); the raw keyword is never included.
 */
import { hashKeyword, trackKeyword } from '~/lib/analytics';

export { hashKeyword };

/** keyword_search (a submitted search), keyword_autocomplete_select, keyword_recent_select. */
export function trackKeywordEvent(event: 'search' | 'autocomplete_select' | 'recent_select', keyword: string): Promise<void> {
  return trackKeyword(`keyword_${event}`, keyword);
}
