/**
 * Split the whole index into the files it is served as: the entry and its content-hashed shards
 * (shardedIndex.ts explains the split). Pure apart from hashing and measuring: the caller writes
 * the files (src/gatsby/search.ts), and tests build them in memory.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { toWords } from './query';
import { encodePositions, listBaseWords } from './shardedIndex';
import {
  SEARCH_INDEX_VERSION,
  type SearchEntry,
  type SearchIndex,
  type TextShard,
  type WordShard,
} from './types';

export interface SearchShardFile {
  hash: string;
  kind: 'words' | 'text';
  json: string;
  /** Size as served with gzip. */
  gzipBytes: number;
}

export interface SearchFiles {
  entry: SearchEntry;
  entryJson: string;
  entryGzipBytes: number;
  shards: SearchShardFile[];
}

/**
 * Shard sizes, in characters of JSON (about 2.5 per gzip byte for word shards, 2.3 for text).
 * Small enough that a query's boundary shards cost little, large enough to keep the file count
 * in the hundreds at the full guide's size: word shards ~8 KB gzip, text shards ~3 KB (a snippet
 * needs one document; up to 18 are shown at once, each perhaps from another shard).
 */
export const WORD_SHARD_CHARS = 20_000;
export const TEXT_SHARD_CHARS = 7_000;

const toHash = (json: string) => createHash('sha256').update(json).digest('hex').slice(0, 20);
export const gzipBytes = (text: string): number => gzipSync(text).length;

function toShardFile(kind: SearchShardFile['kind'], data: WordShard | TextShard): SearchShardFile {
  const json = JSON.stringify(data);
  return { hash: toHash(json), kind, json, gzipBytes: gzipBytes(json) };
}

/** Consecutive runs of `items` of at most `limit` characters each (an item longer starts its own). */
function cut<T>(items: readonly T[], size: (item: T) => number, limit: number): T[][] {
  const runs: T[][] = [];
  let run: T[] = [];
  let chars = 0;
  for (const item of items) {
    if (run.length > 0 && chars + size(item) > limit) {
      runs.push(run);
      run = [];
      chars = 0;
    }
    run.push(item);
    chars += size(item);
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

export function createSearchFiles(
  index: SearchIndex,
  { wordShardChars = WORD_SHARD_CHARS, textShardChars = TEXT_SHARD_CHARS } = {},
): SearchFiles {
  // Global ordinals, exactly as prepareIndex meets the words: by document, then title, keywords,
  // text. Text postings per word, ascending.
  const ordinals = new Map<string, number>();
  const textPositions = new Map<string, number[]>();
  const see = (word: string) => {
    if (!ordinals.has(word)) ordinals.set(word, ordinals.size);
  };
  index.docs.forEach((doc, position) => {
    for (const word of toWords(doc.t)) see(word);
    for (const word of toWords(doc.w ?? '')) see(word);
    for (const word of toWords(doc.x ?? '')) {
      see(word);
      const list = textPositions.get(word) ?? [];
      if (list[list.length - 1] !== position) list.push(position);
      textPositions.set(word, list);
    }
  });

  // Code-unit order: the order the browser's `<` compares shard boundaries in.
  const entries = [...textPositions]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([word, positions]): WordShard['w'][number] => [
      word,
      (ordinals.get(word) as number).toString(36),
      encodePositions(positions),
    ]);
  const wordRuns = cut(
    entries,
    (e) => e[0].length + e[1].length + e[2].length + 12,
    wordShardChars,
  );
  const wordFiles = wordRuns.map((w) => toShardFile('words', { w }));

  const withText = index.docs.flatMap((doc, position) =>
    doc.x === undefined ? [] : [{ position, text: doc.x }],
  );
  const textRuns = cut(withText, (d) => d.text.length + 3, textShardChars);
  // The first run starts at 0 even when document 0 has no text: every position has a shard.
  const textFirsts = textRuns.map((run, i) => (i === 0 ? 0 : run[0].position));
  const textFiles = textRuns.map((run, i) => {
    const first = textFirsts[i];
    const x: TextShard['x'] = [];
    for (const { position, text } of run) {
      while (first + x.length < position) x.push(null);
      x.push(text);
    }
    return toShardFile('text', { x });
  });

  const docs = index.docs.map(({ x: _text, ...doc }) => doc);
  const entry: SearchEntry = {
    v: SEARCH_INDEX_VERSION,
    docs,
    o: listBaseWords(docs)
      .map((word) => (ordinals.get(word) as number).toString(36))
      .join(','),
    s: wordRuns.map((run, i) => [run[0][0], wordFiles[i].hash]),
    d: textFiles.map((file, i) => [textFirsts[i], file.hash]),
  };
  const entryJson = JSON.stringify(entry);
  return {
    entry,
    entryJson,
    entryGzipBytes: gzipBytes(entryJson),
    shards: [...wordFiles, ...textFiles],
  };
}
