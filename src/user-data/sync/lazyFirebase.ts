/**
 * One Firebase backend per page, created on first use and never before: presence asks for it
 * after the page is idle, sign-in on a click. Nothing here runs for a site built without
 * Firebase settings.
 */
import { readFirebaseSettings } from './firebaseConfig';
import type { FirebaseBackend } from './firebaseBackend';
import { onIdle } from '../../site/idle';

let backend: Promise<FirebaseBackend> | null = null;

export function isCloudConfigured(): boolean {
  return readFirebaseSettings() !== null;
}

export function loadFirebaseBackend(): Promise<FirebaseBackend> | null {
  const settings = readFirebaseSettings();
  if (!settings) return null;
  backend ??= import('./firebaseBackend').then(({ createFirebaseBackend }) =>
    createFirebaseBackend(settings, { persistentCache: true }),
  );
  return backend;
}

/**
 * Runs `task` when the browser is idle (or after a short delay where idle callbacks are missing),
 * for the cloud's lazy start; returns a cancel function. Not the same as the picker chunks'
 * `whenIdle` (components/deferred), a shared promise with a shorter cap.
 */
export function onIdleForCloud(task: () => void, timeoutMs = 4000): () => void {
  return onIdle(task, { timeoutMs, fallbackMs: 1500 });
}
