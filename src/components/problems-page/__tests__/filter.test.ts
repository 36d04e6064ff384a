import { pickRandom, selectRows } from '../filter';
import { toFilterOptions, toProblemEntries } from '../problemIndex';
import { DEFAULT_VIEW, type ProblemView } from '../query';
import { MODULES } from './fixtures';

const entries = toProblemEntries(MODULES);
const view = (patch: Partial<ProblemView>): ProblemView => ({ ...DEFAULT_VIEW, ...patch });
const names = (v: ProblemView, statuses = {}, hideTags = false) =>
  selectRows(entries, v, { statuses, hideTags }).map((e) => e.name);
const id = (name: string) => `https://example.com/${name.toLowerCase().replace(/\s+/g, '-')}`;

describe('toProblemEntries', () => {
  it('lists each problem once with every module it appears in', () => {
    expect(entries.map((e) => e.name)).toEqual([
      'Bessie Paths',
      'Shared Path',
      'Zebra Walk',
      'Apple Sums',
    ]);
    const shared = entries.find((e) => e.name === 'Shared Path');
    expect(shared?.modules.map((m) => m.id)).toEqual(['intro-graphs', 'prefix-sums']);
    expect(shared?.tags).toEqual(['BFS', 'Prefix Sums']);
    expect(shared?.starred).toBe(true);
  });
});

describe('toFilterOptions', () => {
  it('lists the menus alphabetically, ignoring case', () => {
    const make = (source: string, tags: string[]) => ({ ...entries[0], source, tags });
    const options = toFilterOptions([
      make('USACO Bronze', ['prefix sums', 'BFS']),
      make('Codeforces', ['Binary Search']),
      make('CSES', ['bfs', 'DP']),
      make('AtCoder', []),
    ]);
    expect(options.sources).toEqual(['AtCoder', 'Codeforces', 'CSES', 'USACO Bronze']);
    expect(options.tags).toEqual(['BFS', 'bfs', 'Binary Search', 'DP', 'prefix sums']);
  });
});

describe('selectRows filtering', () => {
  it.each<[string, Partial<ProblemView>, string[]]>([
    ['search by name, any word order', { q: 'path bessie' }, ['Bessie Paths']],
    ['search by source', { q: 'cses' }, ['Shared Path', 'Apple Sums']],
    ['search by tag', { q: 'trees' }, ['Zebra Walk']],
    ['difficulty', { difficulty: 'Normal' }, ['Shared Path']],
    ['source', { source: 'CF' }, ['Zebra Walk']],
    ['tag', { tag: 'DFS' }, ['Bessie Paths', 'Zebra Walk']],
    ['section', { section: 'bronze' }, ['Shared Path', 'Apple Sums']],
    ['module', { module: 'intro-graphs' }, ['Bessie Paths', 'Shared Path', 'Zebra Walk']],
    ['starred', { starred: true }, ['Shared Path']],
    ['combined', { section: 'silver', tag: 'DFS', difficulty: 'Hard' }, ['Zebra Walk']],
  ])('%s', (_label, patch, expected) => {
    expect(names(view(patch))).toEqual(expected);
  });

  it('filters by status, and Unsolved means anything but Solved', () => {
    const statuses = { [id('Zebra Walk')]: 'Solved', [id('Apple Sums')]: 'Solving' } as const;
    expect(names(view({ status: 'Solved' }), statuses)).toEqual(['Zebra Walk']);
    expect(names(view({ status: 'Solving' }), statuses)).toEqual(['Apple Sums']);
    expect(names(view({ status: 'Not Attempted' }), statuses)).toEqual([
      'Bessie Paths',
      'Shared Path',
    ]);
    expect(names(view({ status: 'Unsolved' }), statuses)).toEqual([
      'Bessie Paths',
      'Shared Path',
      'Apple Sums',
    ]);
  });

  it('with hide on, neither searches nor filters by tags', () => {
    expect(names(view({ q: 'trees' }), {}, true)).toEqual([]);
    expect(names(view({ tag: 'DFS' }), {}, true)).toHaveLength(4);
  });
});

describe('selectRows sorting', () => {
  it.each<[Partial<ProblemView>, string[]]>([
    [{ sort: 'name' }, ['Apple Sums', 'Bessie Paths', 'Shared Path', 'Zebra Walk']],
    [{ sort: 'name', desc: true }, ['Zebra Walk', 'Shared Path', 'Bessie Paths', 'Apple Sums']],
    [{ sort: 'difficulty' }, ['Apple Sums', 'Bessie Paths', 'Shared Path', 'Zebra Walk']],
    [
      { sort: 'difficulty', desc: true },
      ['Zebra Walk', 'Shared Path', 'Bessie Paths', 'Apple Sums'],
    ],
    // Ties (CSES twice) keep syllabus order.
    [{ sort: 'source' }, ['Zebra Walk', 'Shared Path', 'Apple Sums', 'Bessie Paths']],
  ])('%p', (patch, expected) => {
    expect(names(view(patch))).toEqual(expected);
  });

  it('sorts by status in picker order', () => {
    const statuses = { [id('Zebra Walk')]: 'Solved', [id('Apple Sums')]: 'Solving' } as const;
    expect(names(view({ sort: 'status' }), statuses)).toEqual([
      'Bessie Paths',
      'Shared Path',
      'Apple Sums',
      'Zebra Walk',
    ]);
  });
});

describe('pickRandom', () => {
  it('picks only from the rows it is given', () => {
    const rows = selectRows(entries, view({ tag: 'DFS' }), { statuses: {}, hideTags: false });
    for (const r of [0, 0.25, 0.5, 0.75, 0.999999]) {
      expect(['Bessie Paths', 'Zebra Walk']).toContain(pickRandom(rows, () => r)?.name);
    }
  });
  it('returns null for an empty view', () => {
    expect(pickRandom([], () => 0.5)).toBeNull();
  });
});
