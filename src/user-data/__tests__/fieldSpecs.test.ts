/**
 * One description of the user document's fields (fieldSpecs.ts) drives the client's parsing and
 * the Firestore rules. Here: the rules file is exactly what the description generates, and the
 * client accepts and refuses each enumerated value as the description says. The emulator suite
 * (firestoreRules.emulator.test.ts) sends the same values to the real rules.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIELD_NAMES } from '../fields';
import { validateField } from '../validateFields';
import {
  FIELD_SPECS,
  FIELD_SPEC_EXAMPLES,
  MAX_ID_LENGTH,
  MAX_UNKNOWN_VALUE_LENGTH,
  acceptsValue,
} from '../fieldSpecs';
import { withGeneratedRules } from '../cloudRules';
import { readCloudFields } from '../sync/mergeCloud';

const show = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
};

it('firestore.rules holds exactly the conditions the description generates (npm run rules)', () => {
  const rules = readFileSync(join(__dirname, '../../../firestore.rules'), 'utf8');
  expect(rules).toBe(withGeneratedRules(rules));
});

describe.each(FIELD_NAMES.map((field) => [field]))('%s', (field) => {
  const { accepted, refused } = FIELD_SPEC_EXAMPLES[field];
  it.each(accepted.map((value) => [show(value), value]))('accepts %s', (_label, value) => {
    expect(acceptsValue(FIELD_SPECS[field], value)).toBe(true);
    const check = validateField(field, value);
    expect(check).toMatchObject({ rejected: false, problems: [] });
    expect(readCloudFields({ [field]: value })).toEqual({ [field]: value });
  });
  it.each(refused.map((value) => [show(value), value]))('refuses %s', (_label, value) => {
    expect(acceptsValue(FIELD_SPECS[field], value)).toBe(false);
    // A value the client cannot read never reaches the state from the cloud.
    expect(readCloudFields({ [field]: value })).toEqual({});
  });
});

/** Firestore's stored size of a value (its documented storage-size rules). */
function storedSize(value: unknown): number {
  if (typeof value === 'string') return Buffer.byteLength(value) + 1;
  if (typeof value === 'number') return 8;
  if (typeof value === 'boolean' || value === null) return 1;
  return Object.entries(value as object).reduce(
    (sum, [key, entry]) => sum + Buffer.byteLength(key) + 1 + storedSize(entry),
    0,
  );
}

it('a document at every limit is under Firestore’s 1 MiB', () => {
  const map = (count: number, keyLength = MAX_ID_LENGTH) =>
    Object.fromEntries(
      Array.from({ length: count }, (_, i) => [
        `${i}`.padStart(keyLength, 'x'),
        'v'.repeat(MAX_UNKNOWN_VALUE_LENGTH),
      ]),
    );
  const biggest = {
    lang: 'showAll',
    lastViewedModule: 'x'.repeat(MAX_ID_LENGTH),
    hide: true,
    darkMode: true,
    lastReadAnnouncement: 'x'.repeat(MAX_ID_LENGTH),
    userProgressOnModules: map(spec('userProgressOnModules').maxEntries),
    userProgressOnProblems: map(spec('userProgressOnProblems').maxEntries),
    hintsUsed: map(spec('hintsUsed').maxEntries),
    lastVisitDate: 1,
    consecutiveVisits: 1,
    quizAnswers: map(quizSpec.maxEntries, quizSpec.maxKeyLength),
  };
  // The document name `projects/…/documents/users/<uid>` adds well under 1 KB.
  expect(storedSize(biggest) + 1024).toBeLessThan(1024 * 1024);
});

const quizSpec = (() => {
  const value = FIELD_SPECS.quizAnswers;
  if (value.kind !== 'patternMap') throw new Error('quizAnswers is not a pattern map');
  return value;
})();

it('drops quiz answers whose question id is over its limit, or whose value is no answer', () => {
  const check = validateField('quizAnswers', {
    [`x`.repeat(quizSpec.maxKeyLength + 1)]: 'right:1',
    'status-solved': 'right:2',
    'two-choices': 'wrong:1,3',
    broken: 7,
    empty: 'right:',
  });
  expect(check.value).toEqual({ 'status-solved': 'right:2', 'two-choices': 'wrong:1,3' });
  expect(check.problems).toHaveLength(2);
  // A string this version cannot read (a newer version's format) is kept, not dropped.
  expect(check.preserved).toEqual({ empty: 'right:' });
});

function spec(field: 'userProgressOnModules' | 'userProgressOnProblems' | 'hintsUsed') {
  const value = FIELD_SPECS[field];
  if (value.kind !== 'map') throw new Error(`${field} is not a map`);
  return value;
}

it('drops map entries whose id is empty or too long, keeping the rest', () => {
  const long = 'x'.repeat(MAX_ID_LENGTH + 1);
  const check = validateField('userProgressOnProblems', {
    '': 'Solved',
    [long]: 'Solved',
    ok: 'Solved',
  });
  expect(check.value).toEqual({ ok: 'Solved' });
  expect(check.problems).toHaveLength(2);
});
