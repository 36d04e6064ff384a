/**
 * The search index as the browser holds it: a small entry, plus the shards a query needs.
 *
 * Why this split. One file with every document's text grows with the prose (762 KB gzip at the
 * full guide's size, 664 KB of it text). Ranking (query.ts) matches a query word against titles
 * and keywords with exact, prefix or one-typo matches, but against text only exactly or as a
 * prefix. So:
 *
 * - The entry (`/search-index.json`) holds every document without its text. Title and keyword
 *   matching, typos included, is complete from it alone.
 * - Word shards hold an inverted index of the text words, cut into alphabetical ranges. A query
 *   word can only match text words that start with it, so it needs just the shards whose range
 *   meets `[word, word + '\uffff')`: one or two for a whole word, every shard of that letter for
 *   a one-letter query. Shards by document would not bound a query's bytes: a short prefix like
 *   "con" occurs in every document shard.
 * - Text shards hold the documents' text, a few documents each, in index order. Ranking never
 *   reads text; only the snippet under a hit whose title did not match does. So results show as
 *   soon as the word shards are in, and the dialog fetches the text shards of the hits it shows
 *   (at most 6 per kind with text), with the snippet's room reserved so that nothing moves
 *   when the text fills in.
 *
 * Bytes for the first query of a visit: entry + the word shards of its words + the text shards
 * of the shown snippets (fetchCost.ts computes the worst case; the build prints it).
 *
 * Same results as the whole index: each word carries its global ordinal (its place in
 * `PreparedIndex.words`), so `prepared` lists the words in exactly the order `prepareIndex`
 * does, and `searchIndex` is the one ranking for both. It is complete for a query once
 * `missingWordShards(query)` is empty (tested against the whole index).
 */
import {
  toWords,
  type PreparedDoc,
  type PreparedIndex,
  type Postings,
  type SearchHit,
} from './query';
import type { SearchDoc, SearchEntry, TextShard, WordShard } from './types';

/**
 * The distinct title and keyword words, by first occurrence: the order of `SearchEntry.o`. The
 * build and the browser both call this, on the same documents, so the lists line up.
 */
export function listBaseWords(docs: ReadonlyArray<Pick<SearchDoc, 't' | 'w'>>): string[] {
  const seen = new Set<string>();
  for (const doc of docs) {
    for (const word of toWords(doc.t)) seen.add(word);
    for (const word of toWords(doc.w ?? '')) seen.add(word);
  }
  return [...seen];
}

/** Ascending positions as base-36 gaps: `[3, 10, 11]` → `"3,7,1"`. */
export function encodePositions(positions: readonly number[]): string {
  return positions.map((p, i) => (i === 0 ? p : p - positions[i - 1]).toString(36)).join(',');
}

export function decodePositions(text: string): number[] {
  const positions: number[] = [];
  let at = 0;
  for (const gap of text.split(',')) {
    at += parseInt(gap, 36);
    positions.push(at);
  }
  return positions;
}

/** Every text word that starts with `word` sorts in `[word, word + '\uffff')`. */
const upperBound = (word: string) => `${word}\uffff`;

/**
 * Indexes of the shards (each from its first word up to the next one's) that may hold a text
 * word starting with `word`. `firsts` is sorted.
 */
export function findWordShards(firsts: readonly string[], word: string): number[] {
  const high = upperBound(word);
  const found: number[] = [];
  for (let i = 0; i < firsts.length; i++) {
    if (firsts[i] >= high) break;
    const next = firsts[i + 1];
    if (next === undefined || next > word) found.push(i);
  }
  return found;
}

