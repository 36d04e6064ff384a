/**
 * Gatsby's scroll handler calls decodeURI on the fragment when the app mounts and on every
 * location change; a malformed one (`#%E0`) would throw outside any error boundary and blank the
 * page. The inline head script makes it well-formed before the app reads it.
 */
import { hashRepairScript, toWellFormedHash } from '../hashRepair';

describe('toWellFormedHash', () => {
  it.each([
    ['', null],
    ['#', null],
    ['#problem-cses-1', null],
    ['#a%20b', null],
    ['#%E0', '#%25E0'],
    ['#%', '#%25'],
    ['#a%20b%E0', '#a%2520b%25E0'],
  ])('%j → %j', (hash, repaired) => {
    expect(toWellFormedHash(hash)).toBe(repaired);
  });

  it('gives fragments that decodeURI and decodeURIComponent accept and that name nothing', () => {
    const repaired = toWellFormedHash('#%E0') as string;
    expect(() => decodeURI(repaired)).not.toThrow();
    expect(decodeURIComponent(repaired.slice(1))).toBe('%E0');
  });
});

describe('hashRepairScript', () => {
  // One script for the whole file: it adds a popstate listener, as it does once per page.
  beforeAll(() => {
    window.history.replaceState({ key: 'k1' }, '', '/bronze/prefix-sums?x=1#%E0');
    new Function(hashRepairScript)();
  });

  it('repairs the fragment at load and keeps the path, query and history state', () => {
    expect(window.location.pathname).toBe('/bronze/prefix-sums');
    expect(window.location.search).toBe('?x=1');
    expect(window.location.hash).toBe('#%25E0');
    expect(window.history.state).toEqual({ key: 'k1' });
    expect(() => decodeURI(window.location.hash)).not.toThrow();
  });

  it('repairs a fragment typed later (popstate), and leaves well-formed ones alone', () => {
    window.history.replaceState(null, '', '/bronze/prefix-sums#%');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(window.location.hash).toBe('#%25');

    window.history.replaceState(null, '', '/bronze/prefix-sums#a%20b');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(window.location.hash).toBe('#a%20b');
  });
});
