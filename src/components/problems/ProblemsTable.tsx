/**
 * The problems table: Status, Source, Problem Name, Difficulty, Tags, Solution. Tags and Solution
 * are spoilers, hidden when the student's `hide` preference is on. The table scrolls sideways
 * inside its own container on narrow screens, so the page itself never does.
 */
import React from 'react';
import type { Problem } from '../../content-model/types';
import { useSetting } from '../../user-data';
import { ProblemRow } from './ProblemRow';

const HEAD = 'px-2 py-2 text-left font-semibold text-gray-900 dark:text-gray-100';

export function ProblemsTable({
  problems,
  moduleId = null,
  caption,
}: {
  problems: readonly Problem[];
  moduleId?: string | null;
  caption?: string;
}): React.JSX.Element {
  const [hide] = useSetting('hide');
  return (
    <div
      className="my-6 overflow-x-auto rounded-md border border-gray-200 dark:border-gray-700"
      role="region"
      aria-label={caption ?? 'Problems'}
      tabIndex={0}
    >
      <table className="w-full text-sm">
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className="bg-gray-50 dark:bg-gray-800">
          <tr className="border-b border-gray-200 dark:border-gray-700">
            <th scope="col" className={HEAD}>
              Status
            </th>
            <th scope="col" className={HEAD}>
              Source
            </th>
            <th scope="col" className={HEAD}>
              Problem Name
            </th>
            <th scope="col" className={HEAD}>
              Difficulty
            </th>
            {!hide && (
              <th scope="col" className={HEAD}>
                Tags
              </th>
            )}
            {!hide && (
              <th scope="col" className={HEAD}>
                Solution
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {problems.map((problem) => (
            <ProblemRow key={problem.uniqueID} problem={problem} moduleId={moduleId} hide={hide} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
