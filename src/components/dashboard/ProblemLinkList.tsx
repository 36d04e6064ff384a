import React from 'react';
import { Link } from 'gatsby';
import { toProblemRowPath } from '../../content-model/anchors';
import type { ProblemLink } from './dashboardData';

/** Room for this many problems is kept from the first paint, so hydration does not shift. */
export const LIST_LIMIT = 5;

interface ProblemLinkListProps {
  title: string;
  problems: readonly ProblemLink[];
  empty: React.ReactNode;
  testId: string;
}

/** A short list of problems, each linking to its row on its module page. */
export function ProblemLinkList({
  title,
  problems,
  empty,
  testId,
}: ProblemLinkListProps): React.JSX.Element {
  const shown = problems.slice(0, LIST_LIMIT);
  return (
    <section
      aria-labelledby={`${testId}-title`}
      data-testid={testId}
      className="rounded-lg border border-gray-200 p-4 dark:border-gray-700"
    >
      <h2 id={`${testId}-title`} className="text-lg font-semibold text-gray-900 dark:text-white">
        {title}
      </h2>
      {/* min-h: five two-line items, so the box keeps its size when the stored data arrives. */}
      <div className="mt-2 min-h-[15rem]">
        {shown.length === 0 ? (
          <div className="text-sm text-gray-700 dark:text-gray-300">{empty}</div>
        ) : (
          <ul className="space-y-2">
            {shown.map((problem) => (
              <li key={problem.uniqueID} className="text-sm">
                <Link
                  to={toProblemRowPath(problem.modulePath, problem.uniqueID)}
                  className="font-medium text-blue-700 hover:underline dark:text-blue-300"
                >
                  {problem.name}
                </Link>
                <span className="block text-gray-600 dark:text-gray-400">
                  in {problem.moduleTitle}
                </span>
              </li>
            ))}
          </ul>
        )}
        {problems.length > LIST_LIMIT && (
          <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">
            and {problems.length - LIST_LIMIT} more
          </p>
        )}
      </div>
    </section>
  );
}
