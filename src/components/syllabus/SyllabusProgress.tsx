/** A module's progress badge and the section's totals, on the syllabus page. */
import React from 'react';
import {
  DEFAULT_MODULE_PROGRESS,
  MODULE_PROGRESS_VALUES,
  useModuleProgress,
  useUserData,
  type ModuleProgress,
} from '../../user-data';
import { MODULE_PROGRESS_STYLES } from '../user-data/choiceStyles';

export function ModuleProgressBadge({ moduleId }: { moduleId: string }): React.JSX.Element {
  const [progress] = useModuleProgress(moduleId);
  return (
    <span
      className={`ml-2 inline-block rounded-full px-2 py-0.5 text-xs ring-1 ring-inset ${MODULE_PROGRESS_STYLES[progress].badge}`}
    >
      {progress}
    </span>
  );
}

/** How many of the section's modules are at each progress value (only the values present). */
export function countProgress(
  moduleIds: readonly string[],
  progressOf: Readonly<Record<string, ModuleProgress>>,
): [ModuleProgress, number][] {
  const counts = new Map<ModuleProgress, number>();
  for (const id of moduleIds) {
    const progress = progressOf[id] ?? DEFAULT_MODULE_PROGRESS;
    counts.set(progress, (counts.get(progress) ?? 0) + 1);
  }
  return MODULE_PROGRESS_VALUES.flatMap((value) => {
    const n = counts.get(value);
    return n ? [[value, n] as [ModuleProgress, number]] : [];
  });
}

export function SectionTotals({ moduleIds }: { moduleIds: readonly string[] }): React.JSX.Element {
  const data = useUserData();
  const totals = countProgress(moduleIds, data.userProgressOnModules);
  return (
    <section aria-label="Your progress in this section" className="mt-4">
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {moduleIds.length} {moduleIds.length === 1 ? 'module' : 'modules'}:
      </p>
      <ul className="mt-1 flex flex-wrap gap-2">
        {totals.map(([progress, n]) => (
          <li
            key={progress}
            className={`rounded-full px-2 py-0.5 text-xs ring-1 ring-inset ${MODULE_PROGRESS_STYLES[progress].badge}`}
          >
            {progress}: {n}
          </li>
        ))}
      </ul>
    </section>
  );
}
