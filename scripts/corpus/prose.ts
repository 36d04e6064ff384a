/**
 * English-like prose for the synthetic corpus: words drawn from a vocabulary with Zipf-like
 * frequencies, sentences of realistic length, Markdown paragraphs wrapped at 100 columns as
 * authors wrap them, lists, tables and headings. Nobody reads it; the parser, the validator, the
 * search index and the page renderer see text shaped like the real thing.
 */
import type { Random } from './random';

// Most frequent first: the weights below give the head of the list most of the draws.
const WORDS = (
  'the of and to a in is that for we it with as each this on can be are by one an from at or ' +
  'not all only so then when if which its every two than more most no our any these there ' +
  'after before once again how what where while both same other first last next new small ' +
  'large array element index query range sum prefix value answer problem solution time memory ' +
  'loop tree node edge graph vertex path cost order count interval segment pair set map key ' +
  'bound search state transition table row column grid cell string character subarray subset ' +
  'permutation number integer remainder prime divisor operation update step pass case test ' +
  'input output limit pointer window stack queue heap parent child root leaf depth height ' +
  'weight distance minimum maximum total difference position left right end start observe ' +
  'notice consider compute store keep maintain process return check find choose take add ' +
  'remove move visit build fits works runs needs gives reads holds becomes stays remains ' +
  'changes costs means follows contains appears reaches exceeds equals matches optimal naive ' +
  'faster slower linear quadratic constant sorted distinct adjacent contiguous previous ' +
  'current remaining valid possible impossible simple careful whole entire independent ' +
  'monotonic directed weighted connected component cycle sweep event coordinate frequency ' +
  'boundary invariant recurrence subproblem knapsack bitmask segment lazy propagation ' +
  'amortized logarithmic exponent modular inverse factorial binomial geometry polygon ' +
  'rectangle overlap intersection contribution observation argument exchange induction ' +
  'contradiction because therefore although however instead usually exactly roughly'
).split(' ');

// Running totals of the weights 1 / (rank + 8), for a binary search per word.
const CUMULATIVE: number[] = [];
WORDS.forEach((_, rank) => CUMULATIVE.push((CUMULATIVE[rank - 1] ?? 0) + 1 / (rank + 8)));
const TOTAL_WEIGHT = CUMULATIVE[CUMULATIVE.length - 1];
const CONTENT_WORDS = WORDS.slice(70);
const CODE_SPANS = ['pre[i]', 'dp[j]', 'long long', 'sort', 'vector<int>', 'i + 1', 'cnt', 'ans'];

/** Supplies one inline formula (`$…$`) each call; see renderBlocks in document.ts. */
export type MathSource = () => string;

export class Prose {
  constructor(private readonly random: Random) {}

  word(): string {
    const r = this.random.next() * TOTAL_WEIGHT;
    let lo = 0;
    let hi = CUMULATIVE.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (CUMULATIVE[mid] > r) hi = mid;
      else lo = mid + 1;
    }
    return WORDS[lo];
  }

  topicWord(): string {
    return this.random.pick(CONTENT_WORDS);
  }

  /** "Prefix Sums", "Monotonic Stack Order": 1–4 title-case words. */
  title(minWords = 1, maxWords = 4): string {
    const count = this.random.int(minWords, maxWords);
    return Array.from({ length: count }, () => capitalize(this.topicWord())).join(' ');
  }

  /** A heading's words: sentence case, like "Counting subarrays with a property". */
  heading(): string {
    const words = Array.from({ length: this.random.int(2, 5) }, () =>
      this.random.chance(0.5) ? this.word() : this.topicWord(),
    );
    return capitalize(words.join(' '));
  }

  /**
   * One sentence as tokens (a math or code token holds spaces, so wrapping keeps it whole),
   * 6–30 words, with `math` inline formulas in it.
   */
  sentence(math: number, mathSource: MathSource): string[] {
    const length = Math.max(6, Math.min(30, Math.round(16 + 6 * this.random.normal())));
    const tokens = Array.from({ length }, () => this.word());
    for (let i = 0; i < tokens.length; i++) {
      if (this.random.chance(0.03)) tokens[i] = `\`${this.random.pick(CODE_SPANS)}\``;
      else if (this.random.chance(0.02)) tokens[i] = `**${this.topicWord()}**`;
      else if (i > 3 && i < tokens.length - 2 && this.random.chance(0.08)) tokens[i] += ',';
    }
    for (let k = 0; k < math; k++) {
      tokens.splice(this.random.int(1, tokens.length - 1), 0, mathSource());
    }
    tokens[0] = capitalize(tokens[0]);
    const end = this.random.chance(0.06) ? '?' : this.random.chance(0.04) ? ':' : '.';
    tokens[tokens.length - 1] = tokens[tokens.length - 1].replace(/,$/, '') + end;
    return tokens;
  }

  /** A short phrase for a table cell or a callout title. */
  phrase(words = this.random.int(1, 4)): string {
    return capitalize(Array.from({ length: words }, () => this.topicWord()).join(' '));
  }
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Join tokens into lines of at most `width` columns (a long token gets a line of its own). */
export function wrap(tokens: readonly string[], width = 100, indent = ''): string {
  const lines: string[] = [];
  let line = '';
  for (const token of tokens) {
    if (line && line.length + 1 + token.length > width) {
      lines.push(line);
      line = indent + token;
    } else {
      line = line ? `${line} ${token}` : indent + token;
    }
  }
  if (line) lines.push(line);
  return lines.join('\n').replace(/^\s+/, '');
}

export function toSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
