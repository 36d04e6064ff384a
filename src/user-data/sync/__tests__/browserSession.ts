/**
 * A browser for the sync tests: its storage outlives each page load, as localStorage does. Each
 * `load` is one page: a new store reads storage and counts the visit (as UserDataProvider does),
 * and a new client of the same cloud starts with the session a signed-in page restores. The
 * controller attaches only on `attach()`, so a test can act in the seconds before it does.
 */
import { createMemoryStorage } from '../../memoryStorage';
import { createStorageAdapter } from '../../storageAdapter';
import { createUserDataStore } from '../../store';
import { createMemoryBackend, type MemoryCloud, type MemoryClientOptions } from '../memoryBackend';
import { createSyncController } from '../syncController';
import type { SyncUser } from '../types';

export const STUDENT: SyncUser = {
  uid: 'student-1',
  displayName: 'Ada',
  email: null,
  photoURL: null,
};
export const DAY = 86_400_000;
export const T0 = 1_700_000_000_000;

/** Lets queued microtasks and timers run (snapshots, acknowledgements). */
export const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

export interface LoadOptions extends MemoryClientOptions {
  /** The clock of this page load. */
  now: number;
  /** The answer to the upload prompt. */
  answer?: boolean | (() => Promise<boolean>);
}

export function createBrowser(cloud: MemoryCloud) {
  const storage = createMemoryStorage();
  const asked: string[] = [];

  function load({ now, answer = true, user = STUDENT, ...client }: LoadOptions) {
    const store = createUserDataStore({
      storage: createStorageAdapter(storage, () => undefined),
      now: () => now,
    });
    store.hydrate();
    store.recordVisit(now);
    const backend = createMemoryBackend(cloud, { user, ...client });
    backend.setPopupResult(STUDENT);
    const reload = jest.fn();
    const sync = createSyncController({
      backend,
      store,
      confirm: (message) => {
        asked.push(message);
        return typeof answer === 'function' ? answer() : answer;
      },
      reload,
    });
    let stop: (() => void) | null = null;
    return {
      store,
      backend,
      sync,
      reload,
      /** The sync code loads (after idle) and follows the restored session. */
      async attach() {
        stop = sync.start();
        await settle();
      },
      /** The page is closed: writes not yet on the server are lost with it. */
      close() {
        stop?.();
      },
    };
  }

  return { storage, asked, load };
}
