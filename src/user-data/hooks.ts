/**
 * Small hooks over the store. Each subscribes to one field and selects one value, so React
 * re-renders a component only when *its* value changes: setting one problem's status notifies
 * every row's subscription, but only the row whose selected status differs renders again.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { useUserDataStore } from './UserDataContext';
import { FIELD_NAMES, type FieldName, type UserData } from './fields';
import type { StorageProblem } from './storeTypes';
import type { Backup } from './backups';
import {
  DEFAULT_MODULE_PROGRESS,
  DEFAULT_PROBLEM_STATUS,
  type HintsOpened,
  type ModuleProgress,
  type ProblemStatus,
} from './vocabulary';

type Selectable = FieldName | 'backups' | 'status';

export function useSelect<T>(topic: Selectable, select: () => T, selectInitial: () => T): T {
  const store = useUserDataStore();
  const subscribe = useCallback(
    (listener: () => void) => store.subscribe(topic, listener),
    [store, topic],
  );
  return useSyncExternalStore(subscribe, select, selectInitial);
}

/** The settings a student chooses directly (not progress). */
export type SettingName =
  | 'lang'
  | 'hide'
  | 'darkMode'
  | 'lastViewedModule'
  | 'lastReadAnnouncement';

/** `[value, setValue]` for one setting, e.g. `useSetting('lang')`. */
export function useSetting<K extends SettingName>(
  name: K,
): [UserData[K], (value: UserData[K]) => void] {
  const store = useUserDataStore();
  const value = useSelect(
    name,
    () => store.getState()[name],
    () => store.getInitialState()[name],
  );
  const setValue = useCallback((next: UserData[K]) => store.setField(name, next), [store, name]);
  return [value, setValue];
}

/**
 * `[status, setStatus]` for one problem. `setStatus` applies the rules for `moduleId` (the module
 * the problem is shown in; omit it outside a module) and returns whether to celebrate.
 */
export function useProblemStatus(
  uniqueID: string,
  moduleId: string | null = null,
): [ProblemStatus, (status: ProblemStatus) => { celebrate: boolean }] {
  const store = useUserDataStore();
  const status = useSelect(
    'userProgressOnProblems',
    () => store.getState().userProgressOnProblems[uniqueID] ?? DEFAULT_PROBLEM_STATUS,
    () => DEFAULT_PROBLEM_STATUS,
  );
  const setStatus = useCallback(
    (next: ProblemStatus) => store.setProblemStatus(uniqueID, next, moduleId),
    [store, uniqueID, moduleId],
  );
  return [status, setStatus];
}

/**
 * `[opened, recordOpened]` for one problem's hint ladder: how many hints were opened before it
 * was solved (undefined: none), and the function to call when hint number n is opened.
 */
export function useHintsOpened(
  uniqueID: string,
): [HintsOpened | undefined, (opened: number) => void] {
  const store = useUserDataStore();
  const opened = useSelect(
    'hintsUsed',
    () => store.getState().hintsUsed[uniqueID],
    () => undefined,
  );
  const recordOpened = useCallback(
    (n: number) => store.recordHintsOpened(uniqueID, n),
    [store, uniqueID],
  );
  return [opened, recordOpened];
}

/** `[progress, setProgress]` for one module. */
export function useModuleProgress(
  moduleId: string,
): [ModuleProgress, (progress: ModuleProgress) => void] {
  const store = useUserDataStore();
  const progress = useSelect(
    'userProgressOnModules',
    () => store.getState().userProgressOnModules[moduleId] ?? DEFAULT_MODULE_PROGRESS,
    () => DEFAULT_MODULE_PROGRESS,
  );
  const setProgress = useCallback(
    (next: ModuleProgress) => store.setModuleProgress(moduleId, next),
    [store, moduleId],
  );
  return [progress, setProgress];
}

/** The whole state, for consumers that need all of it (export, dashboard totals). */
export function useUserData(): UserData {
  const store = useUserDataStore();
  const subscribe = useCallback(
    (listener: () => void) => {
      const stops = FIELD_NAMES.map((field) => store.subscribe(field, listener));
      return () => stops.forEach((stop) => stop());
    },
    [store],
  );
  return useSyncExternalStore(subscribe, store.getState, store.getInitialState);
}

/** True once the browser's storage has been read (before that, values are the defaults). */
export function useUserDataReady(): boolean {
  const store = useUserDataStore();
  return useSelect('status', store.isHydrated, () => false);
}

export function useBackups(): Backup[] {
  const store = useUserDataStore();
  return useSelect('backups', store.getBackups, () => EMPTY_BACKUPS);
}
const EMPTY_BACKUPS: Backup[] = [];

/** The latest failed save, shown to the student until dismissed. */
export function useStorageProblem(): StorageProblem | null {
  const store = useUserDataStore();
  return useSelect('status', store.getStorageProblem, () => null);
}
