import { createSearchFiles, type SearchFiles } from '../createShards';
import { CP_QUERIES } from '../fetchCost';
import { prepareIndex, searchIndex, type PreparedIndex, type ResultGroup } from '../query';
import {
  decodePositions,
  encodePositions,
  findTextShard,
  findWordShards,
  ShardedIndex,
} from '../shardedIndex';
import type { SearchDoc, SearchIndex } from '../types';
import { buildCorpusIndex, buildSiteIndex, toRealistic } from './indexes';

/** A ShardedIndex over in-memory files, loading what each query needs as the dialog does. */
function openSharded(files: SearchFiles) {
  const byHash = new Map(files.shards.map((shard) => [shard.hash, JSON.parse(shard.json)]));
  const index = new ShardedIndex(JSON.parse(files.entryJson));
  return {
    index,
    search(query: string): ResultGroup[] {
      for (const hash of index.missingWordShards(query)) index.addWordShard(hash, byHash.get(hash));
      const groups = searchIndex(index.prepared, query);
      const hits = groups.flatMap((group) => group.hits);
      for (const hash of index.missingTextShards(hits)) index.addTextShard(hash, byHash.get(hash));
      return searchIndex(index.prepared, query);
    },
  };
}

/** Everything a student sees of a result, and its score. */
const toShown = (groups: ResultGroup[]) =>
  groups.map(({ kind, hits }) => ({
    kind,
    hits: hits.map(({ doc: { k, t, u, c, w }, score, textWord, snippet }) => ({
      k,
      t,
      u,
      c,
      w,
      score,
      textWord,
      snippet,
    })),
  }));

const LETTERS = [...'abcdefghijklmnopqrstuvwxyz'];
const TYPOS = ['sotring', 'dikjstra', 'segmnet', 'prefx', 'knapsak', 'grpah', 'qeuries', 'arary'];

/** Every query ranks the same, snippets included, on the whole index and the sharded one. */
function expectSameRanking(whole: SearchIndex, queries: readonly string[], files: SearchFiles) {
  const prepared: PreparedIndex = prepareIndex(whole);
  const sharded = openSharded(files);
  let withResults = 0;
  for (const query of queries) {
    const expected = toShown(searchIndex(prepared, query));
    expect({ query, shown: toShown(sharded.search(query)) }).toEqual({ query, shown: expected });
    if (expected.length > 0) withResults += 1;
  }
  // Not vacuous: many queries find something (many two-letter prefixes start no word).
  expect(withResults).toBeGreaterThan(queries.length / 3);
}

describe('encodePositions / decodePositions', () => {
  it('round-trips ascending positions as base-36 gaps', () => {
    expect(encodePositions([3, 10, 11, 400])).toBe('3,7,1,at');
    expect(decodePositions('3,7,1,at')).toEqual([3, 10, 11, 400]);
    expect(decodePositions(encodePositions([0]))).toEqual([0]);
  });
});

describe('findWordShards', () => {
  const firsts = ['a', 'cat', 'con', 'd', 'sa', 'sort'];
  it.each([
    ['co', [1, 2]],
    ['con', [2]],
    ['conv', [2]],
    ['c', [0, 1, 2]],
    ['s', [3, 4, 5]],
    ['sort', [5]],
    ['zebra', [5]],
    ['0', []],
    ['d', [3]],
  ])('%s → shards %j', (word, expected) => {
    expect(findWordShards(firsts, word)).toEqual(expected);
  });
});

describe('findTextShard', () => {
  it('finds the shard whose range holds the position', () => {
    const firsts = [0, 5, 9];
    expect([0, 4, 5, 8, 9, 100].map((p) => findTextShard(firsts, p))).toEqual([0, 0, 1, 1, 2, 2]);
  });
});

