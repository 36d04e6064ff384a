/**
 * The user-data store: the state in memory, kept in step with storage and other tabs, with
 * per-field subscriptions so a change re-renders only what reads that field (and, through the
 * hooks' selectors, only the rows whose own value changed). Its contract is `storeTypes.ts`; the
 * wholesale changes (replace, restore, erase) are `wholesale.ts`, the entries kept for a newer
 * version `preservedEntries.ts`.
 *
 * Hazards handled here:
 * - Writing a map field before storage has been read would overwrite the stored map with the
 *   pre-hydration `{}`. Every mutation therefore reads storage first (`hydrate` is idempotent),
 *   even when a child's effect runs before the provider's.
 * - A failed write (quota, storage disabled) keeps the change in memory and is reported through
 *   `getStorageProblem`, never swallowed.
 */
import {
  FIELD_NAMES,
  INITIAL_USER_DATA,
  createDefaultUserData,
  isMapField,
  type FieldName,
  type UserData,
} from './fields';
import { decideHintsOpened, decideProblemStatusChange, updateVisitStreak } from './rules';
import { MAX_HINTS_USED_ENTRIES } from './fieldSpecs';
import { StorageWriteError, type FieldRead } from './storageAdapter';
import { BACKUPS_KEY, readBackups, removeBackup, type Backup } from './backups';
import { DEFAULT_PROBLEM_STATUS } from './vocabulary';
import { createPreservedKeeper } from './preservedEntries';
import { createWholesaleChanges } from './wholesale';
import type {
  ChangeOrigin,
  StorageProblem,
  StoreOptions,
  StoreTopic,
  UserDataChange,
  UserDataStore,
} from './storeTypes';

export function createUserDataStore(options: StoreOptions): UserDataStore {
  const { storage, fallbacks = {} } = options;
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const now = options.now ?? (() => Date.now());

  let state: UserData = { ...INITIAL_USER_DATA };
  let hydrated = false;
  let backups: Backup[] = [];
  let storageProblem: StorageProblem | null = null;
  const preserved = createPreservedKeeper();
  const listeners = new Map<StoreTopic, Set<() => void>>();
  const changeListeners = new Set<(change: UserDataChange) => void>();

  function notify(topic: StoreTopic): void {
    listeners.get(topic)?.forEach((listener) => listener());
  }

  function fallbackFor<K extends FieldName>(field: K): UserData[K] {
    const value = fallbacks[field];
    return value === undefined ? createDefaultUserData()[field] : (value as UserData[K]);
  }

  function fromRead<K extends FieldName>(field: K, read: FieldRead<K>): UserData[K] {
    if (isMapField(field)) preserved.set(field, read.kind === 'value' ? read.preserved : undefined);
    return read.kind === 'value' ? read.value : fallbackFor(field);
  }

  /** Every field as storage holds it now. */
  function readStoredFields(): Partial<UserData> {
    const read: Partial<UserData> = {};
    for (const field of FIELD_NAMES) assign(read, field, fromRead(field, storage.readField(field)));
    return read;
  }

  function getStoredValue<K extends FieldName>(field: K): UserData[K] {
    const entries = isMapField(field) ? preserved.forValue(field, state[field]) : undefined;
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
          storage.writeField(field, state[field], preserved.forValue(field, state[field]));
        } catch (error) {
          reportFailure(error, field);
        }
      }
    }
    for (const field of changed) {
      notify(field);
      const change: UserDataChange = { field, origin };
      if (isMapField(field)) {
        change.changedKeys = diffKeys(previous[field], state[field]);
      }
      changeListeners.forEach((listener) => listener(change));
    }
  }

  function hydrate(): void {
    if (hydrated) return;
    hydrated = true;
    const read = readStoredFields();
    backups = readBackups(storage, warn);
    commit(read, 'hydrate', false);
    notify('backups');
    notify('status');
  }

  function set(next: Partial<UserData>, origin: ChangeOrigin = 'local'): void {
    hydrate();
    commit(next, origin, true);
  }

  const wholesale = createWholesaleChanges({
    storage,
    now,
    preserved,
    getState: () => state,
    getBackups: () => backups,
    setBackups: (next) => {
      backups = next;
    },
    readBackups: () => readBackups(storage, warn),
    notify,
    hydrate,
    commit,
    readStoredFields,
    fallbackState() {
      const defaults = createDefaultUserData();
      for (const field of FIELD_NAMES) assign(defaults, field, fallbackFor(field));
      return defaults;
    },
    reportFailure,
  });

  return {
    getState: () => state,
    getInitialState: () => INITIAL_USER_DATA,
    isHydrated: () => hydrated,
    subscribe(topic, listener) {
      const set = listeners.get(topic) ?? new Set();
      listeners.set(topic, set);
      set.add(listener);
      return () => set.delete(listener);
    },
    onChange(listener) {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
    hydrate,
    recordVisit(at = now()) {
      hydrate();
      set(updateVisitStreak(state, at));
    },
    setField(field, value, origin, keep) {
      hydrate();
      let keepChanged = false;
      if (keep !== undefined && isMapField(field)) {
        keepChanged = JSON.stringify(preserved.all()[field] ?? {}) !== JSON.stringify(keep);
        preserved.set(field, keep);
      }
      const next: Partial<UserData> = {};
      assign(next, field, value);
      // New preserved entries alone must reach storage too, even when the known value is the same.
      commit(next, origin ?? 'local', keepChanged ? 'all' : true);
    },
    getStoredValue,
    getPreserved: () => preserved.all(),
    setProblemStatus(uniqueID, status, moduleId) {
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
    setModuleProgress(moduleId, progress) {
      hydrate();
      set({ userProgressOnModules: { ...state.userProgressOnModules, [moduleId]: progress } });
    },
    recordHintsOpened(uniqueID, opened) {
      hydrate();
      const previous = state.hintsUsed[uniqueID];
      const status = state.userProgressOnProblems[uniqueID] ?? DEFAULT_PROBLEM_STATUS;
      const value = decideHintsOpened(status, previous, opened);
      // A new problem past the field's limit is not recorded: the cloud would refuse the map.
      const full =
        previous === undefined && Object.keys(state.hintsUsed).length >= MAX_HINTS_USED_ENTRIES;
      if (value === null || full) return;
      set({ hintsUsed: { ...state.hintsUsed, [uniqueID]: value } });
    },
    replaceAll: wholesale.replaceAll,
    getBackups: () => backups,
    restoreBackup: wholesale.restoreBackup,
    deleteBackup(id) {
      hydrate();
      try {
        backups = removeBackup(storage, backups, id);
      } catch (error) {
        reportFailure(error, 'backups');
        return;
      }
      notify('backups');
    },
    eraseFields: wholesale.eraseFields,
    readRaw: (key) => storage.readRaw(key),
    writeRaw: (key, text) => storage.writeRaw(key, text),
    removeRaw: (key) => storage.removeRaw(key),
    getStorageProblem: () => storageProblem,
    dismissStorageProblem() {
      storageProblem = null;
      notify('status');
    },
    followOtherTabs(target) {
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
          // Another tab cleared all storage: read everything again.
          if (key === null) commit(readStoredFields(), 'other-tab', false);
          backups = readBackups(storage, warn);
          notify('backups');
        },
      );
    },
  };
}

function diffKeys(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => before[key] !== after[key]);
}

function assign<K extends FieldName>(data: Partial<UserData>, field: K, value: UserData[K]): void {
  data[field] = value;
}
