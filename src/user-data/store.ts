/**
 * The user-data store: the state in memory, kept in step with storage and other tabs, with
 * per-field subscriptions so a change re-renders only what reads that field (and, through the
 * hooks' selectors, only the rows whose own value changed).
 *
 * Hazards handled here:
 * - Writing a map field before storage has been read would overwrite the stored map with the
 *   pre-hydration `{}`. Every mutation therefore reads storage first (`hydrate` is idempotent),
 *   even when a child's effect runs before the provider's.
 * - A failed write (quota, storage disabled) keeps the change in memory and is reported through
 *   `getStorageProblem`, never swallowed.
 * - A wholesale replace first saves a backup; if the backup cannot be saved nothing is replaced.
 * - A wholesale replace is all or nothing: if any field cannot be written (storage full), every
 *   key it touched, the backup included, is put back as it was and memory is not changed.
 */
import {
  FIELD_NAMES,
  INITIAL_USER_DATA,
  SCHEMA_VERSION_KEY,
  createDefaultUserData,
  isMapField,
  toStorageKey,
  type MapField,
  type PreservedEntries,
  type FieldName,
  type UserData,
} from './fields';
import { decideProblemStatusChange, updateVisitStreak } from './rules';
import {
  StorageWriteError,
  type FieldRead,
  type StorageFailure,
  type UserDataStorage,
  type Warn,
} from './storageAdapter';
import {
  BACKUPS_KEY,
  addBackup,
  copyState,
  isSameState,
  losesData,
  readBackups,
  removeBackup,
  type Backup,
} from './backups';
import { DEFAULT_PROBLEM_STATUS, type ModuleProgress, type ProblemStatus } from './vocabulary';

/** Where a change came from; a sync adapter mirrors `local` and `replace` changes to the cloud. */
export type ChangeOrigin = 'hydrate' | 'local' | 'other-tab' | 'replace' | 'remote';

export interface UserDataChange {
  field: FieldName;
  origin: ChangeOrigin;
  /** For the two maps: the ids whose entry was added, changed or removed. */
  changedKeys?: string[];
}

export interface StorageProblem {
  failure: StorageFailure;
  /** The field whose change could not be saved, or `backups`. */
  target: FieldName | 'backups';
}

export type ReplaceOutcome =
  | { ok: true; backup: Backup | null }
  | { ok: false; reason: 'backup-failed'; failure: StorageFailure }
  /**
   * Writing `field` failed; every key was put back as it was (`rolledBack`), or, if even that
   * failed, memory now shows what storage holds.
   */
  | {
      ok: false;
      reason: 'write-failed';
      failure: StorageFailure;
      field: FieldName;
      rolledBack: boolean;
    }
  | { ok: false; reason: 'not-found' };

type Topic = FieldName | 'backups' | 'status';

export interface ReplaceOptions {
  /**
   * The preserved entries of the new state (a cloud document's unknown values); by default the
   * current ones are kept, minus the keys the new state sets.
   */
  preserved?: PreservedEntries;
  /** A backup made now is kept until the student deletes it (sign-in, erase). */
  pinned?: boolean;
}

export interface StoreOptions {
  storage: UserDataStorage;
  warn?: Warn;
  /**
   * Values a field takes when storage has no usable value, instead of the field's default.
   * The provider passes the system colour-scheme preference for `darkMode`, so the theme the
   * pre-paint script chose and the store agree until the student picks one.
   */
  fallbacks?: Partial<UserData>;
  now?: () => number;
}