describe('ShardedIndex', () => {
  const doc = (k: SearchDoc['k'], t: string, x?: string): SearchDoc => ({
    k,
    t,
    u: `/${t.toLowerCase().replace(/\W+/g, '-')}-${x?.length ?? 0}`,
    c: '',
    x,
  });
  // Two headings of the same title tie exactly; which comes first depends on the order words
  // are met in: "implementing" (text of document 1) before "implementation" (title of 2), so
  // the second heading, whose text has "implementing", is met first. Likewise the solution's
  // snippet is cut around "implementation", met before "implement". Neither alphabetical order
  // nor "titles first" gives these: the sharded index must keep the ordinals.
  const whole: SearchIndex = {
    v: 2,
    docs: [
      doc('module', 'Intro', 'Nothing to see here.'),
      doc('heading', 'Graphs', 'We keep implementing graphs.'),
      doc('heading', 'Implementation', 'Code it.'),
      doc('heading', 'Implementation', 'We are implementing it carefully.'),
      doc('solution', 'Two Sum', 'Sort, then implement two pointers; implementation is short.'),
    ],
  };

  it('keeps exact ties in the whole index order, and the same snippet word', () => {
    const files = createSearchFiles(whole, { wordShardChars: 30, textShardChars: 20 });
    const sharded = openSharded(files);
    const expected = toShown(searchIndex(prepareIndex(whole), 'impl'));
    const headings = expected.find((group) => group.kind === 'heading')?.hits ?? [];
    expect(headings.slice(0, 2).map((hit) => hit.u)).toEqual([whole.docs[3].u, whole.docs[2].u]);
    const solution = expected.find((group) => group.kind === 'solution')?.hits[0];
    expect(solution).toMatchObject({ textWord: 'implementation' });
    expect(toShown(sharded.search('impl'))).toEqual(expected);
  });

  it('needs the word shards of a query before ranking it; titles alone differ', () => {
    const files = createSearchFiles(whole, { wordShardChars: 30, textShardChars: 20 });
    const index = new ShardedIndex(files.entry);
    expect(index.missingWordShards('carefully')).toHaveLength(1);
    expect(searchIndex(index.prepared, 'carefully')).toEqual([]);
    expect(toShown(openSharded(files).search('carefully'))[0].hits[0].u).toBe(whole.docs[3].u);
  });

  it('leaves the snippet undefined until the text shard is loaded, keeping its word', () => {
    const files = createSearchFiles(whole, { textShardChars: 20 });
    const index = new ShardedIndex(files.entry);
    for (const hash of index.missingWordShards('carefully'))
      index.addWordShard(hash, JSON.parse(files.shards.find((s) => s.hash === hash)?.json ?? ''));
    const [hit] = searchIndex(index.prepared, 'carefully')[0].hits;
    expect(hit).toMatchObject({ textWord: 'carefully', snippet: undefined });
    expect(index.missingTextShards([hit])).toHaveLength(1);
  });

  it('refuses an entry whose ordinals do not match its words', () => {
    const files = createSearchFiles(whole);
    expect(() => new ShardedIndex({ ...files.entry, o: '0' })).toThrow(/damaged/);
  });
});

describe('the sharded index ranks exactly as the whole one', () => {
  const site = buildSiteIndex();
  const corpus = buildCorpusIndex();
  const twoLetters = LETTERS.flatMap((a) => LETTERS.map((b) => a + b));

  it('on the bundled content: every 1- and 2-letter prefix, typos, CP words', () => {
    // Small shards, so that many queries span shard boundaries.
    const files = createSearchFiles(site, { wordShardChars: 3000, textShardChars: 2000 });
    expect(files.shards.filter((s) => s.kind === 'words').length).toBeGreaterThan(20);
    expectSameRanking(site, [...LETTERS, ...twoLetters, ...TYPOS, ...CP_QUERIES], files);
  });

  it('on the full-size corpus: 1- and 2-letter prefixes, typos, CP words', () => {
    const files = createSearchFiles(corpus);
    const someTwoLetters = twoLetters.filter((_, i) => i % 7 === 0);
    expectSameRanking(corpus, [...LETTERS, ...someTwoLetters, ...TYPOS, ...CP_QUERIES], files);
  });

  it('on the full-size corpus with a realistic vocabulary', () => {
    const realistic = toRealistic(corpus, site);
    const files = createSearchFiles(realistic);
    expectSameRanking(realistic, [...LETTERS, ...TYPOS, ...CP_QUERIES], files);
  });
});
