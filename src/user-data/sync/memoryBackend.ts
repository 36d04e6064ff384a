import { applyFieldChanges } from './applyChanges';
import {
  SyncError,
  SYNC_ERROR_MESSAGES,
  type CloudUserDoc,
  type FieldChange,
  type SignInProvider,
  type SyncBackend,
  type SyncUser,
  type Unsubscribe,
  type UserDocSnapshot,
} from './types';

/**
 * A cloud kept in memory: user documents and presence, shared by any number of clients.
 * Used by the contract tests and as the backend of the local-only mode.
 */
export class MemoryCloud {
  private readonly docs = new Map<string, CloudUserDoc>();
  private readonly docListeners = new Set<(uid: string) => void>();
  private readonly presence = new Map<string, number>();
  private readonly presenceListeners = new Set<() => void>();
  private nextPresenceId = 1;

  constructor(private readonly now: () => number = Date.now) {}

  readDoc(uid: string): CloudUserDoc | null {
    return this.docs.get(uid) ?? null;
  }

  commit(uid: string, changes: readonly FieldChange[]): void {
    this.docs.set(uid, applyFieldChanges(this.readDoc(uid), changes));
    this.docListeners.forEach((listener) => listener(uid));
  }

  /** Test helper: remove a user's document as if deleted on the server. */
  deleteDoc(uid: string): void {
    this.docs.delete(uid);
    this.docListeners.forEach((listener) => listener(uid));
  }

  onDocChange(listener: (uid: string) => void): Unsubscribe {
    this.docListeners.add(listener);
    return () => this.docListeners.delete(listener);
  }

  addPresence(): string {
    const id = `client-${this.nextPresenceId++}`;
    this.presence.set(id, this.now());
    this.presenceListeners.forEach((listener) => listener());
    return id;
  }

  removePresence(id: string): void {
    if (this.presence.delete(id)) this.presenceListeners.forEach((listener) => listener());
  }

  presenceCount(): number {
    return this.presence.size;
  }

  onPresenceChange(listener: () => void): Unsubscribe {
    this.presenceListeners.add(listener);
    return () => this.presenceListeners.delete(listener);
  }
}

/** Controls a test has over one in-memory client, beyond the SyncBackend contract. */
export interface MemoryClientControls {
  /** Simulates losing or regaining the connection. */
  setOnline(online: boolean): void;
  /** The user the next sign-in pop-up yields, or the error it fails with. */
  setPopupResult(result: SyncUser | SyncError): void;
}

export type MemoryBackend = SyncBackend & MemoryClientControls;

interface PendingWrite {
  uid: string;
  changes: readonly FieldChange[];
  resolve: () => void;
}

/** One client of a MemoryCloud: behaves like a browser tab using the Firebase SDK. */
export function createMemoryBackend(cloud: MemoryCloud): MemoryBackend {
  let online = true;
  let user: SyncUser | null = null;
  let popupResult: SyncUser | SyncError = {
    uid: 'memory-user',
    displayName: 'Local Student',
    email: null,
    photoURL: null,
  };
  const authListeners = new Set<(user: SyncUser | null) => void>();
  const pending: PendingWrite[] = [];
  // What this client last saw of each document from the server (stale while offline).
  const serverView = new Map<string, CloudUserDoc | null>();
  const docWatchers = new Set<{ uid: string; callback: (s: UserDocSnapshot) => void }>();
  const countWatchers = new Set<() => void>();
  // One presence entry per client, as one browser tab holds one connection.
  let presenceId: string | null = null;
  let inPresence = false;

  function localView(uid: string): UserDocSnapshot {
    const mine = pending.filter((write) => write.uid === uid);
    let data = serverView.has(uid) ? (serverView.get(uid) ?? null) : cloud.readDoc(uid);
    for (const write of mine) data = applyFieldChanges(data, write.changes);
    return { data, hasPendingWrites: mine.length > 0 };
  }

  function notifyDoc(uid: string): void {
    docWatchers.forEach((watcher) => {
      if (watcher.uid === uid) watcher.callback(localView(uid));
    });
  }

  function flush(): void {
    while (online && pending.length > 0) {
      const write = pending.shift() as PendingWrite;
      cloud.commit(write.uid, write.changes);
      write.resolve();
    }
  }

  cloud.onDocChange((uid) => {
    if (!online) return;
    serverView.set(uid, cloud.readDoc(uid));
    notifyDoc(uid);
  });

  function leavePresence(): void {
    if (presenceId) cloud.removePresence(presenceId);
    presenceId = null;
  }

  return {
    setOnline(next) {
      if (next === online) return;
      online = next;
      if (!online) {
        // The server notices the disconnect and removes this client's presence.
        leavePresence();
        countWatchers.forEach((report) => report());
        return;
      }
      if (inPresence) presenceId = cloud.addPresence();
      countWatchers.forEach((report) => report());
      flush();
      for (const uid of new Set([...serverView.keys()])) {
        serverView.set(uid, cloud.readDoc(uid));
        notifyDoc(uid);
      }
    },
    setPopupResult(result) {
      popupResult = result;
    },
    onAuthStateChanged(callback) {
      authListeners.add(callback);
      callback(user);
      return () => authListeners.delete(callback);
    },
    async signInWithPopup(_provider: SignInProvider) {
      if (!online) throw new SyncError('network', SYNC_ERROR_MESSAGES.network);
      if (popupResult instanceof SyncError) throw popupResult;
      user = popupResult;
      authListeners.forEach((listener) => listener(user));
      return popupResult;
    },
    async signOut() {
      user = null;
      authListeners.forEach((listener) => listener(null));
    },
    watchUserDoc(uid, onSnapshot) {
      const watcher = { uid, callback: onSnapshot };
      docWatchers.add(watcher);
      if (online) serverView.set(uid, cloud.readDoc(uid));
      onSnapshot(localView(uid));
      return () => docWatchers.delete(watcher);
    },
    writeFields(uid, changes) {
      return new Promise<void>((resolve) => {
        pending.push({ uid, changes, resolve });
        notifyDoc(uid);
        flush();
      });
    },
    async joinPresence() {
      inPresence = true;
      if (online && !presenceId) presenceId = cloud.addPresence();
      return () => {
        inPresence = false;
        leavePresence();
      };
    },
    watchOnlineCount(callback) {
      const report = () => callback(online ? cloud.presenceCount() : null);
      report();
      countWatchers.add(report);
      const stop = cloud.onPresenceChange(report);
      return () => {
        countWatchers.delete(report);
        stop();
      };
    },
  };
}
