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

export function ProblemName({
  problem,
}: {
  problem: Pick<Problem, 'name' | 'url' | 'starred'>;
}): React.JSX.Element {
  return (
    <span className="flex min-w-0 items-center gap-1">
      {problem.starred && <StarredMark />}
      <ProblemNameLink problem={problem} />
    </span>
  );
}
