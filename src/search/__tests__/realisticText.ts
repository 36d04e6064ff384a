/**
 * Test helper: the synthetic full-size corpus with prose of a realistic vocabulary.
 *
 * `npm run generate:corpus` writes the right number and shape of documents, but its filler prose
 * repeats ~300 distinct words, which makes an inverted index of the text unrealistically small
 * and dense. Real prose has a long tail: the bundled 19 modules have ~2,600 distinct words in
 * ~400 documents, and a guide ten times larger has of the order of 25,000. This replaces each
 * document's text with text of the same length drawn from such a vocabulary: the real words by
 * their real frequency first, then made-up words (pieces of two real words, so their leading
 * letters are distributed as English ones are) on a Zipf tail. Seeded: always the same output.
 */
import { toWords } from '../query';
import type { SearchIndex } from '../types';

/** mulberry32: small, fast and good enough to spread words. */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Real words, most frequent first, then made-up ones until there are `size`. */
function createVocabulary(sample: SearchIndex, size: number, random: () => number): string[] {
  const counts = new Map<string, number>();
  for (const doc of sample.docs) {
    for (const word of toWords(doc.x ?? '')) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const real = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([w]) => w);
  const letters = real.filter((word) => /^[a-z]{3,}$/.test(word));
  const vocabulary = [...real];
  const seen = new Set(real);
  while (vocabulary.length < size) {
    const head = letters[Math.floor(random() * letters.length)];
    const tail = letters[Math.floor(random() * letters.length)];
    const word =
      head.slice(0, 2 + Math.floor(random() * (head.length - 1))) +
      tail.slice(1 + Math.floor(random() * (tail.length - 1)));
    if (word.length < 3 || word.length > 16 || seen.has(word)) continue;
    seen.add(word);
    vocabulary.push(word);
  }
  return vocabulary;
}

export function withRealisticText(
  index: SearchIndex,
  sample: SearchIndex,
  { vocabulary: size = 26000, seed = 7 }: { vocabulary?: number; seed?: number } = {},
): SearchIndex {
  const random = createRandom(seed);
  const vocabulary = createVocabulary(sample, size, random);
  // Zipf: the word of rank r is drawn with weight 1/r.
  const cumulative: number[] = [];
  let total = 0;
  vocabulary.forEach((_, rank) => {
    total += 1 / (rank + 1);
    cumulative.push(total);
  });
  const draw = () => {
    const target = random() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle] < target) low = middle + 1;
      else high = middle;
    }
    return vocabulary[low];
  };
  const docs = index.docs.map((doc) => {
    if (doc.x === undefined) return doc;
    const words: string[] = [];
    let length = 0;
    while (length < doc.x.length) {
      const word = draw();
      words.push(words.length % 12 === 11 ? `${word}.` : word);
      length += word.length + 1;
    }
    return { ...doc, x: words.join(' ') };
  });
  return { ...index, docs };
}
