import { toSyncError } from '../firebaseErrors';
import { SyncError } from '../types';

describe('toSyncError', () => {
  it.each([
    ['auth/popup-blocked', 'popup-blocked', 'Allow pop-ups'],
    ['auth/popup-closed-by-user', 'popup-closed', 'Nothing was changed'],
    ['auth/network-request-failed', 'network', 'Check your connection'],
    ['auth/unauthorized-domain', 'unauthorized-domain', 'not enabled for this address'],
    ['permission-denied', 'permission-denied', 'refused'],
    ['auth/something-new', 'unknown', 'still saved in this browser'],
  ])('maps %s to %s with a message for the student', (firebaseCode, code, text) => {
    const error = toSyncError({ code: firebaseCode, message: 'raw' });
    expect(error).toBeInstanceOf(SyncError);
    expect(error.code).toBe(code);
    expect(error.message).toContain(text);
    expect((error.cause as { code: string }).code).toBe(firebaseCode);
  });

  it('passes a SyncError through unchanged', () => {
    const original = new SyncError('network', 'x');
    expect(toSyncError(original)).toBe(original);
  });
});
