import type { Problem } from '../content-model/types';

/** A problem record for component tests; override what the test is about. */
export function makeProblem(overrides: Partial<Problem> = {}): Problem {
  return {
    name: 'Weird Algorithm',
    id: '1068',
    source: 'CSES',
    tooltipHoverDescription: 'Code Submission Evaluation System',
    difficulty: 'Very Easy',
    starred: false,
    tags: ['Simulation'],
    solQuality: 'ok',
    url: 'https://cses.fi/problemset/task/1068',
    uniqueID: 'https://cses.fi/problemset/task/1068',
    solution: null,
    hints: null,
    ...overrides,
  };
}
