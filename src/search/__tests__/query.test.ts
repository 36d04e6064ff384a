import { prepareIndex, searchIndex, withinOneEdit } from '../query';
import type { SearchDoc } from '../types';

const doc = (k: SearchDoc['k'], t: string, extra: Partial<SearchDoc> = {}): SearchDoc => ({
  k,
  t,
  u: `/${k}/${t.toLowerCase().replace(/\W+/g, '-')}`,
  c: '',
  ...extra,
});

const docs = prepareIndex({
  v: 2,
  docs: [
    doc('module', 'Sorting', { x: 'Put things in order with a comparator.' }),
    doc('module', 'Custom Comparators and Coordinate Compression'),
    doc('heading', 'Sorting pairs', { c: 'Sorting' }),
    doc('module', 'Prefix Sums', { x: 'Running totals answer range queries.' }),
    doc('problem', 'Sorting Sums', { w: 'CSES Sorting' }),
    doc('problem', 'Static Range Sum Queries', { w: 'CSES Prefix Sums' }),
    doc('solution', 'Static Range Sum Queries', { x: 'Precompute prefix sums.' }),
    doc('module', 'Dijkstra’s Algorithm', { x: 'Shortest paths with a priority queue.' }),
  ],
});

const titles = (query: string) =>
  searchIndex(docs, query).flatMap((group) => group.hits.map((hit) => `${hit.doc.k}:${hit.doc.t}`));

describe('searchIndex', () => {
  it('puts an exact title match first, ahead of longer titles with the same words', () => {
    expect(titles('sorting')[0]).toBe('module:Sorting');
    expect(titles('Static Range Sum Queries')[0]).toBe('problem:Static Range Sum Queries');
    expect(titles('sorting sums')[0]).toBe('problem:Sorting Sums');
  });

  it('matches prefixes as the student types', () => {
    expect(titles('pref')[0]).toBe('module:Prefix Sums');
    expect(titles('stat rang')[0]).toBe('problem:Static Range Sum Queries');
  });

  it('tolerates one typo in words of four letters or more', () => {
    expect(titles('sotring')[0]).toBe('module:Sorting');
    expect(titles('dikjstra')[0]).toBe('module:Dijkstra’s Algorithm');
    expect(titles('dijkstras')[0]).toBe('module:Dijkstra’s Algorithm');
    // Short words need to be exact: "som" is not "sum".
    expect(titles('som')).toEqual([]);
  });

  it('finds keywords (source, tags) and text, ranked below title matches', () => {
    expect(titles('cses')).toEqual(['problem:Sorting Sums', 'problem:Static Range Sum Queries']);
    expect(titles('priority queue')).toEqual(['module:Dijkstra’s Algorithm']);
    expect(titles('comparator')[0]).toBe('module:Custom Comparators and Coordinate Compression');
  });

  it('requires every word to match somewhere', () => {
    expect(titles('sorting zebra')).toEqual([]);
  });

  it('groups by kind, groups ordered by their best hit', () => {
    const groups = searchIndex(docs, 'static range');
    expect(groups.map((group) => group.kind)).toEqual(['problem', 'solution']);
    expect(searchIndex(docs, '   ')).toEqual([]);
  });

  it('gives a snippet around a text match', () => {
    const [group] = searchIndex(docs, 'priority');
    expect(group.hits[0].snippet).toContain('priority queue');
  });
});

describe('withinOneEdit', () => {
  it.each([
    ['sorting', 'sorting', true],
    ['sortng', 'sorting', true],
    ['sortiing', 'sorting', true],
    ['sotring', 'sorting', true],
    ['sortign', 'sorting', true],
    ['srotign', 'sorting', false],
    ['sort', 'sorting', false],
  ])('%s vs %s → %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
  });
});
