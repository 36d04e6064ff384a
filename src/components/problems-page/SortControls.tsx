/** The problems page's sort: which key, and which way. */
import React from 'react';
import { CONTROL_CLASS, LABEL_CLASS } from './filterStyles';
import { SORT_KEYS, type SortKey } from './query';
import type { ViewUpdate } from './useViewInUrl';

const SORT_LABELS: Record<SortKey, string> = {
  default: 'Syllabus order',
  name: 'Name',
  difficulty: 'Difficulty',
  source: 'Source',
  status: 'Status',
};

export interface SortControlsProps {
  sort: SortKey;
  desc: boolean;
  update: ViewUpdate;
}

/** Memoized: a keystroke in the search box changes neither the sort nor `update`. */
export const SortControls = React.memo(function SortControls({
  sort,
  desc,
  update,
}: SortControlsProps): React.JSX.Element {
  return (
    <>
      <div>
        <label htmlFor="problems-sort" className={LABEL_CLASS}>
          Sort by
        </label>
        <select
          id="problems-sort"
          className={CONTROL_CLASS}
          value={sort}
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
        <label htmlFor="problems-direction" className={LABEL_CLASS}>
          Order
        </label>
        <select
          id="problems-direction"
          className={CONTROL_CLASS}
          value={desc ? 'desc' : 'asc'}
          onChange={(event) => update({ desc: event.target.value === 'desc' })}
        >
          <option value="asc">Ascending</option>
          <option value="desc">Descending</option>
        </select>
      </div>
    </>
  );
});
