/**
 * Presence for the online count, independent of Firebase so it can be tested: every connected
 * client holds one entry, `gatherings/globe/<auth uid>`, which only it may write
 * (database.rules.json). A visitor who has not signed in gets an anonymous session for this
 * alone: `toSignedInUser` hides it from everything else, so it never starts progress sync and
 * is never shown as signed in.
 */
import type { SyncUser, Unsubscribe } from './types';

export interface AuthUserLike {
  uid: string;
  isAnonymous: boolean;
  displayName: string | null;
  email: string | null;
  photoURL: string | null;
}

/** The signed-in student, or null for no session and for an anonymous (presence-only) one. */
export function toSignedInUser(user: AuthUserLike | null): SyncUser | null {
  if (!user || user.isAnonymous) return null;
  return {
    uid: user.uid,
    displayName: user.displayName,
    email: user.email,
    photoURL: user.photoURL,
  };
}

export interface PresenceDeps {
  /** Follows the session's uid, anonymous or not; null when there is no session. */
  watchUid(callback: (uid: string | null) => void): Unsubscribe;
  /** Starts an anonymous session (the uid then arrives through watchUid). */
  signInAnonymously(): Promise<void>;
  /** Adds the entry for `uid`, removed by the server on disconnect; returns what removes it. */
  enter(uid: string): Unsubscribe;
}

export interface Presence {
  /**
   * Removes this client's entry while its session can still do so. Call just before the
   * session changes (a sign-in replaces the anonymous uid, and the new uid may not remove the
   * old entry); the entry under the new uid follows from watchUid. Call `resume` if the change
   * did not happen (the sign-in window was closed).
   */
  suspend(): void;
  resume(): void;
  stop: Unsubscribe;
}

export function runPresence(deps: PresenceDeps): Presence {
  let uid: string | null = null;
  let leave: Unsubscribe | null = null;
  const exit = () => {
    leave?.();
    leave = null;
  };
  const stopWatching = deps.watchUid((next) => {
    if (next === uid && leave) return;
    exit();
    uid = next;
    if (next === null) deps.signInAnonymously().catch(() => undefined);
    else leave = deps.enter(next);
  });
  return {
    suspend: exit,
    resume() {
      if (uid !== null && !leave) leave = deps.enter(uid);
    },
    stop() {
      stopWatching();
      exit();
    },
  };
}
