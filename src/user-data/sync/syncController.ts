/**
 * The hand-over between the browser's progress and the cloud, and the syncing after it.
 *
 * Nothing is decided on a snapshot the server has not confirmed (`fromCache`) or that still
 * holds this client's unacknowledged writes: a cache may say "no document" for one that exists,
 * or hold an old version of it. On the first confirmed snapshot:
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
import {
  MAP_FIELDS,
  FIELD_NAMES,
  createDefaultUserData,
  isMapField,
  validateField,
  type PreservedEntries,
  type UserData,
} from '../fields';
import type { UserDataChange as StoreChange, UserDataStore } from '../storeTypes';
import {
  hasUnsyncedData,
  mergeWithCloud,
  toFullUpload,
  withAcknowledged,
  type AgreedValues,
  type StoredValues,
} from './mergeCloud';
import { clearSyncMarker, readSyncMarker, writeSyncMarker } from './syncMarker';
import {
  SyncError,
  SYNC_ERROR_MESSAGES,
  type CloudUserDoc,
  type FieldChange,
  type SignInProvider,
  type SyncBackend,
  type SyncUser,
  type Unsubscribe,
} from './types';

export const UPLOAD_PROMPT =
  "Upload local progress to server? (You'll lose your local progress if you don't)";

export const BACKUP_REASONS = {
  signIn: 'Before loading your progress from your account',
  cancelUpload: 'Before starting with empty cloud progress',
  signOut: 'Before signing out',
} as const;

/** Thrown when local progress cannot be backed up: nothing is replaced or erased then. */
export const BACKUP_FAILED_MESSAGE =
  'Your progress could not be backed up in this browser (storage is full or blocked), so nothing was replaced. Free some space or export your progress from Settings, then try again.';

/** Thrown when the new state cannot be written (storage full): storage is put back as it was. */
export const REPLACE_FAILED_MESSAGE =
  'Your cloud progress could not be saved in this browser (storage is full or blocked), so nothing was replaced. Free some space (delete old backups in Settings), then try again.';

export type SyncStatus =
  | { kind: 'signed-out'; error: string | null }
  | { kind: 'loading' }
  | { kind: 'signed-in'; user: SyncUser; error: string | null };

/** The store operations the controller needs (the real store satisfies it). */
export type SyncableStore = Pick<
  UserDataStore,
  | 'getState'
  | 'hydrate'
  | 'replaceAll'
  | 'eraseFields'
  | 'onChange'
  | 'setField'
  | 'getStoredValue'
  | 'getPreserved'
  | 'readRaw'
  | 'writeRaw'
  | 'removeRaw'
>;

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

/** Every field as the store holds it, preserved entries included (`store.getStoredValue`). */
export function readStoredValues(store: Pick<SyncableStore, 'getStoredValue'>): StoredValues {
  return Object.fromEntries(
    FIELD_NAMES.map((field) => [field, store.getStoredValue(field)]),
  ) as StoredValues;
}

/**
 * What a local store change writes to the cloud: map entries one by one (with a newer version's
 * value where the store keeps one for that id), other fields whole.
 */
export function toCloudChanges(
  change: StoreChange,
  state: UserData,
  read: SyncableStore['getStoredValue'],
): FieldChange[] {
  const { field } = change;
  if (isMapField(field)) {
    const stored = read(field) as Record<string, unknown>;
    return (change.changedKeys ?? []).map((key) => ({ field, key, value: stored[key] }));
  }
  return [{ field, value: state[field] } as FieldChange];
}

/** A merged state in the store's shape: known values, and the entries kept for a newer version. */
function toUserData(values: StoredValues): { data: UserData; preserved: PreservedEntries } {
  const data = { ...createDefaultUserData(), ...values } as UserData;
  const preserved: PreservedEntries = {};
  for (const field of MAP_FIELDS) {
    const check = validateField(field, values[field]);
    data[field] = check.value as never;
    preserved[field] = check.preserved ?? {};
  }
  return { data, preserved };
}

