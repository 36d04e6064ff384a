/**
 * A problem's name as every list of problems shows it: the star of a recommended problem, then
 * the name, linking to the statement in a new tab.
 */
import React from 'react';
import type { Problem } from '../../content-model/types';
import { Tooltip } from '../tooltip/Tooltip';
import { STARRED_TOOLTIP } from './texts';

/**
 * The star of a recommended problem or resource. The glyph is decoration; the focusable target
 * around it is an image named "Starred", and hovering or focusing it says why stars matter.
 */
export function StarredMark(): React.JSX.Element {
  return (
    <Tooltip content={STARRED_TOOLTIP} focusable label="Starred" className="shrink-0">
      <span aria-hidden="true" className="text-yellow-600 dark:text-yellow-400">
        ★
      </span>
    </Tooltip>
  );
}

/**
 * The name, cut with an ellipsis when its box is narrower; the tooltip shows it whole. The
 * tooltip's target may shrink (`min-w-0`) so that the link inside can be cut.
 */
export function ProblemNameLink({
  problem,
  className = '',
}: {
  problem: Pick<Problem, 'name' | 'url'>;
  /** Extra classes of the link, such as a maximum width. */
  className?: string;
}): React.JSX.Element {
  return (
    <Tooltip content={problem.name} className="min-w-0">
      <a
        href={problem.url}
        target="_blank"
        rel="noreferrer"
        className={`block truncate font-medium text-blue-800 underline dark:text-blue-300 ${className}`}
      >
        {problem.name}
      </a>
    </Tooltip>
  );
}

/**
 * A problem with a hint ladder: a small link to it after the name. A plain link, so it works
 * before any script and scrolls to a ladder on the same page at once.
 */
export function HintsMark({ problem }: { problem: Pick<Problem, 'name' | 'hints'> }) {
  if (!problem.hints) return null;
  return (
    <a
      href={problem.hints}
      aria-label={`Hints for ${problem.name}`}
      title="Hints, one step at a time"
      className="shrink-0 rounded border border-amber-600 px-1 text-xs leading-4 text-amber-900 hover:bg-amber-50 dark:border-amber-400 dark:text-amber-200 dark:hover:bg-amber-950"
    >
      hints
    </a>
  );
}

export function ProblemName({
  problem,
}: {
  problem: Pick<Problem, 'name' | 'url' | 'starred'> & Partial<Pick<Problem, 'hints'>>;
}): React.JSX.Element {
  return (
    <span className="flex min-w-0 items-center gap-1">
      {problem.starred && <StarredMark />}
      <ProblemNameLink problem={problem} />
      {problem.hints && <HintsMark problem={{ name: problem.name, hints: problem.hints }} />}
    </span>
  );
}
