/**
 * The /liveupdate author's draft: the MDX and the problem-list JSON being written. It is kept
 * apart from the student's user data (never synced, never exported): one raw localStorage key
 * holding `{ "mdx": "…", "problems": "…" }`, read and written through the storage adapter.
 */
import { createStorageAdapter, getBrowserStorage, type StorageLike } from './storageAdapter';

export const DRAFT_STORAGE_KEY = 'guide:liveupdate:draft';

export interface Draft {
  /** The module: frontmatter and MDX body. */
  mdx: string;
  /** The module's problem lists, as its `.problems.json` would hold them. */
  problems: string;
}

/**
 * The stored draft, or `fallback` when there is none or it is unusable. A draft missing one of
 * its two texts keeps the other and takes the missing one from `fallback`.
 */
export function parseDraft(text: string | null, fallback: Draft): Draft {
  if (text === null) return fallback;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return fallback;
  }
  if (typeof raw !== 'object' || raw === null) return fallback;
  const { mdx, problems } = raw as Record<string, unknown>;
  if (typeof mdx !== 'string' && typeof problems !== 'string') return fallback;
  return {
    mdx: typeof mdx === 'string' ? mdx : fallback.mdx,
    problems: typeof problems === 'string' ? problems : fallback.problems,
  };
}

export interface DraftStorage {
  load(fallback: Draft): Draft;
  /** Returns false when the browser refused the write (quota, privacy mode). */
  save(draft: Draft): boolean;
  clear(): void;
}

/** @param storage localStorage, or null when unavailable (then nothing is kept). */
export function createDraftStorage(storage: StorageLike | null): DraftStorage {
  const adapter = createStorageAdapter(storage);
  return {
    load: (fallback) => parseDraft(adapter.readRaw(DRAFT_STORAGE_KEY), fallback),
    save: (draft) => {
      try {
        adapter.writeRaw(DRAFT_STORAGE_KEY, JSON.stringify(draft));
        return true;
      } catch {
        return false;
      }
    },
    clear: () => {
      try {
        storage?.removeItem(DRAFT_STORAGE_KEY);
      } catch {
        // A storage that refuses access has nothing to remove.
      }
    },
  };
}

export function createBrowserDraftStorage(): DraftStorage {
  return createDraftStorage(getBrowserStorage());
}
