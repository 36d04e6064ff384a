/**
 * The rules of the cloud document `users/{uid}`, described once. `toFirestoreRulesBlock` writes
 * them into firestore.rules between the generated markers (`npm run rules`; a unit test fails
 * when the file differs), and `acceptsUserDocWrite` is the same decision in TypeScript, so every
 * rule's intent is tested here (`USER_DOC_RULE_CASES`, in `npm test`) and the same cases are sent
 * to the real rules in the emulator suite (CI).
 *
 * The rules:
 * - only the signed-in owner reads, writes or deletes `users/{uid}`;
 * - the document holds only the user-data fields and `schemaVersion`, each as fieldSpecs.ts says;
 * - an update keeps every field the document has, and never lowers `schemaVersion`: a client
 *   cannot replace an existing document wholesale (a `set` without merge that leaves fields
 *   out). Rules cannot tell removing one map entry from replacing the whole map (their language
 *   has no loops, and both are the same change to the stored data), so that is the client's
 *   part: it writes map entries one by one (sync/types.ts, FieldChange).
 */
import { FIELD_SPECS, acceptsValue, toFirestoreRule, type FieldSpec } from './fieldSpecs';

/** `schemaVersion`: the version of the document's shape (sync/types.ts, CLOUD_SCHEMA_VERSION). */
export const SCHEMA_VERSION_SPEC: FieldSpec = {
  kind: 'number',
  min: 1,
  max: Number.MAX_SAFE_INTEGER,
  integer: true,
};

/** Every field a user document may hold, with its accepted values. */
export const USER_DOC_SPECS: Readonly<Record<string, FieldSpec>> = {
  ...FIELD_SPECS,
  schemaVersion: SCHEMA_VERSION_SPEC,
};

type Doc = Record<string, unknown>;

/** `validUserData`: only known fields, each with an accepted value. */
export function acceptsUserDoc(doc: Doc): boolean {
  return Object.keys(doc).every(
    (field) => field in USER_DOC_SPECS && acceptsValue(USER_DOC_SPECS[field], doc[field]),
  );
}

/** `keepsEveryField`: the update leaves no field out and does not lower the version. */
export function keepsEveryField(before: Doc, after: Doc): boolean {
  if (!Object.keys(before).every((field) => field in after)) return false;
  return (
    !('schemaVersion' in before) ||
    (after.schemaVersion as number) >= (before.schemaVersion as number)
  );
}

export interface UserDocWrite {
  /** The signed-in user's uid; null when not signed in. */
  auth: string | null;
  /** The uid in the document's path. */
  uid: string;
  /** The document before the write; null when it does not exist. */
  before: Doc | null;
  /** The document the write would leave; null for a delete. */
  after: Doc | null;
}

/** Whether the rules allow the write (read: `after` = `before`, see `acceptsUserDocRead`). */
export function acceptsUserDocWrite({ auth, uid, before, after }: UserDocWrite): boolean {
  if (auth === null || auth !== uid) return false;
  if (after === null) return true;
  if (!acceptsUserDoc(after)) return false;
  return before === null || keepsEveryField(before, after);
}

export function acceptsUserDocRead(auth: string | null, uid: string): boolean {
  return auth !== null && auth === uid;
}

export const RULES_BEGIN = '// BEGIN generated from src/user-data/cloudRules.ts (npm run rules)';
export const RULES_END = '// END generated';

