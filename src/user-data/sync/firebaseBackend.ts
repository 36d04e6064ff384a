/**
 * The Firebase adapter: the ONLY module that imports firebase/*, always with dynamic import(),
 * so no Firebase code is in any page's first-load JavaScript. Each product is loaded when first
 * needed: Realtime Database for presence, Auth for sign-in, Firestore for the user document.
 */
import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import type { Database } from 'firebase/database';
import type { FirebaseSettings } from './firebaseConfig';
import { toSyncError } from './firebaseErrors';
import { runPresence, toSignedInUser, type AuthUserLike, type Presence } from './presence';
import type {
  CloudUserDoc,
  FieldChange,
  SignInProvider,
  SyncBackend,
  SyncUser,
  Unsubscribe,
} from './types';

export interface FirebaseBackendOptions {
  /** Emulator hosts (`host:port`), for tests and local development. */
  emulators?: { auth?: string; firestore?: string; database?: string };
  /** Keep Firestore's cache in IndexedDB so offline writes survive a reload (browser only). */
  persistentCache?: boolean;
}

export interface FirebaseBackend extends SyncBackend {
  /** Simulates losing or regaining the connection (tests; also useful for a "work offline" switch). */
  setNetworkEnabled(enabled: boolean): Promise<void>;
  /** Emulator only: signs in with a fake Google credential for the given uid. */
  signInWithTestCredential(uid: string): Promise<SyncUser>;
}

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | null = null;
  return () => (promise ??= load());
}

function toSyncUser(user: AuthUserLike): SyncUser {
  return {
    uid: user.uid,
    displayName: user.displayName,
    email: user.email,
    photoURL: user.photoURL,
  };
}

/** Starts an async subscription and returns a synchronous unsubscribe that works at any time. */
function deferSubscription(start: () => Promise<Unsubscribe>, onError: (e: unknown) => void) {
  let stopped = false;
  let stop: Unsubscribe | null = null;
  start()
    .then((unsubscribe) => {
      if (stopped) unsubscribe();
      else stop = unsubscribe;
    })
    .catch(onError);
  return () => {
    stopped = true;
    stop?.();
  };
}

function splitHost(host: string): [string, number] {
  const [name, port] = host.split(':');
  return [name, Number(port)];
}

export function createFirebaseBackend(
  settings: FirebaseSettings,
  options: FirebaseBackendOptions = {},
): FirebaseBackend {
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
    const instance = mod.getDatabase(await app());
    if (emulators.database) mod.connectDatabaseEmulator(instance, ...splitHost(emulators.database));
    return instance;
  });

  let presence: Presence | null = null;

  async function providerFor(kind: SignInProvider) {
    const mod = await import('firebase/auth');
    return kind === 'github' ? new mod.GithubAuthProvider() : new mod.GoogleAuthProvider();
  }

  return {
    onAuthStateChanged(callback) {
      return deferSubscription(
        async () => {
          const { onAuthStateChanged } = await import('firebase/auth');
          // An anonymous session exists only for presence: never signed in, never synced.
          return onAuthStateChanged(await auth(), (user) => callback(toSignedInUser(user)));
        },
        () => callback(null),
      );
    },

    async signInWithPopup(kind) {
      // The new uid may not remove the anonymous session's presence entry: remove it now.
      presence?.suspend();
      try {
        const { signInWithPopup } = await import('firebase/auth');
        const result = await signInWithPopup(await auth(), await providerFor(kind));
        return toSyncUser(result.user);
      } catch (error) {
        presence?.resume();
        throw toSyncError(error);
      }
    },

    async signOut() {
      const { signOut } = await import('firebase/auth');
      await signOut(await auth());
    },

    watchUserDoc(uid, onSnapshot, onError) {
      return deferSubscription(
        async () => {
          const mod = await import('firebase/firestore');
          const ref = mod.doc(await firestore(), 'users', uid);
          return mod.onSnapshot(
            ref,
            { includeMetadataChanges: true },
            (snapshot) =>
              onSnapshot({
                data: snapshot.exists() ? (snapshot.data() as CloudUserDoc) : null,
                hasPendingWrites: snapshot.metadata.hasPendingWrites,
                fromCache: snapshot.metadata.fromCache,
              }),
            (error) => onError(toSyncError(error)),
          );
        },
        (error) => onError(toSyncError(error)),
      );
    },

    async writeFields(uid, changes: readonly FieldChange[]) {
      const mod = await import('firebase/firestore');
      const ref = mod.doc(await firestore(), 'users', uid);
      // One merge write: set(…, {merge: true}) turns every leaf into its own field path, so a map
      // entry is written as `userProgressOnProblems.<id>` and never touches another entry (such
      // as one another device added). Maps are never written whole (see FieldChange): an empty
      // object here would be a leaf, and would replace the map.
      const data: Record<string, unknown> = {};
      for (const change of changes) {
        if (change.key === undefined) {
          data[change.field] = change.value ?? null;
        } else {
          const map = (data[change.field] ??= {}) as Record<string, unknown>;
          map[change.key] = change.value === undefined ? mod.deleteField() : change.value;
        }
      }
      try {
        await mod.setDoc(ref, data, { merge: true });
      } catch (error) {
        throw toSyncError(error);
      }
    },

    async joinPresence() {
      const mod = await import('firebase/database');
      const authMod = await import('firebase/auth');
      const db = await database();
      const session = await auth();
      // One entry per client, keyed by its auth uid: the rules let it write only that one.
      presence = runPresence({
        watchUid: (callback) =>
          authMod.onAuthStateChanged(session, (user) => callback(user?.uid ?? null)),
        signInAnonymously: async () => {
          await authMod.signInAnonymously(session);
        },
        enter(uid) {
          const mine = mod.ref(db, `gatherings/globe/${uid}`);
          // Re-join after every reconnect: the server removed our entry when we dropped.
          const stopConnected = mod.onValue(mod.ref(db, '.info/connected'), (snapshot) => {
            if (snapshot.val() !== true) return;
            mod
              .onDisconnect(mine)
              .remove()
              .then(() => mod.set(mine, mod.serverTimestamp()))
              .catch(() => undefined);
          });
          return () => {
            stopConnected();
            mod
              .onDisconnect(mine)
              .cancel()
              .catch(() => undefined);
            mod.remove(mine).catch(() => undefined);
          };
        },
      });
      const current = presence;
      return () => {
        current.stop();
        if (presence === current) presence = null;
      };
    },

    watchOnlineCount(callback) {
      return deferSubscription(
        async () => {
          const mod = await import('firebase/database');
          return mod.onValue(
            mod.ref(await database(), 'gatherings/globe'),
            (snapshot) => callback(snapshot.size),
            () => callback(null),
          );
        },
        () => callback(null),
      );
    },

    async setNetworkEnabled(enabled) {
      const fs = await import('firebase/firestore');
      const rtdb = await import('firebase/database');
      if (enabled) {
        await fs.enableNetwork(await firestore());
        rtdb.goOnline(await database());
      } else {
        await fs.disableNetwork(await firestore());
        rtdb.goOffline(await database());
      }
    },

    async signInWithTestCredential(uid) {
      if (!emulators.auth)
        throw new Error('signInWithTestCredential works only with the Auth emulator');
      const mod = await import('firebase/auth');
      const credential = mod.GoogleAuthProvider.credential(
        JSON.stringify({ sub: uid, email: `${uid}@example.com`, email_verified: true }),
      );
      const result = await mod.signInWithCredential(await auth(), credential);
      return toSyncUser(result.user);
    },
  };
}
