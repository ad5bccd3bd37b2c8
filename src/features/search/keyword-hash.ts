/**
 * SPEC §5: keyword events carry the SHA-256 hex of the lowercase, trimmed keyword. Events go to
 * window.dataLayer (the analytics pixels of SPEC §1 read it); the raw keyword is never included.
 */
export async function hashKeyword(keyword: string): Promise<string> {
  const data = new TextEncoder().encode(keyword.trim().toLowerCase());
  const digest = await crypto.subtle.digest('SHA-256', data);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export async function trackKeywordEvent(event: 'search' | 'autocomplete_select' | 'recent_select', keyword: string) {
  try {
    const keywordHash = await hashKeyword(keyword);
    const w = window as unknown as { dataLayer?: unknown[] };
    (w.dataLayer ??= []).push({ event: `keyword_${event}`, keywordHash });
  } catch {
    // crypto.subtle needs a secure context; analytics must never break search
  }
}
