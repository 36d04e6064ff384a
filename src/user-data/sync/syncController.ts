/**
 * The hand-over between the browser's progress and the cloud, and the syncing after it: this
 * module follows the sign-in state and keeps the status the header shows; the sync of each
 * signed-in account is accountSync.ts.
 *
 * Nothing is decided on a snapshot the server has not confirmed. On the first confirmed one:
 *
 * - this browser synced with this account before (the sync marker, syncMarker.ts) → the changes
 *   made here since the last acknowledged write are kept and sent, the cloud's other values are
 *   taken (mergeCloud.ts); nothing is asked and no backup is needed (nothing is lost);
 * - sign-in, cloud document exists → the cloud's values replace local ones (fields the document
 *   lacks keep their local value and are uploaded), after a backup if that loses local data;
 * - sign-in, no document, local progress has a lastViewedModule → ask UPLOAD_PROMPT: OK uploads
 *   local progress; Cancel backs it up and starts from empty progress;
 * - sign-in, no document and no module viewed → local progress is uploaded (nothing is lost);
 *
 * and the visit streak is merged by its rule in every case. Later confirmed snapshots are merged
 * the same way against the marker (so a change this tab did not send, such as one made in
 * another tab before its sync loaded, is kept), while local changes are sent as they happen.
 * Sign-out erases local data, after a backup if the cloud lacks some of it.
 *
 * Every write names map entries one by one (FieldChange): no write removes an entry it did not
 * mean to, such as one another device added.
 */
import { startAccountSync, type AccountSync } from './accountSync';
import { clearSyncMarker } from './syncMarker';
import type { SyncableStore } from './storeValues';
import { BACKUP_FAILED_MESSAGE, BACKUP_REASONS } from './syncMessages';
import {
  SyncError,
  SYNC_ERROR_MESSAGES,
  type SignInProvider,
  type SyncBackend,
  type SyncUser,
  type Unsubscribe,
} from './types';

export type SyncStatus =
  | { kind: 'signed-out'; error: string | null }
  | { kind: 'loading' }
  | { kind: 'signed-in'; user: SyncUser; error: string | null };

export interface SyncControllerDeps {
  backend: SyncBackend;
  store: SyncableStore;
  /** Asks the student a yes/no question (window.confirm in the browser). */
  confirm: (message: string) => boolean | Promise<boolean>;
  /** Reloads the page after sign-out. */
  reload: () => void;
  /** Remembers whether this browser has a signed-in user (so later visits load sync after idle). */
  rememberSignedIn?: (signedIn: boolean) => void;
}

export interface SyncController {
  getStatus(): SyncStatus;
  subscribe(listener: () => void): Unsubscribe;
  /** Follows the auth state; returns the function that stops everything. */
  start(): Unsubscribe;
  signIn(provider: SignInProvider): Promise<void>;
  /**
   * Stops syncing first, so erasing local data is never written to the cloud. Local data the
   * cloud lacks (changes not yet acknowledged) is backed up before it is erased.
   */
  signOut(): Promise<void>;
}

export function createSyncController(deps: SyncControllerDeps): SyncController {
  const { backend, store } = deps;
  let status: SyncStatus = { kind: 'loading' };
  const listeners = new Set<() => void>();
  let current: AccountSync | null = null;
  // Whether the last attached account's cloud lacks something this browser holds (for sign-out).
  let holdsUnsyncedData: () => boolean = () => true;

  function setStatus(next: SyncStatus): void {
    status = next;
    listeners.forEach((listener) => listener());
  }

  function reportError(error: unknown): void {
    const message = error instanceof SyncError ? error.message : SYNC_ERROR_MESSAGES.unknown;
    if (status.kind === 'signed-in') setStatus({ ...status, error: message });
    else setStatus({ kind: 'signed-out', error: message });
  }

  function detach(): void {
    current?.stop();
    current = null;
  }

  function attach(user: SyncUser): void {
    if (current?.uid === user.uid) return;
    detach();
    const sync = startAccountSync({
      backend,
      store,
      user,
      confirm: deps.confirm,
      rememberSignedIn: deps.rememberSignedIn,
      showSignedIn: () => setStatus({ kind: 'signed-in', user, error: null }),
      reportError,
      abandon(error) {
        detach();
        backend.signOut().catch(() => undefined);
        reportError(error);
      },
    });
    current = sync;
    holdsUnsyncedData = sync.holdsUnsyncedData;
  }

  return {
    getStatus: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      const stopAuth = backend.onAuthStateChanged((user) => {
        if (user) {
          if (status.kind !== 'signed-in') setStatus({ kind: 'loading' });
          attach(user);
        } else {
          detach();
          deps.rememberSignedIn?.(false);
          if (status.kind !== 'signed-out') setStatus({ kind: 'signed-out', error: null });
        }
      });
      return () => {
        stopAuth();
        detach();
      };
    },
    async signIn(provider) {
      setStatus({ kind: 'loading' });
      try {
        const user = await backend.signInWithPopup(provider);
        attach(user);
      } catch (error) {
        reportError(error);
      }
    },
    async signOut() {
      store.hydrate();
      const unsynced = holdsUnsyncedData();
      detach();
      await backend.signOut();
      deps.rememberSignedIn?.(false);
      clearSyncMarker(store);
      if (!store.eraseFields(unsynced ? BACKUP_REASONS.signOut : undefined).ok) {
        // Signed out of the account, but local progress stays: it could not be backed up.
        reportError(new SyncError('unknown', BACKUP_FAILED_MESSAGE));
        return;
      }
      deps.reload();
    },
  };
}
