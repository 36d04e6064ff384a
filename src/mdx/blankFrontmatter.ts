/** Preparing an MDX file's text for the compiler. */

/**
 * The frontmatter blanked, its newlines kept, so that lines in errors are the file's lines
 * (the frontmatter itself is read by the content model).
 */
export function blankFrontmatter(text: string): string {
  const match = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(?=\r?\n|$)/.exec(text);
  if (!match) return text;
  return match[0].replace(/[^\n]/g, '') + text.slice(match[0].length);
}
