/**
 * The one description of every user-data field's accepted values. It drives the client's
 * parsing (`validateFields.ts` builds each validator from it) and the Firestore rules (`toFirestoreRule`
 * writes each field's condition into firestore.rules through cloudRules.ts; a unit test fails
 * when the file and this description differ, and the emulator suite enumerates accepted and
 * refused values of `FIELD_SPEC_EXAMPLES` against the real rules).
 *
 * The limits keep a whole document under Firestore's 1 MiB: 3,000 problem entries and 500
 * module entries with ids of at most 200 characters and values of at most 64 take about 0.93 MB.
 * Rules cannot look inside map entries (their language has no loops): they check that a map is a
 * map with at most that many entries; key lengths and entry values are the client's to check,
 * which drops what it cannot read (and keeps values from a newer version, validateFields.ts).
 */
import { MAX_QUESTION_ID_LENGTH } from '../content-model/questionId';
import type { FieldName } from './fields';
import {
  HINTS_OPENED_VALUES,
  LANGUAGES,
  MODULE_PROGRESS_VALUES,
  PROBLEM_STATUSES,
} from './vocabulary';

export const MAX_ID_LENGTH = 200;
/**
 * Problems whose hints are recorded (hints opened before solving). At the limits an entry takes
 * 266 bytes, so 150 entries (40 KB) leave room beside 3,000 statuses, 500 module entries and a
 * quiz's answers in the 1 MiB document. The store records no further problem (store.ts).
 */
export const MAX_HINTS_USED_ENTRIES = 150;
/** A map value this version does not know may be at most this long (validateFields.ts keeps it). */
export const MAX_UNKNOWN_VALUE_LENGTH = 64;
/** Beyond any real timestamp in ms (year 275760, the largest Date). */
export const MAX_TIMESTAMP = 8.64e15;

export type FieldSpec =
  | { kind: 'enum'; values: readonly string[] }
  /** A non-empty id of at most MAX_ID_LENGTH characters, or `none` (null or false). */
  | { kind: 'id'; none: null | false }
  | { kind: 'bool' }
  | { kind: 'number'; min: number; max: number; integer: boolean }
  | { kind: 'map'; values: readonly string[]; maxEntries: number }
  /** A map whose entry values follow a pattern rather than an enum; keys are shorter ids. */
  | { kind: 'patternMap'; pattern: RegExp; maxEntries: number; maxKeyLength: number };

/**
 * A quiz answer (quizAnswers.ts): whether it was right, then the chosen choices' positions
 * (1-based, ascending), e.g. `right:1,3`.
 */
export const QUIZ_ANSWER_PATTERN = /^(?:right|wrong):[1-9][0-9]?(?:,[1-9][0-9]?)*$/;

export const FIELD_SPECS: { readonly [K in FieldName]: FieldSpec } = {
  lang: { kind: 'enum', values: LANGUAGES },
  lastViewedModule: { kind: 'id', none: null },
  hide: { kind: 'bool' },
  darkMode: { kind: 'bool' },
  lastReadAnnouncement: { kind: 'id', none: false },
  userProgressOnModules: { kind: 'map', values: MODULE_PROGRESS_VALUES, maxEntries: 500 },
  userProgressOnProblems: { kind: 'map', values: PROBLEM_STATUSES, maxEntries: 3000 },
  hintsUsed: { kind: 'map', values: HINTS_OPENED_VALUES, maxEntries: MAX_HINTS_USED_ENTRIES },
  lastVisitDate: { kind: 'number', min: 0, max: MAX_TIMESTAMP, integer: false },
  consecutiveVisits: { kind: 'number', min: 1, max: Number.MAX_SAFE_INTEGER, integer: true },
  quizAnswers: {
    kind: 'patternMap',
    pattern: QUIZ_ANSWER_PATTERN,
    maxEntries: 500,
    maxKeyLength: MAX_QUESTION_ID_LENGTH,
  },
};

