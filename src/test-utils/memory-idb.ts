/**
 * Test helper (not used by the app): idb-keyval over a Map, because happy-dom has no IndexedDB.
 * Values are stored and read as structured clones, as IndexedDB does, so a test cannot pass by
 * sharing an object with what it stored. Use it as the module's mock and read the same Map:
 *
 *   vi.mock('idb-keyval', () => import('~/test-utils/memory-idb'));
 *   import { idb } from '~/test-utils/memory-idb';
 *   beforeEach(() => idb.clear());
 */

/** What is "in IndexedDB": key → stored value. */
export const idb = new Map<string, unknown>();

export const get = async <T>(key: string): Promise<T | undefined> => structuredClone(idb.get(key)) as T | undefined;
export const set = async (key: string, value: unknown): Promise<void> => void idb.set(key, structuredClone(value));
export const del = async (key: string): Promise<void> => void idb.delete(key);
