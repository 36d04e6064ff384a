import { toProblemAnchor, toProblemRowPath } from '../anchors';

describe('toProblemAnchor', () => {
  it.each([
    ['https://cses.fi/problemset/task/1068', 'problem-cses-fi-problemset-task-1068'],
    [
      'http://www.usaco.org/index.php?page=viewproblem2&cpid=855',
      'problem-usaco-org-index-php-page-viewproblem2-cpid-855',
    ],
    ['https://codeforces.com/contest/4/problem/A', 'problem-codeforces-com-contest-4-problem-a'],
  ])('%s → #%s', (url, anchor) => {
    expect(toProblemAnchor(url)).toBe(anchor);
    expect(anchor).toMatch(/^[a-z0-9-]+$/);
  });

  it('builds the row link of a module page', () => {
    expect(toProblemRowPath('/bronze/simulation', 'https://cses.fi/problemset/task/1068')).toBe(
      '/bronze/simulation#problem-cses-fi-problemset-task-1068',
    );
  });
});
