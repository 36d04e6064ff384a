/**
 * The one validator of each user-data field (fields.ts has their shape), deciding whether a value
 * read from anywhere (localStorage, another tab, an imported file, the cloud) is acceptable.
 *
 * Validators are lenient in what they keep: a map with one bad entry keeps every good entry and
 * reports the bad one, because a student's progress must never be wiped for a typo in one entry.
 * Callers decide what a problem means: the storage adapter warns and keeps the cleaned value, the
 * import refuses the whole file.
 */
import {
  HINTS_OPENED_VALUES,
  isHintsOpened,
  LANGUAGES,
  MODULE_PROGRESS_VALUES,
  PROBLEM_STATUSES,
  isLanguage,
  isModuleProgress,
  isProblemStatus,
  type Language,
} from './vocabulary';
import {
  FIELD_SPECS,
  MAX_ID_LENGTH,
  MAX_UNKNOWN_VALUE_LENGTH,
  QUIZ_ANSWER_PATTERN,
  acceptsValue,
  isId,
  type FieldSpec,
} from './fieldSpecs';
import {
  DEFAULT_USER_DATA,
  FIELD_NAMES,
  createDefaultUserData,
  isFieldName,
  type FieldName,
  type MapField,
  type UserData,
} from './fields';

/** A validator's verdict: the value to use, and what was wrong (empty when the input was fine). */
export interface FieldCheck<T> {
  value: T;
  problems: string[];
  /** True when the input was unusable as a whole and `value` is the field's default. */
  rejected: boolean;
  /**
   * Map fields only: entries whose value is a string this version does not know (a status added
   * by a newer version of the site, read by an old tab). They are not in `value`, so the page
   * shows the default, but they are kept and written back unchanged (see `MAP_FIELDS`).
   */
  preserved?: Record<string, string>;
}

const isFutureValue = (value: unknown): value is string =>
  typeof value === 'string' && value !== '' && value.length <= MAX_UNKNOWN_VALUE_LENGTH;

const show = (value: unknown): string => {
  if (value === undefined) return 'undefined';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

function scalar<T>(fallback: T, accept: (value: unknown) => value is T, expected: string) {
  return (value: unknown): FieldCheck<T> =>
    accept(value)
      ? { value, problems: [], rejected: false }
      : { value: fallback, problems: [`${show(value)} is not ${expected}`], rejected: true };
}

function map<T>(
  accept: (value: unknown) => value is T,
  expected: string,
  maxKeyLength = MAX_ID_LENGTH,
) {
  return (value: unknown): FieldCheck<Record<string, T>> => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      const problems = [`${show(value)} is not an object mapping ids to values`];
      return { value: {}, problems, rejected: true };
    }
    const kept: Record<string, T> = {};
    const preserved: Record<string, string> = {};
    const problems: string[] = [];
    for (const [key, entry] of Object.entries(value)) {
      // `__proto__` would set the object's prototype instead of adding an entry.
      if (!isId(key) || key.length > maxKeyLength || key === '__proto__')
        problems.push(`"${key.length > 60 ? `${key.slice(0, 57)}...` : key}" is not a valid id`);
      else if (accept(entry)) kept[key] = entry;
      else if (isFutureValue(entry)) preserved[key] = entry;
      else problems.push(`entry "${key}": ${show(entry)} is not ${expected}`);
    }
    return { value: kept, problems, rejected: false, preserved };
  };
}

/** The field's check from its one description (fieldSpecs.ts, which also writes the rules). */
const accepts =
  <T>(spec: FieldSpec) =>
  (v: unknown): v is T =>
    acceptsValue(spec, v);
const isBoolean = accepts<boolean>(FIELD_SPECS.hide);
const isModuleIdOrNull = accepts<string | null>(FIELD_SPECS.lastViewedModule);
const isAnnouncement = accepts<string | false>(FIELD_SPECS.lastReadAnnouncement);
const isTimestamp = accepts<number>(FIELD_SPECS.lastVisitDate);
const isStreak = accepts<number>(FIELD_SPECS.consecutiveVisits);

