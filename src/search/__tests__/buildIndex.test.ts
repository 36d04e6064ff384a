import { join } from 'node:path';
import { loadCorpus } from '../../content-model/load';
import { createSearchIndex } from '../buildIndex';
import type { SearchDoc } from '../types';

const root = join(__dirname, '../__fixtures__/tiny');

function buildFixtureIndex() {
  const { corpus, errors } = loadCorpus(root);
  expect(errors).toEqual([]);
  return createSearchIndex(corpus);
}

const byKind = (docs: SearchDoc[], kind: SearchDoc['k']) => docs.filter((doc) => doc.k === kind);

describe('createSearchIndex', () => {
  const index = buildFixtureIndex();

  it('has one entry per module, linking to its page, with description and intro text', () => {
    const modules = byKind(index.docs, 'module');
    expect(modules.map(({ t, u, c }) => ({ t, u, c }))).toEqual([
      { t: 'Prefix Sums', u: '/bronze/prefix-sums', c: 'Bronze' },
      { t: 'Sorting', u: '/bronze/sorting', c: 'Bronze' },
    ]);
    expect(modules[0].x).toBe(
      'Answer range sum queries in constant time. A prefix sum array stores running totals.',
    );
  });

  it('links every heading to the id rehype-slug gives it, skipping code and JSX', () => {
    const headings = byKind(index.docs, 'heading').filter((doc) => doc.c === 'Prefix Sums');
    expect(headings.map(({ t, u }) => ({ t, u }))).toEqual([
      { t: 'Building the array', u: '/bronze/prefix-sums#building-the-array' },
      { t: 'Example', u: '/bronze/prefix-sums#example' },
      // The second heading with the same text gets github-slugger's suffix.
      { t: 'Example', u: '/bronze/prefix-sums#example-1' },
      // A heading with math has a KaTeX-made id we cannot know: it links to the page.
      { t: 'Sums of O(1) ranges', u: '/bronze/prefix-sums' },
    ]);
    expect(headings[0].x).toBe('Compute pre[i] from pre i-1 in one pass.');
    expect(headings[1].x).toBe('Take the array 1 2 3.');
  });

  it('links each problem to its row on the module page, once per module, with source and tags', () => {
    const problems = byKind(index.docs, 'problem');
    expect(problems).toEqual([
      {
        k: 'problem',
        t: 'Static Range Sum Queries',
        u: '/bronze/prefix-sums#problem-cses-fi-problemset-task-1646',
        c: 'CSES · Prefix Sums',
        w: 'CSES Prefix Sums',
      },
      {
        k: 'problem',
        t: 'Subarray Sums',
        u: '/bronze/prefix-sums#problem-codeforces-com-contest-1-problem-a',
        c: 'CF · Prefix Sums',
        w: 'CF Prefix Sums Two Pointers',
      },
      expect.objectContaining({
        t: 'Distinct Numbers',
        u: expect.stringMatching(/^\/bronze\/sorting#problem-/),
      }),
      expect.objectContaining({ t: 'Sorting Sums', w: 'CSES' }),
    ]);
  });

  it('has one entry per solution with its body text', () => {
    expect(byKind(index.docs, 'solution')).toEqual([
      {
        k: 'solution',
        t: 'Static Range Sum Queries',
        u: '/solutions/cses-1646',
        c: 'CSES · Solution',
        w: 'CSES',
        x: 'Idea Precompute prefix sums, then subtract.',
      },
    ]);
  });
});
