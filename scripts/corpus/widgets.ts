/**
 * The MDX widgets as authors use them (docs/authoring.md §6–7): code in a `<LanguageSection>`,
 * callouts, reading lists whose book sections exist in the page tables, and problem lists.
 */
import bookPages from '../../data/book-pages.json';
import { programLines, writePrograms, type Language } from './code';
import { paragraph, text, type Block } from './document';
import { Prose, toSlug } from './prose';
import type { Random } from './random';

const SECTION_TAGS: Record<Language, string> = {
  cpp: 'CPPSection',
  java: 'JavaSection',
  py: 'PySection',
};

/** One program in `languages` (in the guide's order), wrapped in `<LanguageSection>`. */
export function languageSection(random: Random, lines: number, languages: Language[]): Block {
  const programs = writePrograms(random, lines);
  const parts = languages.map(
    (lang) => `<${SECTION_TAGS[lang]}>\n\n${programs[lang]}\n\n</${SECTION_TAGS[lang]}>`,
  );
  return text(`<LanguageSection>\n${parts.join('\n')}\n</LanguageSection>`);
}

/** A code block on its own: mostly a short C++ excerpt. */
export function codeBlock(random: Random, lines: number): Block {
  const lang: Language = random.pick(['cpp', 'cpp', 'cpp', 'cpp', 'py', 'java']);
  return text(writePrograms(random, lines)[lang]);
}

/** Lines for each program of a page whose code may take about `budget` bytes. */
export function linesWithin(random: Random, budget: number, bytesPerLine: number): number {
  return Math.max(10, Math.min(programLines(random), Math.floor(budget / bytesPerLine)));
}

const CALLOUTS = ['Info', 'Warning', 'Optional', 'Spoiler'] as const;

/** A callout around prose (and, for a spoiler, maybe a code block): 2 or 3 blocks. */
export function callout(random: Random, inner?: Block): Block[] {
  const tag = CALLOUTS[random.weighted([4, 3, 2, 3])];
  const title = new Prose(random).phrase(random.int(2, 5));
  // Callouts are short: a list of a few points or a paragraph of one to three sentences.
  const body: Block[] = random.chance(0.25)
    ? [{ kind: 'list', items: random.int(2, 4), ordered: false }]
    : [paragraph(random.int(1, 3))];
  if (inner) body.push(inner);
  return [text(`<${tag} title="${title}">`), ...body, text(`</${tag}>`)];
}

type BookKey = 'CPH' | 'PAPS' | 'CP2' | 'CPP';
const BOOK_SECTIONS: Record<BookKey, string[]> = {
  CPH: Object.keys(bookPages.CPH),
  PAPS: Object.keys(bookPages.PAPS),
  CP2: Object.keys(bookPages.CP2),
  CPP: Object.keys(bookPages.CPP),
};

/** One `<Resource>` row: a book section that exists, or a site path or URL. */
function resource(random: Random, prose: Prose): string {
  const title = prose.title(2, 5);
  const starred = random.chance(0.3) ? ' starred' : '';
  const description = random.chance(0.6) ? prose.phrase(random.int(3, 9)) + '.' : '';
  let attributes: string;
  switch (random.weighted([5, 2, 1, 1, 3, 2, 1, 1])) {
    case 0:
      attributes = `source="CPH" title="${random.pick(BOOK_SECTIONS.CPH)}, ${title}"`;
      break;
    case 1:
      attributes = `source="IUSACO" title="${random.pick(BOOK_SECTIONS.CPP)}, ${title}"`;
      break;
    case 2:
      attributes = `source="PAPS" title="${random.pick(BOOK_SECTIONS.PAPS)}, ${title}"`;
      break;
    case 3:
      attributes = `source="CP2" title="${random.pick(BOOK_SECTIONS.CP2)}, ${title}"`;
      break;
    case 4:
      attributes = `source="cp-algo" title="${title}" url="${random.pick(['algebra', 'graph', 'data_structures', 'dynamic_programming'])}/${toSlug(title)}.html"`;
      break;
    case 5:
      attributes = `source="CF" title="${title}" url="blog/entry/${random.int(1000, 130000)}"`;
      break;
    case 6:
      attributes = `source="GCP" title="${title}"`;
      break;
    default:
      attributes = `source="Blog" title="${title}" url="https://example.com/${toSlug(title)}"`;
  }
  return description
    ? `  <Resource ${attributes}${starred}>${description}</Resource>`
    : `  <Resource ${attributes}${starred} />`;
}

/** `<Resources>` with `rows` rows. */
export function resources(random: Random, rows: number): Block {
  const prose = new Prose(random);
  const title = random.chance(0.5) ? ` title="${prose.phrase(2)}"` : '';
  const lines = Array.from({ length: rows }, () => resource(random, prose));
  return text(`<Resources${title}>\n${lines.join('\n')}\n</Resources>`);
}
