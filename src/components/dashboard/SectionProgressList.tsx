import React from 'react';
import { Link } from 'gatsby';
import { sectionPath } from '../../content-model/routes';
import { ProgressBar } from './ProgressBar';
import type { SectionProgress } from './dashboardData';

/** One card per section: modules complete / practicing / total and problems solved / total. */
export function SectionProgressList({
  sections,
}: {
  sections: readonly SectionProgress[];
}): React.JSX.Element {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {sections.map((section) => (
        <li
          key={section.id}
          data-testid={`section-progress-${section.id}`}
          className="rounded-lg border border-gray-200 p-4 dark:border-gray-700"
        >
          <h3 className="font-semibold text-gray-900 dark:text-white">
            <Link to={sectionPath(section.id)} className="hover:underline">
              {section.name}
            </Link>
          </h3>
          <p className="mt-2 text-sm text-gray-700 dark:text-gray-300" data-testid="modules-count">
            Modules: {section.modules.complete} complete, {section.modules.practicing} practicing,{' '}
            {section.modules.total} in all
          </p>
          <div className="mt-1">
            <ProgressBar
              label={`${section.name} modules complete`}
              value={section.modules.complete}
              max={section.modules.total}
              tone="bg-blue-600 dark:bg-blue-500"
            />
          </div>
          <p className="mt-3 text-sm text-gray-700 dark:text-gray-300" data-testid="problems-count">
            Problems: {section.problems.solved} of {section.problems.total} solved
          </p>
          <div className="mt-1">
            <ProgressBar
              label={`${section.name} problems solved`}
              value={section.problems.solved}
              max={section.problems.total}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
