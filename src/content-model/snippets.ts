/**
 * Programs in MDX: the fenced code blocks of a file, the complete program of each language in a
 * solution, and the runnable snippets of a module (a block marked ```` ```cpp run=<name> ````).
 * `npm run validate` checks them against their cases (cases.ts); `npm run check:solutions`
 * compiles and runs them. The marker is the block's meta, which the page never shows.
 */

export type Language = 'cpp' | 'java' | 'py';
export const LANGUAGES: readonly Language[] = ['cpp', 'java', 'py'];
export const LANGUAGE_LABELS: Record<Language, string> = { cpp: 'C++', java: 'Java', py: 'Python' };

const FENCE_ALIASES: Record<string, Language> = {
  cpp: 'cpp',
  'c++': 'cpp',
  java: 'java',
  py: 'py',
  python: 'py',
  python3: 'py',
};

/** A snippet's name: what its cases are filed under. */
export const SNIPPET_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface CodeBlock {
  /** The fence's info word as written (`cpp`, `python`, ''), and its language when runnable. */
  info: string;
  language: Language | null;
  /** The rest of the fence line: `run=sum-range`. */
  meta: string;
  /** 1-based line of the opening fence. */
  line: number;
  body: string;
}

/** Every fenced code block, by its fence lines (as CommonMark closes them: same character, as long). */
export function findCodeBlocks(mdx: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const lines = mdx.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const open = /^\s*(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/.exec(lines[i]);
    if (!open) continue;
    const fence = open[1];
    const body: string[] = [];
    let j = i + 1;
    while (j < lines.length && !lines[j].trim().startsWith(fence)) body.push(lines[j++]);
    const info = open[2] ?? '';
    blocks.push({
      info,
      language: FENCE_ALIASES[info.toLowerCase()] ?? null,
      meta: open[3].trim(),
      line: i + 1,
      body: body.join('\n') + '\n',
    });
    i = j;
  }
  return blocks;
}

export interface Snippet {
  name: string;
  language: Language;
  line: number;
  source: string;
}

export interface SnippetProblem {
  line: number;
  message: string;
  hint: string;
}

/** The `run` part of a block's meta: absent (null), or the name written (possibly ''). */
function readRunMarker(meta: string): string | null {
  const marker = /(?:^|\s)run(?:=("[^"]*"|\S*))?(?=\s|$)/.exec(meta);
  if (!marker) return null;
  return (marker[1] ?? '').replace(/^"|"$/g, '');
}

/**
 * The runnable snippets of a module, and what is wrong with their markers. One name may be given
 * once per language (the same program in C++, Java and Python).
 */
export function findSnippets(mdx: string): { snippets: Snippet[]; problems: SnippetProblem[] } {
  const snippets: Snippet[] = [];
  const problems: SnippetProblem[] = [];
  for (const block of findCodeBlocks(mdx)) {
    const name = readRunMarker(block.meta);
    if (name === null) continue;
    const { line } = block;
    if (!block.language) {
      problems.push({
        line,
        message: `A \`run\` block in \`${block.info || 'no language'}\` cannot be run.`,
        hint: 'Runnable snippets are ```cpp, ```java or ```py blocks; remove `run` from this one.',
      });
    } else if (!SNIPPET_NAME.test(name)) {
      problems.push({
        line,
        message: name
          ? `The snippet name "${name}" is not lowercase words joined by hyphens.`
          : 'A `run` marker needs a name, its test cases are filed under it.',
        hint: `Write \`\`\`${block.info} run=sum-range: the same name on the snippet's C++, Java and Python blocks.`,
      });
    } else if (snippets.some((s) => s.name === name && s.language === block.language)) {
      problems.push({
        line,
        message: `The snippet "${name}" has a second ${LANGUAGE_LABELS[block.language]} block.`,
        hint: 'Give each program its own name; one name holds one program per language.',
      });
    } else {
      snippets.push({ name, language: block.language, line, source: block.body });
    }
  }
  return { snippets, problems };
}
