/** Turning what the MDX compiler throws into a message an author can act on. */

import type { ArticleProblem } from '../../mdx/articleProblem';

export type CompileFailure = ArticleProblem;
export { toArticleProblem as toCompileFailure } from '../../mdx/articleProblem';

/** `Line 3, column 7: Unexpected end of file …` (or just the message when the place is unknown). */
export function formatCompileFailure(failure: CompileFailure): string {
  if (failure.line === undefined) return failure.message;
  const column = failure.column === undefined ? '' : `, column ${failure.column}`;
  return `Line ${failure.line}${column}: ${failure.message}`;
}