/** Whether a value is acceptable for a field as a whole (map entries are checked one by one). */
export function acceptsValue(spec: FieldSpec, value: unknown): boolean {
  switch (spec.kind) {
    case 'enum':
      return typeof value === 'string' && spec.values.includes(value);
    case 'id':
      return value === spec.none || isId(value);
    case 'bool':
      return typeof value === 'boolean';
    case 'number':
      return (
        typeof value === 'number' &&
        Number.isFinite(value) &&
        value >= spec.min &&
        value <= spec.max &&
        (!spec.integer || Number.isInteger(value))
      );
    case 'map':
    case 'patternMap':
      return (
        typeof value === 'object' &&
        value !== null &&
        !Array.isArray(value) &&
        Object.keys(value).length <= spec.maxEntries
      );
  }
}

export function isId(value: unknown): value is string {
  return typeof value === 'string' && value !== '' && value.length <= MAX_ID_LENGTH;
}

const literal = (value: string | number | boolean | null): string =>
  typeof value === 'string' ? `'${value}'` : String(value);

/** The Firestore rules condition for one field of document `d` (it may be absent). */
export function toFirestoreRule(field: string, spec: FieldSpec): string {
  const v = `d.${field}`;
  let condition: string;
  switch (spec.kind) {
    case 'enum':
      condition = `${v} in [${spec.values.map(literal).join(', ')}]`;
      break;
    case 'id':
      condition = `${v} == ${literal(spec.none)} || (${v} is string && ${v}.size() > 0 && ${v}.size() <= ${MAX_ID_LENGTH})`;
      break;
    case 'bool':
      condition = `${v} is bool`;
      break;
    case 'number':
      condition = `${v} is ${spec.integer ? 'int' : 'number'} && ${v} >= ${spec.min} && ${v} <= ${spec.max}`;
      break;
    case 'map':
    case 'patternMap':
      condition = `${v} is map && ${v}.size() <= ${spec.maxEntries}`;
      break;
  }
  return `(!('${field}' in d) || (${condition}))`;
}

/**
 * Values each field must accept and refuse, for the client's tests and the rules' tests alike.
 * Map cases are whole maps.
 */
export const FIELD_SPEC_EXAMPLES: {
  readonly [K in FieldName]: { accepted: unknown[]; refused: unknown[] };
} = {
  lang: { accepted: ['cpp', 'showAll', 'py'], refused: ['rust', '', null, 1] },
  lastViewedModule: {
    accepted: [null, 'prefix-sums', 'x'.repeat(MAX_ID_LENGTH)],
    refused: ['', false, 3, 'x'.repeat(MAX_ID_LENGTH + 1)],
  },
  hide: { accepted: [true, false], refused: ['yes', 0, null] },
  darkMode: { accepted: [true, false], refused: ['no', 1] },
  lastReadAnnouncement: {
    accepted: [false, 'nov-2026'],
    refused: [true, '', null, 'x'.repeat(MAX_ID_LENGTH + 1)],
  },
  userProgressOnModules: {
    accepted: [{}, { 'prefix-sums': 'Reading' }],
    refused: [['Reading'], 'Reading', null, manyEntries(501)],
  },
  userProgressOnProblems: {
    accepted: [{}, { 'https://cses.fi/problemset/task/1068': 'Solved' }, manyEntries(3000)],
    refused: [['Solved'], 7, manyEntries(3001)],
  },
  hintsUsed: {
    accepted: [
      {},
      { 'https://cses.fi/problemset/task/1068': '2' },
      manyEntries(MAX_HINTS_USED_ENTRIES, '1'),
    ],
    refused: [['1'], 2, manyEntries(MAX_HINTS_USED_ENTRIES + 1, '1')],
  },
  lastVisitDate: {
    accepted: [0, 1_700_000_000_000, 1.5],
    refused: [-1, '1700000000000', null, 9e15],
  },
  consecutiveVisits: { accepted: [1, 365], refused: [0, -3, 1.5, '2'] },
  quizAnswers: {
    accepted: [{}, { 'status-solved': 'right:2', 'solution-column': 'wrong:1,3' }],
    refused: [['right:1'], 'right:1', null, manyEntries(501)],
  },
};

function manyEntries(count: number, value = 'Solved'): Record<string, string> {
  return Object.fromEntries(Array.from({ length: count }, (_, i) => [`p${i}`, value]));
}
