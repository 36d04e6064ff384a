/**
 * The closed sets of values the store knows: languages, problem statuses, module progress.
 * Each is a readonly tuple so the type and the runtime check come from one list.
 */

export const LANGUAGES = ['showAll', 'cpp', 'java', 'py'] as const;
export type Language = (typeof LANGUAGES)[number];

/** What the student sees for each language choice. */
export const LANGUAGE_LABELS: Record<Language, string> = {
  showAll: 'All',
  cpp: 'C++',
  java: 'Java',
  py: 'Python',
};

/** In the order a picker lists them; `Not Attempted` is what a problem with no entry has. */
export const PROBLEM_STATUSES = [
  'Not Attempted',
  'Solving',
  'Solved',
  'Ignored',
  'Skipped',
] as const;
export type ProblemStatus = (typeof PROBLEM_STATUSES)[number];
export const DEFAULT_PROBLEM_STATUS: ProblemStatus = 'Not Attempted';

/** In the order a control lists them; `Not Started` is what a module with no entry has. */
export const MODULE_PROGRESS_VALUES = [
  'Not Started',
  'Reading',
  'Practicing',
  'Complete',
  'Skipped',
  'Ignored',
] as const;
export type ModuleProgress = (typeof MODULE_PROGRESS_VALUES)[number];
export const DEFAULT_MODULE_PROGRESS: ModuleProgress = 'Not Started';

/**
 * How many hints of a problem's ladder the student opened before solving it (rules.ts,
 * `decideHintsOpened`). Written as text so the field is a map like the two above: an entry a
 * newer version writes (a fifth hint) is kept, not dropped (validateFields.ts).
 */
export const HINTS_OPENED_VALUES = ['1', '2', '3', '4'] as const;
export type HintsOpened = (typeof HINTS_OPENED_VALUES)[number];

function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

export const isLanguage = (value: unknown): value is Language => isOneOf(LANGUAGES, value);
export const isProblemStatus = (value: unknown): value is ProblemStatus =>
  isOneOf(PROBLEM_STATUSES, value);
export const isModuleProgress = (value: unknown): value is ModuleProgress =>
  isOneOf(MODULE_PROGRESS_VALUES, value);
export const isHintsOpened = (value: unknown): value is HintsOpened =>
  isOneOf(HINTS_OPENED_VALUES, value);
