import { DEFAULT_USER_DATA, toStorageKey } from '../fields';
import { BACKUPS_KEY, MAX_BACKUPS } from '../backups';
import { createMemoryStorage } from '../memoryStorage';
import { createStorageAdapter } from '../storageAdapter';
import { createUserDataStore } from '../store';
import { SAMPLE, storedSample } from './sample';

const IMPORTED = {
  ...DEFAULT_USER_DATA,
  lang: 'py' as const,
  userProgressOnProblems: { other: 'Skipped' as const },
};

function setup(entries: Record<string, string> = storedSample()) {
  const storage = createMemoryStorage(entries);
  let clock = 1_000;
  const warn = jest.fn();
  const store = createUserDataStore({
    storage: createStorageAdapter(storage, warn),
    warn,
    now: () => (clock += 1_000),
  });
  store.hydrate();
  return { storage, store, warn };
}

describe('backups before a wholesale replace', () => {
  it('saves the current state as a backup, then replaces every field in storage', () => {
    const { storage, store } = setup();
    const outcome = store.replaceAll(IMPORTED, 'Before importing a file');
    expect(outcome.ok).toBe(true);
    expect(store.getState()).toEqual(IMPORTED);
    expect(store.getBackups()).toHaveLength(1);
    expect(store.getBackups()[0]).toMatchObject({
      reason: 'Before importing a file',
      data: SAMPLE,
    });
    expect(JSON.parse(storage.getItem(toStorageKey('lang')) ?? '')).toBe('py');
    expect(JSON.parse(storage.getItem(BACKUPS_KEY) ?? '')[0].data).toEqual(SAMPLE);
  });

  it('restores a backup, saving the state it replaces so the restore can be undone', () => {
    const { store } = setup();
    store.replaceAll(IMPORTED, 'Before importing a file');
    const [backup] = store.getBackups();
    expect(store.restoreBackup(backup.id).ok).toBe(true);
    expect(store.getState()).toEqual(SAMPLE);
    expect(store.getBackups().map((b) => b.reason)).toEqual([
      'Before restoring an older backup',
      'Before importing a file',
    ]);
    expect(store.getBackups()[0].data).toEqual(IMPORTED);
  });

  it('survives a reload: backups are read back from storage', () => {
    const { storage, store } = setup();
    store.replaceAll(IMPORTED, 'Before importing a file');
    const reloaded = createUserDataStore({ storage: createStorageAdapter(storage) });
    reloaded.hydrate();
    expect(reloaded.getState()).toEqual(IMPORTED);
    expect(reloaded.getBackups()[0].data).toEqual(SAMPLE);
  });

  it(`keeps the newest ${MAX_BACKUPS}`, () => {
    const { store } = setup();
    for (let i = 0; i < MAX_BACKUPS + 2; i++) {
      store.replaceAll(
        { ...IMPORTED, userProgressOnProblems: { [`p${i}`]: 'Solved' } },
        `Import ${i}`,
      );
    }
    const backups = store.getBackups();
    expect(backups).toHaveLength(MAX_BACKUPS);
    expect(backups[0].reason).toBe(`Import ${MAX_BACKUPS + 1}`);
    expect(backups[0].createdAt).toBeGreaterThan(backups[1].createdAt);
  });

  it('makes no backup of a state with nothing in it, nor of one a backup already holds', () => {
    const { store } = setup({});
    store.replaceAll(IMPORTED, 'first');
    expect(store.getBackups()).toHaveLength(0);
    store.replaceAll(SAMPLE, 'second');
    store.restoreBackup(store.getBackups()[0].id);
    // The restore saved SAMPLE and brought back IMPORTED, which the backup "second" holds.
    store.replaceAll(SAMPLE, 'third');
    // Now SAMPLE is current, and the backup made by the restore holds it.
    store.replaceAll(IMPORTED, 'fourth');
    store.replaceAll(IMPORTED, 'fifth');
    expect(store.getBackups().map((b) => b.reason)).toEqual([
      'Before restoring an older backup',
      'second',
    ]);
  });

  it('makes no backup when the replace only adds to the state', () => {
    const { store } = setup();
    const more = {
      ...SAMPLE,
      userProgressOnProblems: { ...SAMPLE.userProgressOnProblems, 'cses-1068': 'Solved' as const },
      consecutiveVisits: 9,
      lastVisitDate: SAMPLE.lastVisitDate + 86_400_000,
    };
    expect(store.replaceAll(more, 'Before importing a file')).toEqual({ ok: true, backup: null });
    expect(store.getBackups()).toEqual([]);
    // Changing one entry loses its old value: that is worth a backup.
    store.replaceAll({ ...more, userProgressOnProblems: { 'cf-1A': 'Skipped' } }, 'Changed');
    expect(store.getBackups().map((b) => b.reason)).toEqual(['Changed']);
  });

  it(`keeps pinned backups until they are deleted; of the others, the newest ${MAX_BACKUPS}`, () => {
    const { store } = setup();
    store.replaceAll(IMPORTED, 'Before signing in', { pinned: true });
    for (let i = 0; i < MAX_BACKUPS + 3; i++) {
      store.replaceAll(
        { ...IMPORTED, userProgressOnProblems: { [`p${i}`]: 'Solved' } },
        `Import ${i}`,
      );
    }
    const backups = store.getBackups();
    expect(backups.map((b) => b.reason)).toEqual([
      ...Array.from({ length: MAX_BACKUPS }, (_, i) => `Import ${MAX_BACKUPS + 2 - i}`),
      'Before signing in',
    ]);
    expect(backups[MAX_BACKUPS]).toMatchObject({ pinned: true, data: SAMPLE });
    // Read back after a reload, still pinned.
    const reloaded = setup(Object.fromEntries(setupEntries(store)));
    expect(reloaded.store.getBackups()[MAX_BACKUPS].pinned).toBe(true);
    store.deleteBackup(backups[MAX_BACKUPS].id);
    expect(store.getBackups().map((b) => b.reason)).not.toContain('Before signing in');
  });

  it("backs up a state that holds only settings: they are the student's choices too", () => {
    const { store } = setup({ 'guide:userData:lang': '"py"', 'guide:userData:hide': 'true' });
    store.recordVisit(5_000_000_000_000);
    store.replaceAll(SAMPLE, 'Before importing a file');
    expect(store.getBackups()).toHaveLength(1);
    expect(store.getBackups()[0].data).toMatchObject({ lang: 'py', hide: true });
  });

  it('replaces nothing when the backup cannot be saved', () => {
    const { storage, store } = setup();
    const before = new Map(storage.entries);
    storage.quotaChars = [...storage.entries].reduce((n, [k, v]) => n + k.length + v.length, 0);
    const outcome = store.replaceAll(IMPORTED, 'Before importing a file');
    expect(outcome).toEqual({ ok: false, reason: 'backup-failed', failure: 'quota' });
    expect(store.getState()).toEqual(SAMPLE);
    expect(storage.entries).toEqual(before);
    expect(store.getStorageProblem()).toEqual({ failure: 'quota', target: 'backups' });
  });

  it('is all or nothing: when a field does not fit, every key (backups too) is put back', () => {
    const { storage, store } = setup();
    const before = new Map(storage.entries);
    const used = [...storage.entries].reduce((n, [k, v]) => n + k.length + v.length, 0);
    // Room for the backup and the small fields, not for the big map that comes late in the order.
    const big = Object.fromEntries(
      Array.from({ length: 200 }, (_, i) => [`problem-${i}`, 'Solved' as const]),
    );
    storage.quotaChars = used + 2_000;
    const changes: string[] = [];
    store.onChange(({ field }) => changes.push(field));
    const outcome = store.replaceAll(
      { ...IMPORTED, userProgressOnProblems: big },
      'Before importing a file',
    );
    expect(outcome).toEqual({
      ok: false,
      reason: 'write-failed',
      failure: 'quota',
      field: 'userProgressOnProblems',
      rolledBack: true,
    });
    expect(storage.entries).toEqual(before);
    expect(store.getState()).toEqual(SAMPLE);
    expect(store.getBackups()).toEqual([]);
    expect(changes).toEqual([]);
  });

  it('puts keys back shrinking ones first, so a rollback fits where the original did', () => {
    // Storage is full once the backup is saved. The import shrinks userProgressOnModules by M,
    // grows userProgressOnProblems by M - 3 (both written), then cannot grow consecutiveVisits.
    // Putting the modules back first would need M - 3 more characters than there is room for;
    // putting the problems back first frees them.
    const size = (entries: Map<string, string>) =>
      [...entries].reduce((n, [k, v]) => n + k.length + v.length, 0);
    const modules = { 'intro-graphs': 'Reading' as const };
    const shrink =
      JSON.stringify(SAMPLE.userProgressOnModules).length - JSON.stringify(modules).length;
    // `,"<id>":"Solved"` is the id's length plus 12.
    const grownId = 'x'.repeat(shrink - 3 - 12);
    const dryRun = setup();
    dryRun.store.replaceAll({ ...SAMPLE, lang: 'py' }, 'Before importing a file');
    const { storage, store } = setup();
    const before = new Map(storage.entries);
    // Room for the backup and nothing more ('"py"' is as long as '"java"' minus 2).
    storage.quotaChars = size(dryRun.storage.entries) + 2;
    const outcome = store.replaceAll(
      {
        ...SAMPLE,
        userProgressOnModules: modules,
        userProgressOnProblems: { ...SAMPLE.userProgressOnProblems, [grownId]: 'Solved' },
        consecutiveVisits: 123_456_789_012,
      },
      'Before importing a file',
    );
    expect(outcome).toEqual({
      ok: false,
      reason: 'write-failed',
      failure: 'quota',
      field: 'consecutiveVisits',
      rolledBack: true,
    });
    expect(storage.entries).toEqual(before);
    expect(store.getState()).toEqual(SAMPLE);
  });

  it('drops the oldest unpinned backups to make room for a new one when storage is full', () => {
    const { storage, store } = setup();
    const only = (id: string) => ({
      ...IMPORTED,
      userProgressOnProblems: { [id]: 'Solved' as const },
    });
    store.replaceAll(only('a'), 'pinned', { pinned: true });
    store.replaceAll(only('b'), 'one');
    store.replaceAll(only('c'), 'two');
    const used = [...storage.entries].reduce((n, [k, v]) => n + k.length + v.length, 0);
    storage.quotaChars = used + 50;
    expect(store.replaceAll(only('d'), 'three').ok).toBe(true);
    const reasons = store.getBackups().map((b) => b.reason);
    expect(reasons[0]).toBe('three');
    expect(reasons).not.toContain('one');
    expect(reasons).toContain('pinned');
  });

  it('never drops a pinned backup for room: the replace is refused instead', () => {
    const { storage, store } = setup();
    store.replaceAll(IMPORTED, 'pinned', { pinned: true });
    const used = [...storage.entries].reduce((n, [k, v]) => n + k.length + v.length, 0);
    storage.quotaChars = used + 50;
    expect(store.replaceAll(SAMPLE, 'next')).toMatchObject({ ok: false, reason: 'backup-failed' });
    expect(store.getBackups().map((b) => b.reason)).toEqual(['pinned']);
    expect(store.getState()).toEqual(IMPORTED);
  });

  it('writes every field on a replace, even one whose value memory already had', () => {
    const { storage, store } = setup({ 'guide:userData:hide': '"garbage"' });
    store.replaceAll({ ...IMPORTED, hide: false }, 'Before importing a file');
    expect(storage.getItem(toStorageKey('hide'))).toBe('false');
    expect(storage.getItem(toStorageKey('consecutiveVisits'))).toBe('1');
  });

  it('deletes a backup', () => {
    const { store } = setup();
    store.replaceAll(IMPORTED, 'one');
    store.deleteBackup(store.getBackups()[0].id);
    expect(store.getBackups()).toEqual([]);
  });

  it('reports a restore of a backup that no longer exists', () => {
    const { store } = setup();
    expect(store.restoreBackup('nope')).toEqual({ ok: false, reason: 'not-found' });
  });

  it('lists only the readable backups of a damaged list, with a warning', () => {
    const good = { id: '5', createdAt: 5, reason: 'ok', pinned: false, data: SAMPLE };
    const { store, warn } = setup({
      [BACKUPS_KEY]: JSON.stringify([good, { id: 7 }, 'junk']),
    });
    expect(store.getBackups()).toEqual([good]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('backup #2 is damaged'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('backup #3 is damaged'));
  });

  it('erasing the fields (sign-out) keeps the backups', () => {
    const { storage, store } = setup();
    store.replaceAll(IMPORTED, 'one');
    expect(store.eraseFields()).toEqual({ ok: true });
    expect(storage.getItem(toStorageKey('lang'))).toBeNull();
    expect(store.getState()).toEqual(DEFAULT_USER_DATA);
    expect(store.getBackups()).toHaveLength(1);
  });

  it('erasing with a reason first saves the state as a pinned backup, or erases nothing', () => {
    const { storage, store } = setup();
    expect(store.eraseFields('Before signing out')).toEqual({ ok: true });
    expect(store.getBackups()).toMatchObject([
      { reason: 'Before signing out', pinned: true, data: SAMPLE },
    ]);

    const full = setup();
    full.storage.quotaChars = [...full.storage.entries].reduce(
      (n, [k, v]) => n + k.length + v.length,
      0,
    );
    expect(full.store.eraseFields('Before signing out')).toEqual({ ok: false, failure: 'quota' });
    expect(full.store.getState()).toEqual(SAMPLE);
    expect(storage.getItem(toStorageKey('lang'))).toBeNull();
  });
});

function setupEntries(store: ReturnType<typeof setup>['store']): Array<[string, string]> {
  return [[BACKUPS_KEY, JSON.stringify(store.getBackups())]];
}
