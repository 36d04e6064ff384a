/** One problem in the table: tinted by the student's status, highlighted when the hash names it. */
import React from 'react';
import { toProblemAnchor } from '../../content-model/anchors';
import type { Problem } from '../../content-model/types';
import { useProblemStatus, type ProblemStatus } from '../../user-data';
import { DeferredStatusPicker as StatusPicker } from '../deferred/DeferredPickers';
import { Tooltip } from '../tooltip/Tooltip';
import { SolutionCell } from './SolutionCell';
import { STARRED_TOOLTIP } from './texts';
import { useHashTarget } from './useHashTarget';

/** Row tints by status; only statuses that mean something at a glance are tinted. */
const ROW_TINTS: Record<ProblemStatus, string> = {
  'Not Attempted': '',
  Solving: 'bg-yellow-50 dark:bg-yellow-950/40',
  Solved: 'bg-green-50 dark:bg-green-950/40',
  Ignored: 'bg-red-50/60 dark:bg-red-950/30',
  Skipped: 'bg-blue-50 dark:bg-blue-950/40',
};

const HIGHLIGHT = 'outline outline-2 -outline-offset-2 outline-blue-500 dark:outline-blue-400';

export function ProblemNameLink({ problem }: { problem: Problem }): React.JSX.Element {
  return (
    <Tooltip content={problem.name}>
      <a
        href={problem.url}
        target="_blank"
        rel="noreferrer"
        className="block max-w-[15rem] truncate font-medium text-blue-800 underline dark:text-blue-300"
      >
        {problem.name}
      </a>
    </Tooltip>
  );
}

export function ProblemRow({
  problem,
  moduleId,
  hide,
}: {
  problem: Problem;
  moduleId: string | null;
  hide: boolean;
}): React.JSX.Element {
  const anchor = toProblemAnchor(problem.uniqueID);
  const [status] = useProblemStatus(problem.uniqueID, moduleId);
  const { ref, targeted } = useHashTarget<HTMLTableRowElement>(anchor);
  return (
    <tr
      id={anchor}
      ref={ref}
      data-status={status}
      data-highlighted={targeted || undefined}
      className={`border-b border-gray-200 dark:border-gray-700 ${ROW_TINTS[status]} ${targeted ? HIGHLIGHT : ''}`}
    >
      <td className="px-2 py-1.5">
        <StatusPicker uniqueID={problem.uniqueID} problemName={problem.name} moduleId={moduleId} />
      </td>
      <td className="whitespace-nowrap px-2 py-1.5">
        <Tooltip
          content={problem.tooltipHoverDescription}
          focusable
          className="border-b border-dotted border-gray-500"
        >
          {problem.source}
        </Tooltip>
      </td>
      <td className="px-2 py-1.5">
        <span className="flex items-center gap-1">
          {problem.starred && (
            <Tooltip content={STARRED_TOOLTIP} focusable label="Starred">
              <span aria-hidden="true" className="text-yellow-500">
                ★
              </span>
            </Tooltip>
          )}
          <ProblemNameLink problem={problem} />
        </span>
      </td>
      <td className="whitespace-nowrap px-2 py-1.5">{problem.difficulty}</td>
      {!hide && (
        <td className="px-2 py-1.5 text-gray-700 dark:text-gray-300">{problem.tags.join(', ')}</td>
      )}
      {!hide && (
        <td className="px-2 py-1.5">
          <SolutionCell problem={problem} />
        </td>
      )}
    </tr>
  );
}
