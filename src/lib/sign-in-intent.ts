/**
 * Something a visitor started signed out, kept across the sign-in round trip (issue 13): a 찜
 * (features/like/pending.ts), an 오픈 알림 (features/deal-alarm/pending.ts). The mechanism is the
 * one of docs/decisions/012-like-lists.md, shared here so features do not import each other:
 *
 * - `remember(data)` writes the intent to sessionStorage under the kind's key with a random id,
 *   the page's path + search and the time; `returnPathOf(intent)` is that page with
 *   `#<param>=<id>` appended, the return path handed to the shop login (SPEC §4).
 * - Back on the page signed in, `take(location)` hands the intent out once — only when the address
 *   carries its id, it is the page it was made on and it is younger than the TTL (10 min by
 *   default); `withoutIntent(location)` is the address to put back without the parameter.
 *
 * So a sign-in that did not start from this tap (another return path, another tab, a later visit)
 * never completes it, and a reload after completing does nothing. sessionStorage: one tab, gone
 * with it, cleared at logout. Nothing here reads storage during render.
 */
import { shopUrls } from './config';

/** Default lifetime of an intent (ms). */
export const SIGN_IN_INTENT_TTL_MS = 10 * 60 * 1000;

/** What every intent carries besides its own data. */
export interface IntentMeta {
  /** Random id, also in the return address's fragment. */
  id: string;
  /** Path + search of the page where the tap happened (no fragment). */
  path: string;
  /** ms epoch when it was written. */
  createdAt: number;
}

/** The page address parts an intent is matched against (window.location fits). */
export interface PageAddress {
  pathname: string;
  search: string;
  hash: string;
}

export function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}

/** The value of one fragment parameter (`#a=1&b=2`). */
export function fragmentParam(hash: string, param: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get(param);
}

/**
 * One kind of intent.
 * @param key sessionStorage key; @param param fragment parameter carrying the id
 * @param isData checks the kind's own fields of a parsed value (tampered storage is dropped)
 * @param ttlMs lifetime (ms), default 10 minutes
 */
export function createSignInIntent<T extends object>({
  key,
  param,
  isData,
  ttlMs = SIGN_IN_INTENT_TTL_MS,
}: {
  key: string;
  param: string;
  isData: (v: Record<string, unknown>) => boolean;
  ttlMs?: number;
}) {
  type Intent = T & IntentMeta;

  function parse(raw: string | null): Intent | null {
    if (!raw) return null;
    try {
      const v = JSON.parse(raw) as Record<string, unknown> | null;
      const ok =
        !!v &&
        typeof v === 'object' &&
        typeof v.id === 'string' &&
        /^[\w-]{8,64}$/.test(v.id) &&
        typeof v.path === 'string' &&
        v.path.startsWith('/') &&
        typeof v.createdAt === 'number' &&
        isData(v);
      return ok ? (v as unknown as Intent) : null;
    } catch {
      return null;
    }
  }

  /** The stored intent if valid and not expired; an expired or malformed one is removed. */
  function read(now = Date.now(), store: Storage | null = sessionStore()): Intent | null {
    const raw = store?.getItem(key) ?? null;
    const p = parse(raw);
    if (raw && (!p || now - p.createdAt > ttlMs || p.createdAt > now + 60_000)) {
      store?.removeItem(key);
      return null;
    }
    return p;
  }

  return {
    key,
    param,
    ttlMs,
    read,
    /** Write the intent of a signed-out tap (replacing any earlier one of this kind) and return it. */
    remember(data: T & Pick<IntentMeta, 'path'>, now = Date.now(), store: Storage | null = sessionStore()): Intent {
      const p = { id: newId(), ...data, createdAt: now } as Intent;
      try {
        store?.setItem(key, JSON.stringify(p));
      } catch {
        // Storage full or refused: the sign-in still works, only the intent is not completed after it.
      }
      return p;
    },
    /** The return path for the sign-in: the page plus `#<param>=<id>`. */
    returnPathOf(p: IntentMeta): string {
      return `${p.path}#${param}=${encodeURIComponent(p.id)}`;
    },
    /** The intent id the address's fragment carries, if any. */
    intentIdOf(hash: string): string | null {
      return fragmentParam(hash, param);
    },
    /**
     * Hand out the intent once: when `address` carries its id in the fragment and is the page it
     * was made on, and it has not expired. It is removed as it is handed out. Otherwise null, and a
     * live intent of another page or id stays for its own return.
     */
    take(address: PageAddress, now = Date.now(), store: Storage | null = sessionStore()): Intent | null {
      const id = fragmentParam(address.hash, param);
      if (!id) return null;
      const p = read(now, store);
      if (!p || p.id !== id || p.path !== `${address.pathname}${address.search}`) return null;
      store?.removeItem(key);
      return p;
    },
    /** The address without this kind's fragment parameter (other fragment parameters are kept). */
    withoutIntent(address: PageAddress): string {
      const params = new URLSearchParams(address.hash.replace(/^#/, ''));
      params.delete(param);
      const rest = params.toString();
      return `${address.pathname}${address.search}${rest ? `#${rest}` : ''}`;
    },
  };
}

/** Open the shop login (SPEC §4) with `returnPath` (a path of ours, e.g. an intent's return path). */
export function openSignIn(returnPath: string): void {
  window.location.assign(new URL(shopUrls.login(returnPath), window.location.origin).href);
}
