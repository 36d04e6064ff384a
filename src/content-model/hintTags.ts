/**
 * The hint ladder's tags, its size, its anchor and its heading: what the widget, the compiler and the content
 * model share. This file imports nothing, so the widget's bundle carries only these few lines
 * (hints.ts, which reads MDX, stays out of the browser's first load).
 */

/** The ladder's tag, and its steps' tag. */
export const HINTS_TAG = 'Hints';
export const HINT_TAG = 'Hint';
/** How many steps a ladder has. */
export const MIN_HINTS = 2;
export const MAX_HINTS = 4;

/**
 * The id of a ladder on its page: `hints-<the problem's name>` in a module (a module may hold
 * several), `hints` on a solution page (its one problem's). The widget and the links agree here.
 */
export function toHintsAnchor(problemName?: string): string {
  if (problemName === undefined) return 'hints';
  const slug = problemName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug ? `hints-${slug}` : 'hints';
}

/** The heading a ladder shows, and names its region by. */
export const hintsHeading = (problemName?: string): string =>
  problemName ? `Hints: ${problemName}` : 'Hints';
