/**
 * Plain text and headings from MDX source, for the search index. Works on the source text with
 * no MDX compiler: code blocks, JSX tags, imports and frontmatter are dropped, inline Markdown is
 * reduced to its words. Heading ids are computed the way rehype-slug computes them (github-slugger
 * over the heading's text, one slugger per document), so a result's `#anchor` is the id on the page.
 *
 * Hazard: rehype-slug runs after the math is rendered (src/mdx/rehypeKatexHtml.ts), so a heading
 * containing `$math$` gets its id from the rest of its text only, which we do not reproduce here. Such headings are linked without an
 * anchor (to the page) rather than to an id that may not exist.
 */
import GithubSlugger from 'github-slugger';
import { proseLines } from '../content-model/mdx';

export interface MdxSection {
  /** Heading text as a reader sees it. */
  heading: string;
  /** The id rehype-slug gives the heading; undefined when it cannot be known (math). */
  id: string | undefined;
  /** 1 to 6. */
  depth: number;
  /** Plain text under the heading, up to the next heading of any depth. */
  text: string;
}

export interface MdxText {
  /** Text before the first heading. */
  intro: string;
  sections: MdxSection[];
}

const HEADING = /^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;

/** Inline Markdown → the words a reader sees (also what hast-util-to-string yields for it). */
export function toPlainInline(markdown: string): string {
  return (
    markdown
      // Images and links keep their text: ![alt](src) → alt, [text](url) → text.
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      // Inline code keeps its content.
      .replace(/(`+)([^`]*?)\1/g, '$2')
      // Inline JSX/HTML tags go, their content stays.
      .replace(/<\/?[A-Za-z][^<>]*>/g, ' ')
      // Emphasis markers (not underscores inside words such as snake_case).
      .replace(/(\*{1,3})(\S(?:.*?\S)?)\1/g, '$2')
      .replace(/(^|\W)_{1,2}(\S(?:.*?\S)?)_{1,2}(?=\W|$)/g, '$1$2')
      // Escapes: \* → *.
      .replace(/\\([!-/:-@[-`{-~])/g, '$1')
  );
}

/** Math source made searchable: `$O(N \log N)$` → `O(N log N)`. */
function toPlainMath(text: string): string {
  return text.replace(/\$\$?([^$]*)\$\$?/g, (_, tex: string) =>
    tex.replace(/\\([A-Za-z]+)/g, '$1').replace(/[{}^_]/g, ' '),
  );
}

/** A line that is only JSX (`<Info title="…">`, `</Info>`, `<Problems … />`) or an import/export. */
function isMarkupLine(line: string): boolean {
  const trimmed = line.trim();
  return /^<\/?[A-Za-z][^]*>$/.test(trimmed) || /^(import|export)\s/.test(trimmed);
}

function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Split MDX source into its intro and its headed sections, as plain text. */
export function readMdxText(source: string): MdxText {
  const lines = source.split('\n');
  const prose = proseLines(lines);
  const slugger = new GithubSlugger();
  const sections: MdxSection[] = [];
  const intro: string[] = [];
  let current: string[] = intro;
  const flush = () => {
    if (sections.length > 0) sections[sections.length - 1].text = squash(current.join(' '));
  };
  for (let i = 0; i < lines.length; i++) {
    if (!prose[i]) continue;
    const line = lines[i];
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      const title = squash(toPlainInline(heading[2]));
      const hasMath = title.includes('$');
      // Every heading advances the slugger (duplicates get -1, -2, …), even one we cannot link.
      const slug = slugger.slug(title);
      sections.push({
        heading: hasMath ? squash(toPlainMath(title)) : title,
        id: hasMath ? undefined : slug,
        depth: heading[1].length,
        text: '',
      });
      current = [];
      continue;
    }
    if (isMarkupLine(line)) continue;
    current.push(
      toPlainMath(toPlainInline(line))
        .replace(/^\s*(?:[-*+]|\d+\.|>)\s+/, '')
        // Table pipes and rules.
        .replace(/\|/g, ' ')
        .replace(/(^|\s):?-{3,}:?(?=\s|$)/g, ' '),
    );
  }
  flush();
  return { intro: squash(intro.join(' ')), sections };
}