/** Index of the text shard holding document `position`; `firsts` is sorted, from 0. */
export function findTextShard(firsts: readonly number[], position: number): number {
  let low = 0;
  let high = firsts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (firsts[middle] <= position) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** Normalized text as `prepareIndex` keeps it for snippets. */
export const toSnippetText = (text: string): string => ` ${toWords(text).join(' ')} `;

export class ShardedIndex {
  private readonly wordFirsts: string[];
  private readonly textFirsts: number[];
  private readonly docs: PreparedDoc[];
  private readonly positions = new Map<SearchDoc, number>();
  /** Title and keyword postings, from the entry. */
  private readonly base = new Map<string, Postings>();
  /** Words by global ordinal: the base words, then each text word as its shard arrives. */
  private readonly byOrdinal: string[] = [];
  private readonly text = new Map<string, number[]>();
  private readonly loaded = new Set<string>();
  private view: PreparedIndex | undefined;

  constructor(readonly entry: SearchEntry) {
    this.wordFirsts = entry.s.map(([first]) => first);
    this.textFirsts = entry.d.map(([first]) => first);
    this.docs = entry.docs.map((doc, position) => {
      this.positions.set(doc, position);
      const titleWords = toWords(doc.t);
      for (const word of titleWords) this.post(word, 'title', position);
      for (const word of toWords(doc.w ?? '')) this.post(word, 'keyword', position);
      return { doc, title: titleWords.join(' '), titleLength: titleWords.length };
    });
    const words = listBaseWords(entry.docs);
    const ordinals = entry.o === '' ? [] : entry.o.split(',');
    if (ordinals.length !== words.length) {
      throw new Error(
        `The search index is damaged: ${ordinals.length} word ordinals for ${words.length} words.`,
      );
    }
    words.forEach((word, i) => (this.byOrdinal[parseInt(ordinals[i], 36)] = word));
  }

  private post(word: string, field: 'title' | 'keyword', position: number) {
    let postings = this.base.get(word);
    if (!postings) {
      postings = { title: [], keyword: [], text: [] };
      this.base.set(word, postings);
    }
    const list = postings[field];
    if (list[list.length - 1] !== position) list.push(position);
  }

  /** Hashes of the word shards `query` needs, loaded or not. */
  wordShardsFor(query: string): string[] {
    const indexes = new Set(
      toWords(query).flatMap((word) => findWordShards(this.wordFirsts, word)),
    );
    return [...indexes].sort((a, b) => a - b).map((i) => this.entry.s[i][1]);
  }

  /** Hashes of the word shards `query` needs that are not loaded: ranking waits for these. */
  missingWordShards(query: string): string[] {
    return this.wordShardsFor(query).filter((hash) => !this.loaded.has(hash));
  }

  addWordShard(hash: string, shard: WordShard): void {
    if (this.loaded.has(hash)) return;
    for (const [word, ordinal, positions] of shard.w) {
      this.text.set(word, decodePositions(positions));
      this.byOrdinal[parseInt(ordinal, 36)] = word;
    }
    this.loaded.add(hash);
    this.view = undefined;
  }

  /** Hashes of the text shards the hits' snippets need that are not loaded. */
  missingTextShards(hits: readonly SearchHit[]): string[] {
    const hashes = new Set<string>();
    for (const hit of hits) {
      if (hit.textWord === undefined || hit.snippet !== undefined) continue;
      const position = this.positions.get(hit.doc);
      if (position === undefined) continue;
      const hash = this.entry.d[findTextShard(this.textFirsts, position)]?.[1];
      if (hash !== undefined && !this.loaded.has(hash)) hashes.add(hash);
    }
    return [...hashes];
  }

  addTextShard(hash: string, shard: TextShard): void {
    if (this.loaded.has(hash)) return;
    const shardIndex = this.entry.d.findIndex(([, h]) => h === hash);
    if (shardIndex < 0) return;
    const first = this.entry.d[shardIndex][0];
    shard.x.forEach((text, i) => {
      const doc = this.docs[first + i];
      if (doc && text !== null) doc.text = toSnippetText(text);
    });
    this.loaded.add(hash);
  }

  /** What `searchIndex` ranks: complete for any query whose word shards are all loaded. */
  get prepared(): PreparedIndex {
    if (!this.view) {
      const words = new Map<string, Postings>();
      // Sparse: only the ordinals of the base words and of loaded text words are set.
      this.byOrdinal.forEach((word) => {
        const base = this.base.get(word);
        words.set(word, {
          title: base?.title ?? [],
          keyword: base?.keyword ?? [],
          text: this.text.get(word) ?? [],
        });
      });
      this.view = { docs: this.docs, words };
    }
    return this.view;
  }
}