export function createSyncController(deps: SyncControllerDeps) {
  const { backend, store } = deps;
  let status: SyncStatus = { kind: 'loading' };
  const listeners = new Set<() => void>();
  let detach: Unsubscribe | null = null;
  let attachedUid: string | null = null;
  // Whether the attached account's cloud lacks something this browser holds (for sign-out).
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

  function replaceOrStop(data: UserData, reason: string, preserved?: PreservedEntries): void {
    const outcome = store.replaceAll(data, reason, { preserved, pinned: true });
    if (outcome.ok) return;
    throw new SyncError(
      'unknown',
      outcome.reason === 'write-failed' ? REPLACE_FAILED_MESSAGE : BACKUP_FAILED_MESSAGE,
    );
  }

  /** Applies merged values that came from the cloud (not sent back: origin `remote`). */
  function applyFromCloud(next: StoredValues): void {
    const current = readStoredValues(store);
    for (const field of FIELD_NAMES) {
      if (JSON.stringify(next[field]) === JSON.stringify(current[field])) continue;
      if (isMapField(field)) {
        const check = validateField(field, next[field]);
        store.setField(field, check.value, 'remote', check.preserved ?? {});
      } else {
        store.setField(field, next[field] as never, 'remote');
      }
    }
  }

  function attach(user: SyncUser): void {
    if (attachedUid === user.uid) return;
    detach?.();
    attachedUid = user.uid;
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
          reportError(error);
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
      applyFromCloud(merge.next);
      agreed = merge.agreed;
      saveAgreed();
      send(merge.uploads);
    }

    async function begin(doc: CloudUserDoc | null): Promise<void> {
      handling = true;
      try {
        store.hydrate();
        let uploads: FieldChange[];
        if (doc) {
          const merge = mergeWithCloud(readStoredValues(store), resumed, doc);
          if (resumed) {
            applyFromCloud(merge.next);
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
        setStatus({ kind: 'signed-in', user, error: null });
        send(uploads);
      } catch (error) {
        // Without a backup nothing was replaced; leave the account rather than sync a state
        // the student did not agree to.
        detach?.();
        detach = null;
        backend.signOut().catch(() => undefined);
        reportError(error);
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
      reportError,
    );
    holdsUnsyncedData = () => hasUnsyncedData(readStoredValues(store), agreed);
    // This browser synced with the account before: it is signed in now; syncing catches up
    // when the server answers (the marker keeps every change made here meanwhile).
    if (resumed) setStatus({ kind: 'signed-in', user, error: null });
    detach = () => {
      stopped = true;
      stopWatching();
      stopMirror?.();
      attachedUid = null;
    };
  }

  return {
    getStatus: (): SyncStatus => status,
    subscribe(listener: () => void): Unsubscribe {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Follows the auth state; returns the function that stops everything. */
    start(): Unsubscribe {
      const stopAuth = backend.onAuthStateChanged((user) => {
        if (user) {
          if (status.kind !== 'signed-in') setStatus({ kind: 'loading' });
          attach(user);
        } else {
          detach?.();
          detach = null;
          deps.rememberSignedIn?.(false);
          if (status.kind !== 'signed-out') setStatus({ kind: 'signed-out', error: null });
        }
      });
      return () => {
        stopAuth();
        detach?.();
      };
    },
    async signIn(provider: SignInProvider): Promise<void> {
      setStatus({ kind: 'loading' });
      try {
        const user = await backend.signInWithPopup(provider);
        attach(user);
      } catch (error) {
        reportError(error);
      }
    },
    /**
     * Stops syncing first, so erasing local data is never written to the cloud. Local data the
     * cloud lacks (changes not yet acknowledged) is backed up before it is erased.
     */
    async signOut(): Promise<void> {
      store.hydrate();
      const unsynced = holdsUnsyncedData();
      detach?.();
      detach = null;
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

export type SyncController = ReturnType<typeof createSyncController>;
