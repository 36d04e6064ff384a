import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc } from 'firebase/firestore';
import { EMULATOR_PROJECT_ID, requireEmulatorHosts } from './emulatorEnv';
import { FIELD_NAMES } from '../../fields';
import { FIELD_SPEC_EXAMPLES } from '../../fieldSpecs';
import { USER_DOC_RULE_CASES } from '../../cloudRules';

let env: RulesTestEnvironment;

beforeAll(async () => {
  const [host, port] = requireEmulatorHosts().firestore.split(':');
  env = await initializeTestEnvironment({
    projectId: EMULATOR_PROJECT_ID,
    firestore: {
      host,
      port: Number(port),
      rules: readFileSync(resolve(__dirname, '../../../../firestore.rules'), 'utf8'),
    },
  });
});

afterEach(() => env.clearFirestore());
afterAll(() => env.cleanup());

const valid = {
  lang: 'py',
  lastViewedModule: 'simulation',
  hide: true,
  darkMode: false,
  lastReadAnnouncement: false,
  userProgressOnModules: { simulation: 'Practicing' },
  userProgressOnProblems: { 'https://cses.fi/problemset/task/1068': 'Solved' },
  lastVisitDate: 1_700_000_000_000,
  consecutiveVisits: 4,
};

describe('firestore.rules', () => {
  it('lets a student write and read their own document', async () => {
    const db = env.authenticatedContext('alice').firestore();
    await assertSucceeds(setDoc(doc(db, 'users/alice'), valid));
    await assertSucceeds(getDoc(doc(db, 'users/alice')));
  });

  it("refuses another student's document and anonymous access", async () => {
    const bob = env.authenticatedContext('bob').firestore();
    await assertFails(getDoc(doc(bob, 'users/alice')));
    await assertFails(setDoc(doc(bob, 'users/alice'), { hide: true }));
    const anonymous = env.unauthenticatedContext().firestore();
    await assertFails(getDoc(doc(anonymous, 'users/alice')));
  });

  it.each([
    ['an unknown field', { isAdmin: true }],
    ['an unknown language', { lang: 'rust' }],
    ['a non-boolean hide', { hide: 'yes' }],
    ['a non-integer streak', { consecutiveVisits: 1.5 }],
    ['progress that is not a map', { userProgressOnProblems: ['Solved'] }],
  ])('refuses %s', async (_label, data) => {
    const db = env.authenticatedContext('alice').firestore();
    await assertFails(setDoc(doc(db, 'users/alice'), data));
  });
});

// The same values the client's tests enumerate (src/user-data/__tests__/fieldSpecs.test.ts):
// the rules accept exactly what the client can read, field by field.
describe.each(FIELD_NAMES.map((field) => [field]))(
  'firestore.rules and the client agree on %s',
  (field) => {
    const { accepted, refused } = FIELD_SPEC_EXAMPLES[field];
    it.each(accepted.map((value, i) => [i, value]))('accepts example %i', async (_i, value) => {
      const db = env.authenticatedContext('alice').firestore();
      await assertSucceeds(setDoc(doc(db, 'users/alice'), { [field]: value }));
    });
    it.each(refused.map((value, i) => [i, value]))('refuses example %i', async (_i, value) => {
      const db = env.authenticatedContext('alice').firestore();
      await assertFails(setDoc(doc(db, 'users/alice'), { [field]: value }));
    });
  },
);

// Each rule's intent, as cloudRules.ts describes it and its unit tests check through the
// TypeScript twin (src/user-data/__tests__/cloudRules.test.ts).
describe('firestore.rules: every case of USER_DOC_RULE_CASES', () => {
  it.each(USER_DOC_RULE_CASES.map((c) => [c.intent, c]))('%s', async (_intent, c) => {
    if (c.before) {
      const before = c.before;
      await env.withSecurityRulesDisabled((context) =>
        setDoc(doc(context.firestore(), `users/${c.uid}`), before),
      );
    }
    const context = c.auth ? env.authenticatedContext(c.auth) : env.unauthenticatedContext();
    const ref = doc(context.firestore(), `users/${c.uid}`);
    // A set without merge leaves exactly `after`, the data the rules see.
    const write = c.after === null ? deleteDoc(ref) : setDoc(ref, c.after);
    await (c.allowed ? assertSucceeds(write) : assertFails(write));
  });
});
