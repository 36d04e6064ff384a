/**
 * Whether this browser has a signed-in account. Only then does a later visit load the sync code
 * (after idle) to resume syncing; a visitor who never signed in never loads it.
 */
const HINT_KEY = 'guide:sync:signedIn';

export function hasSignedInHint(): boolean {
  try {
    return window.localStorage.getItem(HINT_KEY) === 'true';
  } catch {
    return false;
  }
}

export function setSignedInHint(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(HINT_KEY, 'true');
    else window.localStorage.removeItem(HINT_KEY);
  } catch {
    // Storage unavailable: the next visit simply waits for a sign-in click.
  }
}
