import { runPresence, toSignedInUser, type AuthUserLike } from '../presence';

const person = (uid: string, isAnonymous: boolean): AuthUserLike => ({
  uid,
  isAnonymous,
  displayName: isAnonymous ? null : 'Ada',
  email: null,
  photoURL: null,
});

describe('toSignedInUser', () => {
  it('never shows an anonymous (presence-only) session as signed in', () => {
    expect(toSignedInUser(person('anon-1', true))).toBeNull();
    expect(toSignedInUser(null)).toBeNull();
    expect(toSignedInUser(person('ada', false))).toEqual({
      uid: 'ada',
      displayName: 'Ada',
      email: null,
      photoURL: null,
    });
  });
});

describe('runPresence', () => {
  function setup() {
    let emit: (uid: string | null) => void = () => undefined;
    const entries = new Set<string>();
    const signInAnonymously = jest.fn(async () => emit('anon-1'));
    const presence = runPresence({
      watchUid: (callback) => {
        emit = callback;
        return () => undefined;
      },
      signInAnonymously,
      enter: (uid) => {
        entries.add(uid);
        return () => entries.delete(uid);
      },
    });
    return { presence, entries, signInAnonymously, emit: (uid: string | null) => emit(uid) };
  }

  it('gives a visitor an anonymous session and one entry under its own uid', async () => {
    const { entries, signInAnonymously, emit } = setup();
    emit(null);
    await Promise.resolve();
    expect(signInAnonymously).toHaveBeenCalledTimes(1);
    expect([...entries]).toEqual(['anon-1']);
  });

  it('moves the entry to the new uid on sign-in, removing the old one before the change', () => {
    const { presence, entries, emit } = setup();
    emit('anon-1');
    presence.suspend();
    expect([...entries]).toEqual([]);
    emit('ada');
    expect([...entries]).toEqual(['ada']);
  });

  it('comes back when the sign-in did not happen, and leaves on stop', () => {
    const { presence, entries, emit } = setup();
    emit('anon-1');
    presence.suspend();
    presence.resume();
    expect([...entries]).toEqual(['anon-1']);
    presence.stop();
    expect([...entries]).toEqual([]);
  });
});
