/** `<Problems problems="list">` → the problems table; `<FocusProblem problem="list">` → a card. */
import React from 'react';
import { ProblemsTable } from '../problems/ProblemsTable';
import { ProblemNameLink } from '../problems/ProblemName';
import { FOCUS_NOTE } from '../problems/texts';
import { DeferredStatusPicker as StatusPicker } from '../deferred/DeferredPickers';
import { Tooltip } from '../tooltip/Tooltip';
import { useListsModuleId, useProblemList } from './ProblemListsContext';

export function Problems({ problems }: { problems: string }): React.JSX.Element {
  const list = useProblemList(problems);
  const moduleId = useListsModuleId();
  return (
    <div className="my-6">
      <ProblemsTable problems={list} moduleId={moduleId} caption={`Problems: ${problems}`} />
    </div>
  );
}

export function FocusProblem({ problem }: { problem: string }): React.JSX.Element | null {
  const [only] = useProblemList(problem);
  const moduleId = useListsModuleId();
  if (!only) return null;
  return (
    <aside
      aria-label="Focus problem"
      className="my-6 rounded-lg border border-blue-300 bg-blue-50/50 p-4 shadow-sm dark:border-blue-700 dark:bg-blue-950/30"
    >
      <p className="text-sm font-semibold text-blue-900 dark:text-blue-200">{FOCUS_NOTE}</p>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <span className="flex min-w-0 items-center gap-2">
          <ProblemNameLink problem={only} className="max-w-[15rem]" />
          <Tooltip
            content={only.tooltipHoverDescription}
            focusable
            className="text-sm text-gray-600 dark:text-gray-400"
          >
            {only.source}
          </Tooltip>
          <span className="text-sm text-gray-600 dark:text-gray-400">· {only.difficulty}</span>
        </span>
        <StatusPicker uniqueID={only.uniqueID} problemName={only.name} moduleId={moduleId} />
      </div>
    </aside>
  );
}
