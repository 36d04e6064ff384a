/**
 * A Map-backed stand-in for localStorage, for tests and for places with no browser storage.
 * `quotaChars` makes writes fail like a full browser storage (a DOMException named
 * QuotaExceededError) once the stored keys and values exceed that many characters.
 */
import type { StorageLike } from './storageAdapter';

export interface MemoryStorage extends StorageLike {
  readonly entries: Map<string, string>;
  quotaChars: number;
}

export function createMemoryStorage(initial: Record<string, string> = {}): MemoryStorage {
  const entries = new Map(Object.entries(initial));
  const size = (): number => [...entries].reduce((sum, [k, v]) => sum + k.length + v.length, 0);
  const storage: MemoryStorage = {
    entries,
    quotaChars: Infinity,
    getItem: (key) => entries.get(key) ?? null,
    setItem(key, value) {
      const grown = size() - (entries.get(key)?.length ?? -key.length) + value.length;
      if (grown > storage.quotaChars) {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      entries.set(key, String(value));
    },
    removeItem: (key) => void entries.delete(key),
  };
  return storage;
}
