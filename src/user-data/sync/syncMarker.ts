/**
 * The sync marker: which account this browser last synced with, and the values it and the cloud
 * agreed on then (updated when a write is acknowledged and when a confirmed snapshot is applied).
 * It outlives the page, so a reload can tell the changes made here since the last acknowledged
 * write (the visit counted on load, a status chosen before the sync code loaded) from values the
 * cloud may have replaced meanwhile (mergeCloud.ts). No marker for the account: a sign-in.
 *
 * Hazard: a marker older than the truth makes old local values look like new changes, which
 * would overwrite the cloud. So a marker that cannot be saved is removed rather than left stale,
 * and sign-out removes it.
 */
import { StorageWriteError } from '../storageAdapter';
import type { AgreedValues } from './mergeCloud';

/** Outside the `guide:userData:` prefix, so erasing the fields leaves it to the sync code. */
export const SYNC_MARKER_KEY = 'guide:sync:agreed';

export interface SyncMarker {
  uid: string;
  agreed: AgreedValues;
}

export interface RawStorage {
  readRaw(key: string): string | null;
  writeRaw(key: string, text: string): void;
  removeRaw(key: string): void;
}

export function readSyncMarker(storage: RawStorage): SyncMarker | null {
  const text = storage.readRaw(SYNC_MARKER_KEY);
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as Partial<SyncMarker> | null;
    if (
      typeof value?.uid === 'string' &&
      typeof value.agreed === 'object' &&
      value.agreed !== null &&
      !Array.isArray(value.agreed)
    ) {
      return { uid: value.uid, agreed: value.agreed };
    }
  } catch {
    // Unreadable: as if this browser had never synced (the sign-in path, with its backup).
  }
  return null;
}

export function writeSyncMarker(storage: RawStorage, marker: SyncMarker): void {
  try {
    storage.writeRaw(SYNC_MARKER_KEY, JSON.stringify(marker));
  } catch (error) {
    if (!(error instanceof StorageWriteError)) throw error;
    storage.removeRaw(SYNC_MARKER_KEY);
  }
}

export function clearSyncMarker(storage: RawStorage): void {
  storage.removeRaw(SYNC_MARKER_KEY);
}
