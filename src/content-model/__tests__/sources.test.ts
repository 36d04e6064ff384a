import {
  getProblemSource,
  parseSourceLabel,
  PROBLEM_SOURCE_NAMES,
  toProblemUrl,
  USACO_SOURCES,
} from '../sources';

const USACO = 'http://www.usaco.org/index.php?page=viewproblem2&cpid=';

describe('problem sources', () => {
  it('knows about thirty judges and olympiads', () => {
    expect(PROBLEM_SOURCE_NAMES.length).toBeGreaterThanOrEqual(30);
  });

  it('routes every USACO division, old and new, to the cpid URL', () => {
    expect([...USACO_SOURCES].sort()).toEqual(
      ['Bronze', 'Gold', 'Old Bronze', 'Old Gold', 'Old Silver', 'Plat', 'Silver'].sort(),
    );
  });

  it.each([
    ['Bronze', '1059', `${USACO}1059`],
    ['Old Silver', '94', `${USACO}94`],
    ['Plat', '1112', `${USACO}1112`],
    ['AC', 'abc150/tasks/abc150_c', 'https://atcoder.jp/contests/abc150/tasks/abc150_c'],
    ['CC', 'FLOW001', 'https://www.codechef.com/problems/FLOW001'],
    ['CF', '1000/problem/C', 'https://codeforces.com/contest/1000/problem/C'],
    ['CF', 'problemset/problem/4/A', 'https://codeforces.com/problemset/problem/4/A'],
    ['CF', 'gym/102951/problem/A', 'https://codeforces.com/gym/102951/problem/A'],
    [
      'CF',
      'edu/course/2/lesson/4/1/practice/contest/273169/problem/A',
      'https://codeforces.com/edu/course/2/lesson/4/1/practice/contest/273169/problem/A',
    ],
    ['CSA', 'round-robin', 'https://csacademy.com/contest/archive/task/round-robin'],
    ['CSES', '1068', 'https://cses.fi/problemset/task/1068'],
    ['DMOJ', 'ccc15s1', 'https://dmoj.ca/problem/ccc15s1'],
    [
      'HR',
      'ctci-array-left-rotation',
      'https://www.hackerrank.com/challenges/ctci-array-left-rotation',
    ],
    ['Kattis', 'hello', 'https://open.kattis.com/problems/hello'],
    ['LC', 'two-sum', 'https://leetcode.com/problems/two-sum'],
    ['SPOJ', 'PRIME1', 'https://www.spoj.com/problems/PRIME1'],
    ['TLX', 'troc-1/A', 'https://tlx.toki.id/problems/troc-1/A'],
    ['oj.uz', 'JOI18_stove', 'https://oj.uz/problem/view/JOI18_stove'],
    ['YS', 'unionfind', 'https://judge.yosupo.jp/problem/unionfind'],
    ['IOI', 'IOI11_ricehub', 'https://oj.uz/problem/view/IOI11_ricehub'],
    ['Baltic OI', 'BOI16_bosses', 'https://oj.uz/problem/view/BOI16_bosses'],
    ['NOI.sg', 'NOI18_knapsack', 'https://oj.uz/problem/view/NOI18_knapsack'],
    ['CCC', 'ccc19s1', 'https://dmoj.ca/problem/ccc19s1'],
    ['CCO', 'cco19p1', 'https://dmoj.ca/problem/cco19p1'],
    ['Unknown judge', 'https://example.com/p/1', 'https://example.com/p/1'],
    ['CSES', 'https://cses.fi/problemset/task/1068', 'https://cses.fi/problemset/task/1068'],
  ])('%s + %s → %s', (source, id, url) => {
    expect(toProblemUrl(source, id)).toBe(url);
  });

  it('cannot build a URL for an unknown source and a bare id', () => {
    expect(toProblemUrl('CSSE', '1068')).toBeUndefined();
  });

  it.each([
    ['CSES', { label: 'CSES' }],
    [
      'Old Gold@USACO 2014 December Gold',
      { label: 'Old Gold', tooltip: 'USACO 2014 December Gold' },
    ],
    ['Camp@Summer camp, day 2', { label: 'Camp', tooltip: 'Summer camp, day 2' }],
  ])('reads the label and tooltip of %j', (written, expected) => {
    expect(parseSourceLabel(written)).toEqual(expected);
  });

  it('gives the full contest name of olympiads as their tooltip', () => {
    expect(getProblemSource('CCO')?.description).toBe('Canadian Computing Olympiad');
    expect(getProblemSource('APIO')?.description).toBe('Asia-Pacific Informatics Olympiad');
  });
});
