/**
 * An MDX page as a list of blocks, rendered in two steps: the layout fixes the structure
 * (headings, widgets, code) and how many prose sentences go where; the render then writes the
 * sentences, spreading the page's inline math over them. A page is re-laid out with more or
 * fewer paragraphs until it reaches its target size, so size and counts are hit independently.
 */
import { MathWriter } from './math';
import { Prose, wrap } from './prose';
import type { Random } from './random';

export type Block =
  | { kind: 'text'; text: string }
  | { kind: 'paragraph'; sentences: number }
  | { kind: 'list'; items: number; ordered: boolean };

export const text = (value: string): Block => ({ kind: 'text', text: value });
export const paragraph = (sentences: number): Block => ({ kind: 'paragraph', sentences });

/** Builds the blocks of one page for a given number of body paragraphs. */
export type Layout = (random: Random, paragraphs: number) => Block[];

function sentenceCount(blocks: readonly Block[]): number {
  return blocks.reduce(
    (n, b) => n + (b.kind === 'paragraph' ? b.sentences : b.kind === 'list' ? b.items : 0),
    0,
  );
}

/** Render blocks, with `math` inline formulas spread at random over the sentences. */
export function renderBlocks(random: Random, blocks: readonly Block[], math: number): string {
  const prose = new Prose(random);
  const writer = new MathWriter(random);
  const total = sentenceCount(blocks);
  const perSentence = new Array<number>(Math.max(total, 1)).fill(0);
  for (let k = 0; k < math; k++) perSentence[random.int(0, perSentence.length - 1)]++;
  let next = 0;
  const sentence = () => prose.sentence(perSentence[next++] ?? 0, () => writer.inline());
  const out = blocks.map((block) => {
    if (block.kind === 'text') return block.text;
    if (block.kind === 'paragraph') {
      return wrap(Array.from({ length: block.sentences }, sentence).flat());
    }
    return Array.from({ length: block.items }, (_, i) => {
      const marker = block.ordered ? `${i + 1}. ` : '- ';
      return marker + wrap(sentence(), 100 - marker.length, ' '.repeat(marker.length));
    }).join('\n');
  });
  return `${out.join('\n\n')}\n`;
}

/** Paragraph sizes as authors write them: two to seven sentences. */
export function paragraphSentences(random: Random): number {
  return random.int(2, 7);
}

/** About what one more paragraph adds (4.5 sentences of ~105 bytes), for the first guess. */
const PARAGRAPH_BYTES = 480;

/**
 * Lay out and render a page of about `bytes` bytes: `head` (the frontmatter) plus the layout's
 * blocks. The bare layout (no optional paragraphs) gives the fixed part; paragraphs are then
 * added and the count corrected from the bytes they actually took, until within 3 % (or half
 * a paragraph, the finest step there is).
 */
export function fitPage(
  seed: Random,
  head: string,
  layout: Layout,
  target: { bytes: number; math: number },
): string {
  const render = (paragraphs: number) =>
    head + renderBlocks(seed.fork(2), layout(seed.fork(1), paragraphs), target.math);
  let page = render(0);
  const fixed = Buffer.byteLength(page);
  let paragraphs = Math.round((target.bytes - fixed) / PARAGRAPH_BYTES);
  for (let attempt = 0; attempt < 4 && paragraphs > 0; attempt++) {
    page = render(paragraphs);
    const bytes = Buffer.byteLength(page);
    if (Math.abs(bytes - target.bytes) < Math.max(target.bytes * 0.03, PARAGRAPH_BYTES / 2)) break;
    const perParagraph = Math.max(100, (bytes - fixed) / paragraphs);
    const corrected = Math.round((target.bytes - fixed) / perParagraph);
    if (corrected === paragraphs) break;
    paragraphs = corrected;
  }
  return page;
}

/** `count` items split into `parts` runs as evenly as possible. */
export function spread(count: number, parts: number): number[] {
  return Array.from(
    { length: parts },
    (_, i) => Math.floor(((i + 1) * count) / parts) - Math.floor((i * count) / parts),
  );
}
