/**
 * Whether this browser has a signed-in account. Only then does a later visit load the sync code
 * (after idle) to resume syncing; a visitor who never signed in never loads it. Kept through the
 * store's storage adapter, beside the sync marker, outside the `guide:userData:` prefix.
 */
import { StorageWriteError } from '../storageAdapter';
import type { RawStorage } from './syncMarker';

const HINT_KEY = 'guide:sync:signedIn';

export function hasSignedInHint(storage: Pick<RawStorage, 'readRaw'>): boolean {
  return storage.readRaw(HINT_KEY) === 'true';
}

export function setSignedInHint(storage: RawStorage, signedIn: boolean): void {
  if (!signedIn) {
    storage.removeRaw(HINT_KEY);
    return;
  }
  try {
    storage.writeRaw(HINT_KEY, 'true');
  } catch (error) {
    if (!(error instanceof StorageWriteError)) throw error;
    // Storage full or unavailable: the next visit simply waits for a sign-in click.
  }
}
