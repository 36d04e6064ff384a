import { SyncError, SYNC_ERROR_MESSAGES, type SyncErrorCode } from './types';

/** Firebase error codes → what the student is told. Unlisted codes are 'unknown'. */
const CODE_MAP: Record<string, SyncErrorCode> = {
  'auth/popup-blocked': 'popup-blocked',
  'auth/popup-closed-by-user': 'popup-closed',
  'auth/cancelled-popup-request': 'popup-closed',
  'auth/user-cancelled': 'popup-closed',
  'auth/network-request-failed': 'network',
  'auth/timeout': 'network',
  'auth/internal-error': 'network',
  'auth/unauthorized-domain': 'unauthorized-domain',
  'permission-denied': 'permission-denied',
  unavailable: 'network',
};

export function toSyncError(error: unknown): SyncError {
  if (error instanceof SyncError) return error;
  const firebaseCode =
    typeof error === 'object' && error !== null && 'code' in error
      ? String((error as { code: unknown }).code)
      : '';
  const code = CODE_MAP[firebaseCode] ?? 'unknown';
  return new SyncError(code, SYNC_ERROR_MESSAGES[code], { cause: error });
}
