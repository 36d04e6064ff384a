import { STORAGE_PREFIX } from '../fields';
import { createMemoryStorage } from '../memoryStorage';
import {
  MAX_RECENT_SOLVES,
  RECENT_SOLVES_KEY,
  addRecentSolves,
  followRecentSolves,
  parseRecentSolves,
} from '../recentSolves';
import { createStorageAdapter } from '../storageAdapter';
import { createUserDataStore } from '../store';

function setup(entries: Record<string, string> = {}) {
  const storage = createMemoryStorage(entries);
  const warn = jest.fn();
  const store = createUserDataStore({ storage: createStorageAdapter(storage, warn), warn });
  let clock = 5_000;
  const stop = followRecentSolves(store, () => (clock += 1_000));
  store.hydrate();
  const stored = () => JSON.parse(storage.getItem(RECENT_SOLVES_KEY) ?? 'null');
  return { storage, store, stop, stored };
}

describe('recent solves', () => {
  it('is kept outside the user-data prefix', () => {
    expect(RECENT_SOLVES_KEY.startsWith(STORAGE_PREFIX)).toBe(false);
  });

  it('notes a problem marked Solved here, newest first, once each', () => {
    const { store, stored } = setup();
    store.setProblemStatus('a', 'Solving', null);
    expect(stored()).toBeNull();
    store.setProblemStatus('a', 'Solved', null);
    store.setProblemStatus('b', 'Solved', 'mod');
    store.setProblemStatus('a', 'Solving', null);
    store.setProblemStatus('a', 'Solved', null);
    expect(stored()).toEqual([
      { uniqueID: 'a', solvedAt: 8_000 },
      { uniqueID: 'b', solvedAt: 7_000 },
    ]);
  });

  it('ignores statuses loaded from storage, other tabs, imports and the cloud', () => {
    const { store, stored } = setup({
      [`${STORAGE_PREFIX}userProgressOnProblems`]: JSON.stringify({ old: 'Solved' }),
    });
    store.setField('userProgressOnProblems', { x: 'Solved' }, 'remote');
    expect(stored()).toBeNull();
  });

  it('stops when asked', () => {
    const { store, stop, stored } = setup();
    stop();
    store.setProblemStatus('a', 'Solved', null);
    expect(stored()).toBeNull();
  });

  it('caps the list', () => {
    let list = parseRecentSolves(null);
    for (let i = 0; i < MAX_RECENT_SOLVES + 5; i++) list = addRecentSolves(list, [`p${i}`], i);
    expect(list).toHaveLength(MAX_RECENT_SOLVES);
    expect(list[0]).toEqual({
      uniqueID: `p${MAX_RECENT_SOLVES + 4}`,
      solvedAt: MAX_RECENT_SOLVES + 4,
    });
  });

  it.each([
    ['not JSON', '{', []],
    ['not a list', '{"a":1}', []],
    [
      'bad entries dropped, duplicates once, newest first',
      JSON.stringify([
        { uniqueID: 'a', solvedAt: 1 },
        { uniqueID: '', solvedAt: 2 },
        { uniqueID: 'b', solvedAt: -1 },
        'c',
        { uniqueID: 'd', solvedAt: 3 },
        { uniqueID: 'a', solvedAt: 0 },
      ]),
      [
        { uniqueID: 'd', solvedAt: 3 },
        { uniqueID: 'a', solvedAt: 1 },
      ],
    ],
  ])('validates what it reads: %s', (_label, text, expected) => {
    expect(parseRecentSolves(text)).toEqual(expected);
  });
});
