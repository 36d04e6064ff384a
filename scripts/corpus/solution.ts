/**
 * An internal solution's MDX (solutions/<section>/<id>.mdx): the frontmatter the validator
 * wants, then the idea, the proof or complexity, and the code in a `<LanguageSection>` with one
 * to three languages. The counts of code blocks, math (inline and displayed) and widget tags
 * are exact; the prose fills the page up to its target size.
 */
import type { Language } from './code';
import { fitPage, paragraph, paragraphSentences, spread, text, type Block } from './document';
import { MathWriter } from './math';
import { Prose } from './prose';
import type { Random } from './random';
import { callout, codeBlock, languageSection, linesWithin, resources } from './widgets';

export interface SolutionPlan {
  id: string;
  source: string;
  title: string;
  target: { bytes: number; codeBlocks: number; math: number; widgets: number };
}

const LANGUAGES: Language[] = ['cpp', 'java', 'py'];

function layoutSolution(plan: SolutionPlan, random: Random, paragraphs: number): Block[] {
  const { bytes, codeBlocks, widgets } = plan.target;
  const prose = new Prose(random);
  const math = new MathWriter(random);
  const languages = LANGUAGES.slice(0, Math.max(1, Math.min(3, codeBlocks)));
  const extraCode = Math.max(0, codeBlocks - languages.length);
  let spare = Math.max(0, widgets - 1 - languages.length);
  const lines = linesWithin(random, (bytes * 0.45) / codeBlocks, 40);

  const items: Block[][] = [];
  // A second approach in a spoiler, as authors show a slower or alternative solution.
  for (let i = 0; i < extraCode; i++) {
    if (spare > 0) {
      spare--;
      items.push(callout(random, codeBlock(random, random.int(10, 30))));
    } else items.push([codeBlock(random, random.int(10, 30))]);
  }
  if (spare >= 3 && random.chance(0.3)) {
    const rows = Math.min(spare - 1, random.int(1, 3));
    items.push([resources(random, rows)]);
    spare -= rows + 1;
  }
  for (; spare > 0; spare--) items.push(callout(random));
  const displays = plan.target.math >= 6 ? Math.round(plan.target.math / 12) : 0;
  for (let i = 0; i < displays; i++) items.push([text(math.display())]);
  random.shuffle(items);

  const headings = ['Explanation', 'Idea', 'Why it works', 'Complexity', 'Implementation'];
  const sectionCount = Math.max(1, Math.min(4, Math.round(bytes / 1800)));
  const sectionItems = spread(items.length, sectionCount);
  const sectionParagraphs = spread(paragraphs, sectionCount);
  const blocks: Block[] = [];
  let taken = 0;
  for (let s = 0; s < sectionCount; s++) {
    blocks.push(text(`## ${s < headings.length ? headings[s] : prose.heading()}`));
    const own = items.slice(taken, (taken += sectionItems[s]));
    const count = own.length === 0 ? Math.max(1, sectionParagraphs[s]) : sectionParagraphs[s];
    for (let k = 0; k < Math.max(count, own.length); k++) {
      if (k < count) blocks.push(paragraph(paragraphSentences(random)));
      if (k < own.length) blocks.push(...own[k]);
    }
  }
  blocks.push(text('## Implementation'), languageSection(random, lines, languages));
  return blocks;
}

export function writeSolution(random: Random, plan: SolutionPlan): string {
  const head = `---\nid: ${plan.id}\nsource: ${plan.source}\ntitle: ${JSON.stringify(plan.title)}\nauthor: CP Guide Team\n---\n\n`;
  const displays = plan.target.math >= 6 ? Math.round(plan.target.math / 12) : 0;
  return fitPage(random, head, (r, paragraphs) => layoutSolution(plan, r, paragraphs), {
    bytes: plan.target.bytes,
    math: plan.target.math - displays,
  });
}
