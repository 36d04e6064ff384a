/**
 * The store's wholesale changes: replacing the whole state (import, restore, cloud sign-in) and
 * erasing it (sign-out).
 *
 * Hazards handled here:
 * - Either change first saves the current state as a backup when it would lose data no backup
 *   holds; if the backup cannot be saved, nothing is replaced or erased.
 * - A replace is all or nothing: if any field cannot be written (storage full), every key it
 *   touched, the backup included, is put back as it was and memory is not changed.
 */
import {
  FIELD_NAMES,
  SCHEMA_VERSION_KEY,
  createDefaultUserData,
  toStorageKey,
  type UserData,
} from './fields';
import { StorageWriteError, type StorageFailure, type UserDataStorage } from './storageAdapter';
import { BACKUPS_KEY, addBackup, copyState, isSameState, losesData, type Backup } from './backups';
import type { PreservedKeeper } from './preservedEntries';
import type {
  ChangeOrigin,
  EraseOutcome,
  ReplaceOptions,
  ReplaceOutcome,
  StorageProblem,
  StoreTopic,
} from './storeTypes';

/** What the wholesale changes need of the store they change (store.ts gives its own parts). */
export interface WholesaleTarget {
  storage: UserDataStorage;
  now: () => number;
  preserved: PreservedKeeper;
  getState(): UserData;
  getBackups(): Backup[];
  /** Sets the list in memory only; the caller notifies `backups` when it is time. */
  setBackups(next: Backup[]): void;
  /** The backups as storage holds them now. */
  readBackups(): Backup[];
  notify(topic: StoreTopic): void;
  hydrate(): void;
  /** Replaces fields in memory, writing them to storage when `persist`, and tells subscribers. */
  commit(next: Partial<UserData>, origin: ChangeOrigin, persist: boolean | 'all'): void;
  /** Every field as storage holds it now (its fallback where storage has no usable value). */
  readStoredFields(): Partial<UserData>;
  /** Every field at its fallback or default: the state an erase leaves. */
  fallbackState(): UserData;
  /** Records a failed write for the student (rethrows anything that is not a write error). */
  reportFailure(error: unknown, target: StorageProblem['target']): void;
}

export interface WholesaleChanges {
  replaceAll(data: UserData, reason: string, options?: ReplaceOptions): ReplaceOutcome;
  restoreBackup(id: string): ReplaceOutcome;
  eraseFields(backupReason?: string): EraseOutcome;
}

export function createWholesaleChanges(target: WholesaleTarget): WholesaleChanges {
  const { storage } = target;

  /**
   * Saves the current state as a backup if losing it for `next` would lose data that no backup
   * holds yet. Returns the new list, or the failure (then nothing may be replaced).
   */
  function backUpBefore(
    next: UserData,
    reason: string,
    pinned: boolean,
  ): Backup[] | { failure: StorageFailure } {
    const state = target.getState();
    const backups = target.getBackups();
    if (!losesData(state, next) || backups.some((backup) => isSameState(backup.data, state))) {
      return backups;
    }
    try {
      return addBackup(storage, backups, state, reason, target.now(), pinned);
    } catch (error) {
      if (!(error instanceof StorageWriteError)) throw error;
      target.reportFailure(error, 'backups');
      return { failure: error.failure };
    }
  }

  function replaceAll(
    data: UserData,
    reason: string,
    options: ReplaceOptions = {},
  ): ReplaceOutcome {
    target.hydrate();
    const keep = options.preserved;
    const previousPreserved = target.preserved.all();
    // The exact text of every key the replace may touch, to put back if any write fails.
    const keys = [...FIELD_NAMES.map(toStorageKey), BACKUPS_KEY, SCHEMA_VERSION_KEY];
    const before = new Map(keys.map((key) => [key, storage.readRaw(key)]));
    const previousBackups = target.getBackups();
    const nextBackups = backUpBefore(data, reason, options.pinned ?? false);
    if (!Array.isArray(nextBackups)) {
      return { ok: false, reason: 'backup-failed', failure: nextBackups.failure };
    }
    const next = copyState(data);
    if (keep) target.preserved.replaceAll({ ...keep });
    for (const field of FIELD_NAMES) {
      try {
        storage.writeField(field, next[field], target.preserved.forValue(field, next[field]));
      } catch (error) {
        if (!(error instanceof StorageWriteError)) throw error;
        target.preserved.replaceAll(previousPreserved);
        const rolledBack = restoreRaw(storage, before);
        if (!rolledBack) {
          // Storage is not what it was: show what it holds rather than pretend.
          const reread = target.readStoredFields();
          target.setBackups(target.readBackups());
          target.commit(reread, 'replace', false);
          target.notify('backups');
        } else {
          target.setBackups(previousBackups);
        }
        return { ok: false, reason: 'write-failed', failure: error.failure, field, rolledBack };
      }
    }
    target.setBackups(nextBackups);
    if (nextBackups !== previousBackups) target.notify('backups');
    target.commit(next, 'replace', false);
    return {
      ok: true,
      backup: nextBackups === previousBackups ? null : (nextBackups[0] ?? null),
    };
  }

  return {
    replaceAll,
    restoreBackup(id) {
      target.hydrate();
      const backup = target.getBackups().find((candidate) => candidate.id === id);
      if (!backup) return { ok: false, reason: 'not-found' };
      return replaceAll(backup.data, 'Before restoring an older backup');
    },
    eraseFields(backupReason) {
      target.hydrate();
      if (backupReason !== undefined) {
        const nextBackups = backUpBefore(createDefaultUserData(), backupReason, true);
        if (!Array.isArray(nextBackups)) return { ok: false, failure: nextBackups.failure };
        if (nextBackups !== target.getBackups()) {
          target.setBackups(nextBackups);
          target.notify('backups');
        }
      }
      storage.removeFields();
      target.preserved.replaceAll({});
      target.commit(target.fallbackState(), 'replace', false);
      return { ok: true };
    },
  };
}

/**
 * Puts keys back to their saved text. Keys that shrink go first, so storage never holds more
 * than it did before the replace began (which fitted). Returns whether every key was restored.
 */
function restoreRaw(storage: UserDataStorage, saved: Map<string, string | null>): boolean {
  const steps = [...saved].map(([key, text]) => {
    const current = storage.readRaw(key);
    return {
      key,
      text,
      growth: (text?.length ?? 0) - (current?.length ?? 0),
      same: current === text,
    };
  });
  steps.sort((a, b) => a.growth - b.growth);
  let ok = true;
  for (const { key, text, same } of steps) {
    if (same) continue;
    if (text === null) {
      storage.removeRaw(key);
      continue;
    }
    try {
      storage.writeRaw(key, text);
    } catch {
      ok = false;
    }
  }
  return ok;
}
