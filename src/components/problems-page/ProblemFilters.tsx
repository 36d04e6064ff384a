/**
 * Search box, filter menus, sort and the starred-only switch of the problems page; each change
 * lands in the URL (useViewInUrl). The parts: the search box (below), the six menus
 * (useFilterMenus + FilterSelect) and the sort (SortControls).
 */
import React from 'react';
import { FilterSelect } from './FilterSelect';
import { CONTROL_CLASS, LABEL_CLASS } from './filterStyles';
import type { ProblemView } from './query';
import { SortControls } from './SortControls';
import { useFilterMenus, type ModuleOption } from './useFilterMenus';
import type { ViewUpdate } from './useViewInUrl';

export interface ProblemFiltersProps {
  view: ProblemView;
  update: ViewUpdate;
  sources: readonly string[];
  tags: readonly string[];
  modules: readonly ModuleOption[];
  /** The `hide` setting: tags are neither searched nor offered. */
  hideTags: boolean;
}

/** Typing replaces the URL's `q` (no history entry per keystroke). */
function SearchBox({
  query,
  update,
  hideTags,
}: {
  query: string;
  update: ViewUpdate;
  hideTags: boolean;
}): React.JSX.Element {
  return (
    <div className="col-span-2 sm:col-span-3 lg:col-span-4">
      <label htmlFor="problems-search" className={LABEL_CLASS}>
        Search by name, source{hideTags ? '' : ' or tag'}
      </label>
      <input
        id="problems-search"
        data-testid="problems-search"
        type="search"
        autoComplete="off"
        spellCheck={false}
        className={CONTROL_CLASS}
        placeholder={hideTags ? 'e.g. USACO silver' : 'e.g. prefix sums'}
        value={query}
        onChange={(event) => update({ q: event.target.value }, 'replace')}
      />
    </div>
  );
}

function StarredOnly({
  checked,
  update,
}: {
  checked: boolean;
  update: ViewUpdate;
}): React.JSX.Element {
  return (
    <div className="flex items-end pb-1.5">
      <label className="inline-flex items-center gap-2 text-sm text-gray-800 dark:text-gray-200">
        <input
          type="checkbox"
          className="h-4 w-4 rounded border-gray-300 text-blue-700 focus:ring-blue-600 dark:border-gray-600"
          checked={checked}
          onChange={(event) => update({ starred: event.target.checked })}
        />
        Starred only
      </label>
    </div>
  );
}

/** Memoized, so the deferred render of the rows (same view, same props) skips it. */
export const ProblemFilters = React.memo(function ProblemFilters({
  view,
  update,
  sources,
  tags,
  modules,
  hideTags,
}: ProblemFiltersProps): React.JSX.Element {
  const menus = useFilterMenus(view, update, { sources, tags, modules, hideTags });
  return (
    <form
      role="search"
      aria-label="Problems"
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
      onSubmit={(event) => event.preventDefault()}
    >
      <SearchBox query={view.q} update={update} hideTags={hideTags} />
      {menus.map(({ key, label, choices, onChange }) => (
        <FilterSelect
          key={key}
          id={`filter-${key}`}
          label={label}
          value={view[key]}
          onChange={onChange}
          choices={choices}
        />
      ))}
      <SortControls sort={view.sort} desc={view.desc} update={update} />
      <StarredOnly checked={view.starred} update={update} />
    </form>
  );
});
