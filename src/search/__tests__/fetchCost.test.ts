import { createSearchFiles, type SearchFiles } from '../createShards';
import {
  createFetchCost,
  CP_QUERIES,
  describeSearchFiles,
  findWorstFirstQuery,
  FIRST_QUERY_BUDGET_BYTES,
  listPlausibleFirstQueries,
} from '../fetchCost';
import { searchIndex } from '../query';
import { ShardedIndex } from '../shardedIndex';
import { buildCorpusIndex, buildSiteIndex, toRealistic } from './indexes';

/**
 * What the dialog really fetches for a first query (ranking included): the entry, the query's
 * word shards, then the text shards of the snippets it shows.
 */
function fetchFirstQuery(files: SearchFiles, query: string): number {
  const shards = new Map(files.shards.map((shard) => [shard.hash, shard]));
  const index = new ShardedIndex(files.entry);
  let bytes = files.entryGzipBytes;
  const load = (hash: string) => {
    const shard = shards.get(hash);
    if (!shard) throw new Error(`no shard ${hash}`);
    bytes += shard.gzipBytes;
    return JSON.parse(shard.json);
  };
  for (const hash of index.missingWordShards(query)) index.addWordShard(hash, load(hash));
  const hits = searchIndex(index.prepared, query).flatMap((group) => group.hits);
  for (const hash of index.missingTextShards(hits)) index.addTextShard(hash, load(hash));
  return bytes;
}

const kb = (bytes: number) => Math.round(bytes / 1000);

describe('the first query of a visit', () => {
  const site = buildSiteIndex();
  const corpus = buildCorpusIndex();
  const cases = [
    ['the bundled content', site],
    ['the full-size corpus', corpus],
    ['the full-size corpus with a realistic vocabulary', toRealistic(corpus, site)],
  ] as const;

  it('is measured over every 1-, 2- and 3-letter prefix and the CP words', () => {
    const queries = listPlausibleFirstQueries();
    expect(queries).toHaveLength(36 + 26 ** 2 + 26 ** 3 + CP_QUERIES.length);
    expect(queries).toEqual(expect.arrayContaining(['s', 'co', 'seg', 'dikjstra', 'prefix sums']));
  });

  describe.each(cases)('on %s', (_name, index) => {
    const files = createSearchFiles(index);
    const measure = createFetchCost(files);

    it(`fetches at most ${kb(FIRST_QUERY_BUDGET_BYTES)} KB gzip, also typed letter by letter`, () => {
      const worst = findWorstFirstQuery(files);
      const typed = findWorstFirstQuery(files, CP_QUERIES, { typed: true });
      expect(worst.bytes).toBeLessThanOrEqual(FIRST_QUERY_BUDGET_BYTES);
      expect(typed.bytes).toBeLessThanOrEqual(FIRST_QUERY_BUDGET_BYTES);
      expect(describeSearchFiles(files)).toContain(`"${worst.query}"`);
    });

    it('bounds what the dialog really fetches (ranking included)', () => {
      for (const query of [...'acdeimnprst', 'co', 'se', ...CP_QUERIES]) {
        const bound = measure(query);
        const actual = fetchFirstQuery(files, query);
        expect({ query, actual: actual <= bound.bytes }).toEqual({ query, actual: true });
        // The bound is an estimate of snippets only: words and entry are exact.
        expect(actual).toBeGreaterThanOrEqual(bound.entryBytes + bound.wordBytes);
      }
    });
  });

  it('on the realistic corpus, the text is what shards save: the entry is a fraction', () => {
    const files = createSearchFiles(toRealistic(corpus, site));
    const total = files.shards.reduce((sum, shard) => sum + shard.gzipBytes, files.entryGzipBytes);
    expect(files.entryGzipBytes).toBeLessThan(total / 10);
  });
});

describe('describeSearchFiles', () => {
  it('says when the worst first query is over budget', () => {
    const files = createSearchFiles(buildSiteIndex());
    expect(describeSearchFiles(files)).not.toContain('OVER BUDGET');
    const heavy = { ...files, entryGzipBytes: FIRST_QUERY_BUDGET_BYTES };
    expect(describeSearchFiles(heavy)).toContain('OVER BUDGET');
  });
});
