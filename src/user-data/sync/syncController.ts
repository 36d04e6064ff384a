/**
 * The hand-over between the browser's progress and the cloud, and the mirroring after it.
 * Every path that replaces or erases local progress goes through the store's `replaceAll`,
 * which saves the current state as a restorable backup first:
 *
 * - sign-in, cloud document exists → backup, then the cloud's values replace local ones
 *   (fields the document lacks keep their local value and are uploaded);
 * - sign-in, no document, local progress has a lastViewedModule → ask UPLOAD_PROMPT:
 *   OK uploads local progress; Cancel saves a backup and starts from empty progress;
 * - sign-in, no document and no module viewed → local progress is uploaded (nothing is lost);
 * - sign-out → backup, local fields erased, page reloaded.
 */
import {
  MAP_FIELDS,
  createDefaultUserData,
  validateField,
  type PreservedEntries,
  type UserData,
} from '../fields';
import { FIELD_SPECS, acceptsValue } from '../fieldSpecs';
import type { UserDataChange as StoreChange, UserDataStore } from '../store';
import {
  SYNCED_FIELDS,
  SyncError,
  SYNC_ERROR_MESSAGES,
  isMapField,
  type CloudUserDoc,
  type FieldChange,
  type SignInProvider,
  type SyncBackend,
  type SyncedField,
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

/**
 * The map entries of a cloud document with values this version does not know (a newer version
 * wrote them): kept locally and written back, never dropped. One record per map field present.
 */
export function readCloudPreserved(doc: CloudUserDoc): PreservedEntries {
  const kept: PreservedEntries = {};
  for (const field of MAP_FIELDS) {
    if (field in doc) kept[field] = validateField(field, doc[field]).preserved ?? {};
  }
  return kept;
}

/**
 * The cloud values this version can read. A field whose value it cannot read as a whole (a
 * newer version's setting, or anything the rules let through that the client refuses) is left
 * out, so it never replaces a valid local value with a default; map entries that cannot be read
 * are dropped from the map (and values from a newer version are kept, readCloudPreserved).
 */
export function readCloudFields(doc: CloudUserDoc): Partial<UserData> {
  const fields: Partial<UserData> = {};
  for (const field of SYNCED_FIELDS) {
    if (!(field in doc)) continue;
    const value = doc[field];
    const check = validateField(field, value);
    if (check.rejected || !acceptsValue(FIELD_SPECS[field], value)) continue;
    (fields as Record<string, unknown>)[field] = check.value;
  }
  return fields;
}

/** What the store holds for a field, preserved entries included (`store.getStoredValue`). */
export type ReadStored = (field: SyncedField) => unknown;

/** Every field as a whole-field change (the first upload). */
export function toFullUpload(
  read: ReadStored,
  fields: readonly SyncedField[] = SYNCED_FIELDS,
): FieldChange[] {
  return fields.map((field) => ({ field, value: read(field) }) as FieldChange);
}

/**
 * What a local store change writes to the cloud: map entries by key, other fields whole (a whole
 * map with its preserved entries, so the cloud keeps a newer version's values).
 */
export function toCloudChanges(
  change: StoreChange,
  state: UserData,
  read: ReadStored,
): FieldChange[] {
  const { field } = change;
  if (isMapField(field) && change.origin === 'local' && change.changedKeys) {
    const map = state[field] as Record<string, unknown>;
    return change.changedKeys.map((key) => ({ field, key, value: map[key] }));
  }
  return [{ field, value: read(field) } as FieldChange];
}

export function createSyncController(deps: SyncControllerDeps) {
  const { backend, store } = deps;
  let status: SyncStatus = { kind: 'loading' };
  const listeners = new Set<() => void>();
  let detach: Unsubscribe | null = null;
  let attachedUid: string | null = null;

  function setStatus(next: SyncStatus): void {
    status = next;
    listeners.forEach((listener) => listener());
  }

  function reportError(error: unknown): void {
    const message = error instanceof SyncError ? error.message : SYNC_ERROR_MESSAGES.unknown;
    if (status.kind === 'signed-in') setStatus({ ...status, error: message });
    else setStatus({ kind: 'signed-out', error: message });
  }

  function write(uid: string, changes: FieldChange[]): void {
    if (changes.length === 0) return;
    backend.writeFields(uid, changes).catch(reportError);
  }

  function replaceOrStop(data: UserData, reason: string, keep?: PreservedEntries): void {
    const outcome = store.replaceAll(data, reason, { preserved: keep, pinned: true });
    if (outcome.ok) return;
    throw new SyncError(
      'unknown',
      outcome.reason === 'write-failed' ? REPLACE_FAILED_MESSAGE : BACKUP_FAILED_MESSAGE,
    );
  }

  async function handleFirstSnapshot(uid: string, doc: CloudUserDoc | null): Promise<void> {
    store.hydrate();
    const local = store.getState();
    if (doc) {
      const cloud = readCloudFields(doc);
      // Cloud maps replace local ones, with their own preserved entries; others keep local ones.
      replaceOrStop({ ...local, ...cloud }, BACKUP_REASONS.signIn, {
        ...store.getPreserved(),
        ...readCloudPreserved(doc),
      });
      // Only absent fields are uploaded: a value this version cannot read stays in the cloud.
      const missing = SYNCED_FIELDS.filter((field) => !(field in doc));
      write(uid, toFullUpload(store.getStoredValue, missing));
      return;
    }
    if (local.lastViewedModule !== null && !(await deps.confirm(UPLOAD_PROMPT))) {
      // The cloud starts empty; the local state stays restorable from the backup.
      replaceOrStop(createDefaultUserData(), BACKUP_REASONS.cancelUpload);
      return;
    }
    write(uid, toFullUpload(store.getStoredValue));
  }

  function attach(user: SyncUser): void {
    if (attachedUid === user.uid) return;
    detach?.();
    attachedUid = user.uid;
    let first = true;
    let ready = false;
    let stopMirror: Unsubscribe | null = null;

    const stopWatching = backend.watchUserDoc(
      user.uid,
      (snapshot) => {
        if (first) {
          first = false;
          handleFirstSnapshot(user.uid, snapshot.data)
            .then(() => {
              ready = true;
              // One store update can change several fields; they are sent as one write, so a
              // snapshot never arrives holding only some of them (which would revert the rest).
              let batch: FieldChange[] = [];
              stopMirror = store.onChange((change) => {
                if (change.origin !== 'local' && change.origin !== 'replace') return;
                if (batch.length === 0) {
                  queueMicrotask(() => {
                    const changes = batch;
                    batch = [];
                    write(user.uid, changes);
                  });
                }
                batch.push(...toCloudChanges(change, store.getState(), store.getStoredValue));
              });
              deps.rememberSignedIn?.(true);
              setStatus({ kind: 'signed-in', user, error: null });
            })
            .catch((error: unknown) => {
              // Without a backup nothing was replaced; leave the account rather than sync a
              // state the student did not agree to.
              detach?.();
              detach = null;
              backend.signOut().catch(() => undefined);
              reportError(error);
            });
          return;
        }
        if (!ready || !snapshot.data) return;
        // Later snapshots: another device's changes arrive; apply only what differs.
        const cloud = readCloudFields(snapshot.data);
        const cloudPreserved = readCloudPreserved(snapshot.data);
        for (const field of Object.keys(cloud) as Array<keyof UserData>) {
          const map = isMapField(field) ? field : null;
          const keep = map ? (cloudPreserved[map] ?? {}) : undefined;
          const same =
            JSON.stringify(cloud[field]) === JSON.stringify(store.getState()[field]) &&
            (map === null ||
              JSON.stringify(keep) === JSON.stringify(store.getPreserved()[map] ?? {}));
          if (!same) store.setField(field, cloud[field] as never, 'remote', keep);
        }
      },
      reportError,
    );
    detach = () => {
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
    /** Stops mirroring first, so erasing local data is never written to the cloud. */
    async signOut(): Promise<void> {
      detach?.();
      detach = null;
      await backend.signOut();
      deps.rememberSignedIn?.(false);
      if (!store.eraseFields(BACKUP_REASONS.signOut).ok) {
        // Signed out of the account, but local progress stays: it could not be backed up.
        reportError(new SyncError('unknown', BACKUP_FAILED_MESSAGE));
        return;
      }
      deps.reload();
    },
  };
}

export type SyncController = ReturnType<typeof createSyncController>;
