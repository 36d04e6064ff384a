/** A filter menu of the problems page: a labelled select whose empty option means "any". */
import React from 'react';
import { CONTROL_CLASS, LABEL_CLASS } from './filterStyles';

export interface Choice {
  value: string;
  label: string;
}

/** Choices that show their own value. */
export const toChoices = (values: readonly string[]): Choice[] =>
  values.map((value) => ({ value, label: value }));

export interface FilterSelectProps {
  id: string;
  label: string;
  /** Null: any. */
  value: string | null;
  onChange: (value: string | null) => void;
  choices: readonly Choice[];
}

/**
 * Memoized: the module and tag menus hold hundreds of options, and re-rendering them on every
 * keystroke in the search box (React re-checks each option's `selected`) was a good part of a
 * keystroke's cost. Its callers keep `onChange` and `choices` stable for that.
 */
export const FilterSelect = React.memo(function FilterSelect({
  id,
  label,
  value,
  onChange,
  choices,
}: FilterSelectProps): React.JSX.Element {
  return (
    <div>
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
      </label>
      <select
        id={id}
        className={CONTROL_CLASS}
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
