/**
 * @jest-environment node
 *
 * The Realtime Database rules for presence, evaluated offline by targaryen.
 */
import * as targaryen from 'targaryen';
import rules from '../../../../database.rules.json';

const SERVER_TIMESTAMP = { '.sv': 'timestamp' };
const NOW = 1_700_000_000_000;

function database(data: object = {}) {
  return targaryen.database(rules, data, NOW).with({ debug: true }).as(null);
}

describe('database.rules.json', () => {
  it('lets anyone read the presence list to count it', () => {
    expect(database().read('/gatherings/globe').allowed).toBe(true);
  });

  it('lets a client add its own child whose value is the server timestamp', () => {
    expect(database().write('/gatherings/globe/tab-1', SERVER_TIMESTAMP).allowed).toBe(true);
  });

  it.each([
    ['a number the client made up', NOW - 5],
    ['a string', 'here'],
    ['an object', { at: SERVER_TIMESTAMP }],
    ['true', true],
  ])('refuses a presence child holding %s', (_label, value) => {
    expect(database().write('/gatherings/globe/tab-1', value).allowed).toBe(false);
  });

  it('lets a client remove a presence child (disconnect)', () => {
    const db = database({ gatherings: { globe: { 'tab-1': NOW - 1000 } } });
    expect(db.write('/gatherings/globe/tab-1', null).allowed).toBe(true);
  });

  it('refuses rewriting an existing presence child', () => {
    const db = database({ gatherings: { globe: { 'tab-1': NOW - 1000 } } });
    expect(db.write('/gatherings/globe/tab-1', SERVER_TIMESTAMP).allowed).toBe(false);
  });

  it('refuses replacing or wiping the whole list', () => {
    const db = database({ gatherings: { globe: { 'tab-1': NOW - 1000 } } });
    expect(db.write('/gatherings/globe', null).allowed).toBe(false);
    expect(db.write('/gatherings/globe', { x: SERVER_TIMESTAMP }).allowed).toBe(false);
    expect(db.write('/gatherings', null).allowed).toBe(false);
  });

  it('keeps everything else closed', () => {
    expect(database().read('/').allowed).toBe(false);
    expect(database().read('/users/someone').allowed).toBe(false);
    expect(database().write('/anything', 1).allowed).toBe(false);
  });
});
