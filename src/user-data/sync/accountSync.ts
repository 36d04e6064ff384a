/**
 * The sync of one signed-in account, from the hand-over to its end: follows the account's
 * document, decides on its first confirmed snapshot (see syncController.ts for the cases),
 * then merges every later one against the sync marker and sends local changes as they happen.
 *
 * Nothing is decided on a snapshot the server has not confirmed (`fromCache`) or that still
 * holds this client's unacknowledged writes: a cache may say "no document" for one that exists,
 * or hold an old version of it.
 */
import { createDefaultUserData, type PreservedEntries, type UserData } from '../fields';
import {
  hasUnsyncedData,
  mergeWithCloud,
  toFullUpload,
  withAcknowledged,
  type AgreedValues,
} from './mergeCloud';
import { readSyncMarker, writeSyncMarker } from './syncMarker';
import {
  applyFromCloud,
  readStoredValues,
  toCloudChanges,
  toUserData,
  type SyncableStore,
} from './storeValues';
import {
  BACKUP_FAILED_MESSAGE,
  BACKUP_REASONS,
  REPLACE_FAILED_MESSAGE,
  UPLOAD_PROMPT,
} from './syncMessages';
import {
  SyncError,
  type CloudUserDoc,
  type FieldChange,
  type SyncBackend,
  type SyncUser,
  type Unsubscribe,
} from './types';

export interface AccountSyncDeps {
  backend: SyncBackend;
  store: SyncableStore;
  user: SyncUser;
  /** Asks the student a yes/no question (window.confirm in the browser). */
  confirm: (message: string) => boolean | Promise<boolean>;
  /** Remembers whether this browser has a signed-in user (so later visits load sync after idle). */
  rememberSignedIn?: (signedIn: boolean) => void;
  /** Shows the student as signed in to `user`, syncing. */
  showSignedIn(): void;
  /** Shows a failure that does not end the sync (a refused write, a lost connection). */
  reportError(error: unknown): void;
  /** The hand-over failed and nothing was replaced: leave the account, showing why. */
  abandon(error: unknown): void;
}

export interface AccountSync {
  uid: string;
  /** Whether the account's cloud lacks something this browser holds (for sign-out). */
  holdsUnsyncedData(): boolean;
  /** Stops following the document and sending changes. */
  stop(): void;
}

export function startAccountSync(deps: AccountSyncDeps): AccountSync {
  const { backend, store, user } = deps;
  const { uid } = user;
  const marker = readSyncMarker(store);
  const resumed = marker?.uid === uid ? marker.agreed : null;
  // What this browser and the cloud agree on; null until the first confirmed snapshot when
  // this browser never synced with the account.
  let agreed: AgreedValues | null = resumed;
  let started = false;
  let handling = false;
  let stopped = false;
  let inflight = 0;
  let latest: { doc: CloudUserDoc | null } | null = null;
  let stopMirror: Unsubscribe | null = null;

  function saveAgreed(): void {
    if (agreed) writeSyncMarker(store, { uid, agreed });
  }

  function replaceOrStop(data: UserData, reason: string, preserved?: PreservedEntries): void {
    const outcome = store.replaceAll(data, reason, { preserved, pinned: true });
    if (outcome.ok) return;
    throw new SyncError(
      'unknown',
      outcome.reason === 'write-failed' ? REPLACE_FAILED_MESSAGE : BACKUP_FAILED_MESSAGE,
    );
  }

  function send(changes: FieldChange[]): void {
    if (changes.length === 0) return;
    inflight += 1;
    // Refused writes count as agreed too: the next snapshot then shows the server's value
    // instead of sending the refused one again and again.
    const settle = () => {
      if (stopped) return;
      agreed = withAcknowledged(agreed ?? {}, changes);
      saveAgreed();
    };
    backend
      .writeFields(uid, changes)
      .then(settle, (error: unknown) => {
        settle();
        deps.reportError(error);
      })
      .finally(() => {
        inflight -= 1;
        reconcile();
      });
  }

  /** Merges the newest confirmed snapshot once no write of ours is on its way. */
  function reconcile(): void {
    if (stopped || handling || inflight > 0 || latest === null) return;
    const { doc } = latest;
    latest = null;
    if (!started) {
      void begin(doc);
      return;
    }
    if (doc === null) {
      // Deleted on the server while synced: this browser's copy is all there is.
      agreed = {};
      saveAgreed();
      send(toFullUpload(readStoredValues(store)));
      return;
    }
    const merge = mergeWithCloud(readStoredValues(store), agreed, doc);
    applyFromCloud(store, merge.next);
    agreed = merge.agreed;
    saveAgreed();
    send(merge.uploads);
  }

  /** The hand-over, on the first confirmed snapshot. */
  async function begin(doc: CloudUserDoc | null): Promise<void> {
    handling = true;
    try {
      store.hydrate();
      let uploads: FieldChange[];
      if (doc) {
        const merge = mergeWithCloud(readStoredValues(store), resumed, doc);
        if (resumed) {
          applyFromCloud(store, merge.next);
        } else {
          const { data, preserved } = toUserData(merge.next);
          replaceOrStop(data, BACKUP_REASONS.signIn, preserved);
        }
        agreed = merge.agreed;
        uploads = merge.uploads;
      } else {
        // The server confirmed that there is no document.
        if (
          !resumed &&
          store.getState().lastViewedModule !== null &&
          !(await deps.confirm(UPLOAD_PROMPT))
        ) {
          // The cloud starts empty; the local state stays restorable from the backup.
          replaceOrStop(createDefaultUserData(), BACKUP_REASONS.cancelUpload);
        }
        if (stopped) return;
        agreed = {};
        uploads = toFullUpload(readStoredValues(store));
      }
      saveAgreed();
      started = true;
      startMirror();
      deps.rememberSignedIn?.(true);
      deps.showSignedIn();
      send(uploads);
    } catch (error) {
      // Without a backup nothing was replaced; leave the account rather than sync a state
      // the student did not agree to.
      deps.abandon(error);
    } finally {
      handling = false;
    }
    reconcile();
  }

  function startMirror(): void {
    // One store update can change several fields; they are sent as one write, so a snapshot
    // never arrives holding only some of them (which would revert the rest).
    let batch: FieldChange[] = [];
    stopMirror = store.onChange((change) => {
      if (change.origin !== 'local' && change.origin !== 'replace') return;
      if (batch.length === 0) {
        queueMicrotask(() => {
          const changes = batch;
          batch = [];
          if (!stopped) send(changes);
        });
      }
      batch.push(...toCloudChanges(change, store.getState(), store.getStoredValue));
    });
  }

  const stopWatching = backend.watchUserDoc(
    uid,
    (snapshot) => {
      // A cached snapshot may miss the document or hold an old version, and one with our own
      // unacknowledged writes is not the server's word: decide only on confirmed ones.
      if (snapshot.fromCache || snapshot.hasPendingWrites) return;
      latest = { doc: snapshot.data };
      reconcile();
    },
    deps.reportError,
  );
  // This browser synced with the account before: it is signed in now; syncing catches up
  // when the server answers (the marker keeps every change made here meanwhile).
  if (resumed) deps.showSignedIn();

  return {
    uid,
    holdsUnsyncedData: () => hasUnsyncedData(readStoredValues(store), agreed),
    stop() {
      stopped = true;
      stopWatching();
      stopMirror?.();
    },
  };
}
