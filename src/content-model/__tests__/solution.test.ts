import { toProblemSolution, type SolutionContext, type SolutionSubject } from '../solution';

const USACO = 'http://www.usaco.org/index.php?page=viewproblem2&cpid=';

const context: SolutionContext = {
  internalSolutionIds: new Set(['cses-1068', 'usaco-1060']),
  expectedSolutionFile: (id) => `solutions/general/${id}.mdx`,
};

function subject(overrides: Partial<SolutionSubject>): SolutionSubject {
  return {
    source: 'CSES',
    name: 'Weird Algorithm',
    url: 'https://cses.fi/problemset/task/1068',
    ...overrides,
  };
}

describe('solID rules', () => {
  it.each([
    [
      'an internal id',
      { solID: 'cses-1068' },
      { kind: 'internal', label: 'Internal Sol', url: '/solutions/cses-1068', id: 'cses-1068' },
    ],
    [
      'a URL',
      { solID: 'https://example.com/editorial' },
      { kind: 'link', label: 'External Sol', url: 'https://example.com/editorial' },
    ],
    [
      '@CPH and a section',
      { solID: '@CPH 5.2' },
      { kind: 'link', label: 'CPH 5.2', url: 'https://cses.fi/book/book.pdf#page=59' },
    ],
    ['@@', { solID: '@@' }, null],
    ['@B', { solID: '@B' }, { kind: 'text', label: 'Below' }],
    ['@ and any text', { solID: '@Check the module' }, { kind: 'text', label: 'Check the module' }],
    [
      'any other text',
      { solID: 'Sort the pairs, then sweep.' },
      { kind: 'sketch', sketch: 'Sort the pairs, then sweep.' },
    ],
    [
      'nothing, for a USACO problem we solved',
      { source: 'Bronze', name: 'Daisy Chains', url: `${USACO}1060` },
      { kind: 'internal', label: 'Internal Sol', url: '/solutions/usaco-1060', id: 'usaco-1060' },
    ],
    [
      'nothing, for another USACO problem',
      { source: 'Bronze', name: 'Do You Know Your ABCs?', url: `${USACO}1059` },
      {
        kind: 'link',
        label: 'External Sol',
        url: 'http://www.usaco.org/current/data/sol_prob1_bronze_dec20.html',
      },
    ],
    [
      'nothing, for a USACO problem with no analysis',
      { source: 'Old Gold', name: 'Unknown', url: `${USACO}99999` },
      null,
    ],
    [
      'nothing, for IOI 2011',
      { source: 'IOI', name: 'IOI 2011 - Race', url: 'https://oj.uz/problem/view/IOI11_race' },
      { kind: 'link', label: 'External Sol', url: 'https://ioinformatics.org/page/ioi-2011/37' },
    ],
    [
      'nothing, for IOI 2019 (no yearly page)',
      { source: 'IOI', name: 'IOI 2019 - Shoes', url: 'https://oj.uz/problem/view/IOI19_shoes' },
      null,
    ],
    [
      'nothing, for a judge with editorials',
      {
        source: 'CF',
        name: 'Covered Points Count',
        url: 'https://codeforces.com/contest/1000/problem/C',
      },
      {
        kind: 'text',
        label: 'Check CF',
        labelTooltip:
          'On Codeforces, the contest materials box beside the statement links the editorial ("Tutorial").',
      },
    ],
    ['nothing, for a judge without editorials', {}, null],
  ])('%s', (_name, overrides, expected) => {
    expect(toProblemSolution(subject(overrides), context)).toEqual({
      ok: true,
      solution: expected,
    });
  });

  it('reports a missing internal solution naming the expected file', () => {
    expect(
      toProblemSolution(subject({ solID: 'cses-1069', name: 'Repetitions' }), context),
    ).toEqual({
      ok: false,
      message:
        'Problem "Repetitions" links to the internal solution "cses-1069", but no solution has that id (expected solutions/general/cses-1069.mdx).',
      hint: 'Create solutions/general/cses-1069.mdx (frontmatter id: cses-1069) or correct the solID. Did you mean "cses-1068"?',
    });
  });

  it('reports a CPH section that does not exist', () => {
    expect(toProblemSolution(subject({ solID: '@CPH 42.1' }), context)).toMatchObject({
      ok: false,
      message: 'Could not find section 42.1 in source CPH',
    });
  });
});
