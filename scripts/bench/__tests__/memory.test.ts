/** @jest-environment node */
import { parseStat, treeRss } from '../memory';

describe('treeRss', () => {
  const table = [
    { pid: 1, ppid: 0, rss: 5 },
    { pid: 10, ppid: 1, rss: 100 }, // the build
    { pid: 11, ppid: 10, rss: 400 }, // a worker
    { pid: 12, ppid: 11, rss: 50 }, // the worker's child
    { pid: 13, ppid: 10, rss: 300 }, // another worker
    { pid: 20, ppid: 1, rss: 9_000 }, // unrelated
  ];

  it('sums the process and all its descendants, and nothing else', () => {
    expect(treeRss(table, 10)).toBe(850);
    expect(treeRss(table, 11)).toBe(450);
  });

  it('is 0 once the process has ended', () => {
    expect(treeRss(table, 99)).toBe(0);
  });
});

describe('parseStat', () => {
  it('reads the parent and RSS pages even when the command name holds spaces and parentheses', () => {
    const stat =
      '4242 (node (gatsby) worker) S 4200 4242 20779 0 -1 4194304 98 0 0 0 7 3 0 0 20 0 11 0 1058412 3133440 372 18446744073709551615 0';
    expect(parseStat(stat, 4096)).toEqual({ pid: 4242, ppid: 4200, rss: 372 * 4096 });
  });

  it('refuses a line it cannot read', () => {
    expect(parseStat('garbage', 4096)).toBeUndefined();
  });
});