/** The generated part of firestore.rules: the functions and the `users/{uid}` match. */
export function toFirestoreRulesBlock(indent = '    '): string {
  const names = Object.keys(USER_DOC_SPECS);
  const lines = [
    RULES_BEGIN,
    'function isOwner(uid) {',
    '  return request.auth != null && request.auth.uid == uid;',
    '}',
    '',
    'function validUserData(d) {',
    `  return d.keys().hasOnly([${names.map((name) => `'${name}'`).join(', ')}])`,
    ...names.map((name) => `    && ${toFirestoreRule(name, USER_DOC_SPECS[name])}`),
    '    ;',
    '}',
    '',
    'function keepsEveryField(before, after) {',
    '  return after.keys().hasAll(before.keys())',
    "    && (!('schemaVersion' in before) || after.schemaVersion >= before.schemaVersion);",
    '}',
    '',
    'match /users/{uid} {',
    '  allow read, delete: if isOwner(uid);',
    '  allow create: if isOwner(uid) && validUserData(request.resource.data);',
    '  allow update: if isOwner(uid) && validUserData(request.resource.data)',
    '    && keepsEveryField(resource.data, request.resource.data);',
    '}',
    RULES_END,
  ];
  return lines.map((line) => (line === '' ? '' : `${indent}${line}`)).join('\n');
}

/** Replaces the generated block of a rules file's text. */
export function withGeneratedRules(rules: string): string {
  const start = rules.indexOf(RULES_BEGIN);
  const end = rules.indexOf(RULES_END);
  if (start < 0 || end < start) {
    throw new Error(
      `firestore.rules: the markers "${RULES_BEGIN}" and "${RULES_END}" are missing.`,
    );
  }
  const lineStart = rules.lastIndexOf('\n', start) + 1;
  return `${rules.slice(0, lineStart)}${toFirestoreRulesBlock()}${rules.slice(end + RULES_END.length)}`;
}

const FULL = {
  lang: 'py',
  lastViewedModule: 'simulation',
  userProgressOnProblems: { 'https://cses.fi/problemset/task/1068': 'Solved', other: 'Solving' },
  consecutiveVisits: 4,
  schemaVersion: 1,
};

/**
 * One case per rule intent: who writes what over what, and whether the rules allow it. Run
 * against `acceptsUserDocWrite` in the unit tests and against the real rules in the emulator
 * suite. (Each field's accepted values are enumerated by FIELD_SPEC_EXAMPLES.)
 */
export const USER_DOC_RULE_CASES: ReadonlyArray<
  { intent: string } & UserDocWrite & { allowed: boolean }
> = [
  {
    intent: 'the owner creates their document',
    auth: 'alice',
    uid: 'alice',
    before: null,
    after: FULL,
    allowed: true,
  },
  {
    intent: 'someone else writes it',
    auth: 'bob',
    uid: 'alice',
    before: null,
    after: FULL,
    allowed: false,
  },
  {
    intent: 'a visitor not signed in writes it',
    auth: null,
    uid: 'alice',
    before: null,
    after: FULL,
    allowed: false,
  },
  {
    intent: 'a field the client does not know',
    auth: 'alice',
    uid: 'alice',
    before: null,
    after: { ...FULL, isAdmin: true },
    allowed: false,
  },
  {
    intent: 'a schema version that is not a whole number ≥ 1',
    auth: 'alice',
    uid: 'alice',
    before: null,
    after: { schemaVersion: 0 },
    allowed: false,
  },
  {
    intent: 'an update that adds and changes entries one by one',
    auth: 'alice',
    uid: 'alice',
    before: FULL,
    after: {
      ...FULL,
      lang: 'java',
      userProgressOnProblems: { ...FULL.userProgressOnProblems, more: 'Solved' },
    },
    allowed: true,
  },
  {
    intent: 'an update that removes one entry (an import naming it)',
    auth: 'alice',
    uid: 'alice',
    before: FULL,
    after: { ...FULL, userProgressOnProblems: { other: 'Solving' } },
    allowed: true,
  },
  {
    intent: 'a wholesale replace that leaves fields out',
    auth: 'alice',
    uid: 'alice',
    before: FULL,
    after: { userProgressOnProblems: {} },
    allowed: false,
  },
  {
    intent: 'an update that lowers the schema version',
    auth: 'alice',
    uid: 'alice',
    before: { ...FULL, schemaVersion: 2 },
    after: { ...FULL, schemaVersion: 1 },
    allowed: false,
  },
  {
    intent: 'someone else deletes it',
    auth: 'bob',
    uid: 'alice',
    before: FULL,
    after: null,
    allowed: false,
  },
];
