/**
 * A cloud for trying sync without Firebase: the in-memory cloud, its documents and the test
 * account's session kept in this browser's localStorage so they outlive a reload, as a real
 * cloud and a restored Firebase session do. Used by /dev/cloud-sync and its browser test (the
 * signed-in reload path end to end: provider, controller, store, header). That page uses it only
 * on a build without Firebase settings, so it never meets a real account.
 */
import { MemoryCloud, createMemoryBackend, type MemoryBackend } from './memoryBackend';
import type { CloudUserDoc, SyncUser, Unsubscribe } from './types';

const KEY = 'guide:dev:testCloud';

export const TEST_STUDENT: SyncUser = {
  uid: 'test-student',
  displayName: 'Test Student',
  email: null,
  photoURL: null,
};

interface Saved {
  docs: Record<string, CloudUserDoc>;
  signedIn: boolean;
}

function readSaved(): Saved {
  try {
    const saved = JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as Partial<Saved> | null;
    return { docs: saved?.docs ?? {}, signedIn: saved?.signedIn === true };
  } catch {
    return { docs: {}, signedIn: false };
  }
}

export interface TestCloud {
  backend: MemoryBackend;
  /** The test account's document as the cloud holds it. */
  readDoc(): CloudUserDoc | null;
  onDocChange(listener: () => void): Unsubscribe;
  isOnline(): boolean;
  /** This tab's connection to the test cloud (a reload starts online). */
  setOnline(online: boolean): void;
}

let current: TestCloud | null = null;

/** The page's one client of the test cloud. */
export function loadTestCloud(): TestCloud {
  if (current) return current;
  const saved = readSaved();
  const cloud = new MemoryCloud(Date.now, saved.docs);
  const backend = createMemoryBackend(cloud, { user: saved.signedIn ? TEST_STUDENT : null });
  backend.setPopupResult(TEST_STUDENT);
  let signedIn = saved.signedIn;
  let online = true;
  const save = () => {
    try {
      window.localStorage.setItem(KEY, JSON.stringify({ docs: cloud.toDocs(), signedIn }));
    } catch {
      // A test cloud that cannot be saved only forgets itself on reload.
    }
  };
  cloud.onDocChange(save);
  backend.onAuthStateChanged((user) => {
    signedIn = user !== null;
    save();
  });
  current = {
    backend,
    readDoc: () => cloud.readDoc(TEST_STUDENT.uid),
    onDocChange: (listener) => cloud.onDocChange(listener),
    isOnline: () => online,
    setOnline(next) {
      online = next;
      backend.setOnline(next);
    },
  };
  return current;
}
