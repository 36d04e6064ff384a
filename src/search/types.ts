/**
 * The search index: the whole of it as the build makes it (`SearchIndex`), and the files it is
 * served as (`SearchEntry` at `/search-index.json`, shards under `/search/`): see
 * shardedIndex.ts for why it is split this way. Short keys on purpose: gzip handles repeated key
 * names well but not long ones.
 */

/** What a result is: a module page, a heading on one, a solution page, or a problem's row. */
export type SearchKind = 'module' | 'heading' | 'solution' | 'problem';

export interface SearchDoc {
  /** Kind. */
  k: SearchKind;
  /** Title shown and ranked first: module title, heading text, problem or solution name. */
  t: string;
  /** Site path, with the `#anchor` for headings and problem rows. */
  u: string;
  /** Context line shown under the title (module title, source, section). */
  c: string;
  /** Keywords matched after the title: problem source and tags, module id. */
  w?: string;
  /** Plain text of the place (module intro, the text under a heading, a solution's body). */
  x?: string;
}

/** Every document with its text: built, tested and measured, but never served whole. */
export interface SearchIndex {
  v: typeof SEARCH_INDEX_VERSION;
  docs: SearchDoc[];
}

/**
 * `/search-index.json`, fetched when search first opens: the documents without their text (all
 * that titles and keywords are ranked on), and the tables naming the shards.
 */
export interface SearchEntry {
  /** Format version: a reader refuses an entry of another version. */
  v: typeof SEARCH_INDEX_VERSION;
  /** The documents, in index order, without `x`. */
  docs: Omit<SearchDoc, 'x'>[];
  /**
   * The global ordinal (see `PreparedIndex`) of each title and keyword word, in the order
   * `listBaseWords(docs)` lists them: base-36 numbers joined by commas.
   */
  o: string;
  /** Word shards, in word order: the first text word each holds and its file's hash. */
  s: Array<[first: string, hash: string]>;
  /** Text shards, in document order: the first document position each holds and its hash. */
  d: Array<[first: number, hash: string]>;
}

/**
 * A word shard: the text words of one alphabetical range, each with its global ordinal and the
 * positions of the documents whose text holds it (base 36, each the gap from the previous one).
 */
export interface WordShard {
  w: Array<[word: string, ordinal: string, positions: string]>;
}

/** A text shard: `x[i]` is the text of document `first + i` (null: that document has none). */
export interface TextShard {
  x: Array<string | null>;
}

/** 2: the index is split into an entry and shards (1 was one file with every document's text). */
export const SEARCH_INDEX_VERSION = 2;

/** Where the entry is served from: revalidated on every use (firebase.json). */
export const SEARCH_INDEX_PATH = '/search-index.json';

/** Where the shards are served from, as `<dir>/<hash>.json`: immutable (firebase.json). */
export const SEARCH_SHARDS_DIR = '/search';

export const toShardPath = (hash: string): string => `${SEARCH_SHARDS_DIR}/${hash}.json`;
