/**
 * The contract between the user-data store and a cloud: who is signed in, the live user
 * document `users/{uid}`, field-by-field merge writes, and presence. Two adapters implement it:
 * Firebase (firebaseBackend.ts, the only importer of firebase/*) and in memory (memoryBackend.ts).
 */

import { FIELD_NAMES, USER_DATA_SCHEMA_VERSION, type FieldName, type MapField } from '../fields';

/** The fields a user document may hold: exactly the user-data fields, all of them synced. */
export const SYNCED_FIELDS = FIELD_NAMES;

export type SyncedField = FieldName;

/** The synced fields that are maps; their entries are written one key at a time. */
export { MAP_FIELDS, isMapField, type MapField } from '../fields';

/**
 * The version of the cloud document's shape, kept in its `schemaVersion` field (the same number
 * as the local store's): written when a client finds a document without one.
 */
export const CLOUD_SCHEMA_VERSION = USER_DATA_SCHEMA_VERSION;

/** A user document as read from the cloud: any subset of the fields, values unchecked. */
export type CloudUserDoc = Partial<Record<SyncedField | 'schemaVersion', unknown>>;

/** The fields written whole: every field but the maps, and the schema version. */
export type ScalarField = Exclude<SyncedField, MapField> | 'schemaVersion';

/**
 * One change to write. A map is only ever written one entry at a time (`value: undefined`
 * deletes the entry), never whole: so no write removes an entry it did not name, such as one
 * another device added meanwhile. Other fields are set whole.
 */
export type FieldChange =
  | { field: MapField; key: string; value: unknown }
  | { field: ScalarField; key?: undefined; value: unknown };

export interface SyncUser {
  uid: string;
  displayName: string | null;
  email: string | null;
  photoURL: string | null;
}

export type SignInProvider = 'google' | 'github';

export type SyncErrorCode =
  | 'popup-blocked'
  | 'popup-closed'
  | 'network'
  | 'unauthorized-domain'
  | 'permission-denied'
  | 'unknown';

/** An error with a message written for the student. */
export class SyncError extends Error {
  constructor(
    readonly code: SyncErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'SyncError';
  }
}

export const SYNC_ERROR_MESSAGES: Record<SyncErrorCode, string> = {
  'popup-blocked':
    'Your browser blocked the sign-in window. Allow pop-ups for this site, then try again.',
  'popup-closed': 'The sign-in window was closed before signing in finished. Nothing was changed.',
  network:
    'Could not reach the sign-in service. Check your connection (some school networks block it) and try again; your progress is still saved in this browser.',
  'unauthorized-domain':
    'Sign-in is not enabled for this address of the site. Use the main site address, or keep using local progress.',
  'permission-denied':
    'The server refused to read or save your progress. Sign out and in again; your progress is still saved in this browser.',
  unknown: 'Sign-in failed unexpectedly. Your progress is still saved in this browser.',
};

export type Unsubscribe = () => void;

export interface UserDocSnapshot {
  /** null when the document does not exist (or, `fromCache`, is not in this client's cache). */
  data: CloudUserDoc | null;
  /** True while this snapshot includes local writes not yet acknowledged by the server. */
  hasPendingWrites: boolean;
  /**
   * True when the snapshot comes from this client's cache and the server has not confirmed it
   * (offline, or before the server answered): the document may exist, or differ, on the server.
   */
  fromCache: boolean;
}

export interface SyncBackend {
  /** Called at once with the current user (or null), then on every change. */
  onAuthStateChanged(callback: (user: SyncUser | null) => void): Unsubscribe;
  /** Rejects with a SyncError (blocked pop-up, closed pop-up, network…). */
  signInWithPopup(provider: SignInProvider): Promise<SyncUser>;
  signOut(): Promise<void>;
  /** Live read of `users/{uid}`: cached snapshots first, then the server's (see `fromCache`). */
  watchUserDoc(
    uid: string,
    onSnapshot: (snapshot: UserDocSnapshot) => void,
    onError: (error: SyncError) => void,
  ): Unsubscribe;
  /**
   * Merge-writes the changes into `users/{uid}`, creating it if needed. Made while offline, the
   * write is kept locally and reaches the server when the connection returns; the promise
   * resolves once the server has it.
   */
  writeFields(uid: string, changes: readonly FieldChange[]): Promise<void>;
  /** Adds this client under `gatherings/globe` until it leaves or disconnects. */
  joinPresence(): Promise<Unsubscribe>;
  /** The number of connected clients; null when it cannot be known (unreachable). */
  watchOnlineCount(callback: (count: number | null) => void): Unsubscribe;
}
