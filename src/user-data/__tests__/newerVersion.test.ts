/**
 * Data from a newer version of the site (a status or module progress value this version does
 * not know) survives an older tab: shown as the default, kept in storage and in the cloud, and
 * never dropped by the next write. The stored data carries a schema version.
 */
import { SCHEMA_VERSION_KEY, USER_DATA_SCHEMA_VERSION, toStorageKey } from '../fields';
import { validateUserData } from '../validateFields';
import { createMemoryStorage } from '../memoryStorage';
import { createStorageAdapter } from '../storageAdapter';
import { createUserDataStore } from '../store';
import { readImportFile } from '../transfer';
import { createMemoryBackend, MemoryCloud } from '../sync/memoryBackend';
import { createSyncController } from '../sync/syncController';

const PROBLEMS = toStorageKey('userProgressOnProblems');
const MODULES = toStorageKey('userProgressOnModules');

function setup(entries: Record<string, string>) {
  const storage = createMemoryStorage(entries);
  const warn = jest.fn();
  const store = createUserDataStore({ storage: createStorageAdapter(storage, warn), warn });
  store.hydrate();
  const stored = (key: string) => JSON.parse(storage.getItem(key) ?? 'null') as unknown;
  return { storage, store, warn, stored };
}

describe('in this browser', () => {
  const entries = {
    [PROBLEMS]: JSON.stringify({ a: 'Solved', b: 'Reviewing', c: 'Solving' }),
    [MODULES]: JSON.stringify({ m1: 'Mastered', m2: 'Reading' }),
  };

  it('shows an unknown value as the default, without a warning', () => {
    const { store, warn } = setup(entries);
    expect(store.getState().userProgressOnProblems).toEqual({ a: 'Solved', c: 'Solving' });
    expect(store.getState().userProgressOnModules).toEqual({ m2: 'Reading' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps unknown values through the next writes of the same field', () => {
    const { store, stored } = setup(entries);
    store.setProblemStatus('a', 'Skipped', 'm2');
    store.setModuleProgress('m3', 'Complete');
    expect(stored(PROBLEMS)).toEqual({ a: 'Skipped', b: 'Reviewing', c: 'Solving' });
    expect(stored(MODULES)).toEqual({ m1: 'Mastered', m2: 'Reading', m3: 'Complete' });
  });

  it("lets the student's own choice replace an unknown value", () => {
    const { store, stored } = setup(entries);
    store.setProblemStatus('b', 'Solved', null);
    expect(stored(PROBLEMS)).toEqual({ a: 'Solved', b: 'Solved', c: 'Solving' });
    store.setProblemStatus('a', 'Solving', null);
    expect(stored(PROBLEMS)).toEqual({ a: 'Solving', b: 'Solved', c: 'Solving' });
  });

  it('keeps a quiz answer in a newer format through the next answer to another question', () => {
    const QUIZ = toStorageKey('quizAnswers');
    const { store, stored, warn } = setup({
      [QUIZ]: JSON.stringify({ q1: 'right:2', q2: 'right:2;took:3', q3: 'bogus' }),
    });
    expect(store.getState().quizAnswers).toEqual({ q1: 'right:2' });
    expect(warn).not.toHaveBeenCalled();
    store.setField('quizAnswers', { ...store.getState().quizAnswers, q4: 'wrong:1,3' });
    expect(stored(QUIZ)).toEqual({
      q1: 'right:2',
      q2: 'right:2;took:3',
      q3: 'bogus',
      q4: 'wrong:1,3',
    });
  });

  it('keeps them through a wholesale replace (restoring a backup) and a reload', () => {
    const { storage, store, stored } = setup(entries);
    store.replaceAll({ ...store.getState(), userProgressOnProblems: { z: 'Solved' } }, 'test');
    expect(stored(PROBLEMS)).toEqual({ b: 'Reviewing', z: 'Solved' });
    const reloaded = createUserDataStore({ storage: createStorageAdapter(storage, jest.fn()) });
    reloaded.hydrate();
    reloaded.setProblemStatus('y', 'Solving', null);
    expect(stored(PROBLEMS)).toEqual({ b: 'Reviewing', z: 'Solved', y: 'Solving' });
  });

  it('takes unknown values written by another tab', () => {
    const { storage, store, stored } = setup({});
    const events = new EventTarget();
    store.followOtherTabs(events as unknown as Window);
    const text = JSON.stringify({ a: 'Reviewing' });
    storage.setItem(PROBLEMS, text);
    const event = new Event('storage') as Event & Record<string, unknown>;
    Object.assign(event, { key: PROBLEMS, newValue: text, storageArea: storage });
    events.dispatchEvent(event);
    store.setProblemStatus('b', 'Solved', null);
    expect(stored(PROBLEMS)).toEqual({ a: 'Reviewing', b: 'Solved' });
  });

  it('still drops values that cannot be a status (wrong type, too long), with a warning', () => {
    const { store, warn, stored } = setup({
      [PROBLEMS]: JSON.stringify({ a: 3, b: 'x'.repeat(65), c: 'Reviewing' }),
    });
    store.setProblemStatus('d', 'Solved', null);
    expect(stored(PROBLEMS)).toEqual({ c: 'Reviewing', d: 'Solved' });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('writes the schema version beside the data', () => {
    const { storage, store } = setup({});
    expect(storage.getItem(SCHEMA_VERSION_KEY)).toBeNull();
    store.setField('hide', true);
    expect(storage.getItem(SCHEMA_VERSION_KEY)).toBe(String(USER_DATA_SCHEMA_VERSION));
  });

  it('an import file stays strict: an unknown value refuses the file', () => {
    expect(validateUserData({ userProgressOnProblems: { a: 'Reviewing' } }).problems).toEqual([
      'userProgressOnProblems: entry "a": "Reviewing" is not a problem status (one of Not Attempted, Solving, Solved, Ignored, Skipped)',
    ]);
    const file = {
      format: 'cp-guide-user-data',
      version: 1,
      data: { userProgressOnModules: { m: 'Mastered' } },
    };
    expect(readImportFile(JSON.stringify(file)).ok).toBe(false);
  });
});

describe('in the cloud', () => {
  const UID = 'student-1';
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  async function signedIn(cloudProblems: Record<string, string>) {
    const cloud = new MemoryCloud();
    const backend = createMemoryBackend(cloud);
    backend.setPopupResult({ uid: UID, displayName: 'Ada', email: null, photoURL: null });
    cloud.putDoc(UID, { userProgressOnProblems: cloudProblems });
    const { store, stored } = setup({});
    const sync = createSyncController({ backend, store, confirm: () => true, reload: jest.fn() });
    sync.start();
    await sync.signIn('google');
    await flush();
    return { cloud, store, stored };
  }

  it('keeps a newer version’s values from the cloud in storage and in the cloud', async () => {
    const { cloud, store, stored } = await signedIn({ a: 'Reviewing', b: 'Solved' });
    expect(store.getState().userProgressOnProblems).toEqual({ b: 'Solved' });
    expect(stored(PROBLEMS)).toEqual({ a: 'Reviewing', b: 'Solved' });

    store.setProblemStatus('c', 'Solving', null);
    await flush();
    expect(cloud.readDoc(UID)?.userProgressOnProblems).toEqual({
      a: 'Reviewing',
      b: 'Solved',
      c: 'Solving',
    });

    // A replace (restoring a backup) writes entry by entry: the newer version's entry stays.
    store.replaceAll({ ...store.getState(), userProgressOnProblems: { d: 'Solved' } }, 'test');
    await flush();
    expect(cloud.readDoc(UID)?.userProgressOnProblems).toEqual({ a: 'Reviewing', d: 'Solved' });
  });

  it('takes a newer value another device writes, even when nothing known changed', async () => {
    const { cloud, store, stored } = await signedIn({ b: 'Solved' });
    cloud.commit(UID, [{ field: 'userProgressOnProblems', key: 'x', value: 'Reviewing' }]);
    await flush();
    expect(store.getState().userProgressOnProblems).toEqual({ b: 'Solved' });
    expect(stored(PROBLEMS)).toEqual({ x: 'Reviewing', b: 'Solved' });
  });
});
