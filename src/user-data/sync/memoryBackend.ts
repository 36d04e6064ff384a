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
 * Used by the contract and controller tests, and by the /dev/cloud-sync page (which keeps the
 * documents across reloads: `docs` to start from, `toDocs` to save).
 */
export class MemoryCloud {
  private readonly docs: Map<string, CloudUserDoc>;
  private readonly docListeners = new Set<(uid: string) => void>();
  private readonly presence = new Map<string, number>();
  private readonly presenceListeners = new Set<() => void>();
  private nextPresenceId = 1;

  constructor(
    private readonly now: () => number = Date.now,
    docs: Record<string, CloudUserDoc> = {},
  ) {
    this.docs = new Map(Object.entries(docs));
  }

  readDoc(uid: string): CloudUserDoc | null {
    return this.docs.get(uid) ?? null;
  }

  /** Every document, for saving (see the constructor). */
  toDocs(): Record<string, CloudUserDoc> {
    return Object.fromEntries(this.docs);
  }

  commit(uid: string, changes: readonly FieldChange[]): void {
    this.docs.set(uid, applyFieldChanges(this.readDoc(uid), changes));
    this.docListeners.forEach((listener) => listener(uid));
  }

  /** Test helper: sets a whole document as it would be on the server (the console, an old client). */
  putDoc(uid: string, doc: CloudUserDoc): void {
    this.docs.set(uid, { ...doc });
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

export interface MemoryClientOptions {
  /** Signed in from the start, as a reloaded page whose session persisted. */
  user?: SyncUser | null;
  /** Starts without a connection. */
  online?: boolean;
  /**
   * What the client's persistent cache holds from an earlier visit, per uid (null: the document
   * was missing then). Watching such a document reports this first, `fromCache`, even online.
   */
  cache?: Record<string, CloudUserDoc | null>;
}

export type MemoryBackend = SyncBackend & MemoryClientControls;

interface PendingWrite {
  uid: string;
  changes: readonly FieldChange[];
  resolve: () => void;
}

const DEFAULT_USER: SyncUser = {
  uid: 'memory-user',
  displayName: 'Local Student',
  email: null,
  photoURL: null,
};

/**
 * One client of a MemoryCloud: behaves like a browser tab using the Firebase SDK. It sees the
 * cloud only through what the server sent it while connected (its cache); a document it has not
 * heard about from the server is reported `fromCache` (as missing, or as the cache last held it)
 * until the server answers, which it does asynchronously after a watch starts, as a real server
 * does. Writes are applied locally at once (`hasPendingWrites`) and reach the cloud while online.
 */
export function createMemoryBackend(
  cloud: MemoryCloud,
  options: MemoryClientOptions = {},
): MemoryBackend {
  let online = options.online ?? true;
  let user: SyncUser | null = options.user ?? null;
  let popupResult: SyncUser | SyncError = DEFAULT_USER;
  const authListeners = new Set<(user: SyncUser | null) => void>();
  const pending: PendingWrite[] = [];
  // What this client last heard from the server of each document (stale while offline).
  const cache = new Map<string, CloudUserDoc | null>(Object.entries(options.cache ?? {}));
  // Documents the server is keeping this client up to date on (watched while connected).
  const confirmed = new Set<string>();
  const docWatchers = new Set<{ uid: string; callback: (s: UserDocSnapshot) => void }>();
  const countWatchers = new Set<() => void>();
  // One presence entry per client, as one browser tab holds one connection.
  let presenceId: string | null = null;
  let inPresence = false;

  function localView(uid: string): UserDocSnapshot {
    const mine = pending.filter((write) => write.uid === uid);
    let data = cache.get(uid) ?? null;
    for (const write of mine) data = applyFieldChanges(data, write.changes);
    return {
      data,
      hasPendingWrites: mine.length > 0,
      fromCache: !(online && confirmed.has(uid)),
    };
  }

  function notifyDoc(uid: string): void {
    docWatchers.forEach((watcher) => {
      if (watcher.uid === uid) watcher.callback(localView(uid));
    });
  }

  /** The server answers for a watched document: its current version, confirmed. */
  function hearFromServer(uid: string): void {
    if (!online || ![...docWatchers].some((watcher) => watcher.uid === uid)) return;
    cache.set(uid, cloud.readDoc(uid));
    confirmed.add(uid);
    notifyDoc(uid);
  }

  function flush(): void {
    while (online && pending.length > 0) {
      const write = pending.shift() as PendingWrite;
      cloud.commit(write.uid, write.changes);
      write.resolve();
    }
  }

  cloud.onDocChange((uid) => {
    if (confirmed.has(uid)) hearFromServer(uid);
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
        // Watchers learn that what they see is now the cache.
        const watched = [...confirmed];
        confirmed.clear();
        watched.forEach(notifyDoc);
        return;
      }
      if (inPresence) presenceId = cloud.addPresence();
      countWatchers.forEach((report) => report());
      flush();
      new Set([...docWatchers].map((watcher) => watcher.uid)).forEach(hearFromServer);
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
      // The cache answers at once when it has something to say (or the client is offline)...
      if (!online || cache.has(uid) || confirmed.has(uid)) onSnapshot(localView(uid));
      // ...the server a moment later.
      if (online && !confirmed.has(uid)) queueMicrotask(() => hearFromServer(uid));
      return () => {
        docWatchers.delete(watcher);
        // Unwatched, the document is no longer kept up to date: what remains is the cache.
        if (![...docWatchers].some((other) => other.uid === uid)) confirmed.delete(uid);
      };
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
