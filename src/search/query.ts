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
  title: string;
  titleWords: string[];
  keywordWords: string[];
  /** Normalized text with a leading space, so ` word` finds a word start. */
  text: string;
}

export interface SearchHit {
  doc: SearchDoc;
  score: number;
  /** A short piece of the text around the first text match, when the title did not match. */
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

export function prepareIndex(index: SearchIndex): PreparedDoc[] {
  return index.docs.map((doc) => ({
    doc,
    title: toWords(doc.t).join(' '),
    titleWords: toWords(doc.t),
    keywordWords: toWords(doc.w ?? ''),
    text: ` ${toWords(doc.x ?? '').join(' ')} `,
  }));
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

/** How well one query word matches a list of words: exact 1, prefix 0.7, one typo 0.4, else 0. */
function matchWord(query: string, words: string[]): number {
  let best = 0;
  for (const word of words) {
    if (word === query) return 1;
    if (word.startsWith(query)) best = Math.max(best, 0.7);
    // Typos only for words long enough that one edit does not make them another word.
    else if (best < 0.4 && query.length >= 4) {
      if (withinOneEdit(query, word) || withinOneEdit(query, word.slice(0, query.length))) {
        best = 0.4;
      }
    }
  }
  return best;
}

const KIND_BONUS: Record<SearchKind, number> = { module: 4, problem: 3, heading: 2, solution: 1 };

/** The order groups take when their best scores tie, and the group headings' order of mention. */
export const KIND_ORDER: SearchKind[] = ['module', 'problem', 'heading', 'solution'];

function makeSnippet(text: string, word: string): string {
  const at = text.indexOf(` ${word}`);
  const from = Math.max(0, at - 40);
  const to = Math.min(text.length, at + 80);
  return `${from > 0 ? '… ' : ''}${text.slice(from, to).trim()}${to < text.length ? ' …' : ''}`;
}

/** Score one document; undefined when some query word matches nowhere. */
export function scoreDoc(prepared: PreparedDoc, words: string[], phrase: string): SearchHit | undefined {
  let score = 0;
  let textWord: string | undefined;
  for (const word of words) {
    const inTitle = matchWord(word, prepared.titleWords);
    if (inTitle > 0) {
      score += 10 * inTitle;
      continue;
    }
    const inKeywords = matchWord(word, prepared.keywordWords);
    if (inKeywords > 0) {
      score += 5 * inKeywords;
      continue;
    }
    if (prepared.text.includes(` ${word} `)) score += 2;
    else if (prepared.text.includes(` ${word}`)) score += 1.4;
    else return undefined;
    textWord ??= word;
  }
  if (prepared.title === phrase) score += 100;
  else if (prepared.title.startsWith(phrase)) score += 30;
  else if (prepared.title.includes(phrase)) score += 15;
  // Among equals, the shorter title is the closer match.
  score += KIND_BONUS[prepared.doc.k] - prepared.titleWords.length * 0.1;
  return {
    doc: prepared.doc,
    score,
    snippet: textWord === undefined ? undefined : makeSnippet(prepared.text, textWord),
  };
}

/** Best hits for a query, grouped by kind; groups ordered by their best hit. */
export function searchIndex(
  docs: PreparedDoc[],
  query: string,
  { perGroup = 6 }: { perGroup?: number } = {},
): ResultGroup[] {
  const words = toWords(query);
  if (words.length === 0) return [];
  const phrase = words.join(' ');
  const byKind = new Map<SearchKind, SearchHit[]>();
  for (const prepared of docs) {
    const hit = scoreDoc(prepared, words, phrase);
    if (hit === undefined) continue;
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
