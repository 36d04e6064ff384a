/**
 * Ranking: pure functions over a prepared index, run in the browser on every keystroke.
 *
 * Every word of the query must match the document somewhere (title, keywords or text), else the
 * document is out. A word scores most in the title (exact word > prefix > one typo), less in the
 * keywords, least in the text. A title equal to the whole query, then a title starting with it,
 * get large bonuses, so typing a module's or a problem's name puts it first.
 */
import type { SearchDoc, SearchIndex, SearchKind } from './types';

export interface PreparedDoc {
  doc: SearchDoc;
  /** Title words joined by single spaces, for whole-phrase bonuses. */
  title: string;
  titleLength: number;
  /**
   * Normalized text with a leading space, for snippets. Undefined while a sharded index has not
   * fetched it (shardedIndex.ts): ranking never reads it, only the snippet does.
   */
  text?: string;
}

/** Where a word occurs: document positions per field. */
export interface Postings {
  title: number[];
  keyword: number[];
  text: number[];
}

/**
 * The index as the ranker uses it: documents, and every distinct word with the documents it
 * occurs in. A query word is compared with each distinct word once (exact, prefix, typo), not
 * with every document, which keeps a keystroke at a millisecond or two on 3,000+ documents.
 *
 * The words' order is part of the result: it is the order of first occurrence (documents in
 * order; in each, title, then keywords, then text words), and it decides which text word a
 * snippet is cut around and the order of hits that tie exactly (same score, same title). A
 * sharded index rebuilds this same order from the words' ordinals.
 */
export interface PreparedIndex {
  docs: PreparedDoc[];
  words: Map<string, Postings>;
}

export interface SearchHit {
  doc: SearchDoc;
  score: number;
  /**
   * The word of the text the snippet is cut around, when a query word matched best in the text;
   * undefined when no snippet is shown.
   */
  textWord?: string;
  /** A short piece of the text around `textWord` (undefined while the text is not loaded). */
  snippet?: string;
}

export interface ResultGroup {
  kind: SearchKind;
  hits: SearchHit[];
}

/** Lower case, accents off: "Dijkstra’s" and "dijkstras" compare equal enough. */
export function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, '')
    .toLowerCase();
}

