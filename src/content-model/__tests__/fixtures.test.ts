/**
 * One tiny content tree per failure mode (../__fixtures__/<name>/), each pinned to the exact
 * text an author sees.
 */
import { join } from 'node:path';
import { formatContentError } from '../errors';
import { loadCorpus } from '../load';

const fixture = (name: string) => join(__dirname, '..', '__fixtures__', name);
const messages = (name: string) => loadCorpus(fixture(name)).errors.map(formatContentError);

const CPH_HINT =
  "Check the section number against the book's table of contents, or drop the number from the title to link the whole book.";

/** One error per field that differs, each naming every place and what it has there. */
const PROBLEM_INCONSISTENT = [
  'content/bronze/sorting.problems.json (list "practice"): "Weird Algorithm" (https://cses.fi/problemset/task/1068) has 2 difficulties: Easy in content/bronze/sorting.problems.json (list "practice"); Very Easy in content/general/intro.problems.json (list "focus").\n  Fix: One problem has one difficulty: judge the problem itself and write that "difficulty" in every list that holds it.',
  'content/bronze/sorting.problems.json (list "practice"): "Weird Algorithm" (https://cses.fi/problemset/task/1068) has 2 different sets of tags: Math, Simulation in content/bronze/sorting.problems.json (list "practice"); Simulation in content/general/intro.problems.json (list "focus").\n  Fix: One problem has one set of tags (the main ideas of its solution): write the same "tags" in every list that holds it.',
  'content/bronze/sorting.problems.json (list "practice"): The internal solution "cses-1068" of "Weird Algorithm" is linked from content/general/intro.problems.json (list "focus") but not from content/bronze/sorting.problems.json (list "practice"), which shows no solution.\n  Fix: Set "solID": "cses-1068" on "Weird Algorithm" in every list that holds it.',
  'content/bronze/sorting.problems.json (list "practice"): "Repetitions" (https://cses.fi/problemset/task/1069) has 2 different solutions: the link https://example.com/repetitions in content/bronze/sorting.problems.json (list "practice"); the sketch "Scan once, keeping the current run lengt…" in content/general/intro.problems.json (list "practice").\n  Fix: One problem has one solution: give it the same "solID" in every list that holds it (the best one: our own, else the clearest).',
];

/** The first by its source label and the catalog, the second by the catalog alone. */
const ABOVE_LEVEL = [
  'content/bronze/prefix-sums.problems.json (list "practice", problem 1): "Breed Counting" is a USACO Silver problem (source "Silver"; the catalog: Silver), above the level of this Bronze module (Bronze at most).\n  Fix: Move it to a challenge list (a list whose name contains "challenge", e.g. "challenge", shown with <Problems problems="challenge" />), or to a module of the Silver section.',
  'content/bronze/prefix-sums.problems.json (list "practice", problem 2): "Subsequences Summing to Sevens" is a USACO Silver problem (source "Bronze"; the catalog: Silver), above the level of this Bronze module (Bronze at most).\n  Fix: Move it to a challenge list (a list whose name contains "challenge", e.g. "challenge", shown with <Problems problems="challenge" />), or to a module of the Silver section.',
];

