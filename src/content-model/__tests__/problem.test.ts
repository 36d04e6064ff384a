import { toProblem } from '../problem';
import type { SolutionContext } from '../solution';

const context: SolutionContext = {
  internalSolutionIds: new Set(['cses-1068']),
  expectedSolutionFile: (id) => `solutions/general/${id}.mdx`,
};

describe('toProblem', () => {
  it('derives url, uniqueID, tooltip and defaults', () => {
    const { problem, issues } = toProblem(
      {
        source: 'CSES',
        name: 'Weird Algorithm',
        id: '1068',
        difficulty: 'Very Easy',
        solID: 'cses-1068',
      },
      context,
    );
    expect(issues).toEqual([]);
    expect(problem).toEqual({
      name: 'Weird Algorithm',
      id: '1068',
      source: 'CSES',
      tooltipHoverDescription: 'Code Submission Evaluation System',
      difficulty: 'Very Easy',
      starred: false,
      tags: [],
      solQuality: 'ok',
      url: 'https://cses.fi/problemset/task/1068',
      uniqueID: 'https://cses.fi/problemset/task/1068',
      solution: {
        kind: 'internal',
        label: 'Internal Sol',
        url: '/solutions/cses-1068',
        id: 'cses-1068',
      },
      hints: null,
    });
  });

  it('shows the label of `Label@Tooltip` with that tooltip, keeping the base URL', () => {
    const { problem } = toProblem(
      {
        source: 'Old Silver@USACO 2013 February Silver',
        name: 'Perimeter',
        id: '263',
        difficulty: 'Normal',
      },
      context,
    );
    expect(problem).toMatchObject({
      source: 'Old Silver',
      tooltipHoverDescription: 'USACO 2013 February Silver',
      url: 'http://www.usaco.org/index.php?page=viewproblem2&cpid=263',
    });
  });

  it('accepts any source when the id is a full URL', () => {
    const { problem } = toProblem(
      {
        source: 'Camp',
        name: 'Warm-up',
        id: 'https://example.com/warm-up',
        difficulty: 'Easy',
        starred: true,
        tags: ['Sorting'],
        solQuality: 'good',
      },
      context,
    );
    expect(problem).toMatchObject({
      url: 'https://example.com/warm-up',
      tooltipHoverDescription: 'Camp',
      starred: true,
      tags: ['Sorting'],
      solQuality: 'good',
    });
  });

  it('fails with the exact URL message for an unknown source', () => {
    const { issues } = toProblem(
      { source: 'CSSE', name: 'Repetitions', id: '1069', difficulty: 'Easy' },
      context,
    );
    expect(issues.map((i) => i.message)).toEqual([
      'URL 1069 is not valid. Did you make a typo in the problem source (CSSE), or in the URL? Problem name: Repetitions',
    ]);
  });

  it('reports every shape problem of one entry at once', () => {
    const { problem, issues } = toProblem(
      {
        source: 'CSES',
        name: 'Repetitions',
        id: '1069',
        difficulty: 'Eazy',
        starred: 'yes',
        solId: 'x',
      },
      context,
    );
    expect(problem).toBeUndefined();
    expect(issues).toEqual([
      {
        message: 'Problem "Repetitions" has an unknown field "solId".',
        hint: 'Did you mean "solID"?',
      },
      {
        message: 'Problem "Repetitions" has an unknown difficulty "Eazy".',
        hint: 'Did you mean "Easy"?',
      },
      { message: 'Problem "Repetitions" has "starred": "yes"; it must be true or false.' },
    ]);
  });
});
