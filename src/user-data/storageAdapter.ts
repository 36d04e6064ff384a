/**
 * The only code that talks to localStorage: one key per field (`guide:userData:<field>`, JSON),
 * plus raw keys for the backups. Reads never throw: a value that cannot be parsed or validated
 * is reported with `console.warn` naming its key, and only that field falls back. Writes throw a
 * `StorageWriteError` so the store can tell the student instead of silently losing a change.
 */
import {
  FIELD_NAMES,
  SCHEMA_VERSION_KEY,
  USER_DATA_SCHEMA_VERSION,
  toFieldName,
  toStorageKey,
  type FieldName,
  type UserData,
} from './fields';
import { validateField } from './validateFields';

/** The part of the DOM `Storage` interface the adapter needs (a Map-backed fake works in tests). */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What reading one field found. */
export type FieldRead<K extends FieldName> =
  | { kind: 'absent' }
  /**
   * Usable. `repaired` is true when invalid map entries were dropped (and warned about).
   * `preserved`: map entries with values this version does not know, kept for writing back.
   */
  | { kind: 'value'; value: UserData[K]; repaired: boolean; preserved?: Record<string, string> }
  /** Present but unusable as a whole (not JSON, wrong type); warned about. */
  | { kind: 'invalid' };

export type StorageFailure = 'quota' | 'unavailable' | 'unknown';

export class StorageWriteError extends Error {
  constructor(
    readonly key: string,
    readonly failure: StorageFailure,
    options?: { cause?: unknown },
  ) {
    super(`Could not save ${key} (${failure})`, options);
    this.name = 'StorageWriteError';
  }
}

/** Recognises quota errors across browsers (the name is standard; codes 22 and 1014 are legacy). */
export function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return (
    name === 'QuotaExceededError' ||
    name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
    code === 22 ||
    code === 1014
  );
}

export interface UserDataStorage {
  readField<K extends FieldName>(field: K): FieldRead<K>;
  /**
   * Writes a field; for a map field, `preserved` entries (values from a newer version) are written
   * with it, under the known ones, so they survive this version's writes.
   */
  writeField<K extends FieldName>(
    field: K,
    value: UserData[K],
    preserved?: Record<string, string>,
  ): void;
  /** Removes every field key (sign-out erases local data). Backups are kept. */
  removeFields(): void;
  readRaw(key: string): string | null;
  writeRaw(key: string, text: string): void;
  /** Removes one key (never throws: removing frees space, and blocked storage holds nothing). */
  removeRaw(key: string): void;
  /**
   * Listens for writes made by other tabs. `onField` gets the field and its new read (absent
   * when removed); `onOtherKey` gets any other key that changed, or null when storage was cleared.
   */
  watchOtherTabs(
    target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
    onField: (field: FieldName, read: FieldRead<FieldName>) => void,
    onOtherKey: (key: string | null) => void,
  ): () => void;
}

export type Warn = (message: string) => void;

/**
 * @param storage the browser's localStorage, or null when it is unavailable (some privacy modes
 *   throw on access); then reads find nothing and writes fail with `unavailable`.
 */
export function createStorageAdapter(
  storage: StorageLike | null,
  warn: Warn = (message) => console.warn(message),
): UserDataStorage {
  let versionWritten = false;
  function parse<K extends FieldName>(field: K, key: string, text: string | null): FieldRead<K> {
    if (text === null) return { kind: 'absent' };
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      warn(
        `[user-data] ${key}: stored value is not valid JSON; "${field}" falls back to its default.`,
      );
      return { kind: 'invalid' };
    }
    const check = validateField(field, raw);
    if (check.rejected) {
      warn(
        `[user-data] ${key}: ${check.problems.join('; ')}; "${field}" falls back to its default.`,
      );
      return { kind: 'invalid' };
    }
    if (check.problems.length > 0) {
      warn(
        `[user-data] ${key}: ignoring invalid entries, keeping the rest: ${check.problems.join('; ')}.`,
      );
    }
    const preserved = check.preserved ?? {};
    return {
      kind: 'value',
      value: check.value,
      repaired: check.problems.length > 0,
      ...(Object.keys(preserved).length > 0 ? { preserved } : {}),
    };
  }

  function readRaw(key: string): string | null {
    if (!storage) return null;
    try {
      return storage.getItem(key);
    } catch (error) {
      warn(`[user-data] ${key}: could not be read (${String(error)}).`);
      return null;
    }
  }

  function writeRaw(key: string, text: string): void {
    if (!storage) throw new StorageWriteError(key, 'unavailable');
    try {
      storage.setItem(key, text);
    } catch (error) {
      throw new StorageWriteError(key, isQuotaError(error) ? 'quota' : 'unknown', { cause: error });
    }
  }

  return {
    readField: (field) => {
      const key = toStorageKey(field);
      return parse(field, key, readRaw(key));
    },
    writeField: (field, value, preserved) => {
      const stored =
        preserved && Object.keys(preserved).length > 0
          ? { ...preserved, ...(value as object) }
          : value;
      writeRaw(toStorageKey(field), JSON.stringify(stored));
      // The shape these values have; written once per page, beside the first value written.
      if (!versionWritten) {
        try {
          writeRaw(SCHEMA_VERSION_KEY, String(USER_DATA_SCHEMA_VERSION));
          versionWritten = true;
        } catch {
          // The field is saved; a missing version reads as version 1. Tried again next write.
        }
      }
    },
    removeFields: () => {
      for (const field of FIELD_NAMES) {
        try {
          storage?.removeItem(toStorageKey(field));
        } catch {
          // Removing cannot exceed a quota; a storage that refuses access has nothing to remove.
        }
      }
    },
    readRaw,
    writeRaw,
    removeRaw: (key) => {
      try {
        storage?.removeItem(key);
      } catch {
        // As in removeFields.
      }
    },
    watchOtherTabs: (target, onField, onOtherKey) => {
      // The browser fires `storage` only in *other* tabs of the same origin, never in the writer.
      const listener = (event: StorageEvent): void => {
        if (storage && event.storageArea && event.storageArea !== storage) return;
        const field = event.key === null ? null : toFieldName(event.key);
        if (field === null) {
          onOtherKey(event.key);
          return;
        }
        onField(field, parse(field, event.key as string, event.newValue));
      };
      target.addEventListener('storage', listener);
      return () => target.removeEventListener('storage', listener);
    },
  };
}

/** localStorage if the browser lets us use it, else null (never throws). */
export function getBrowserStorage(): StorageLike | null {
  try {
    if (typeof window === 'undefined') return null;
    return window.localStorage ?? null;
  } catch {
    return null;
  }
}
