/**
 * The stored shape of a student's settings and progress: every field, its type, its default, its
 * storage key and the schema version. The one validator of each field is validateFields.ts.
 */
import type { HintsOpened, Language, ModuleProgress, ProblemStatus } from './vocabulary';
import { MAX_UNKNOWN_VALUE_LENGTH } from './fieldSpecs';

export { MAX_UNKNOWN_VALUE_LENGTH };

export interface UserData {
  /** Language shown in code sections. Default `cpp`; `showAll` before storage is read (static HTML). */
  lang: Language;
  /** Id of the module the student last opened (dashboard "continue"); null until one is opened. */
  lastViewedModule: string | null;
  /** Hides the Tags and Solution columns of problem tables (spoiler-free practice). */
  hide: boolean;
  /** Dark theme. Default false; see `fallbackFor` in the store for the system-preference case. */
  darkMode: boolean;
  /** Id of the newest announcement the student has read; false when none has been read. */
  lastReadAnnouncement: string | false;
  /** Module id → progress. A module with no entry is `Not Started`. */
  userProgressOnModules: Record<string, ModuleProgress>;
  /** Problem uniqueID → status. A problem with no entry is `Not Attempted`. */
  userProgressOnProblems: Record<string, ProblemStatus>;
  /** Problem uniqueID → hints opened before solving it; "solved with hints" is Solved and an entry. */
  hintsUsed: Record<string, HintsOpened>;
  /** Time of the visit that last counted for the streak, in ms since the epoch; 0 = never. */
  lastVisitDate: number;
  /** Visit streak: consecutive days (in the sense of rules.ts) with a visit; at least 1. */
  consecutiveVisits: number;
  /** Quiz question id → the student's last checked answer (`right:1,3`; quizAnswers.ts). */
  quizAnswers: Record<string, string>;
}

export type FieldName = keyof UserData;

/** Field names in a fixed order (export files, settings, sync all list them this way). */
export const FIELD_NAMES = [
  'lang',
  'lastViewedModule',
  'hide',
  'darkMode',
  'lastReadAnnouncement',
  'userProgressOnModules',
  'userProgressOnProblems',
  'hintsUsed',
  'lastVisitDate',
  'consecutiveVisits',
  'quizAnswers',
] as const satisfies readonly FieldName[];

export const DEFAULT_USER_DATA: Readonly<UserData> = Object.freeze({
  lang: 'cpp',
  lastViewedModule: null,
  hide: false,
  darkMode: false,
  lastReadAnnouncement: false,
  userProgressOnModules: {},
  userProgressOnProblems: {},
  hintsUsed: {},
  lastVisitDate: 0,
  consecutiveVisits: 1,
  quizAnswers: {},
});

/**
 * The in-memory state before the browser's storage has been read, i.e. during static rendering
 * and the first client render. `lang: 'showAll'` makes static HTML carry every language.
 */
export const INITIAL_USER_DATA: Readonly<UserData> = Object.freeze({
  ...DEFAULT_USER_DATA,
  lang: 'showAll',
});

/** A fresh, mutable copy of the defaults (maps are new objects). */
export function createDefaultUserData(): UserData {
  return {
    ...DEFAULT_USER_DATA,
    userProgressOnModules: {},
    userProgressOnProblems: {},
    quizAnswers: {},
    hintsUsed: {},
  };
}

/** localStorage key of one field. */
export const STORAGE_PREFIX = 'guide:userData:';
export const toStorageKey = (field: FieldName): string => `${STORAGE_PREFIX}${field}`;

export function toFieldName(storageKey: string): FieldName | null {
  if (!storageKey.startsWith(STORAGE_PREFIX)) return null;
  const name = storageKey.slice(STORAGE_PREFIX.length);
  return isFieldName(name) ? name : null;
}

export function isFieldName(name: string): name is FieldName {
  return (FIELD_NAMES as readonly string[]).includes(name);
}

/**
 * The fields that map ids to a value from a closed set (or format) that a newer version may
 * extend; written entry by entry, and their entries of a newer version kept.
 */
export const MAP_FIELDS = [
  'userProgressOnModules',
  'userProgressOnProblems',
  'hintsUsed',
  'quizAnswers',
] as const;
export type MapField = (typeof MAP_FIELDS)[number];
export const isMapField = (field: FieldName): field is MapField =>
  (MAP_FIELDS as readonly string[]).includes(field);

/** Entries of a map field that this version cannot show but must keep. */
export type PreservedEntries = Partial<Record<MapField, Record<string, string>>>;

/**
 * The version of the stored shape, kept beside the fields (`guide:userData:schemaVersion`). Raise
 * it when the shape changes incompatibly, and add a migration.
 */
export const USER_DATA_SCHEMA_VERSION = 1;
export const SCHEMA_VERSION_KEY = `guide:userData:schemaVersion`;
