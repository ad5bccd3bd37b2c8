/**
 * Drafts of the community forms (issue 15 "Offline: drafts autosaved to IndexedDB and restored";
 * docs/decisions/024-community-forms.md). One IndexedDB entry (lib/offline-storage
 * COMMUNITY_DRAFTS_KEY, wiped at logout) maps a form to its draft: `post:new`, `question:new`,
 * `survey:new`, `post:edit:<id>`, `question:edit:<id>`. A draft keeps what was typed and the keys of
 * pictures already uploaded (not the files: a picture still uploading is not kept). Drafts older than
 * {@link DRAFT_MAX_AGE_MS} are dropped when read (their pictures are swept by the server after a day
 * unattached anyway), and at most {@link DRAFTS_MAX} are kept, newest first. Without IndexedDB nothing
 * is kept and the forms work as before.
 */
import { COMMUNITY_DRAFTS_KEY, readKey, writeKey } from '~/lib/offline-storage';

export type DraftId = 'post:new' | 'question:new' | 'survey:new' | `post:edit:${number}` | `question:edit:${number}`;

export interface Draft {
  title: string;
  content: string;
  /** Board posts: the chosen board. */
  boardCode?: string;
  /** Upload keys of the pictures, in order. */
  imageKeys: string[];
  /** Surveys: the options as typed (empty ones too) and the end (datetime-local value). */
  options?: string[];
  endsAt?: string;
  /** ms epoch of the last save. */
  savedAt: number;
}

export const DRAFT_MAX_AGE_MS = 7 * 24 * 3600_000;
export const DRAFTS_MAX = 20;

type DraftMap = Partial<Record<DraftId, Draft>>;

/** Read-modify-write calls run one after another (a save landing after a clear would revive the draft). */
let chain: Promise<unknown> = Promise.resolve();
function serial<T>(fn: () => Promise<T>): Promise<T> {
  const run = chain.then(fn, fn);
  chain = run.catch(() => undefined);
  return run;
}

async function readAll(now: number): Promise<DraftMap> {
  const all = (await readKey<DraftMap>(COMMUNITY_DRAFTS_KEY)) ?? {};
  const fresh: DraftMap = {};
  for (const [id, d] of Object.entries(all) as Array<[DraftId, Draft]>) {
    if (d && typeof d.title === 'string' && typeof d.content === 'string' && Array.isArray(d.imageKeys) && now - d.savedAt <= DRAFT_MAX_AGE_MS) fresh[id] = d;
  }
  return fresh;
}

/** The draft of a form, or null (none, expired or unreadable). */
export function readDraft(id: DraftId, now = Date.now()): Promise<Draft | null> {
  return serial(async () => (await readAll(now))[id] ?? null);
}

/** Keep the draft of a form (replacing its last one; the oldest drafts beyond DRAFTS_MAX go). */
export function saveDraft(id: DraftId, draft: Omit<Draft, 'savedAt'>, now = Date.now()): Promise<void> {
  return serial(async () => {
    const all = await readAll(now);
    all[id] = { ...draft, savedAt: now };
    const kept = (Object.entries(all) as Array<[DraftId, Draft]>).sort((a, b) => b[1].savedAt - a[1].savedAt).slice(0, DRAFTS_MAX);
    await writeKey(COMMUNITY_DRAFTS_KEY, Object.fromEntries(kept));
  });
}

/** Forget a form's draft (after it was posted, or 새로 쓰기). */
export function clearDraft(id: DraftId, now = Date.now()): Promise<void> {
  return serial(async () => {
    const all = await readAll(now);
    if (!(id in all)) return;
    delete all[id];
    await writeKey(COMMUNITY_DRAFTS_KEY, all);
  });
}

/** Whether a draft holds anything worth restoring (typed text, a picture or an option). */
export function isDraftWorthKeeping(d: Pick<Draft, 'title' | 'content' | 'imageKeys' | 'options'>): boolean {
  return !!(d.title.trim() || d.content.trim() || d.imageKeys.length || d.options?.some((o) => o.trim()));
}
