/**
 * Reads the MDX tags that refer to other content (`<Problems>`, `<FocusProblem>`, `<Resource>`)
 * straight from the source text, so the validator needs no MDX compiler. Code (fenced blocks and
 * inline spans) and the frontmatter are blanked first: a tag shown as an example is not a use.
 */

/** A static attribute value, `true` for a bare attribute, or an expression we cannot evaluate. */
export type AttributeValue = string | true | { expression: string };

export interface TagUse {
  tag: string;
  /** 1-based line of the `<`. */
  line: number;
  attributes: Record<string, AttributeValue>;
}

/** A code fence, also indented (a code block inside a list item). */
const FENCE = /^\s*(`{3,}|~{3,})/;

/**
 * Which lines of an MDX file are prose: not the frontmatter, not a fenced code block (its fences
 * included). The validator and the search index both read MDX this way.
 */
export function proseLines(lines: readonly string[]): boolean[] {
  const prose = lines.map(() => true);
  let start = 0;
  if (lines[0]?.trim() === '---') {
    const end = lines.findIndex((line, i) => i > 0 && line.trim() === '---');
    if (end > 0) {
      for (let i = 0; i <= end; i++) prose[i] = false;
      start = end + 1;
    }
  }
  let fence: string | undefined;
  for (let i = start; i < lines.length; i++) {
    const match = FENCE.exec(lines[i]);
    if (fence !== undefined) {
      if (match && match[1][0] === fence[0] && match[1].length >= fence.length) fence = undefined;
      prose[i] = false;
    } else if (match) {
      fence = match[1];
      prose[i] = false;
    }
  }
  return prose;
}

/** Replace code and frontmatter by spaces, keeping every newline so line numbers hold. */
export function blankNonProse(text: string): string {
  const lines = text.split('\n');
  const prose = proseLines(lines);
  return lines
    .map((line, i) =>
      prose[i]
        ? // Inline code: a run of backticks up to the same run. Same length, so columns hold too.
          line.replace(/(`+)[^`]*?\1/g, (span) => ' '.repeat(span.length))
        : '',
    )
    .join('\n');
}

/** Parse `name="v" name='v' name={expr} name` up to the end of the tag. */
function readAttributes(text: string, from: number): Record<string, AttributeValue> {
  const attributes: Record<string, AttributeValue> = {};
  let i = from;
  const skipSpace = () => {
    while (i < text.length && /\s/.test(text[i])) i++;
  };
  for (;;) {
    skipSpace();
    if (i >= text.length || text[i] === '>' || text.startsWith('/>', i)) return attributes;
    const name = /^[A-Za-z_][\w-]*/.exec(text.slice(i, i + 100))?.[0];
    if (!name) return attributes; // Not a tag we understand (e.g. a spread): stop quietly.
    i += name.length;
    skipSpace();
    if (text[i] !== '=') {
      attributes[name] = true;
      continue;
    }
    i++;
    skipSpace();
    const quote = text[i];
    if (quote === '"' || quote === "'") {
      const end = text.indexOf(quote, i + 1);
      if (end === -1) return attributes;
      attributes[name] = text.slice(i + 1, end);
      i = end + 1;
    } else if (quote === '{') {
      let depth = 0;
      const begin = i;
      for (; i < text.length; i++) {
        if (text[i] === '{') depth++;
        else if (text[i] === '}' && --depth === 0) break;
      }
      const expression = text.slice(begin + 1, i).trim();
      i++;
      const literal = /^(["'`])([^"'`]*)\1$/.exec(expression);
      attributes[name] = literal ? literal[2] : { expression };
    } else {
      return attributes;
    }
  }
}

/** Every use of the given tags, in order. `Resource` does not match `<Resources>`. */
export function findTags(text: string, tags: readonly string[]): TagUse[] {
  const prose = blankNonProse(text);
  const pattern = new RegExp(`<(${tags.join('|')})(?![\\w.])`, 'g');
  const uses: TagUse[] = [];
  let line = 1;
  let counted = 0;
  for (let match = pattern.exec(prose); match; match = pattern.exec(prose)) {
    for (; counted < match.index; counted++) if (prose[counted] === '\n') line++;
    uses.push({
      tag: match[1],
      line,
      attributes: readAttributes(prose, match.index + match[0].length),
    });
  }
  return uses;
}

/** `$…$` or `$$…$$` in prose (code blanked): the page needs KaTeX's stylesheet. */
export function hasMath(text: string): boolean {
  return /\$\$[\s\S]+?\$\$|\$[^\s$](?:[^$\n]*[^\s$])?\$/.test(blankNonProse(text));
}
