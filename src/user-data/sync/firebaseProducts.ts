/**
 * The Firebase products one backend uses (the app, Auth, Firestore, Realtime Database), each
 * loaded with import() and set up when first asked for, never before: presence needs only the
 * database and Auth, sign-in only Auth, the user document Firestore.
 */
import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import type { Database } from 'firebase/database';
import type { FirebaseSettings } from './firebaseConfig';

export interface FirebaseBackendOptions {
  /** Emulator hosts (`host:port`), for tests and local development. */
  emulators?: { auth?: string; firestore?: string; database?: string };
  /** Keep Firestore's cache in IndexedDB so offline writes survive a reload (browser only). */
  persistentCache?: boolean;
}

export interface FirebaseProducts {
  auth(): Promise<Auth>;
  firestore(): Promise<Firestore>;
  database(): Promise<Database>;
  /** Whether Auth talks to the emulator (test credentials work only there). */
  authEmulated: boolean;
}

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | null = null;
  return () => (promise ??= load());
}

function splitHost(host: string): [string, number] {
  const [name, port] = host.split(':');
  return [name, Number(port)];
}

export function createFirebaseProducts(
  settings: FirebaseSettings,
  options: FirebaseBackendOptions = {},
): FirebaseProducts {
  const { emulators = {} } = options;

  const app = once<FirebaseApp>(async () => {
    const { initializeApp } = await import('firebase/app');
    // A unique name per backend lets tests run several clients in one process.
    return initializeApp(settings, `cp-guide-${Math.random().toString(36).slice(2)}`);
  });

  const auth = once<Auth>(async () => {
    const mod = await import('firebase/auth');
    const instance = mod.getAuth(await app());
    if (emulators.auth) {
      mod.connectAuthEmulator(instance, `http://${emulators.auth}`, { disableWarnings: true });
    }
    return instance;
  });

  const firestore = once<Firestore>(async () => {
    const mod = await import('firebase/firestore');
    const instance = mod.initializeFirestore(await app(), {
      localCache: options.persistentCache
        ? mod.persistentLocalCache({ tabManager: mod.persistentMultipleTabManager() })
        : mod.memoryLocalCache(),
    });
    if (emulators.firestore)
      mod.connectFirestoreEmulator(instance, ...splitHost(emulators.firestore));
    return instance;
  });

  const database = once<Database>(async () => {
    const mod = await import('firebase/database');
    // The fallback transport (long polling) loads scripts from the database's host, which the
    // site's script policy does not allow; the online count is not worth widening it, so where
    // WebSockets are blocked the count is simply not shown.
    mod.forceWebSockets();
    const instance = mod.getDatabase(await app());
    if (emulators.database) mod.connectDatabaseEmulator(instance, ...splitHost(emulators.database));
    return instance;
  });

  return { auth, firestore, database, authEmulated: Boolean(emulators.auth) };
}
