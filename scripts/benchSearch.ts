/**
 * `node -r sucrase/register scripts/benchSearch.ts [root]`: build the search index for a content
 * tree (default: this site; or a synthetic one from `npm run generate:corpus -- <dir>`) and print
 * its size (raw, gzip, brotli), the entry and shards it is served as, and the time to build it, to
 * prepare it in memory and to answer typical queries. The figures in docs/search.md come from here.
 */
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { loadCorpus } from '../src/content-model/load';
import { createSearchIndex } from '../src/search/buildIndex';
import { createSearchFiles } from '../src/search/createShards';
import { describeSearchFiles } from '../src/search/fetchCost';
import { prepareIndex, searchIndex } from '../src/search/query';

const QUERIES = [
  'prefix sums',
  'sort',
  'dijkstra',
  'two pointers',
  'binary',
  'cses',
  'sotring',
  'a',
  'static range sum queries',
  'synthetic problem 1234',
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const root = resolve(process.argv[2] ?? '.');
const { corpus, errors } = loadCorpus(root);
if (errors.length > 0) throw new Error(`${errors.length} content errors under ${root}`);

let start = performance.now();
const index = createSearchIndex(corpus);
const buildMs = performance.now() - start;
const json = JSON.stringify(index);
const counts = new Map<string, number>();
for (const doc of index.docs) counts.set(doc.k, (counts.get(doc.k) ?? 0) + 1);

start = performance.now();
const parsed = JSON.parse(json) as typeof index;
const docs = prepareIndex(parsed);
const prepareMs = performance.now() - start;

console.log(`root: ${root}`);
console.log(`docs: ${index.docs.length} (${[...counts].map(([k, n]) => `${k} ${n}`).join(', ')})`);
console.log(
  `index: ${kb(json.length)} raw, ${kb(gzipSync(json, { level: 9 }).length)} gzip, ${kb(brotliCompressSync(json).length)} brotli`,
);
console.log(describeSearchFiles(createSearchFiles(index)));
console.log(`build ${buildMs.toFixed(0)} ms; parse + prepare ${prepareMs.toFixed(1)} ms`);
const times: number[] = [];
for (const query of QUERIES) {
  const runs: number[] = [];
  let top = '';
  // Every prefix, as typed, then the full query 20 times.
  for (let i = 1; i <= query.length; i++) searchIndex(docs, query.slice(0, i));
  for (let r = 0; r < 20; r++) {
    const t = performance.now();
    const groups = searchIndex(docs, query);
    runs.push(performance.now() - t);
    top = groups[0]?.hits[0]?.doc.t ?? '—';
  }
  times.push(...runs);
  console.log(
    `  "${query}": median ${median(runs).toFixed(2)} ms, max ${Math.max(...runs).toFixed(2)} ms → ${top}`,
  );
}
console.log(
  `all queries: median ${median(times).toFixed(2)} ms, max ${Math.max(...times).toFixed(2)} ms`,
);