describe('content fixtures', () => {
  it('accepts the valid tree and derives its records', () => {
    const { corpus, errors } = loadCorpus(fixture('valid'));
    expect(errors).toEqual([]);
    expect(corpus.modules).toHaveLength(1);
    const [intro] = corpus.modules;
    expect(intro).toMatchObject({
      id: 'intro',
      section: 'general',
      chapter: 'Basics',
      file: 'content/general/intro.mdx',
      prerequisites: [],
      frequency: null,
      redirects: [],
    });
    expect(intro.lists.map((l) => [l.listId, l.problems.map((p) => p.name)])).toEqual([
      ['focus', ['Weird Algorithm']],
      ['practice', ['Repetitions']],
    ]);
    expect(corpus.solutions).toMatchObject([
      {
        id: 'cses-1068',
        file: 'solutions/general/cses-1068.mdx',
        linkedFrom: [{ moduleId: 'intro', listId: 'focus' }],
      },
    ]);
    expect(corpus.sections.map((s) => s.id)).toEqual([
      'general',
      'bronze',
      'silver',
      'gold',
      'platinum',
      'advanced',
    ]);
  });

  it.each([
    [
      'json-syntax',
      'content/general/intro.problems.json:4:65: Invalid JSON at line 4, column 65.\n  Fix: Look for a missing or trailing comma, an unquoted key or an unclosed bracket at or just before that spot.',
    ],
    [
      'bad-yaml',
      'content/general/intro.mdx:3:20: The frontmatter is not valid YAML: incomplete explicit mapping pair; a key node is missed; or followed by a non-tabulated empty line.\n  Fix: Quote values that contain a colon, and keep lists as [a, b] or one "- item" per line.',
    ],
    [
      'unknown-module-id',
      'content/general/intro.problems.json: MODULE_ID "intro-module" matches no module.\n  Fix: Module ids: "intro".',
    ],
    [
      'missing-from-ordering',
      'content/general/intro.mdx: The module "intro" is missing from the ordering.\n  Fix: Add "intro" to a chapter of the general section in content/ordering.ts.',
    ],
    [
      'ordering-entry-without-module',
      'content/ordering.ts (section general, chapter "Basics"): The ordering lists "sorting", but no module has that id.\n  Fix: Module ids: "intro".',
    ],
    [
      'unknown-prerequisite',
      'content/general/intro.mdx: Unknown prerequisite "time-complexity".\n  Fix: Module ids: "intro".',
    ],
    [
      'url-conflict',
      'content/general/intro.problems.json (list "practice"): The URL https://cses.fi/problemset/task/1068 is used for "Weird Algorithms" (CSES) here but for "Weird Algorithm" (CSES) in content/general/intro.problems.json (list "focus").\n  Fix: A URL is one problem: use the same name and source everywhere it appears.',
    ],
    [
      'unknown-list',
      'content/general/intro.mdx:18: <Problems problems="practise"> names a list this module does not have.\n  Fix: Did you mean "practice"?',
    ],
    [
      'focus-not-single',
      'content/general/intro.mdx:10: <FocusProblem problem="focus"> needs a list with exactly one problem, but "focus" has 2.\n  Fix: Keep the focus problem alone in its own list.',
    ],
    [
      'resource-bad-url',
      'content/general/intro.mdx:13: URL algebra/binary-exp.html is not valid. Did you make a typo in the problem source (CPAlgo), or in the URL? Problem name: Binary Exponentiation\n  Fix: Write a full URL starting with http, or use a known source. Did you mean "cp-algo"?',
    ],
    [
      'resource-computed-url',
      'content/general/intro.mdx:13: <Resource> needs a plain string "url" attribute, got url={base + "binary-exp.html"}.\n  Fix: Write url="…" with a full address starting with http, or a path on a known site.',
    ],
    [
      'resource-missing-section',
      `content/general/intro.mdx:13: Could not find section 31.4 in source CPH\n  Fix: ${CPH_HINT}`,
    ],
    [
      'unlinked-solution',
      'solutions/general/cses-1069.mdx: No problem links to the solution "cses-1069".\n  Fix: Set "solID": "cses-1069" on its problem in a .problems.json file, or delete this file.',
    ],
    [
      'missing-internal-solution',
      'content/general/intro.problems.json (list "practice", problem 1): Problem "Repetitions" links to the internal solution "cses-1069", but no solution has that id (expected solutions/general/cses-1069.mdx).\n  Fix: Create solutions/general/cses-1069.mdx (frontmatter id: cses-1069) or correct the solID. Did you mean "cses-1068"?',
    ],
    [
      'unknown-difficulty',
      'content/general/intro.problems.json (list "practice", problem 1): Problem "Repetitions" has an unknown difficulty "Medium".\n  Fix: Difficulties: "Very Easy", "Easy", "Normal", "Hard", "Very Hard", "Insane".',
    ],
    [
      'unknown-source',
      'content/general/intro.problems.json (list "practice", problem 1): URL 1069 is not valid. Did you make a typo in the problem source (CSSE), or in the URL? Problem name: Repetitions\n  Fix: Write the full URL as the id, or use a known source. Did you mean "CSES"?',
    ],
    [
      'unknown-tag',
      'content/general/intro.problems.json (list "practice", problem 1): Problem "Repetitions" has an unknown tag "String".\n  Fix: Did you mean "Strings"? Use a tag from content/tags.ts (or add one there): Simulation, Strings, Sorting.',
    ],
  ])('%s fails with exactly one pinned error', (name, expected) => {
    expect(messages(name)).toEqual([expected]);
  });

  it('bad-frontmatter reports each bad field of modules and solutions', () => {
    expect(messages('bad-frontmatter')).toEqual([
      'solutions/general/cses-1068.mdx: The solution frontmatter needs a non-empty "title"; it is missing.',
      'solutions/general/cses-1068.mdx: The solution id "cses-1068-sol" does not match the file name "cses-1068.mdx".\n  Fix: Rename the file to cses-1068-sol.mdx or set id: cses-1068.',
      'content/general/intro.mdx: The module frontmatter has an unknown field "prerequisite".\n  Fix: Did you mean "prerequisites"?',
      'content/general/intro.mdx: The module frontmatter field "frequency" must be a whole number from 0 to 4, got 7.',
      'content/general/intro.mdx: The redirect "old-intro" must be a site path starting with "/".\n  Fix: Write "/old-intro".',
      'content/general/intro.problems.json (list "focus", problem 1): Problem "Weird Algorithm" links to the internal solution "cses-1068", but no solution has that id (expected solutions/general/cses-1068.mdx).\n  Fix: Create solutions/general/cses-1068.mdx (frontmatter id: cses-1068) or correct the solID. Existing solutions: "cses-1068-sol".',
      'solutions/general/cses-1068.mdx: No problem links to the solution "cses-1068-sol".\n  Fix: Set "solID": "cses-1068-sol" on its problem in a .problems.json file, or delete this file.',
    ]);
  });

  it('problem-inconsistent names every place of a problem listed with different fields', () => {
    expect(messages('problem-inconsistent')).toEqual(PROBLEM_INCONSISTENT);
  });

  it('above-level accepts higher problems only in a challenge list, judged by label and catalog', () => {
    const repo = join(__dirname, '..', '..', '..');
    const root = fixture('above-level');
    const withCatalog = loadCorpus(root, { siteRoot: repo }).errors.map(formatContentError);
    expect(withCatalog).toEqual(ABOVE_LEVEL);
    // Without the catalog, the source label alone still shows the Silver problem.
    expect(messages('above-level')).toEqual([ABOVE_LEVEL[0].replace(/; the catalog: Silver/, '')]);
  });

  it('reports every error of a broken tree in one run', () => {
    const errors = messages('many-errors');
    expect(errors.map((e) => e.split('\n')[0])).toEqual([
      'content/general/extra.problems.json:1:25: Invalid JSON at line 1, column 25.',
      'content/general/intro.problems.json (list "focus", problem 2): Problem "Repetitions" has an unknown difficulty "Hardest".',
      'content/general/intro.problems.json (list "practice", problem 1): URL abc is not valid. Did you make a typo in the problem source (XYZ), or in the URL? Problem name: Repetitions',
      'content/ordering.ts (section general, chapter "Basics"): The ordering lists "ghost", but no module has that id.',
      'content/general/extra.mdx: The module "extra" is missing from the ordering.',
      'content/general/intro.mdx: Unknown prerequisite "ghost-two".',
      'content/general/intro.mdx:14: Could not find section 99.9 in source CPH',
      'content/general/intro.mdx:19: <Problems problems="practise"> names a list this module does not have.',
    ]);
  });
});
