import { formatContentError } from '../../../content-model/errors';
import tagVocabulary from '../../../../content/tags';
import { checkDraft, toPreviewId } from '../checkDraft';
import { SAMPLE_DRAFT } from '../sample';

const MDX = `---
id: demo
title: Demo
author: Me
description: A demo module.
---

<Problems problems="practice" />
`;

const problems = (practice: unknown[], moduleId = 'demo') =>
  JSON.stringify({ MODULE_ID: moduleId, practice }, null, 2);

const apartments = {
  source: 'CSES',
  name: 'Apartments',
  id: '1084',
  difficulty: 'Easy',
  tags: ['Sorting'],
};

test('the sample passes every check and has its lists', () => {
  const check = checkDraft(SAMPLE_DRAFT, tagVocabulary);
  expect(check.mdxErrors).toEqual([]);
  expect(check.problemErrors).toEqual([]);
  expect(Object.keys(check.lists)).toEqual(['focus', 'practice']);
  expect(check.header?.title).toBe('Counting with Frequency Arrays');
});

test('an invalid difficulty gets the content model message, and the bad problem is left out', () => {
  const check = checkDraft(
    {
      mdx: MDX,
      problems: problems([
        apartments,
        { ...apartments, name: 'Towers', id: '1073', difficulty: 'Medium' },
      ]),
    },
    tagVocabulary,
  );
  expect(check.problemErrors.map(formatContentError)).toEqual([
    'content/general/demo.problems.json (list "practice", problem 2): Problem "Towers" has an unknown difficulty "Medium".\n  Fix: Difficulties: "Very Easy", "Easy", "Normal", "Hard", "Very Hard", "Insane".',
  ]);
  expect(check.lists.practice.map((p) => p.name)).toEqual(['Apartments']);
});

test('a JSON syntax error has its line and column', () => {
  const [error] = checkDraft(
    { mdx: MDX, problems: '{\n  "MODULE_ID": "demo",\n}' },
    tagVocabulary,
  ).problemErrors;
  expect(error).toMatchObject({ line: 3, column: 1, message: 'Invalid JSON at line 3, column 1.' });
});

test('MODULE_ID must name the module in the MDX tab', () => {
  const [error] = checkDraft(
    { mdx: MDX, problems: problems([apartments], 'dmeo') },
    tagVocabulary,
  ).problemErrors;
  expect(formatContentError(error)).toBe(
    'content/general/demo.problems.json: MODULE_ID "dmeo" matches no module.\n  Fix: Did you mean "demo"?',
  );
});

test('a list the MDX names but the JSON lacks is reported on the MDX side, with its line', () => {
  const check = checkDraft(
    {
      mdx: MDX,
      problems: problems([apartments]).replace('practice', 'other'),
    },
    tagVocabulary,
  );
  expect(check.mdxErrors).toEqual([
    expect.objectContaining({
      file: 'content/general/demo.mdx',
      line: 8,
      message: '<Problems problems="practice"> names a list this module does not have.',
    }),
  ]);
});

test('an unknown tag is checked against the site vocabulary', () => {
  const check = checkDraft(
    { mdx: MDX, problems: problems([{ ...apartments, tags: ['Sortng'] }]) },
    tagVocabulary,
  );
  expect(check.problemErrors[0].message).toBe('Problem "Apartments" has an unknown tag "Sortng".');
});

test('frontmatter errors are the build’s', () => {
  const check = checkDraft(
    { mdx: '---\nid: demo\ntitle: [\n---\n', problems: problems([]) },
    tagVocabulary,
  );
  expect(check.mdxErrors[0].message).toMatch(/^The frontmatter is not valid YAML/);
  expect(check.header).toBeNull();
});

test.each([
  ['---\nid: two-pointers\n---\n', 'two-pointers'],
  ['---\ntitle: x\nid: "quoted"\n---\n', 'quoted'],
  ['no frontmatter', 'preview'],
  ['---\nid: has space\n---\n', 'preview'],
])('toPreviewId(%j) is %s', (mdx, id) => {
  expect(toPreviewId(mdx)).toBe(id);
});

test('a problem linking to one of the site’s solutions keeps its link, as on the built page', () => {
  const linked = problems([{ ...apartments, solID: 'cses-1084' }]);
  const alone = checkDraft({ mdx: MDX, problems: linked }, tagVocabulary);
  expect(alone.problemErrors[0].message).toMatch(/no solution has that id/);
  expect(alone.lists.practice ?? []).toEqual([]);

  const withSite = checkDraft({ mdx: MDX, problems: linked }, tagVocabulary, [
    'cses-1084',
    'cses-1068',
  ]);
  // The other solution, linked from no problem of the draft, is not the author's concern.
  expect(withSite.problemErrors).toEqual([]);
  expect(withSite.mdxErrors).toEqual([]);
  expect(withSite.lists.practice[0].solution).toEqual({
    kind: 'internal',
    label: 'Internal Sol',
    url: '/solutions/cses-1084',
    id: 'cses-1084',
  });
});

test('a starred problem whose ladder is elsewhere on the site links there and needs none here', () => {
  const draft = { mdx: MDX, problems: problems([{ ...apartments, starred: true }]) };
  const alone = checkDraft(draft, tagVocabulary);
  expect(alone.problemErrors.map((e) => e.message)).toEqual([
    'The starred problem "Apartments" has no hint ladder.',
  ]);
  const link = '/bronze/sorting#hints-apartments';
  const check = checkDraft(draft, tagVocabulary, [], {
    'https://cses.fi/problemset/task/1084': link,
  });
  expect(check.problemErrors).toEqual([]);
  expect(check.lists.practice[0].hints).toBe(link);
});
