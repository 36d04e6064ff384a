import { DEFAULT_USER_DATA, FIELD_NAMES, toStorageKey, type FieldName } from '../fields';
import { SAMPLE, storedSample } from './sample';
import { createMemoryStorage } from '../memoryStorage';
import { StorageWriteError, createStorageAdapter } from '../storageAdapter';
import { createUserDataStore } from '../store';

/** Per field: stored JSON of the wrong type, which must fall back to the default. */
const WRONG_TYPE: Record<FieldName, unknown> = {
  lang: 'rust',
  lastViewedModule: 42,
  hide: 'yes',
  darkMode: 1,
  lastReadAnnouncement: true,
  userProgressOnModules: ['Reading'],
  userProgressOnProblems: 'Solved',
  hintsUsed: 3,
  lastVisitDate: -5,
  consecutiveVisits: 0,
  quizAnswers: 'right:1',
};

function hydrateFrom(entries: Record<string, string>) {
  const warn = jest.fn();
  const store = createUserDataStore({
    storage: createStorageAdapter(createMemoryStorage(entries), warn),
    warn,
  });
  store.hydrate();
  return { state: store.getState(), warn, store };
}

describe('reading each field: parse or default', () => {
  it('reads a complete valid state back exactly, without warnings', () => {
    const { state, warn } = hydrateFrom(storedSample());
    expect(state).toEqual(SAMPLE);
    expect(warn).not.toHaveBeenCalled();
  });

  it('uses the defaults when nothing is stored (lang becomes cpp once storage is read)', () => {
    const { state, warn } = hydrateFrom({});
    expect(state).toEqual(DEFAULT_USER_DATA);
    expect(state.lang).toBe('cpp');
    expect(warn).not.toHaveBeenCalled();
  });

  describe.each(FIELD_NAMES)('%s', (field) => {
    const key = toStorageKey(field);

    it('unparseable JSON → warning naming the key, this field alone back to its default', () => {
      const { state, warn } = hydrateFrom({ ...storedSample(), [key]: '{not json' });
      expect(state[field]).toEqual(DEFAULT_USER_DATA[field]);
      expect(state).toEqual({ ...SAMPLE, [field]: DEFAULT_USER_DATA[field] });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0][0]).toContain(key);
    });

    it(`wrong type (${JSON.stringify(WRONG_TYPE[field])}) → warning naming the key, default`, () => {
      const { state, warn } = hydrateFrom({
        ...storedSample(),
        [key]: JSON.stringify(WRONG_TYPE[field]),
      });
      expect(state).toEqual({ ...SAMPLE, [field]: DEFAULT_USER_DATA[field] });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0][0]).toContain(key);
    });
  });

  it('keeps the valid entries of a map and drops only the invalid ones', () => {
    // "Done" is not invalid but unknown (a newer version's status): kept, not shown, not warned
    // about (see 'data from a newer version' below).
    const problems = { good: 'Solved', bad: 'Done', alsoGood: 'Ignored', worse: 3 };
    const { state, warn } = hydrateFrom({
      ...storedSample(),
      [toStorageKey('userProgressOnProblems')]: JSON.stringify(problems),
      [toStorageKey('userProgressOnModules')]: JSON.stringify({ a: 'Practicing', b: null }),
    });
    expect(state.userProgressOnProblems).toEqual({ good: 'Solved', alsoGood: 'Ignored' });
    expect(state.userProgressOnModules).toEqual({ a: 'Practicing' });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls.join('\n')).toMatch(/guide:userData:userProgressOnProblems.*"worse": 3/);
    expect(warn.mock.calls.join('\n')).not.toContain('Done');
  });

  it('does not rewrite a damaged key just by reading it (it is replaced on the next change)', () => {
    const storage = createMemoryStorage({ [toStorageKey('hide')]: 'garbage' });
    const store = createUserDataStore({
      storage: createStorageAdapter(storage, jest.fn()),
      warn: jest.fn(),
    });
    store.hydrate();
    expect(storage.getItem(toStorageKey('hide'))).toBe('garbage');
    store.setField('hide', true);
    expect(storage.getItem(toStorageKey('hide'))).toBe('true');
  });

  it('uses a given fallback (the system theme) when darkMode has no usable value', () => {
    const warn = jest.fn();
    const make = (entries: Record<string, string>) => {
      const store = createUserDataStore({
        storage: createStorageAdapter(createMemoryStorage(entries), warn),
        fallbacks: { darkMode: true },
      });
      store.hydrate();
      return store.getState().darkMode;
    };
    expect(make({})).toBe(true);
    expect(make({ [toStorageKey('darkMode')]: 'nope' })).toBe(true);
    expect(make({ [toStorageKey('darkMode')]: 'false' })).toBe(false);
  });
});

