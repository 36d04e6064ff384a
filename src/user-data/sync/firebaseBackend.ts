/**
 * The Firebase adapter. Only the sync/firebase*.ts modules import firebase/*, always with dynamic
 * import(), and the app reaches them only through this module, which lazyFirebase.ts itself
 * loads with import(): no Firebase code is in any page's first-load JavaScript. Its parts: the
 * products, each loaded when first needed (firebaseProducts.ts), sign-in (firebaseAuth.ts), the
 * student's document (firebaseUserDoc.ts) and presence (firebasePresence.ts).
 */
import type { FirebaseSettings } from './firebaseConfig';
import { createFirebaseAuth } from './firebaseAuth';
import { createFirebasePresence } from './firebasePresence';
import { createFirebaseProducts, type FirebaseBackendOptions } from './firebaseProducts';
import { createFirebaseUserDoc } from './firebaseUserDoc';
import type { SyncBackend, SyncUser } from './types';

export type { FirebaseBackendOptions } from './firebaseProducts';

export interface FirebaseBackend extends SyncBackend {
  /** Simulates losing or regaining the connection (tests; also useful for a "work offline" switch). */
  setNetworkEnabled(enabled: boolean): Promise<void>;
  /** Emulator only: signs in with a fake Google credential for the given uid. */
  signInWithTestCredential(uid: string): Promise<SyncUser>;
}

export function createFirebaseBackend(
  settings: FirebaseSettings,
  options: FirebaseBackendOptions = {},
): FirebaseBackend {
  const products = createFirebaseProducts(settings, options);
  const presence = createFirebasePresence(products);
  const auth = createFirebaseAuth(products, presence);
  const userDoc = createFirebaseUserDoc(products);

  return {
    onAuthStateChanged: auth.onAuthStateChanged,
    signInWithPopup: auth.signInWithPopup,
    signOut: auth.signOut,
    signInWithTestCredential: auth.signInWithTestCredential,
    watchUserDoc: userDoc.watchUserDoc,
    writeFields: userDoc.writeFields,
    joinPresence: presence.joinPresence,
    watchOnlineCount: presence.watchOnlineCount,

    async setNetworkEnabled(enabled) {
      const fs = await import('firebase/firestore');
      const rtdb = await import('firebase/database');
      if (enabled) {
        await fs.enableNetwork(await products.firestore());
        rtdb.goOnline(await products.database());
      } else {
        await fs.disableNetwork(await products.firestore());
        rtdb.goOffline(await products.database());
      }
    },
  };
}
