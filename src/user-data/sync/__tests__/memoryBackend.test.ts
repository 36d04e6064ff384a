import { createMemoryBackend, MemoryCloud, type MemoryBackend } from '../memoryBackend';
import { SyncError, SYNC_ERROR_MESSAGES } from '../types';
import { describeSyncBackendContract } from './syncContract';

describeSyncBackendContract('in memory', async () => {
  const cloud = new MemoryCloud();
  const a = createMemoryBackend(cloud);
  const b = createMemoryBackend(cloud);
  return {
    a,
    b,
    async signIn(client, uid) {
      const memory = client as MemoryBackend;
      memory.setPopupResult({ uid, displayName: 'Test', email: null, photoURL: null });
      return memory.signInWithPopup('google');
    },
    async setOnline(client, online) {
      (client as MemoryBackend).setOnline(online);
    },
    async cleanup() {},
  };
});

describe('in-memory backend specifics', () => {
  it('rejects a blocked pop-up with the message for the student', async () => {
    const client = createMemoryBackend(new MemoryCloud());
    client.setPopupResult(new SyncError('popup-blocked', SYNC_ERROR_MESSAGES['popup-blocked']));
    await expect(client.signInWithPopup('google')).rejects.toMatchObject({
      code: 'popup-blocked',
      message: expect.stringContaining('Allow pop-ups'),
    });
  });

  it('fails sign-in offline with the network message instead of hanging', async () => {
    const client = createMemoryBackend(new MemoryCloud());
    client.setOnline(false);
    await expect(client.signInWithPopup('github')).rejects.toMatchObject({ code: 'network' });
  });

  it('reports an unknown online count while disconnected', () => {
    const client = createMemoryBackend(new MemoryCloud());
    const counts: Array<number | null> = [];
    client.watchOnlineCount((count) => counts.push(count));
    client.setOnline(false);
    client.setOnline(true);
    expect(counts).toEqual([0, null, 0]);
  });
});