const MAP_EXPECTED: Record<MapField, string> = {
  userProgressOnModules: `a module progress (one of ${MODULE_PROGRESS_VALUES.join(', ')})`,
  userProgressOnProblems: `a problem status (one of ${PROBLEM_STATUSES.join(', ')})`,
  quizAnswers: 'a quiz answer ("right:" or "wrong:" and the chosen choices, e.g. "right:1,3")',
  hintsUsed: `a number of hints opened (one of ${HINTS_OPENED_VALUES.join(', ')})`,
};

type Validators = { [K in FieldName]: (value: unknown) => FieldCheck<UserData[K]> };

const d = DEFAULT_USER_DATA;
const validators: Validators = {
  lang: scalar(
    d.lang,
    (v): v is Language => isLanguage(v) && acceptsValue(FIELD_SPECS.lang, v),
    `a language (one of ${LANGUAGES.join(', ')})`,
  ),
  lastViewedModule: scalar(
    d.lastViewedModule,
    isModuleIdOrNull,
    'a module id (1 to 200 characters) or null',
  ),
  hide: scalar(d.hide, isBoolean, 'true or false'),
  darkMode: scalar(d.darkMode, isBoolean, 'true or false'),
  lastReadAnnouncement: scalar(
    d.lastReadAnnouncement,
    isAnnouncement,
    'an announcement id (1 to 200 characters) or false',
  ),
  userProgressOnModules: map(isModuleProgress, MAP_EXPECTED.userProgressOnModules),
  userProgressOnProblems: map(isProblemStatus, MAP_EXPECTED.userProgressOnProblems),
  hintsUsed: map(isHintsOpened, MAP_EXPECTED.hintsUsed),
  lastVisitDate: scalar(
    d.lastVisitDate,
    isTimestamp,
    'a timestamp in ms (a number from 0 to 8.64e15)',
  ),
  consecutiveVisits: scalar(d.consecutiveVisits, isStreak, 'a whole number ≥ 1'),
  quizAnswers: map(
    (v): v is string => typeof v === 'string' && QUIZ_ANSWER_PATTERN.test(v),
    MAP_EXPECTED.quizAnswers,
    FIELD_SPECS.quizAnswers.kind === 'patternMap'
      ? FIELD_SPECS.quizAnswers.maxKeyLength
      : undefined,
  ),
};

/**
 * Checks a value for one field. Invalid scalars come back as the field's default; maps come
 * back without their invalid entries. `problems` says what was dropped, for the caller to report.
 */
export function validateField<K extends FieldName>(
  field: K,
  value: unknown,
): FieldCheck<UserData[K]> {
  return validators[field](value);
}

/**
 * Checks a whole state object (an import file's `data`, a backup). Missing fields take their
 * defaults; unknown fields and invalid values are reported with the field name, e.g.
 * `userProgressOnProblems: entry "x": "Done" is not a problem status (...)`. Map entries with
 * values this version does not know are reported too (an import is strict), and also returned
 * in `preserved` for callers that keep them.
 */
export function validateUserData(raw: unknown): FieldCheck<UserData> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return {
      value: createDefaultUserData(),
      problems: ['expected an object of fields'],
      rejected: true,
    };
  }
  const record = raw as Record<string, unknown>;
  const data = createDefaultUserData();
  const problems: string[] = [];
  for (const key of Object.keys(record)) {
    if (!isFieldName(key)) {
      problems.push(`${key}: unknown field (known fields: ${FIELD_NAMES.join(', ')})`);
    }
  }
  for (const field of FIELD_NAMES) {
    if (!Object.prototype.hasOwnProperty.call(record, field)) continue;
    const check = validateField(field, record[field]);
    // Assigning through a generic helper keeps the key and value types tied together.
    assign(data, field, check.value);
    problems.push(...check.problems.map((problem) => `${field}: ${problem}`));
    for (const [key, entry] of Object.entries(check.preserved ?? {})) {
      problems.push(
        `${field}: entry "${key}": ${show(entry)} is not ${MAP_EXPECTED[field as MapField]}`,
      );
    }
  }
  return { value: data, problems, rejected: false };
}

function assign<K extends FieldName>(data: UserData, field: K, value: UserData[K]): void {
  data[field] = value;
}
