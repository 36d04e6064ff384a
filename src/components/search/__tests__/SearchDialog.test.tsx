import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetSearchIndex } from '../../../search/loadIndex';
import { ShardedIndex } from '../../../search/shardedIndex';
import { createSearchFiles, type SearchFiles } from '../../../search/createShards';
import type { SearchDoc, SearchIndex } from '../../../search/types';
import SearchDialog from '../SearchDialog';
import { serveSearchFiles, type Failure } from './serveSearchFiles';

// Snippets wait PREVIEW_DELAY_MS before their fetch; on a loaded machine 1 s is too tight.
configure({ asyncUtilTimeout: 3000 });

const doc = (k: SearchDoc['k'], t: string, x?: string): SearchDoc => ({
  k,
  t,
  u: `/${k}/${t.toLowerCase().replace(/\W+/g, '-')}`,
  c: 'Context',
  x,
});

const index: SearchIndex = {
  v: 2,
  docs: [
    doc('module', 'Graph Traversal', 'Visit every vertex with a queue or a stack.'),
    doc('heading', 'Breadth first search', 'Graphs are explored level by level, carefully.'),
    doc('heading', 'Depth first search', 'Recursion explores deeply before it backtracks.'),
    doc('solution', 'Counting Rooms', 'Flood fill each room; a graph of cells and walls.'),
    doc('problem', 'Building Roads'),
  ],
};

// Small shards, so that a query needs only some of them.
const build = (source: SearchIndex = index): SearchFiles =>
  createSearchFiles(source, { wordShardChars: 60, textShardChars: 60 });
const files = build();
const shardPath = (hash: string) => `/search/${hash}.json`;
/** The word shards a query needs (typed letter by letter: its first letter's, in effect). */
const wordShardsOf = (query: string) =>
  new ShardedIndex(files.entry).wordShardsFor(query).map(shardPath);
const textShardPaths = files.entry.d.map(([, hash]) => shardPath(hash));

/** The dialog on a new page: the loader keeps the entry for a page's life. */
function openDialog(fetcher: (url: string) => Promise<Response>) {
  forgetSearchIndex();
  const fetchMock = jest.fn(fetcher);
  global.fetch = fetchMock as unknown as typeof fetch;
  render(<SearchDialog onClose={() => undefined} />);
  const requested = () => fetchMock.mock.calls.map(([url]) => url);
  return { user: userEvent.setup(), requested };
}

const optionHrefs = () =>
  screen.queryAllByRole('option').map((option) => option.getAttribute('data-href'));

describe('SearchDialog with a sharded index', () => {
  it("fetches only the query's word shards, and fills in snippets without moving options", async () => {
    let release = () => {};
    const texts = new Promise<void>((resolve) => (release = resolve));
    const { user, requested } = openDialog(
      serveSearchFiles(files, new Map(), (path) =>
        textShardPaths.includes(path) ? texts : undefined,
      ),
    );
    await user.type(await screen.findByRole('combobox'), 'carefully');
    await waitFor(() => expect(optionHrefs()).toEqual(['/heading/breadth-first-search']));
    // "c", "ca", … "carefully": the shards of words starting with "c", and no others.
    const wordShards = files.entry.s.map(([, hash]) => shardPath(hash));
    const fetched = requested().filter((url) => wordShards.includes(url));
    expect(fetched.sort()).toEqual(wordShardsOf('c').sort());
    expect(fetched.length).toBeLessThan(wordShards.length);
    // The title did not match: a snippet is due, its room reserved before its text is in.
    const option = screen.getByRole('option');
    const box = option.lastElementChild as HTMLElement;
    expect(box).toHaveClass('h-8');
    expect(option).not.toHaveTextContent('level by level');
    release();
    await waitFor(() => expect(option).toHaveTextContent('level by level carefully'));
    expect(option.lastElementChild).toBe(box);
    expect(requested().filter((url) => textShardPaths.includes(url))).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('1 result');
  });

  it('a word shard that fails: title matches only, said so, and Try again completes them', async () => {
    const failures = new Map<string, Failure>(wordShardsOf('g').map((path) => [path, 'offline']));
    const { user } = openDialog(serveSearchFiles(files, failures));
    await user.type(await screen.findByRole('combobox'), 'graph');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        /Only matches in titles, sources and tags are shown: part of the index could not load/,
      ),
    );
    expect(optionHrefs()).toEqual(['/module/graph-traversal']);
    failures.clear();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(optionHrefs()).toEqual([
        '/module/graph-traversal',
        '/heading/breadth-first-search',
        '/solution/counting-rooms',
      ]),
    );
    expect(screen.getByRole('status')).not.toHaveTextContent(/could not load/);
  });

  it('never says "No results" when the words a query needs did not load', async () => {
    const failures = new Map<string, Failure>(wordShardsOf('b').map((path) => [path, 'offline']));
    const { user } = openDialog(serveSearchFiles(files, failures));
    await user.type(await screen.findByRole('combobox'), 'backtracks');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Search could not load the part of the index this query needs (offline?). Try again',
      ),
    );
    expect(screen.queryAllByRole('option')).toEqual([]);
  });

  it('a text shard that fails: the snippet says so, with a retry', async () => {
    const failures = new Map<string, Failure>(textShardPaths.map((path) => [path, 'offline']));
    const { user } = openDialog(serveSearchFiles(files, failures));
    await user.type(await screen.findByRole('combobox'), 'carefully');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Some previews could not load (offline?). Try again',
      ),
    );
    expect(screen.getByRole('option')).toHaveTextContent('Preview could not load.');
    failures.clear();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByRole('option')).toHaveTextContent('level by level carefully'),
    );
    expect(screen.getByRole('status')).toHaveTextContent('1 result');
  });

  it('a shard gone from the server (a new deploy): the entry is fetched fresh and used', async () => {
    // This page's entry (the service worker's copy) names shards the server no longer has: a
    // document added first moves every position, so every shard is new.
    const deployed = build({ ...index, docs: [doc('module', 'Carefully Done'), ...index.docs] });
    const serveNew = serveSearchFiles(deployed);
    const serveOld = serveSearchFiles(files);
    let entries = 0;
    const { user, requested } = openDialog(async (url) => {
      if (url === '/search-index.json' && entries++ === 0) return serveOld(url);
      return serveNew(url);
    });
    await user.type(await screen.findByRole('combobox'), 'carefully');
    await waitFor(() =>
      expect(optionHrefs()).toEqual(['/module/carefully-done', '/heading/breadth-first-search']),
    );
    expect(requested().filter((url) => url.startsWith('/search-index.json?fresh='))).toHaveLength(
      1,
    );
  });

  it('an entry of another format: fetched fresh once, then a clear message to reload', async () => {
    const future = { ...files, entryJson: JSON.stringify({ ...files.entry, v: 3 }) };
    const { requested } = openDialog(serveSearchFiles(future));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Search was updated since this page was opened. Reload the page to search.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(requested()).toEqual(['/search-index.json', expect.stringMatching(/\?fresh=\d+$/)]);
  });
});
