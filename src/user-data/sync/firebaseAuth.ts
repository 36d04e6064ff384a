/**
 * Sign-in on Firebase Auth. An anonymous session exists only for presence: it is reported as
 * nobody signed in (`toSignedInUser`), so it never starts progress sync.
 */
import type { FirebaseProducts } from './firebaseProducts';
import { toSyncError } from './firebaseErrors';
import { deferSubscription } from './deferSubscription';
import { toSignedInUser, type AuthUserLike } from './presence';
import type { SignInProvider, SyncBackend, SyncUser } from './types';

export interface FirebaseAuthPart
  extends Pick<SyncBackend, 'onAuthStateChanged' | 'signInWithPopup' | 'signOut'> {
  /** Emulator only: signs in with a fake Google credential for the given uid. */
  signInWithTestCredential(uid: string): Promise<SyncUser>;
}

function toSyncUser(user: AuthUserLike): SyncUser {
  return {
    uid: user.uid,
    displayName: user.displayName,
    email: user.email,
    photoURL: user.photoURL,
  };
}

async function providerFor(kind: SignInProvider) {
  const mod = await import('firebase/auth');
  return kind === 'github' ? new mod.GithubAuthProvider() : new mod.GoogleAuthProvider();
}

/** `presence` is told before the session changes and when it did not (see firebasePresence.ts). */
export function createFirebaseAuth(
  products: FirebaseProducts,
  presence: { suspend(): void; resume(): void },
): FirebaseAuthPart {
  return {
    onAuthStateChanged(callback) {
      return deferSubscription(
        async () => {
          const { onAuthStateChanged } = await import('firebase/auth');
          return onAuthStateChanged(await products.auth(), (user) =>
            callback(toSignedInUser(user)),
          );
        },
        () => callback(null),
      );
    },

    async signInWithPopup(kind) {
      // The new uid may not remove the anonymous session's presence entry: remove it now.
      presence.suspend();
      try {
        const { signInWithPopup } = await import('firebase/auth');
        const result = await signInWithPopup(await products.auth(), await providerFor(kind));
        return toSyncUser(result.user);
      } catch (error) {
        presence.resume();
        throw toSyncError(error);
      }
    },

    async signOut() {
      const { signOut } = await import('firebase/auth');
      await signOut(await products.auth());
    },

    async signInWithTestCredential(uid) {
      if (!products.authEmulated)
        throw new Error('signInWithTestCredential works only with the Auth emulator');
      const mod = await import('firebase/auth');
      const credential = mod.GoogleAuthProvider.credential(
        JSON.stringify({ sub: uid, email: `${uid}@example.com`, email_verified: true }),
      );
      const result = await mod.signInWithCredential(await products.auth(), credential);
      return toSyncUser(result.user);
    },
  };
}