describe('writing', () => {
  it('stores one JSON value per field under guide:userData:<field>', () => {
    const storage = createMemoryStorage();
    const store = createUserDataStore({ storage: createStorageAdapter(storage) });
    store.setField('lang', 'py');
    store.setProblemStatus('cf-1A', 'Solving', null);
    expect(storage.getItem('guide:userData:lang')).toBe('"py"');
    expect(storage.getItem('guide:userData:userProgressOnProblems')).toBe('{"cf-1A":"Solving"}');
  });

  it('reads storage before the first change, so an early change never overwrites stored maps', () => {
    const storage = createMemoryStorage(storedSample());
    const store = createUserDataStore({ storage: createStorageAdapter(storage) });
    // No hydrate() yet: e.g. a child's effect running before the provider's.
    store.setProblemStatus('new-problem', 'Solved', null);
    expect(JSON.parse(storage.getItem(toStorageKey('userProgressOnProblems')) ?? '')).toEqual({
      ...SAMPLE.userProgressOnProblems,
      'new-problem': 'Solved',
    });
  });

  it('reports a full storage to the student and keeps the change in this tab', () => {
    const storage = createMemoryStorage();
    const store = createUserDataStore({ storage: createStorageAdapter(storage) });
    store.hydrate();
    storage.quotaChars = 10;
    const onStatus = jest.fn();
    store.subscribe('status', onStatus);
    store.setProblemStatus('p1', 'Solved', null);
    expect(store.getStorageProblem()).toEqual({
      failure: 'quota',
      target: 'userProgressOnProblems',
    });
    expect(onStatus).toHaveBeenCalled();
    expect(store.getState().userProgressOnProblems).toEqual({ p1: 'Solved' });
    store.dismissStorageProblem();
    expect(store.getStorageProblem()).toBeNull();
  });

  it('reports storage the browser does not allow at all', () => {
    const store = createUserDataStore({ storage: createStorageAdapter(null) });
    store.setField('hide', true);
    expect(store.getStorageProblem()).toEqual({ failure: 'unavailable', target: 'hide' });
  });

  it('turns a quota DOMException into a StorageWriteError of kind quota', () => {
    const storage = createMemoryStorage();
    storage.quotaChars = 0;
    const adapter = createStorageAdapter(storage);
    expect(() => adapter.writeField('hide', true)).toThrow(StorageWriteError);
    try {
      adapter.writeField('hide', true);
    } catch (error) {
      expect((error as StorageWriteError).failure).toBe('quota');
      expect((error as StorageWriteError).key).toBe('guide:userData:hide');
    }
  });
});

describe('other tabs', () => {
  function storageEvent(key: string | null, newValue: string | null): StorageEvent {
    return new StorageEvent('storage', { key, newValue });
  }

  it('applies a field written in another tab, without writing it back', () => {
    const storage = createMemoryStorage();
    const setItem = jest.spyOn(storage, 'setItem');
    const store = createUserDataStore({ storage: createStorageAdapter(storage) });
    store.hydrate();
    const stop = store.followOtherTabs(window);
    const onProblems = jest.fn();
    const onChange = jest.fn();
    store.subscribe('userProgressOnProblems', onProblems);
    store.onChange(onChange);
    window.dispatchEvent(storageEvent(toStorageKey('userProgressOnProblems'), '{"x":"Solved"}'));
    expect(store.getState().userProgressOnProblems).toEqual({ x: 'Solved' });
    expect(onProblems).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({
      field: 'userProgressOnProblems',
      origin: 'other-tab',
      changedKeys: ['x'],
    });
    expect(setItem).not.toHaveBeenCalled();
    stop();
    window.dispatchEvent(storageEvent(toStorageKey('hide'), 'true'));
    expect(store.getState().hide).toBe(false);
  });

  it('falls back to the default when another tab removes a field or writes garbage', () => {
    const warn = jest.fn();
    const store = createUserDataStore({
      storage: createStorageAdapter(createMemoryStorage(storedSample()), warn),
    });
    store.hydrate();
    store.followOtherTabs(window);
    window.dispatchEvent(storageEvent(toStorageKey('lang'), null));
    window.dispatchEvent(storageEvent(toStorageKey('hide'), '"maybe"'));
    expect(store.getState()).toEqual({ ...SAMPLE, lang: 'cpp', hide: false });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('guide:userData:hide'));
  });

  it('re-reads everything when another tab clears storage', () => {
    const storage = createMemoryStorage(storedSample());
    const store = createUserDataStore({ storage: createStorageAdapter(storage) });
    store.hydrate();
    store.followOtherTabs(window);
    storage.entries.clear();
    window.dispatchEvent(storageEvent(null, null));
    expect(store.getState()).toEqual(DEFAULT_USER_DATA);
  });
});

describe('change notifications (for cloud sync)', () => {
  it('reports each changed field once with the changed map keys', () => {
    const store = createUserDataStore({ storage: createStorageAdapter(createMemoryStorage()) });
    store.hydrate();
    const changes: unknown[] = [];
    store.onChange((change) => changes.push(change));
    store.setProblemStatus('p1', 'Solving', 'mod-a');
    store.setField('lang', 'java');
    store.setField('lang', 'java'); // unchanged: no notification
    expect(changes).toEqual([
      { field: 'userProgressOnModules', origin: 'local', changedKeys: ['mod-a'] },
      { field: 'userProgressOnProblems', origin: 'local', changedKeys: ['p1'] },
      { field: 'lang', origin: 'local' },
    ]);
  });
});
