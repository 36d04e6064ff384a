/**
 * The behaviour every SyncBackend must have, written once and run against each adapter:
 * the in-memory one in `npm test`, Firebase's under the emulators (`npm run test:emulators`).
 */
import type { SyncBackend, SyncUser, UserDocSnapshot } from '../types';

export interface ContractEnv {
  /** Two clients of the same cloud, like two tabs or two devices. */
  a: SyncBackend;
  b: SyncBackend;
  /** Signs a client in as the given user id (a pop-up in memory, a test credential in the emulator). */
  signIn(client: SyncBackend, uid: string): Promise<SyncUser>;
  setOnline(client: SyncBackend, online: boolean): Promise<void>;
  cleanup(): Promise<void>;
}

/** Resolves when the predicate holds for the latest snapshot. */
function nextSnapshot(
  client: SyncBackend,
  uid: string,
  predicate: (snapshot: UserDocSnapshot) => boolean,
  timeoutMs = 5000,
): Promise<UserDocSnapshot> {
  return new Promise((resolve, reject) => {
    // The subscription may call back synchronously, before watchUserDoc returns.
    const subscription: { stop?: () => void } = {};
    let done = false;
    const timer = setTimeout(() => {
      done = true;
      subscription.stop?.();
      reject(new Error(`no matching snapshot of users/${uid} within ${timeoutMs} ms`));
    }, timeoutMs);
    subscription.stop = client.watchUserDoc(
      uid,
      (snapshot) => {
        if (done || !predicate(snapshot)) return;
        done = true;
        clearTimeout(timer);
        // Unsubscribe after the current callback returns (the SDK may still be iterating).
        setTimeout(() => subscription.stop?.(), 0);
        resolve(snapshot);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

function uniqueUid(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

export function describeSyncBackendContract(name: string, makeEnv: () => Promise<ContractEnv>) {
  describe(`SyncBackend contract: ${name}`, () => {
    let env: ContractEnv;
    beforeEach(async () => {
      env = await makeEnv();
    });
    afterEach(async () => {
      await env.cleanup();
    });

    it('reports the signed-in user, then null after sign-out', async () => {
      const seen: Array<string | null> = [];
      const stop = env.a.onAuthStateChanged((user) => seen.push(user?.uid ?? null));
      const uid = uniqueUid('auth');
      const user = await env.signIn(env.a, uid);
      expect(user.uid).toBe(uid);
      await env.a.signOut();
      stop();
      expect(seen[0]).toBeNull();
      expect(seen).toContain(uid);
      expect(seen[seen.length - 1]).toBeNull();
    });

    it('shows a missing document as null, then the fields a write creates', async () => {
      const uid = uniqueUid('create');
      await env.signIn(env.a, uid);
      const empty = await nextSnapshot(env.a, uid, () => true);
      expect(empty.data).toBeNull();

      await env.a.writeFields(uid, [
        { field: 'lang', value: 'py' },
        { field: 'lastViewedModule', value: 'bronze-simulation' },
      ]);
      const written = await nextSnapshot(env.a, uid, (s) => s.data?.lang === 'py');
      expect(written.data).toEqual({ lang: 'py', lastViewedModule: 'bronze-simulation' });
    });

    it('keeps both changes when two clients edit different problems', async () => {
      const uid = uniqueUid('concurrent');
      await env.signIn(env.a, uid);
      await env.signIn(env.b, uid);
      const first = 'https://cses.fi/problemset/task/1068';
      const second = 'http://www.usaco.org/index.php?page=viewproblem2&cpid=855';
      await Promise.all([
        env.a.writeFields(uid, [{ field: 'userProgressOnProblems', key: first, value: 'Solved' }]),
        env.b.writeFields(uid, [
          { field: 'userProgressOnProblems', key: second, value: 'Solving' },
        ]),
      ]);
      const both = await nextSnapshot(
        env.b,
        uid,
        (s) => Object.keys((s.data?.userProgressOnProblems as object) ?? {}).length === 2,
      );
      expect(both.data?.userProgressOnProblems).toEqual({ [first]: 'Solved', [second]: 'Solving' });
    });

    it('writes one map entry without touching the others, and deletes an entry', async () => {
      const uid = uniqueUid('merge');
      await env.signIn(env.a, uid);
      await env.a.writeFields(uid, [
        { field: 'userProgressOnModules', key: 'intro', value: 'Complete' },
        { field: 'userProgressOnModules', key: 'sorting', value: 'Reading' },
        { field: 'consecutiveVisits', value: 3 },
      ]);
      await env.a.writeFields(uid, [
        { field: 'userProgressOnModules', key: 'sorting', value: undefined },
        { field: 'userProgressOnModules', key: 'prefix-sums', value: 'Practicing' },
      ]);
      const snapshot = await nextSnapshot(
        env.a,
        uid,
        (s) =>
          (s.data?.userProgressOnModules as Record<string, string>)?.['prefix-sums'] !== undefined,
      );
      expect(snapshot.data).toEqual({
        userProgressOnModules: { intro: 'Complete', 'prefix-sums': 'Practicing' },
        consecutiveVisits: 3,
      });
    });

    it('removes only the entries a write names, keeping one another client added meanwhile', async () => {
      const uid = uniqueUid('entries');
      await env.signIn(env.a, uid);
      await env.signIn(env.b, uid);
      await env.a.writeFields(uid, [
        { field: 'userProgressOnProblems', key: 'old-a', value: 'Solved' },
        { field: 'userProgressOnProblems', key: 'old-b', value: 'Solving' },
      ]);
      // An import on a: what it replaces is removed entry by entry; b adds an entry meanwhile.
      await Promise.all([
        env.a.writeFields(uid, [
          { field: 'userProgressOnProblems', key: 'old-a', value: undefined },
          { field: 'userProgressOnProblems', key: 'old-b', value: undefined },
          { field: 'userProgressOnProblems', key: 'imported', value: 'Skipped' },
        ]),
        env.b.writeFields(uid, [
          { field: 'userProgressOnProblems', key: 'other', value: 'Solved' },
        ]),
      ]);
      const snapshot = await nextSnapshot(
        env.a,
        uid,
        (s) =>
          !s.hasPendingWrites &&
          Object.keys((s.data?.userProgressOnProblems as object) ?? {}).length === 2,
      );
      expect(snapshot.data?.userProgressOnProblems).toEqual({
        imported: 'Skipped',
        other: 'Solved',
      });
    });

    it('keeps a change made offline and delivers it when the connection returns', async () => {
      const uid = uniqueUid('offline');
      await env.signIn(env.a, uid);
      await env.signIn(env.b, uid);
      await env.a.writeFields(uid, [{ field: 'hide', value: false }]);
      await nextSnapshot(env.b, uid, (s) => s.data?.hide === false);

      await env.setOnline(env.a, false);
      const delivered = env.a.writeFields(uid, [{ field: 'hide', value: true }]);
      const local = await nextSnapshot(env.a, uid, (s) => s.data?.hide === true);
      // Shown at once, marked as not yet on the server.
      expect(local).toMatchObject({ hasPendingWrites: true, fromCache: true });

      await env.setOnline(env.a, true);
      await delivered;
      const confirmed = await nextSnapshot(
        env.a,
        uid,
        (s) => s.data?.hide === true && !s.hasPendingWrites && !s.fromCache,
      );
      expect(confirmed.data?.hide).toBe(true);
      const remote = await nextSnapshot(env.b, uid, (s) => s.data?.hide === true);
      expect(remote.data?.hide).toBe(true);
    });

    it('reports what it has not heard from the server as from the cache, then the server’s version', async () => {
      const uid = uniqueUid('cache');
      await env.signIn(env.a, uid);
      await env.signIn(env.b, uid);
      await env.a.writeFields(uid, [{ field: 'lang', value: 'java' }]);

      // b has never read the document and is offline: its cache knows nothing of it.
      await env.setOnline(env.b, false);
      const cached = await nextSnapshot(env.b, uid, () => true);
      expect(cached).toMatchObject({ data: null, fromCache: true, hasPendingWrites: false });

      await env.setOnline(env.b, true);
      const confirmed = await nextSnapshot(env.b, uid, (s) => !s.fromCache);
      expect(confirmed).toMatchObject({ data: { lang: 'java' }, hasPendingWrites: false });
    });

    it('counts connected clients and drops one that leaves', async () => {
      const counts: Array<number | null> = [];
      const stopWatching = env.b.watchOnlineCount((count) => counts.push(count));
      const leaveA = await env.a.joinPresence();
      const leaveB = await env.b.joinPresence();
      await waitFor(() => counts[counts.length - 1] === 2);
      leaveA();
      await waitFor(() => counts[counts.length - 1] === 1);
      leaveB();
      await waitFor(() => counts[counts.length - 1] === 0);
      stopWatching();
    });
  });
}

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
