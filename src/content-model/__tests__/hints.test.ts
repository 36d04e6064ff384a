/**
 * Hint ladders in the content model: whose each ladder is, one per problem, the link every
 * problem gets, and the starred problems that still need one. One fixture per failure mode
 * (../__fixtures__/hints-*), each pinned to the exact text an author sees.
 */
import { join } from 'node:path';
import { formatContentError } from '../errors';
import { toHintsAnchor } from '../hintTags';
import { loadCorpus } from '../load';

const fixture = (name: string) => join(__dirname, '..', '__fixtures__', name);
const messages = (name: string) => loadCorpus(fixture(name)).errors.map(formatContentError);

describe('hint ladders', () => {
  it('gives each problem the link to its ladder, in its module or on its solution page', () => {
    const { corpus, errors } = loadCorpus(fixture('hints-valid'));
    expect(errors).toEqual([]);
    const problems = corpus.modules[0].lists.flatMap((l) => l.problems);
    expect(problems.map((p) => [p.name, p.hints])).toEqual([
      ['Weird Algorithm', '/solutions/cses-1068#hints'],
      ['Repetitions', '/general/intro#hints-repetitions'],
    ]);
    // The solution page's record of its problem is the same one.
    expect(corpus.solutions[0].linkedFrom[0].problem.hints).toBe('/solutions/cses-1068#hints');
  });

  it('leaves problems without a ladder with none', () => {
    const { corpus } = loadCorpus(fixture('valid'));
    expect(corpus.modules[0].lists.flatMap((l) => l.problems.map((p) => p.hints))).toEqual([
      null,
      null,
    ]);
  });

  it('anchors a module ladder by its problem name and a solution ladder as #hints', () => {
    expect(toHintsAnchor('Static Range Sum Queries')).toBe('hints-static-range-sum-queries');
    expect(toHintsAnchor("Bessie's Dream (II)")).toBe('hints-bessie-s-dream-ii');
    expect(toHintsAnchor()).toBe('hints');
  });

  it.each([
    [
      'hints-unknown-problem',
      [
        'content/general/intro.mdx:20: <Hints problem="Repetiton"> names a problem this module\'s lists do not have.\n  Fix: Did you mean "Repetitions"?',
        'content/general/intro.mdx:25: <Hints> in a module needs problem="…" naming one of the module\'s problems, got nothing.\n  Fix: Problems in content/general/intro.problems.json: "Weird Algorithm", "Repetitions".',
      ],
    ],
    [
      'hints-ambiguous',
      [
        'content/general/intro.mdx:20: <Hints problem="Repetitions"> is ambiguous: 2 problems in content/general/intro.problems.json have that name (https://cses.fi/problemset/task/1069, https://cses.fi/problemset/task/1070).\n  Fix: Give the problems distinct names in content/general/intro.problems.json, or move the ladder to the solution page of the one it is for.',
      ],
    ],
    [
      'hints-duplicate',
      [
        'solutions/general/cses-1068.mdx:10: "Weird Algorithm" has a second hint ladder here; its first is at content/general/intro.mdx:20.\n  Fix: A problem has one ladder in the whole guide: merge the two into one and delete the other.',
      ],
    ],
    [
      'hints-solution-attribute',
      [
        'solutions/general/cses-1068.mdx:10: <Hints> in a solution belongs to the solution\'s own problem, so it takes no problem attribute (got problem="Weird Algorithm").\n  Fix: Write <Hints> without an attribute.',
      ],
    ],
    [
      'hints-starred-missing',
      [
        'content/general/intro.problems.json (list "focus"): The starred problem "Weird Algorithm" has no hint ladder.\n  Fix: Write one in its solution solutions/general/cses-1068.mdx as <Hints>, or in content/general/intro.mdx where the problem is discussed: <Hints problem="Weird Algorithm"> with two to four <Hint>…</Hint>, each a step further.',
        'content/general/intro.problems.json (list "practice"): The starred problem "Repetitions" has no hint ladder.\n  Fix: Write one in content/general/intro.mdx where the problem is discussed: <Hints problem="Repetitions"> with two to four <Hint>…</Hint>, each a step further.',
      ],
    ],
  ])('%s fails with its pinned errors', (name, expected) => {
    expect(messages(name)).toEqual(expected);
  });
});
