/**
 * Draft hooks of the community forms (./drafts.ts; docs/decisions/024): read a form's draft once when
 * it opens, and keep the form's current values as its draft ≈600 ms after the last change — or forget
 * it when the form is back to where it started (empty, or the post as it was).
 */
import { useEffect, useRef, useState } from 'react';
import { clearDraft, isDraftWorthKeeping, readDraft, saveDraft, type Draft, type DraftId } from './drafts';

export const DRAFT_SAVE_DELAY_MS = 600;

/** The draft stored for `id` (read once; `loaded` false until IndexedDB answered). */
export function useStoredDraft(id: DraftId): { loaded: boolean; draft: Draft | null } {
  const [state, setState] = useState<{ loaded: boolean; draft: Draft | null }>({ loaded: false, draft: null });
  useEffect(() => {
    let live = true;
    readDraft(id)
      .catch(() => null)
      .then((draft) => live && setState({ loaded: true, draft }));
    return () => {
      live = false;
    };
  }, [id]);
  return state;
}

/**
 * Autosave: `value` is kept as the draft of `id` after a pause, or the draft is forgotten when
 * `unchanged` (or nothing worth keeping was typed). `stop()` cancels a pending save for good (the
 * post went out; its draft is cleared by the caller).
 */
export function useAutosave(id: DraftId, value: Omit<Draft, 'savedAt'>, unchanged: boolean) {
  const stopped = useRef(false);
  const key = JSON.stringify([value, unchanged]);
  useEffect(() => {
    if (stopped.current) return;
    const timer = setTimeout(() => {
      if (stopped.current) return;
      if (unchanged || !isDraftWorthKeeping(value)) void clearDraft(id);
      else void saveDraft(id, value);
    }, DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // `key` stands for value and unchanged
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, key]);
  return {
    stop: () => {
      stopped.current = true;
    },
  };
}
