/**
 * Each rule of the cloud document (firestore.rules, generated from cloudRules.ts) tested here
 * through its TypeScript twin; the emulator suite sends the same cases to the real rules.
 */
import {
  USER_DOC_RULE_CASES,
  acceptsUserDoc,
  acceptsUserDocRead,
  acceptsUserDocWrite,
} from '../cloudRules';
import { FIELD_NAMES, createDefaultUserData } from '../fields';
import { FIELD_SPEC_EXAMPLES } from '../fieldSpecs';
import { applyFieldChanges } from '../sync/applyChanges';
import { mergeWithCloud, toFullUpload, type StoredValues } from '../sync/mergeCloud';

describe('users/{uid}', () => {
  it.each(USER_DOC_RULE_CASES.map((c) => [c.intent, c]))('%s', (_intent, write) => {
    expect(acceptsUserDocWrite(write)).toBe(write.allowed);
  });

  it('is read by its owner only', () => {
    expect(acceptsUserDocRead('alice', 'alice')).toBe(true);
    expect(acceptsUserDocRead('bob', 'alice')).toBe(false);
    expect(acceptsUserDocRead(null, 'alice')).toBe(false);
  });

  it.each(FIELD_NAMES.map((field) => [field]))('holds %s as its description says', (field) => {
    const { accepted, refused } = FIELD_SPEC_EXAMPLES[field];
    for (const value of accepted) expect(acceptsUserDoc({ [field]: value })).toBe(true);
    for (const value of refused) expect(acceptsUserDoc({ [field]: value })).toBe(false);
  });

  it.each([[1], [2]])('holds schemaVersion %p', (version) => {
    expect(acceptsUserDoc({ schemaVersion: version })).toBe(true);
  });

  it.each([[0], [1.5], ['1'], [null]])('refuses schemaVersion %p', (version) => {
    expect(acceptsUserDoc({ schemaVersion: version })).toBe(false);
  });
});

describe('the client’s writes pass the guard', () => {
  const state: StoredValues = {
    ...createDefaultUserData(),
    lang: 'py',
    userProgressOnProblems: { a: 'Solved', b: 'Solving' },
    userProgressOnModules: { m: 'Practicing' },
    lastVisitDate: 1_700_000_000_000,
  };

  it('the first upload creates a valid document', () => {
    const doc = applyFieldChanges(null, toFullUpload(state));
    expect(acceptsUserDocWrite({ auth: 'u', uid: 'u', before: null, after: doc })).toBe(true);
    expect(doc).toMatchObject({
      schemaVersion: 1,
      userProgressOnProblems: state.userProgressOnProblems,
    });
  });

  it('a merge that removes entries here keeps every field of the document', () => {
    const before = applyFieldChanges(null, toFullUpload(state));
    const here = { ...state, userProgressOnProblems: {}, userProgressOnModules: {} };
    const { uploads } = mergeWithCloud(here, state, before);
    const after = applyFieldChanges(before, uploads);
    expect(after.userProgressOnProblems).toEqual({});
    expect(acceptsUserDocWrite({ auth: 'u', uid: 'u', before, after })).toBe(true);
  });
});
