/**
 * Presence on Firebase: this client's entry under `gatherings/globe` (Realtime Database, keyed by
 * its auth uid, anonymous when nobody signed in) and the count of every client's entry. The
 * rules of presence itself are presence.ts.
 */
import type { FirebaseProducts } from './firebaseProducts';
import { deferSubscription } from './deferSubscription';
import { runPresence, type Presence } from './presence';
import type { SyncBackend } from './types';

export interface FirebasePresence extends Pick<SyncBackend, 'joinPresence' | 'watchOnlineCount'> {
  /**
   * Removes this client's entry before a sign-in replaces its session (the new uid may not
   * remove the old entry); `resume` puts it back when the sign-in did not happen.
   */
  suspend(): void;
  resume(): void;
}

export function createFirebasePresence(products: FirebaseProducts): FirebasePresence {
  let presence: Presence | null = null;

  return {
    suspend: () => presence?.suspend(),
    resume: () => presence?.resume(),

    async joinPresence() {
      const mod = await import('firebase/database');
      const authMod = await import('firebase/auth');
      const db = await products.database();
      const session = await products.auth();
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
            mod.ref(await products.database(), 'gatherings/globe'),
            (snapshot) => callback(snapshot.size),
            () => callback(null),
          );
        },
        () => callback(null),
      );
    },
  };
}
