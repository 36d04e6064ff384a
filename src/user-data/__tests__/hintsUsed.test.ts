/**
 * Hints opened before solving: the rule, the store's record (storage, limit, newer values) and
 * the export file. "Solved with hints" is Solved with a record; opening hints after solving
 * records nothing, so a solve is never relabelled.
 */
import { toStorageKey } from '../fields';
import { MAX_HINTS_USED_ENTRIES } from '../fieldSpecs';
import { createMemoryStorage } from '../memoryStorage';
import { decideHintsOpened, isSolvedWithHints } from '../rules';
import { createStorageAdapter } from '../storageAdapter';
import { createUserDataStore } from '../store';
import { createExportFile, readImportFile } from '../transfer';

const HINTS = toStorageKey('hintsUsed');
const CSES = 'https://cses.fi/problemset/task/1068';

function setup(entries: Record<string, string> = {}) {
  const storage = createMemoryStorage(entries);
  const warn = jest.fn();
  const store = createUserDataStore({ storage: createStorageAdapter(storage, warn), warn });
  store.hydrate();
  const stored = () => JSON.parse(storage.getItem(HINTS) ?? 'null') as unknown;
  return { store, stored, warn };
}

describe('decideHintsOpened', () => {
  it.each([
    ['Not Attempted', undefined, 1, '1'],
    ['Solving', '1', 2, '2'],
    ['Skipped', undefined, 3, '3'],
    ['Solving', '3', 2, null], // the count only grows
    ['Solving', '2', 2, null],
    ['Solved', undefined, 1, null], // after solving: nothing is recorded
    ['Solved', '1', 3, null],
    ['Solving', undefined, 9, '4'], // at most four
  ] as const)('status %s, recorded %s, opens hint %d → %s', (status, previous, opened, result) => {
    expect(decideHintsOpened(status, previous, opened)).toBe(result);
  });

  it('calls a solve "with hints" only when the problem is Solved and has a record', () => {
    expect(isSolvedWithHints('Solved', '2')).toBe(true);
    expect(isSolvedWithHints('Solved', undefined)).toBe(false);
    expect(isSolvedWithHints('Solving', '2')).toBe(false);
  });
});

describe('the store', () => {
  it('records hints opened before solving, and keeps them through the solve and a reload', () => {
    const { store, stored } = setup();
    store.recordHintsOpened(CSES, 1);
    store.recordHintsOpened(CSES, 2);
    store.setProblemStatus(CSES, 'Solved', null);
    expect(stored()).toEqual({ [CSES]: '2' });
    const reloaded = setup({ [HINTS]: JSON.stringify(stored()) });
    expect(reloaded.store.getState().hintsUsed).toEqual({ [CSES]: '2' });
  });

  it('records nothing for hints opened after solving', () => {
    const { store, stored } = setup();
    store.setProblemStatus(CSES, 'Solved', null);
    store.recordHintsOpened(CSES, 1);
    expect(store.getState().hintsUsed).toEqual({});
    expect(stored()).toBeNull();
  });

  it(`records at most ${MAX_HINTS_USED_ENTRIES} problems, so the cloud never refuses the map`, () => {
    const full = Object.fromEntries(
      Array.from({ length: MAX_HINTS_USED_ENTRIES }, (_, i) => [`p${i}`, '1']),
    );
    const { store } = setup({ [HINTS]: JSON.stringify(full) });
    store.recordHintsOpened('one-more', 1);
    expect(store.getState().hintsUsed['one-more']).toBeUndefined();
    store.recordHintsOpened('p0', 3); // a problem already recorded still counts up
    expect(store.getState().hintsUsed.p0).toBe('3');
  });

  it('keeps a value from a newer version (a fifth hint) through the next write', () => {
    const { store, stored, warn } = setup({ [HINTS]: JSON.stringify({ a: '5', b: '1' }) });
    expect(store.getState().hintsUsed).toEqual({ b: '1' });
    store.recordHintsOpened('c', 2);
    expect(stored()).toEqual({ a: '5', b: '1', c: '2' });
    expect(warn).not.toHaveBeenCalled();
  });
});

it('an export carries the hints opened and an import restores them; a bad value is refused', () => {
  const { store } = setup();
  store.recordHintsOpened(CSES, 3);
  const file = createExportFile(store.getState(), 0);
  const result = readImportFile(file);
  expect(result.ok && result.data.hintsUsed).toEqual({ [CSES]: '3' });
  const bad = readImportFile(file.replace('"3"', '"three"'));
  expect(bad.ok).toBe(false);
});
