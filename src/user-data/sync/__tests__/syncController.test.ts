import { createUserDataStore } from '../../store';
import { createStorageAdapter } from '../../storageAdapter';
import { createMemoryStorage } from '../../memoryStorage';
import { createMemoryBackend, MemoryCloud, type MemoryBackend } from '../memoryBackend';
import { SyncError, SYNC_ERROR_MESSAGES } from '../types';
import { BACKUP_FAILED_MESSAGE, BACKUP_REASONS, UPLOAD_PROMPT } from '../syncMessages';
import { createSyncController, type SyncController } from '../syncController';

const UID = 'student-1';
const SOLVED = 'https://cses.fi/problemset/task/1068';
const SOLVING = 'https://cses.fi/problemset/task/1083';

function flush(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

interface Setup {
  storage: ReturnType<typeof createMemoryStorage>;
  cloud: MemoryCloud;
  backend: MemoryBackend;
  store: ReturnType<typeof createUserDataStore>;
  sync: SyncController;
  asked: string[];
  reload: jest.Mock;
}

function setup({ answer = true, local = true } = {}): Setup {
  const cloud = new MemoryCloud();
  const backend = createMemoryBackend(cloud);
  backend.setPopupResult({ uid: UID, displayName: 'Ada', email: null, photoURL: null });
  const storage = createMemoryStorage();
  const store = createUserDataStore({
    storage: createStorageAdapter(storage, () => undefined),
    now: () => 1_700_000_000_000,
  });
  store.hydrate();
  if (local) {
    store.setField('lastViewedModule', 'simulation');
    store.setProblemStatus(SOLVED, 'Solved', 'simulation');
  }
  const asked: string[] = [];
  const reload = jest.fn();
  const sync = createSyncController({
    backend,
    store,
    confirm: (message) => {
      asked.push(message);
      return answer;
    },
    reload,
  });
  sync.start();
  return { storage, cloud, backend, store, sync, asked, reload };
}

function backupReasons(store: Setup['store']): string[] {
  return store.getBackups().map((backup) => backup.reason);
}

describe('sign-in when the cloud document exists', () => {
  it('saves local progress as a backup, then takes the cloud values', async () => {
    const { cloud, store, sync, asked } = setup();
    cloud.putDoc(UID, { lang: 'java', userProgressOnProblems: { [SOLVING]: 'Solving' } });
    await sync.signIn('google');
    await flush();

    expect(asked).toEqual([]);
    expect(store.getState().lang).toBe('java');
    expect(store.getState().userProgressOnProblems).toEqual({ [SOLVING]: 'Solving' });
    expect(sync.getStatus()).toMatchObject({ kind: 'signed-in', user: { uid: UID } });

    const backup = store.getBackups()[0];
    expect(backup.reason).toBe(BACKUP_REASONS.signIn);
    expect(backup.data.userProgressOnProblems).toEqual({ [SOLVED]: 'Solved' });
    expect(store.restoreBackup(backup.id)).toMatchObject({ ok: true });
    expect(store.getState().userProgressOnProblems).toEqual({ [SOLVED]: 'Solved' });
  });

  it('ignores invalid cloud values and uploads the fields the document lacks', async () => {
    const { cloud, store, sync } = setup();
    cloud.putDoc(UID, { hide: 'not a boolean', consecutiveVisits: 5 });
    await sync.signIn('google');
    await flush();
    expect(store.getState().consecutiveVisits).toBe(5);
    expect(store.getState().hide).toBe(false);
    expect(cloud.readDoc(UID)?.lastViewedModule).toBe('simulation');
  });
});

describe('sign-in when the cloud document does not exist', () => {
  it('asks to upload local progress; OK writes it to the new document', async () => {
    const { cloud, store, sync, asked } = setup({ answer: true });
    await sync.signIn('google');
    await flush();
    expect(asked).toEqual([UPLOAD_PROMPT]);
    expect(cloud.readDoc(UID)).toMatchObject({
      lastViewedModule: 'simulation',
      userProgressOnProblems: { [SOLVED]: 'Solved' },
      userProgressOnModules: { simulation: 'Practicing' },
    });
    expect(store.getState().userProgressOnProblems).toEqual({ [SOLVED]: 'Solved' });
  });

  it('Cancel starts the cloud empty and keeps local progress restorable from a backup', async () => {
    const { cloud, store, sync, asked } = setup({ answer: false });
    await sync.signIn('google');
    await flush();
    expect(asked).toEqual([UPLOAD_PROMPT]);
    expect(cloud.readDoc(UID)).toMatchObject({ lastViewedModule: null, schemaVersion: 1 });
    expect(cloud.readDoc(UID)?.userProgressOnProblems).toBeUndefined();
    expect(store.getState().userProgressOnProblems).toEqual({});
    expect(store.getState().lastViewedModule).toBeNull();
    expect(backupReasons(store)).toEqual([BACKUP_REASONS.cancelUpload]);
    store.restoreBackup(store.getBackups()[0].id);
    expect(store.getState().userProgressOnProblems).toEqual({ [SOLVED]: 'Solved' });
  });

  it('uploads without asking when no module was ever viewed', async () => {
    const { cloud, store, sync, asked } = setup({ local: false });
    store.setProblemStatus(SOLVING, 'Solving', null);
    await sync.signIn('google');
    await flush();
    expect(asked).toEqual([]);
    expect(cloud.readDoc(UID)?.userProgressOnProblems).toEqual({ [SOLVING]: 'Solving' });
  });
});

describe('while signed in', () => {
  it('writes one changed problem by key, and applies another device’s change', async () => {
    const { cloud, store, sync } = setup();
    await sync.signIn('google');
    await flush();

    store.setProblemStatus(SOLVING, 'Solving', null);
    await flush();
    expect(cloud.readDoc(UID)?.userProgressOnProblems).toEqual({
      [SOLVED]: 'Solved',
      [SOLVING]: 'Solving',
    });

    const otherDevice = createMemoryBackend(cloud);
    await otherDevice.writeFields(UID, [
      { field: 'userProgressOnProblems', key: SOLVED, value: 'Skipped' },
    ]);
    await flush();
    expect(store.getState().userProgressOnProblems).toEqual({
      [SOLVED]: 'Skipped',
      [SOLVING]: 'Solving',
    });
  });
});

describe('quiz answers while signed in', () => {
  it('writes one answer by its question id, and takes another device’s answer to another', async () => {
    const { cloud, store, sync } = setup();
    await sync.signIn('google');
    await flush();
    const otherDevice = createMemoryBackend(cloud);
    await otherDevice.writeFields(UID, [
      { field: 'quizAnswers', key: 'guide-below-label', value: 'wrong:3' },
    ]);
    await flush();
    store.setField('quizAnswers', {
      ...store.getState().quizAnswers,
      'guide-accepted-status': 'right:2',
    });
    await flush();
    expect(cloud.readDoc(UID)?.quizAnswers).toEqual({
      'guide-below-label': 'wrong:3',
      'guide-accepted-status': 'right:2',
    });
    expect(store.getState().quizAnswers).toEqual({
      'guide-below-label': 'wrong:3',
      'guide-accepted-status': 'right:2',
    });
  });
});

describe('sign-out', () => {
  it('erases local data without touching the cloud, and reloads; no backup of what the cloud has', async () => {
    const { cloud, store, sync, reload } = setup();
    await sync.signIn('google');
    await flush();
    const cloudBefore = cloud.readDoc(UID);
    const backupsBefore = store.getBackups();

    await sync.signOut();
    await flush();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(store.getState().userProgressOnProblems).toEqual({});
    expect(cloud.readDoc(UID)).toEqual(cloudBefore);
    expect(store.getBackups()).toEqual(backupsBefore);
  });

  it('backs up changes the cloud does not have yet (offline) before erasing them', async () => {
    const { backend, store, sync } = setup();
    await sync.signIn('google');
    await flush();
    backend.setOnline(false);
    store.setProblemStatus(SOLVING, 'Solved', null);
    await flush();

    await sync.signOut();
    expect(store.getState().userProgressOnProblems).toEqual({});
    expect(store.getBackups()[0]).toMatchObject({ reason: BACKUP_REASONS.signOut, pinned: true });
    expect(store.getBackups()[0].data.userProgressOnProblems).toEqual({
      [SOLVED]: 'Solved',
      [SOLVING]: 'Solved',
    });
  });
});

describe('cloud values the client cannot read', () => {
  it('never replace valid local values, and are left in the cloud as they are', async () => {
    const { cloud, store, sync } = setup();
    store.setField('lastReadAnnouncement', 'nov-2026');
    store.recordVisit(1_700_000_000_000);
    const before = store.getState();
    // Values the old rules let through and the client refuses.
    const unreadable = { lastViewedModule: '', lastReadAnnouncement: true, consecutiveVisits: -3 };
    cloud.putDoc(UID, { ...unreadable, lang: 'java' });
    await sync.signIn('google');
    await flush();
    const after = store.getState();
    expect(after.lang).toBe('java');
    expect(after.lastViewedModule).toBe(before.lastViewedModule);
    expect(after.lastViewedModule).toBe('simulation');
    expect(after.lastReadAnnouncement).toBe('nov-2026');
    expect(after.consecutiveVisits).toBe(before.consecutiveVisits);
    expect(cloud.readDoc(UID)).toMatchObject(unreadable);

    // Another device writing such a value later changes nothing here either.
    cloud.putDoc(UID, { ...cloud.readDoc(UID), lastViewedModule: 'x'.repeat(201) });
    await flush();
    expect(store.getState().lastViewedModule).toBe('simulation');
  });
});

describe('when no backup can be saved (storage full)', () => {
  function fillStorage(storage: Setup['storage']): void {
    storage.quotaChars = [...storage.entries].reduce((n, [k, v]) => n + k.length + v.length, 0);
  }

  it('sign-in replaces nothing, says why, and leaves the account', async () => {
    const { storage, cloud, store, sync } = setup();
    cloud.putDoc(UID, { userProgressOnProblems: { [SOLVING]: 'Solving' } });
    fillStorage(storage);
    await sync.signIn('google');
    await flush();
    expect(store.getState().userProgressOnProblems).toEqual({ [SOLVED]: 'Solved' });
    expect(sync.getStatus()).toEqual({ kind: 'signed-out', error: BACKUP_FAILED_MESSAGE });
    expect(cloud.readDoc(UID)?.userProgressOnProblems).toEqual({ [SOLVING]: 'Solving' });
  });

  it('sign-out keeps local progress the cloud lacks instead of erasing it', async () => {
    const { backend, storage, store, sync, reload } = setup();
    await sync.signIn('google');
    await flush();
    backend.setOnline(false);
    store.setProblemStatus(SOLVING, 'Solved', null);
    fillStorage(storage);
    await sync.signOut();
    expect(reload).not.toHaveBeenCalled();
    expect(store.getState().userProgressOnProblems[SOLVING]).toBe('Solved');
    expect(sync.getStatus()).toEqual({ kind: 'signed-out', error: BACKUP_FAILED_MESSAGE });
  });
});

describe('sign-in failures', () => {
  it.each([['popup-blocked' as const], ['network' as const]])(
    '%s: a clear message, local progress untouched',
    async (code) => {
      const { backend, store, sync } = setup();
      backend.setPopupResult(new SyncError(code, SYNC_ERROR_MESSAGES[code]));
      await sync.signIn('google');
      expect(sync.getStatus()).toEqual({ kind: 'signed-out', error: SYNC_ERROR_MESSAGES[code] });
      expect(store.getState().userProgressOnProblems).toEqual({ [SOLVED]: 'Solved' });
      expect(store.getBackups()).toEqual([]);
    },
  );
});
