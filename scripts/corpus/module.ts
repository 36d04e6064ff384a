/**
 * A module's MDX: frontmatter, an introduction with its focus problem, `##` sections (some with
 * `###` subsections) holding prose, code, callouts, tables, lists and displayed math, a reading
 * list, and the module's problem lists. The counts of code blocks, inline math and widget tags
 * are exact; the prose fills the page up to its target size.
 */
import { fitPage, paragraph, paragraphSentences, spread, text, type Block } from './document';
import { MathWriter } from './math';
import { Prose } from './prose';
import type { Random } from './random';
import { callout, codeBlock, languageSection, linesWithin, resources } from './widgets';

export interface PageTarget {
  bytes: number;
  codeBlocks: number;
  inlineMath: number;
  widgets: number;
}

export interface ModulePlan {
  id: string;
  title: string;
  description: string;
  prerequisites: string[];
  frequency: number;
  redirects: string[];
  /** The one-problem list shown by `<FocusProblem>`, if the module has one. */
  focus?: string;
  /** Lists shown by `<Problems>`. */
  lists: string[];
  /** Problems whose hint ladder this module holds (every starred problem has one, once). */
  ladders?: string[];
  target: PageTarget;
}

function frontmatter(plan: ModulePlan): string {
  const lines = [
    '---',
    `id: ${plan.id}`,
    `title: ${plan.title}`,
    'author: CP Guide Team',
    `description: ${JSON.stringify(plan.description)}`,
  ];
  if (plan.prerequisites.length > 0) {
    lines.push('prerequisites:', ...plan.prerequisites.map((id) => `  - ${id}`));
  }
  lines.push(`frequency: ${plan.frequency}`);
  if (plan.redirects.length > 0) lines.push(`redirects: [${plan.redirects.join(', ')}]`);
  return `${lines.join('\n')}\n---\n\n`;
}

function table(random: Random): Block {
  const prose = new Prose(random);
  const columns = random.int(2, 4);
  const row = (cell: () => string) => `| ${Array.from({ length: columns }, cell).join(' | ')} |`;
  const rows = [row(() => prose.phrase(random.int(1, 2))), row(() => '---')];
  for (let i = random.int(3, 7); i > 0; i--) rows.push(row(() => prose.phrase(random.int(1, 3))));
  return text(rows.join('\n'));
}

/** The module's blocks with `paragraphs` prose paragraphs spread over its sections. */
function layoutModule(plan: ModulePlan, random: Random, paragraphs: number): Block[] {
  const { bytes, codeBlocks, widgets } = plan.target;
  const prose = new Prose(random);
  const ladders = plan.ladders ?? [];
  // A ladder is three tags: `<Hints>` and its two `<Hint>`s.
  const listTags = (plan.focus ? 1 : 0) + plan.lists.length + 3 * ladders.length;
  // Four tags per three-language program; programs that do not fit the widget budget become
  // plain code blocks, as in modules that quote C++ alone.
  const triples = Math.max(
    0,
    Math.min(Math.floor(codeBlocks / 3), Math.floor((widgets - listTags - 2) / 4)),
  );
  let singles = codeBlocks - 3 * triples;
  const spare = Math.max(0, widgets - listTags - 4 * triples - 1);
  const rows = Math.max(1, Math.min(10, Math.round(spare * 0.4)));
  const callouts = Math.max(0, spare - rows);

  const budget = bytes * 0.55;
  const tripleLines = linesWithin(random, budget / Math.max(1, triples + singles / 3), 100);
  const items: Block[][] = [];
  for (let i = 0; i < triples; i++) {
    items.push([languageSection(random, tripleLines, ['cpp', 'java', 'py'])]);
  }
  for (let i = 0; i < callouts; i++) {
    const inner =
      singles > 0 && random.chance(0.3) ? codeBlock(random, random.int(10, 25)) : undefined;
    if (inner) singles--;
    items.push(callout(random, inner));
  }
  for (let i = 0; i < singles; i++) items.push([codeBlock(random, random.int(10, 30))]);
  const math = new MathWriter(random);
  for (let i = Math.round(bytes / 5000); i > 0; i--) items.push([text(math.display())]);
  for (let i = Math.round(bytes / 12000); i > 0; i--) items.push([table(random)]);
  for (let i = Math.round(bytes / 6000) + 1; i > 0; i--) {
    items.push([{ kind: 'list', items: random.int(2, 6), ordered: random.chance(0.3) }]);
  }
  const extraLists = plan.lists.slice(0, -1);
  random.shuffle(items);

  const sectionCount = Math.max(2, Math.min(12, Math.round(bytes / 2200)));
  const sectionItems = spread(items.length, sectionCount);
  const introParagraphs = Math.max(1, Math.min(paragraphs, random.int(1, 2)));
  const sectionParagraphs = spread(Math.max(0, paragraphs - introParagraphs), sectionCount);
  const blocks: Block[] = [];
  for (let i = 0; i < introParagraphs; i++) blocks.push(paragraph(paragraphSentences(random)));
  if (plan.focus) blocks.push(text(`<FocusProblem problem="${plan.focus}" />`));
  const reading = resources(random, rows);
  const readingEarly = random.chance(0.5);
  if (readingEarly) blocks.push(reading);
  let taken = 0;
  for (let s = 0; s < sectionCount; s++) {
    blocks.push(text(`## ${prose.heading()}`));
    const own = items.slice(taken, (taken += sectionItems[s]));
    // A section always says something, but short modules have few paragraphs to share out.
    const ownParagraphs =
      own.length === 0 ? Math.max(1, sectionParagraphs[s]) : sectionParagraphs[s];
    const sub = own.length > 1 && random.chance(0.4) ? Math.floor(own.length / 2) : -1;
    for (let k = 0; k < Math.max(ownParagraphs, own.length); k++) {
      if (k === sub) blocks.push(text(`### ${prose.heading()}`));
      if (k < ownParagraphs) blocks.push(paragraph(paragraphSentences(random)));
      if (k < own.length) blocks.push(...own[k]);
    }
    // With two practice lists, the first closes a section in the middle of the module.
    if (s === Math.floor(sectionCount / 2)) {
      for (const list of extraLists) {
        blocks.push(text(`### ${prose.heading()}`), text(`<Problems problems="${list}" />`));
      }
    }
  }
  if (!readingEarly) blocks.push(text(`## ${prose.heading()}`), reading);
  const last = plan.lists[plan.lists.length - 1];
  if (last) blocks.push(text('## Problems'), text(`<Problems problems="${last}" />`));
  for (const name of ladders) blocks.push(text(toHintLadder(name)));
  return blocks;
}

/** A short ladder for a starred problem, as authors write one in its module. */
function toHintLadder(problemName: string): string {
  return [
    `<Hints problem="${problemName}">`,
    '<Hint>Which quantity must the answer be built from?</Hint>',
    '<Hint>Try the smallest cases by hand and look for what repeats.</Hint>',
    '</Hints>',
  ].join('\n');
}

export function writeModule(random: Random, plan: ModulePlan): string {
  return fitPage(random, frontmatter(plan), (r, paragraphs) => layoutModule(plan, r, paragraphs), {
    bytes: plan.target.bytes,
    math: plan.target.inlineMath,
  });
}
