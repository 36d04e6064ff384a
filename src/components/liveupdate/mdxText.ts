/** Preparing a draft's text for the MDX compiler. */

/**
 * gatsby-plugin-mdx strips the frontmatter before compiling; we blank it instead, keeping its
 * newlines so that line numbers in errors still match the editor.
 */
export function blankFrontmatter(text: string): string {
  const match = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(?=\r?\n|$)/.exec(text);
  if (!match) return text;
  return match[0].replace(/[^\n]/g, '') + text.slice(match[0].length);
}
