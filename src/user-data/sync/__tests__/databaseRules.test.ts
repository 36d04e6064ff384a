/**
 * @jest-environment node
 *
 * The Realtime Database rules for presence, evaluated offline by targaryen. Each connected
 * client (signed in, or anonymously signed in as every visitor is) writes only its own child,
 * keyed by its auth uid, holding the server timestamp; nothing else can be written.
 */
import * as targaryen from 'targaryen';
import rules from '../../../../database.rules.json';

const SERVER_TIMESTAMP = { '.sv': 'timestamp' };
const NOW = 1_700_000_000_000;
const ALICE = { uid: 'alice-anonymous-uid' };
const BOB = 'bob-uid';

function database(data: object = {}, auth: { uid: string } | null = ALICE) {
  return targaryen.database(rules, data, NOW).with({ debug: true }).as(auth);
}

const withBob = { gatherings: { globe: { [BOB]: NOW - 1000 } } };

describe('database.rules.json: the legitimate path', () => {
  it('lets anyone read the presence list to count it', () => {
    expect(database({}, null).read('/gatherings/globe').allowed).toBe(true);
  });

  it('lets a client add its own child, keyed by its uid, holding the server timestamp', () => {
    expect(database().write(`/gatherings/globe/${ALICE.uid}`, SERVER_TIMESTAMP).allowed).toBe(true);
  });

  it('lets it rejoin after a reconnect, and remove its own child', () => {
    const db = database({ gatherings: { globe: { [ALICE.uid]: NOW - 1000 } } });
    expect(db.write(`/gatherings/globe/${ALICE.uid}`, SERVER_TIMESTAMP).allowed).toBe(true);
    expect(db.write(`/gatherings/globe/${ALICE.uid}`, null).allowed).toBe(true);
  });
});

describe('database.rules.json: abuse', () => {
  it('refuses a client that is not signed in at all', () => {
    expect(database({}, null).write('/gatherings/globe/anyone', SERVER_TIMESTAMP).allowed).toBe(
      false,
    );
  });

  it("refuses deleting or rewriting anyone else's entry", () => {
    expect(database(withBob).write(`/gatherings/globe/${BOB}`, null).allowed).toBe(false);
    expect(database(withBob).write(`/gatherings/globe/${BOB}`, SERVER_TIMESTAMP).allowed).toBe(
      false,
    );
    expect(database(withBob, null).write(`/gatherings/globe/${BOB}`, null).allowed).toBe(false);
  });

  it('refuses wiping or replacing the list in one write or one update', () => {
    expect(database(withBob).write('/gatherings/globe', null).allowed).toBe(false);
    expect(database(withBob).write('/gatherings', null).allowed).toBe(false);
    expect(
      database(withBob).write('/gatherings/globe', { [ALICE.uid]: SERVER_TIMESTAMP }).allowed,
    ).toBe(false);
    expect(database(withBob).update('/gatherings/globe', { [BOB]: null }).allowed).toBe(false);
  });

  it('refuses a thousand fake entries', () => {
    const fakes = Object.fromEntries(
      Array.from({ length: 1000 }, (_, i) => [`fake-${i}`, SERVER_TIMESTAMP]),
    );
    expect(database().update('/gatherings/globe', fakes).allowed).toBe(false);
    expect(database().write('/gatherings/globe/fake-1', SERVER_TIMESTAMP).allowed).toBe(false);
  });

  it('refuses keys over 128 characters (a 700-character key)', () => {
    const long = { uid: 'k'.repeat(700) };
    expect(
      database({}, long).write(`/gatherings/globe/${long.uid}`, SERVER_TIMESTAMP).allowed,
    ).toBe(false);
  });

  it.each([
    ['a number the client made up', NOW - 5],
    ['a string', 'here'],
    ['an object', { at: SERVER_TIMESTAMP }],
    ['true', true],
  ])('refuses an own child holding %s', (_label, value) => {
    expect(database().write(`/gatherings/globe/${ALICE.uid}`, value).allowed).toBe(false);
  });

  it('keeps everything else closed', () => {
    expect(database().read('/').allowed).toBe(false);
    expect(database().read('/users/someone').allowed).toBe(false);
    expect(database().write('/anything', 1).allowed).toBe(false);
  });
});
