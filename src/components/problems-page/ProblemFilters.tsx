import React, { useMemo } from 'react';
import { DIFFICULTIES } from '../../content-model/difficulty';
import { SECTION_IDS, SECTION_NAMES, type SectionId } from '../../content-model/sections';
import { STATUS_FILTERS, SORT_KEYS, type ProblemView, type SortKey } from './query';
import type { ViewUpdate } from './useViewInUrl';

export interface ModuleOption {
  id: string;
  title: string;
  section: string;
}

interface ProblemFiltersProps {
  view: ProblemView;
  update: ViewUpdate;
  sources: readonly string[];
  tags: readonly string[];
  modules: readonly ModuleOption[];
  /** The `hide` preference: no tag menu. */
  hideTags: boolean;
}

const SORT_LABELS: Record<SortKey, string> = {
  default: 'Syllabus order',
  name: 'Name',
  difficulty: 'Difficulty',
  source: 'Source',
  status: 'Status',
};

const controlClass =
  'mt-1 block w-full rounded-md border border-gray-300 bg-white px-2 py-1.5 text-sm text-gray-900 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100';
const labelClass = 'block text-xs font-medium text-gray-700 dark:text-gray-300';

interface Choice {
  value: string;
  label: string;
}

interface SelectProps {
  id: string;
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  choices: readonly Choice[];
}

/**
 * A labelled select whose empty option means "any". Memoized: the module and tag menus hold
 * hundreds of options, and re-rendering them on every keystroke in the search box (React
 * re-checks each option's `selected`) was a good part of a keystroke's cost.
 */
const FilterSelect = React.memo(function FilterSelect({
  id,
  label,
  value,
  onChange,
  choices,
}: SelectProps): React.JSX.Element {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        className={controlClass}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      >
        <option value="">Any</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
});

const sameChoices = (values: readonly string[]): Choice[] =>
  values.map((value) => ({ value, label: value }));

const STATUS_CHOICES: readonly Choice[] = STATUS_FILTERS.map((status) => ({
  value: status,
  label: status === 'Unsolved' ? 'Unsolved (anything but Solved)' : status,
}));
const DIFFICULTY_CHOICES: readonly Choice[] = sameChoices(DIFFICULTIES);
const SECTION_CHOICES: readonly Choice[] = SECTION_IDS.map((section: SectionId) => ({
  value: section,
  label: SECTION_NAMES[section],
}));

type FilterKey = 'status' | 'difficulty' | 'source' | 'tag' | 'section' | 'module';

/**
 * Search box, filter menus and sort for the problems page; each change lands in the URL.
 * Memoized, so the deferred render of the rows (same view, same props) skips it.
 */
export const ProblemFilters = React.memo(function ProblemFilters({
  view,
  update,
  sources,
  tags,
  modules,
  hideTags,
}: ProblemFiltersProps): React.JSX.Element {
  // Each select offers only valid values for its key (parseView re-checks them on reload). The
  // setters and choice lists keep their identity between renders, so the memoized selects only
  // re-render when their own value or choices change.
  const setters = useMemo(() => {
    const set = (key: FilterKey) => (value: string | null) =>
      update({ [key]: value } as Partial<ProblemView>);
    return {
      status: set('status'),
      difficulty: set('difficulty'),
      source: set('source'),
      tag: set('tag'),
      section: set('section'),
      module: set('module'),
    };
  }, [update]);
  const sourceChoices = useMemo(() => sameChoices(sources), [sources]);
  const tagChoices = useMemo(() => sameChoices(tags), [tags]);
  const moduleChoices = useMemo(
    () =>
      (view.section === null ? modules : modules.filter((m) => m.section === view.section)).map(
        (m) => ({ value: m.id, label: m.title }),
      ),
    [modules, view.section],
  );
  const menus: { key: FilterKey; label: string; choices: readonly Choice[] }[] = [
    { key: 'status', label: 'Status', choices: STATUS_CHOICES },
    { key: 'difficulty', label: 'Difficulty', choices: DIFFICULTY_CHOICES },
    { key: 'source', label: 'Source', choices: sourceChoices },
    ...(hideTags ? [] : [{ key: 'tag' as const, label: 'Tag', choices: tagChoices }]),
    { key: 'section', label: 'Section', choices: SECTION_CHOICES },
    { key: 'module', label: 'Module', choices: moduleChoices },
  ];
  return (
    <form
      role="search"
      aria-label="Problems"
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="col-span-2 sm:col-span-3 lg:col-span-4">
        <label htmlFor="problems-search" className={labelClass}>
          Search by name, source{hideTags ? '' : ' or tag'}
        </label>
        <input
          id="problems-search"
          data-testid="problems-search"
          type="search"
          autoComplete="off"
          spellCheck={false}
          className={controlClass}
          placeholder={hideTags ? 'e.g. USACO silver' : 'e.g. prefix sums'}
          value={view.q}
          onChange={(event) => update({ q: event.target.value }, 'replace')}
        />
      </div>
      {menus.map(({ key, label, choices }) => (
        <FilterSelect
          key={key}
          id={`filter-${key}`}
          label={label}
          value={view[key]}
          onChange={setters[key]}
          choices={choices}
        />
      ))}
      <div>
        <label htmlFor="problems-sort" className={labelClass}>
          Sort by
        </label>
        <select
          id="problems-sort"
          className={controlClass}
          value={view.sort}
          onChange={(event) => update({ sort: event.target.value as SortKey })}
        >
          {SORT_KEYS.map((key) => (
            <option key={key} value={key}>
              {SORT_LABELS[key]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="problems-direction" className={labelClass}>
          Order
        </label>
        <select
          id="problems-direction"
          className={controlClass}
          value={view.desc ? 'desc' : 'asc'}
          onChange={(event) => update({ desc: event.target.value === 'desc' })}
        >
          <option value="asc">Ascending</option>
          <option value="desc">Descending</option>
        </select>
      </div>
      <div className="flex items-end pb-1.5">
        <label className="inline-flex items-center gap-2 text-sm text-gray-800 dark:text-gray-200">
          <input
            type="checkbox"
            className="h-4 w-4 rounded border-gray-300 text-blue-700 focus:ring-blue-600 dark:border-gray-600"
            checked={view.starred}
            onChange={(event) => update({ starred: event.target.checked })}
          />
          Starred only
        </label>
      </div>
    </form>
  );
});
