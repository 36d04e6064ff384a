/** The user-data store's public surface: components import from here, never from storage. */
export * from './vocabulary';
export {
  DEFAULT_USER_DATA,
  FIELD_NAMES,
  INITIAL_USER_DATA,
  STORAGE_PREFIX,
  toStorageKey,
  validateField,
  validateUserData,
  type FieldName,
  type UserData,
} from './fields';
export { DARK_MODE_CLASS } from './darkMode';
export { decideProblemStatusChange, updateVisitStreak } from './rules';
export type { Backup } from './backups';
export type {
  ChangeOrigin,
  UserDataChange,
  ReplaceOutcome,
  StorageProblem,
  UserDataStore,
} from './storeTypes';
export {
  checkImportFileSize,
  createExportFile,
  readImportFile,
  toExportFileName,
  type ImportResult,
} from './transfer';
export { UserDataProvider, createBrowserUserDataStore } from './UserDataProvider';
export { useUserDataStore } from './UserDataContext';
export {
  useBackups,
  useModuleProgress,
  useProblemStatus,
  useSetting,
  useStorageProblem,
  useUserData,
  useUserDataReady,
  type SettingName,
} from './hooks';
export { useRecentSolves, type RecentSolve } from './recentSolves';
export { useOnlineCount } from './sync/useOnlineCount';
