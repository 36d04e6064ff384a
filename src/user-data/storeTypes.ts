/**
 * What the user-data store is, as its users see it: the change events, the outcomes of a
 * wholesale replace, and every operation with its contract. `store.ts` builds one.
 */
import type { FieldName, PreservedEntries, UserData } from './fields';
import type { StorageFailure, UserDataStorage, Warn } from './storageAdapter';
import type { Backup } from './backups';
import type { ModuleProgress, ProblemStatus } from './vocabulary';

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

export type EraseOutcome = { ok: true } | { ok: false; failure: StorageFailure };

/** What a subscriber can follow: one field, the list of backups, or readiness and problems. */
export type StoreTopic = FieldName | 'backups' | 'status';

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

export interface UserDataStore {
  getState(): UserData;
  /** The pre-hydration state, for `useSyncExternalStore`'s server snapshot. */
  getInitialState(): UserData;
  isHydrated(): boolean;
  subscribe(topic: StoreTopic, listener: () => void): () => void;
  /** Every field change with its origin: the hook a cloud sync adapter mirrors from. */
  onChange(listener: (change: UserDataChange) => void): () => void;
  /** Reads every field from storage (once; later calls do nothing). */
  hydrate(): void;
  /** Counts a visit at `at` (by default now) for the streak (see rules.ts). */
  recordVisit(at?: number): void;
  /**
   * Sets one field. `keep`: for a map field from the cloud, its entries with values this
   * version does not know (they replace the preserved ones of that field).
   */
  setField<K extends FieldName>(
    field: K,
    value: UserData[K],
    origin?: ChangeOrigin,
    keep?: Record<string, string>,
  ): void;
  /** What storage and the cloud hold for a field: the known value with the preserved entries. */
  getStoredValue<K extends FieldName>(field: K): UserData[K];
  /** The preserved entries of every map field (see `getStoredValue`). */
  getPreserved(): PreservedEntries;
  /**
   * Sets a problem's status, applying the rules (module → Practicing) for the module it is shown
   * in (null outside a module). Returns whether the UI should celebrate.
   */
  setProblemStatus(
    uniqueID: string,
    status: ProblemStatus,
    moduleId: string | null,
  ): { celebrate: boolean };
  setModuleProgress(moduleId: string, progress: ModuleProgress): void;
  /** Records that hint number `opened` of a problem's ladder was opened (`decideHintsOpened`). */
  recordHintsOpened(uniqueID: string, opened: number): void;
  /**
   * Replaces the whole state (import, restore, cloud sign-in), saving the current one as a
   * backup first when the replace would lose data no backup holds.
   */
  replaceAll(data: UserData, reason: string, options?: ReplaceOptions): ReplaceOutcome;
  getBackups(): Backup[];
  restoreBackup(id: string): ReplaceOutcome;
  deleteBackup(id: string): void;
  /**
   * Erases the stored fields (not the backups) and returns to the defaults: used on sign-out.
   * With `backupReason`, the state is first saved as a pinned backup if it holds data no backup
   * holds; if that backup cannot be saved, nothing is erased.
   */
  eraseFields(backupReason?: string): EraseOutcome;
  /**
   * Raw access to keys outside the fields, for small local-only records kept beside the store
   * (recentSolves.ts, the sync marker and sign-in hint). Reads never throw; writes throw
   * `StorageWriteError`.
   */
  readRaw(key: string): string | null;
  writeRaw(key: string, text: string): void;
  removeRaw(key: string): void;
  getStorageProblem(): StorageProblem | null;
  dismissStorageProblem(): void;
  /** Follows writes made in other tabs; returns the function that stops following. */
  followOtherTabs(target: Pick<Window, 'addEventListener' | 'removeEventListener'>): () => void;
}
