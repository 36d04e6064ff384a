import React, { useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'gatsby';
import { toProblemRowPath } from '../../content-model/anchors';
import { useSetting, useUserData } from '../../user-data';
import { selectRows, pickRandom } from './filter';
import { toFilterOptions, type ProblemEntry } from './problemIndex';
import { DEFAULT_VIEW, isFiltered } from './query';
import { ProblemFilters } from './ProblemFilters';
import type { ModuleOption } from './useFilterMenus';
import { ProblemsTable } from '../problems/ProblemsTable';
import { useViewInUrl } from './useViewInUrl';

interface ProblemsExplorerProps {
  entries: readonly ProblemEntry[];
  modules: readonly ModuleOption[];
  /** For tests: the random source of "Random problem". */
  random?: () => number;
}

/**
 * Search, filters, the random pick and the table. The inputs update at once; the rows follow a
 * deferred copy of the view and of the statuses, so typing never waits for filtering.
 */
export function ProblemsExplorer({
  entries,
  modules,
  random,
}: ProblemsExplorerProps): React.JSX.Element {
  const [view, update] = useViewInUrl();
  const [hideTags] = useSetting('hide');
  const statuses = useUserData().userProgressOnProblems;
  const deferredView = useDeferredValue(view);
  const deferredStatuses = useDeferredValue(statuses);
  const rows = useMemo(
    () => selectRows(entries, deferredView, { statuses: deferredStatuses, hideTags }),
    [entries, deferredView, deferredStatuses, hideTags],
  );
  const { sources, tags } = useMemo(() => toFilterOptions(entries), [entries]);
  const [picked, setPicked] = useState<ProblemEntry | null>(null);
  const stale = deferredView !== view;

  return (
    <div className="space-y-4">
      <ProblemFilters
        view={view}
        update={update}
        sources={sources}
        tags={tags}
        modules={modules}
        hideTags={hideTags}
      />
      <div className="flex flex-wrap items-center gap-3">
        <p
          className="text-sm text-gray-700 dark:text-gray-300"
          aria-live="polite"
          data-testid="problems-count"
        >
          {rows.length === entries.length
            ? `${entries.length} problems`
            : `${rows.length} of ${entries.length} problems`}
        </p>
        <button
          type="button"
          data-testid="problems-random"
          disabled={rows.length === 0}
          onClick={() => setPicked(pickRandom(rows, random))}
          className="rounded-md bg-blue-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-blue-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2 disabled:opacity-50 dark:bg-blue-600 dark:hover:bg-blue-500 dark:focus-visible:ring-offset-gray-900"
        >
          Random problem from this view
        </button>
        {isFiltered(view) || view.sort !== 'default' || view.desc ? (
          <button
            type="button"
            onClick={() => update(DEFAULT_VIEW)}
            className="rounded-md px-3 py-1.5 text-sm font-medium text-blue-700 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 dark:text-blue-300"
          >
            Clear filters
          </button>
        ) : null}
      </div>
      <div aria-live="polite">
        {picked && (
          <p
            data-testid="problems-random-pick"
            className="rounded-md border border-blue-200 bg-blue-50 px-3 py-2 text-sm text-blue-950 dark:border-blue-800 dark:bg-blue-950/50 dark:text-blue-100"
          >
            Try{' '}
            <a
              href={picked.url}
              target="_blank"
              rel="noreferrer"
              className="font-semibold underline"
            >
              {picked.name}
            </a>{' '}
            ({picked.source}, {picked.difficulty})
            {picked.modules[0] && (
              <>
                {' '}
                from{' '}
                <Link
                  to={toProblemRowPath(picked.modules[0].path, picked.uniqueID)}
                  className="underline"
                >
                  {picked.modules[0].title}
                </Link>
              </>
            )}
            .
          </p>
        )}
      </div>
      <div className={stale ? 'opacity-70 transition-opacity' : undefined}>
        {rows.length === 0 ? (
          <p className="rounded-lg border border-dashed border-gray-300 p-6 text-center text-gray-700 dark:border-gray-600 dark:text-gray-300">
            No problems match this view. Try fewer filters, or{' '}
            <button
              type="button"
              className="font-medium text-blue-700 underline dark:text-blue-300"
              onClick={() => update(DEFAULT_VIEW)}
            >
              clear them all
            </button>
            .
          </p>
        ) : (
          <ProblemsTable kind="all" problems={rows} windowed />
        )}
      </div>
    </div>
  );
}