export function toWords(text: string): string[] {
  return normalize(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

export function prepareIndex(index: SearchIndex): PreparedIndex {
  const words = new Map<string, Postings>();
  const post = (word: string, field: keyof Postings, position: number) => {
    let postings = words.get(word);
    if (!postings) {
      postings = { title: [], keyword: [], text: [] };
      words.set(word, postings);
    }
    const list = postings[field];
    if (list[list.length - 1] !== position) list.push(position);
  };
  const docs = index.docs.map((doc, position) => {
    const titleWords = toWords(doc.t);
    const textWords = toWords(doc.x ?? '');
    for (const word of titleWords) post(word, 'title', position);
    for (const word of toWords(doc.w ?? '')) post(word, 'keyword', position);
    for (const word of textWords) post(word, 'text', position);
    return {
      doc,
      title: titleWords.join(' '),
      titleLength: titleWords.length,
      text: ` ${textWords.join(' ')} `,
    };
  });
  return { docs, words };
}

/** True when a and b differ by at most one insertion, deletion, substitution or swap. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    // Substitution, or a swap of neighbours ("dikjstra").
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  return longer.slice(i + 1) === shorter.slice(i);
}

/** How well a query word matches a word of the index: exact 1, prefix 0.7, one typo 0.4, else 0. */
export function matchWord(query: string, word: string): number {
  if (word === query) return 1;
  if (word.startsWith(query)) return 0.7;
  // Typos only for words long enough that one edit does not make them another word.
  if (
    query.length >= 4 &&
    (withinOneEdit(query, word) || withinOneEdit(query, word.slice(0, query.length)))
  ) {
    return 0.4;
  }
  return 0;
}

/** Points for one query word by where it matched: the title counts most, then keywords, then text. */
const FIELD_POINTS = { title: 10, keyword: 5, text: 2 } as const;

const KIND_BONUS: Record<SearchKind, number> = { module: 4, problem: 3, heading: 2, solution: 1 };

/** The order groups take when their best scores tie, and the group headings' order of mention. */
export const KIND_ORDER: SearchKind[] = ['module', 'problem', 'heading', 'solution'];

function makeSnippet(text: string, word: string): string {
  const at = text.indexOf(` ${word}`);
  const from = Math.max(0, at - 40);
  const to = Math.min(text.length, at + 80);
  return `${from > 0 ? '… ' : ''}${text.slice(from, to).trim()}${to < text.length ? ' …' : ''}`;
}

/**
 * Each query word's best points per document: title beats keywords beats text (a word found in
 * the title is not counted again elsewhere). Typos are not accepted in text, where they mostly
 * find noise. Returns, per document position, the points and the first word matched in text.
 */
function scoreWord(
  index: PreparedIndex,
  query: string,
): Map<number, { points: number; inText?: string }> {
  const best = new Map<number, { points: number; inText?: string; rank: number }>();
  for (const [word, postings] of index.words) {
    const match = matchWord(query, word);
    if (match === 0) continue;
    const fields = [
      [0, 'title'],
      [1, 'keyword'],
      [2, 'text'],
    ] as const;
    for (const [rank, field] of fields) {
      if (field === 'text' && match < 0.7) continue;
      const points = FIELD_POINTS[field] * match;
      for (const position of postings[field]) {
        const seen = best.get(position);
        if (seen && (seen.rank < rank || (seen.rank === rank && seen.points >= points))) continue;
        best.set(position, { points, rank, inText: field === 'text' ? word : undefined });
      }
    }
  }
  return best;
}

/** Hits shown per kind (group) by default. */
export const HITS_PER_GROUP = 6;

/** Best hits for a query, grouped by kind; groups ordered by their best hit. */
export function searchIndex(
  index: PreparedIndex,
  query: string,
  { perGroup = HITS_PER_GROUP }: { perGroup?: number } = {},
): ResultGroup[] {
  const words = [...new Set(toWords(query))];
  if (words.length === 0) return [];
  const phrase = toWords(query).join(' ');
  // Every word must match: start from the first word's documents and narrow.
  let candidates: Map<number, { score: number; inText?: string }> | undefined;
  for (const word of words) {
    const scored = scoreWord(index, word);
    const next = new Map<number, { score: number; inText?: string }>();
    for (const [position, { points, inText }] of scored) {
      if (candidates === undefined) next.set(position, { score: points, inText });
      else {
        const so = candidates.get(position);
        if (so) next.set(position, { score: so.score + points, inText: so.inText ?? inText });
      }
    }
    candidates = next;
    if (candidates.size === 0) return [];
  }
  const byKind = new Map<SearchKind, SearchHit[]>();
  for (const [position, { score: wordScore, inText }] of candidates ?? []) {
    const prepared = index.docs[position];
    let score = wordScore;
    if (prepared.title === phrase) score += 100;
    else if (prepared.title.startsWith(phrase)) score += 30;
    else if (prepared.title.includes(phrase)) score += 15;
    // Among equals, the shorter title is the closer match.
    score += KIND_BONUS[prepared.doc.k] - prepared.titleLength * 0.1;
    const hit: SearchHit = {
      doc: prepared.doc,
      score,
      textWord: inText,
      snippet:
        inText === undefined || prepared.text === undefined
          ? undefined
          : makeSnippet(prepared.text, inText),
    };
    const hits = byKind.get(hit.doc.k) ?? [];
    hits.push(hit);
    byKind.set(hit.doc.k, hits);
  }
  const groups: ResultGroup[] = [];
  for (const kind of KIND_ORDER) {
    const hits = byKind.get(kind);
    if (!hits) continue;
    hits.sort((a, b) => b.score - a.score || a.doc.t.localeCompare(b.doc.t));
    groups.push({ kind, hits: hits.slice(0, perGroup) });
  }
  // Stable sort: equal best scores keep KIND_ORDER.
  return groups.sort((a, b) => b.hits[0].score - a.hits[0].score);
}