export function createUserDataStore(options: StoreOptions) {
  const { storage, fallbacks = {} } = options;
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const now = options.now ?? (() => Date.now());

  let state: UserData = { ...INITIAL_USER_DATA };
  let hydrated = false;
  let backups: Backup[] = [];
  let storageProblem: StorageProblem | null = null;
  // Map entries from a newer version (unknown values): not in `state`, so the page shows the
  // default, but written back with every write of their field so no write of ours drops them.
  let preserved: PreservedEntries = {};
  const listeners = new Map<Topic, Set<() => void>>();
  const changeListeners = new Set<(change: UserDataChange) => void>();

  function notify(topic: Topic): void {
    listeners.get(topic)?.forEach((listener) => listener());
  }

  function fallbackFor<K extends FieldName>(field: K): UserData[K] {
    const value = fallbacks[field];
    return value === undefined ? createDefaultUserData()[field] : (value as UserData[K]);
  }

  function fromRead<K extends FieldName>(field: K, read: FieldRead<K>): UserData[K] {
    if (isMapField(field)) setPreserved(field, read.kind === 'value' ? read.preserved : undefined);
    return read.kind === 'value' ? read.value : fallbackFor(field);
  }

  function setPreserved(field: MapField, entries: Record<string, string> | undefined): void {
    if (entries && Object.keys(entries).length > 0) preserved = { ...preserved, [field]: entries };
    else if (preserved[field]) {
      const { [field]: _dropped, ...rest } = preserved;
      preserved = rest;
    }
  }

  /** A field's preserved entries, without those the known value now sets (the newer choice). */
  function preservedFor(field: FieldName, value: unknown): Record<string, string> | undefined {
    if (!isMapField(field)) return undefined;
    const entries = preserved[field];
    if (!entries) return undefined;
    const known = value as Record<string, unknown>;
    const left = Object.fromEntries(Object.entries(entries).filter(([key]) => !(key in known)));
    setPreserved(field, left);
    return preserved[field];
  }

  /** What storage and the cloud hold for a field: the known value with the preserved entries. */
  function getStoredValue<K extends FieldName>(field: K): UserData[K] {
    const entries = isMapField(field) ? preservedFor(field, state[field]) : undefined;
    return entries ? ({ ...entries, ...(state[field] as object) } as UserData[K]) : state[field];
  }

  function reportFailure(error: unknown, target: StorageProblem['target']): void {
    if (!(error instanceof StorageWriteError)) throw error;
    storageProblem = { failure: error.failure, target };
    notify('status');
  }

  /**
   * Replaces fields in memory and tells subscribers. `persist` writes the changed fields to
   * storage, or with 'all' every field in `next` (a replace must leave storage holding exactly
   * the new state, even where memory already matched it through a fallback).
   */
  function commit(next: Partial<UserData>, origin: ChangeOrigin, persist: boolean | 'all'): void {
    const previous = state;
    state = { ...state, ...next };
    const changed = FIELD_NAMES.filter(
      (field) => field in next && previous[field] !== state[field],
    );
    if (persist) {
      const written = persist === 'all' ? FIELD_NAMES.filter((field) => field in next) : changed;
      for (const field of written) {
        try {
          storage.writeField(field, state[field], preservedFor(field, state[field]));
        } catch (error) {
          reportFailure(error, field);
        }
      }
    }
    for (const field of changed) {
      notify(field);
      const change: UserDataChange = { field, origin };
      if (field === 'userProgressOnModules' || field === 'userProgressOnProblems') {
        change.changedKeys = diffKeys(previous[field], state[field]);
      }
      changeListeners.forEach((listener) => listener(change));
    }
  }

  function hydrate(): void {
    if (hydrated) return;
    hydrated = true;
    const read: Partial<UserData> = {};
    for (const field of FIELD_NAMES) assign(read, field, fromRead(field, storage.readField(field)));
    backups = readBackups(storage, warn);
    commit(read, 'hydrate', false);
    notify('backups');
    notify('status');
  }

  function set(next: Partial<UserData>, origin: ChangeOrigin = 'local'): void {
    hydrate();
    commit(next, origin, true);
  }

  /**
   * Saves the current state as a backup if losing it for `next` would lose data that no backup
   * holds yet. Returns the new list, or the failure (then nothing may be replaced).
   */
  function backUpBefore(
    next: UserData,
    reason: string,
    pinned: boolean,
  ): Backup[] | { failure: StorageFailure } {
    if (!losesData(state, next) || backups.some((backup) => isSameState(backup.data, state))) {
      return backups;
    }
    try {
      return addBackup(storage, backups, state, reason, now(), pinned);
    } catch (error) {
      if (!(error instanceof StorageWriteError)) throw error;
      reportFailure(error, 'backups');
      return { failure: error.failure };
    }
  }

  function replaceAll(
    data: UserData,
    reason: string,
    options: ReplaceOptions = {},
  ): ReplaceOutcome {
    hydrate();
    const keep = options.preserved;
    const previousPreserved = preserved;
    // The exact text of every key the replace may touch, to put back if any write fails.
    const keys = [...FIELD_NAMES.map(toStorageKey), BACKUPS_KEY, SCHEMA_VERSION_KEY];
    const before = new Map(keys.map((key) => [key, storage.readRaw(key)]));
    const previousBackups = backups;
    const nextBackups = backUpBefore(data, reason, options.pinned ?? false);
    if (!Array.isArray(nextBackups)) {
      return { ok: false, reason: 'backup-failed', failure: nextBackups.failure };
    }
    const next = copyState(data);
    if (keep) preserved = { ...keep };
    for (const field of FIELD_NAMES) {
      try {
        storage.writeField(field, next[field], preservedFor(field, next[field]));
      } catch (error) {
        if (!(error instanceof StorageWriteError)) throw error;
        preserved = previousPreserved;
        const rolledBack = restoreRaw(before);
        if (!rolledBack) {
          // Storage is not what it was: show what it holds rather than pretend.
          const reread: Partial<UserData> = {};
          for (const name of FIELD_NAMES)
            assign(reread, name, fromRead(name, storage.readField(name)));
          backups = readBackups(storage, warn);
          commit(reread, 'replace', false);
          notify('backups');
        } else {
          backups = previousBackups;
        }
        return { ok: false, reason: 'write-failed', failure: error.failure, field, rolledBack };
      }
    }
    backups = nextBackups;
    if (backups !== previousBackups) notify('backups');
    commit(next, 'replace', false);
    return { ok: true, backup: backups === previousBackups ? null : (backups[0] ?? null) };
  }

  /**
   * Puts keys back to their saved text. Keys that shrink go first, so storage never holds more
   * than it did before the replace began (which fitted). Returns whether every key was restored.
   */
  function restoreRaw(saved: Map<string, string | null>): boolean {
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

  return {
    getState: (): UserData => state,
    /** The pre-hydration state, for `useSyncExternalStore`'s server snapshot. */
    getInitialState: (): UserData => INITIAL_USER_DATA,
    isHydrated: (): boolean => hydrated,
    subscribe(topic: Topic, listener: () => void): () => void {
      const set = listeners.get(topic) ?? new Set();
      listeners.set(topic, set);
      set.add(listener);
      return () => set.delete(listener);
    },
    /** Every field change with its origin: the hook a cloud sync adapter mirrors from. */
    onChange(listener: (change: UserDataChange) => void): () => void {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
    /** Reads every field from storage (once; later calls do nothing). */
    hydrate,
    /** Counts a visit at `at` for the streak (see rules.ts). */
    recordVisit(at: number = now()): void {
      hydrate();
      set(updateVisitStreak(state, at));
    },
    /**
     * Sets one field. `keep`: for a map field from the cloud, its entries with values this
     * version does not know (they replace the preserved ones of that field).
     */
    setField<K extends FieldName>(
      field: K,
      value: UserData[K],
      origin?: ChangeOrigin,
      keep?: Record<string, string>,
    ): void {
      hydrate();
      let keepChanged = false;
      if (keep !== undefined && isMapField(field)) {
        keepChanged = JSON.stringify(preserved[field] ?? {}) !== JSON.stringify(keep);
        setPreserved(field, keep);
      }
      const next: Partial<UserData> = {};
      assign(next, field, value);
      // New preserved entries alone must reach storage too, even when the known value is the same.
      commit(next, origin ?? 'local', keepChanged ? 'all' : true);
    },
    getStoredValue,
    /** The preserved entries of every map field (see `getStoredValue`). */
    getPreserved: (): PreservedEntries => preserved,
    /**
     * Sets a problem's status, applying the rules (module → Practicing) for the module it is shown
     * in (null outside a module). Returns whether the UI should celebrate.
     */
    setProblemStatus(uniqueID: string, status: ProblemStatus, moduleId: string | null) {
      hydrate();
      const outcome = decideProblemStatusChange({
        previous: state.userProgressOnProblems[uniqueID] ?? DEFAULT_PROBLEM_STATUS,
        next: status,
        moduleId,
        moduleProgress: moduleId === null ? undefined : state.userProgressOnModules[moduleId],
      });
      const next: Partial<UserData> = {
        userProgressOnProblems: { ...state.userProgressOnProblems, [uniqueID]: status },
      };
      if (moduleId !== null && outcome.moduleProgress !== null) {
        next.userProgressOnModules = {
          ...state.userProgressOnModules,
          [moduleId]: outcome.moduleProgress,
        };
      }
      set(next);
      return { celebrate: outcome.celebrate };
    },
    setModuleProgress(moduleId: string, progress: ModuleProgress): void {
      hydrate();
      set({ userProgressOnModules: { ...state.userProgressOnModules, [moduleId]: progress } });
    },
    /**
     * Replaces the whole state (import, restore, cloud sign-in), saving the current one as a
     * backup first when the replace would lose data no backup holds.
     */
    replaceAll,
    getBackups: (): Backup[] => backups,
    restoreBackup(id: string): ReplaceOutcome {
      hydrate();
      const backup = backups.find((candidate) => candidate.id === id);
      if (!backup) return { ok: false, reason: 'not-found' };
      return replaceAll(backup.data, 'Before restoring an older backup');
    },
    deleteBackup(id: string): void {
      hydrate();
      try {
        backups = removeBackup(storage, backups, id);
      } catch (error) {
        reportFailure(error, 'backups');
        return;
      }
      notify('backups');
    },
    /**
     * Erases the stored fields (not the backups) and returns to the defaults: used on sign-out.
     * With `backupReason`, the state is first saved as a pinned backup if it holds data no backup
     * holds; if that backup cannot be saved, nothing is erased.
     */
    eraseFields(backupReason?: string): { ok: true } | { ok: false; failure: StorageFailure } {
      hydrate();
      if (backupReason !== undefined) {
        const nextBackups = backUpBefore(createDefaultUserData(), backupReason, true);
        if (!Array.isArray(nextBackups)) return { ok: false, failure: nextBackups.failure };
        if (nextBackups !== backups) {
          backups = nextBackups;
          notify('backups');
        }
      }
      storage.removeFields();
      preserved = {};
      const defaults = createDefaultUserData();
      for (const field of FIELD_NAMES) assign(defaults, field, fallbackFor(field));
      commit(defaults, 'replace', false);
      return { ok: true };
    },
    /**
     * Raw access to keys outside the fields, for small local-only records kept beside the store
     * (recentSolves.ts). Reads never throw; writes throw `StorageWriteError`.
     */
    readRaw: (key: string): string | null => storage.readRaw(key),
    writeRaw: (key: string, text: string): void => storage.writeRaw(key, text),
    removeRaw: (key: string): void => storage.removeRaw(key),
    getStorageProblem: (): StorageProblem | null => storageProblem,
    dismissStorageProblem(): void {
      storageProblem = null;
      notify('status');
    },
    /** Follows writes made in other tabs; returns the function that stops following. */
    followOtherTabs(target: Pick<Window, 'addEventListener' | 'removeEventListener'>): () => void {
      return storage.watchOtherTabs(
        target,
        (field, read) => {
          if (!hydrated) return; // hydrate() will read the new value anyway
          const next: Partial<UserData> = {};
          assign(next, field, fromRead(field, read as FieldRead<typeof field>));
          commit(next, 'other-tab', false);
        },
        (key) => {
          if (!hydrated || (key !== null && key !== BACKUPS_KEY)) return;
          if (key === null) {
            // Another tab cleared all storage: read everything again.
            const next: Partial<UserData> = {};
            for (const field of FIELD_NAMES)
              assign(next, field, fromRead(field, storage.readField(field)));
            commit(next, 'other-tab', false);
          }
          backups = readBackups(storage, warn);
          notify('backups');
        },
      );
    },
  };
}

export type UserDataStore = ReturnType<typeof createUserDataStore>;

function diffKeys(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => before[key] !== after[key]);
}

function assign<K extends FieldName>(data: Partial<UserData>, field: K, value: UserData[K]): void {
  data[field] = value;
}
