/**
 * What the first query of a visit downloads (gzip bytes), from the built files: the entry, the
 * word shards of the query's words, and the text shards of the snippets it may show. The budget
 * is 400 KB; the build prints the worst case over plausible first queries, and a unit test
 * checks it on the full-size corpus.
 *
 * The text part is an upper bound, without ranking (the build runs it on ~18,000 queries): for
 * each kind, the largest `HITS_PER_GROUP` text shards that hold a document of that kind whose
 * text has a word starting with a query word, summed. The hits shown with a snippet are among
 * those documents, at most `HITS_PER_GROUP` of each kind.
 */
import type { SearchFiles } from './createShards';
import { HITS_PER_GROUP, toWords } from './query';
import { decodePositions, findTextShard, ShardedIndex } from './shardedIndex';
import type { SearchKind, WordShard } from './types';

export const FIRST_QUERY_BUDGET_BYTES = 400_000;

/** Words and phrases a student plausibly types first, typos included. */
export const CP_QUERIES = [
  'prefix sums',
  'binary search',
  'dijkstra',
  'dikjstra',
  'segment tree',
  'segmnet tree',
  'dynamic programming',
  'dp',
  'knapsack',
  'graph',
  'bfs',
  'dfs',
  'union find',
  'dsu',
  'greedy',
  'sorting',
  'sotring',
  'two pointers',
  'sliding window',
  'bitmask',
  'modular arithmetic',
  'combinatorics',
  'lca',
  'shortest path',
  'minimum spanning tree',
  'kruskal',
  'topological sort',
  'hashing',
  'string',
  'geometry',
  'convex hull',
  'fenwick tree',
  'range queries',
  'cses',
  'usaco',
  'codeforces',
  'silver',
  'complete search',
  'simulation',
  'recursion',
  'gcd',
  'sieve',
  'priority queue',
  'stack',
  'deque',
  'flood fill',
  'connected components',
  'bipartite',
  'floyd warshall',
  'euler tour',
  'sparse table',
  'lazy propagation',
  'trie',
  'kmp',
  'suffix array',
  'meet in the middle',
  'game theory',
  'coordinate compression',
  'custom comparators',
  'a',
  'o(n log n)',
];

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** Every one-, two- and three-letter prefix, the digits, and `CP_QUERIES`. */
export function listPlausibleFirstQueries(): string[] {
  const queries = [...LETTERS, ...'0123456789'];
  for (const a of LETTERS) for (const b of LETTERS) queries.push(a + b);
  for (const a of LETTERS)
    for (const b of LETTERS) for (const c of LETTERS) queries.push(a + b + c);
  return [...queries, ...CP_QUERIES];
}

export interface QueryFetch {
  query: string;
  /** Everything: entry + word shards + text shards. */
  bytes: number;
  entryBytes: number;
  wordBytes: number;
  wordShards: number;
  /** At most this much (see the file's comment). */
  textBytes: number;
  textShards: number;
}

/**
 * A function from a query to what it fetches as the first query of a visit. `typed`: typed
 * letter by letter, each keystroke searching (the word shards of every prefix of the query);
 * snippets count only for the whole query, as the dialog fetches them once the student pauses.
 */
export function createFetchCost(
  files: SearchFiles,
): (query: string, options?: { typed?: boolean }) => QueryFetch {
  const index = new ShardedIndex(files.entry);
  const sizes = new Map(files.shards.map((shard) => [shard.hash, shard.gzipBytes]));
  const size = (hash: string) => sizes.get(hash) ?? 0;
  const textFirsts = files.entry.d.map(([first]) => first);
  // Every text word in code-unit order (the shards are consecutive ranges), with its documents.
  const words: string[] = [];
  const positions: number[][] = [];
  for (const [, hash] of files.entry.s) {
    const shard = JSON.parse(files.shards.find((s) => s.hash === hash)?.json ?? '{"w":[]}');
    for (const [word, , list] of (shard as WordShard).w) {
      words.push(word);
      positions.push(decodePositions(list));
    }
  }
  const textShardOf = files.entry.docs.map((_, position) => findTextShard(textFirsts, position));
  const kinds = files.entry.docs.map((doc) => doc.k);

  return (query, { typed = false } = {}) => {
    const typedPrefixes = typed ? [...query].map((_, i) => query.slice(0, i + 1)) : [query];
    const wordHashes = [...new Set(typedPrefixes.flatMap((q) => index.wordShardsFor(q)))];
    const candidates = new Map<SearchKind, Set<number>>();
    for (const word of new Set(toWords(query))) {
      let low = 0;
      let high = words.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (words[middle] < word) low = middle + 1;
        else high = middle;
      }
      for (let i = low; i < words.length && words[i].startsWith(word); i++) {
        for (const position of positions[i]) {
          const set = candidates.get(kinds[position]) ?? new Set<number>();
          set.add(textShardOf[position]);
          candidates.set(kinds[position], set);
        }
      }
    }
    // Per kind, its largest candidates, summed over kinds even where kinds share a shard: the
    // shown hits of two kinds may sit in different shards.
    let textBytes = 0;
    let textShards = 0;
    for (const shards of candidates.values()) {
      const largest = [...shards]
        .map((i) => size(files.entry.d[i][1]))
        .sort((a, b) => b - a)
        .slice(0, HITS_PER_GROUP);
      textBytes += largest.reduce((sum, bytes) => sum + bytes, 0);
      textShards += largest.length;
    }
    const wordBytes = wordHashes.reduce((sum, hash) => sum + size(hash), 0);
    return {
      query,
      bytes: files.entryGzipBytes + wordBytes + textBytes,
      entryBytes: files.entryGzipBytes,
      wordBytes,
      wordShards: wordHashes.length,
      textBytes,
      textShards,
    };
  };
}

/** The plausible first query that fetches the most. */
export function findWorstFirstQuery(
  files: SearchFiles,
  queries: readonly string[] = listPlausibleFirstQueries(),
  options: { typed?: boolean } = {},
): QueryFetch {
  const measure = createFetchCost(files);
  let worst: QueryFetch | undefined;
  for (const query of queries) {
    const fetch = measure(query, options);
    if (!worst || fetch.bytes > worst.bytes) worst = fetch;
  }
  if (!worst) throw new Error('No queries to measure.');
  return worst;
}

/** The build's report: sizes, and the worst first query searched whole and typed. */
export function describeSearchFiles(files: SearchFiles): string {
  const worst = findWorstFirstQuery(files);
  const typed = findWorstFirstQuery(files, CP_QUERIES, { typed: true });
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
  const words = files.shards.filter((shard) => shard.kind === 'words');
  const texts = files.shards.filter((shard) => shard.kind === 'text');
  const largest = (list: typeof words) => kb(Math.max(0, ...list.map((s) => s.gzipBytes)));
  return (
    `search index: entry ${kb(files.entryGzipBytes)} gzip, ${words.length} word shards (largest ${largest(words)}), ` +
    `${texts.length} text shards (largest ${largest(texts)}); the largest first-query fetch is ${kb(worst.bytes)} ` +
    `for "${worst.query}" (words ${kb(worst.wordBytes)}, snippets at most ${kb(worst.textBytes)}), ` +
    `typed letter by letter ${kb(typed.bytes)} for "${typed.query}" (budget ${kb(FIRST_QUERY_BUDGET_BYTES)}` +
    `${Math.max(worst.bytes, typed.bytes) > FIRST_QUERY_BUDGET_BYTES ? ': OVER BUDGET, see docs/search.md' : ''})`
  );
}
