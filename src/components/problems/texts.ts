/** The exact words the problems table shows, in one place so tests pin them. */
import type { SolQuality } from '../../content-model/types';

export const STARRED_TOOLTIP = 'We highly recommend you do all starred problems!';
export const NO_SOLUTION_TOOLTIP =
  'We haven\'t written a solution for this problem yet. If needed, request one using the "Contact Us" button!';
export const SKETCH_TITLE_PREFIX = 'Solution Sketch: ';
export const FOCUS_NOTE = 'Focus Problem – read through this problem before continuing!';

/** Quality marks next to a solution; `ok` shows none. */
export const QUALITY_MARKS: Record<SolQuality, { symbol: string; tooltip: string } | null> = {
  good: { symbol: '✓', tooltip: 'This solution is verified to be complete and of high quality.' },
  ok: null,
  bad: {
    symbol: '⚠',
    tooltip: 'This solution is still a work-in-progress. It may be vague or incomplete.',
  },
};
