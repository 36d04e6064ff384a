/**
 * The user-data layer's one door: everything outside src/user-data/ imports from here, never
 * from a file inside it (eslint.config.mjs, `userDataDoor`). Every module here is free of side
 * effects (package.json `sideEffects`), so a bundle keeps only what it uses.
 */
export * from './vocabulary';
export {
  DEFAULT_USER_DATA,
  FIELD_NAMES,
  INITIAL_USER_DATA,
  STORAGE_PREFIX,
  toStorageKey,
  type FieldName,
  type UserData,
} from './fields';
export { validateField, validateUserData } from './validateFields';
export { DARK_MODE_CLASS, darkModePrePaintScript } from './darkMode';
export { languagePrePaintScript } from './languageChoice';
export {
  decideHintsOpened,
  decideProblemStatusChange,
  isSolvedWithHints,
  updateVisitStreak,
} from './rules';
export type { Backup } from './backups';
export type { StorageFailure } from './storageAdapter';
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
export { withGeneratedRules } from './cloudRules';

// React: the provider, the store and the hooks over it.
export { UserDataProvider, createBrowserUserDataStore } from './UserDataProvider';
export { useUserDataStore } from './UserDataContext';
export {
  useBackups,
  useHintsOpened,
  useModuleProgress,
  useProblemStatus,
  useSetting,
  useStorageProblem,
  useUserData,
  useUserDataReady,
  type SettingName,
} from './hooks';
export type { QuizAnswer } from './quizAnswers';
export { useQuizAnswer } from './useQuizAnswer';
export { useRecentSolves, type RecentSolve } from './recentSolves';
export { DRAFT_STORAGE_KEY, type Draft } from './drafts';
export { useDraft } from './useDraft';

// Cloud sync and presence (inert on a build without Firebase settings).
export { SyncProvider, useAccount, type AccountState } from './sync/SyncProvider';
export { isCloudConfigured, onIdleForCloud } from './sync/lazyFirebase';
export { useOnlineCount } from './sync/useOnlineCount';
export { SyncError, SYNC_ERROR_MESSAGES, type CloudUserDoc } from './sync/types';

// In-memory stand-ins: a store over memory instead of localStorage, and a cloud kept in memory
// (component tests), or in this browser's storage (the /dev/cloud-sync page, loadTestCloud).
export { createUserDataStore } from './store';
export { createStorageAdapter } from './storageAdapter';
export { createMemoryStorage, type MemoryStorage } from './memoryStorage';
export { MemoryCloud, createMemoryBackend, type MemoryBackend } from './sync/memoryBackend';
export { loadTestCloud } from './sync/testCloud';
