import React from 'react';
import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import type { ChoiceStyle } from './choiceStyles';
import {
  ChoiceBadgeContent,
  choiceBadgeClassName,
  toChoiceText,
  type ChoiceSize,
} from './ChoiceBadge';

interface ChoiceListboxProps<T extends string> {
  value: T;
  options: readonly T[];
  styles: Record<T, ChoiceStyle>;
  onChange: (value: T) => void;
  /**
   * What the choice is about, e.g. "Status of Two Sum". The button is named "{label}: {value}"
   * so a screen reader announces both the question and the current answer.
   */
  label: string;
  /** Said after the value (ChoiceBadgeContent), e.g. "hints" for a solve with hints. */
  detail?: string;
  size?: ChoiceSize;
  testId?: string;
}

/**
 * A coloured single-choice list (Headless UI Listbox). Like a native select it opens with Space
 * or the arrow keys, moves with the arrows and by typing a letter, chooses with Enter, closes
 * with Escape, and is announced as a listbox with its selected option, so it works by keyboard
 * and with a screen reader.
 */
export function ChoiceListbox<T extends string>({
  value,
  options,
  styles,
  onChange,
  label,
  detail,
  size = 'sm',
  testId,
}: ChoiceListboxProps<T>): React.JSX.Element {
  return (
    <Listbox value={value} onChange={onChange}>
      <ListboxButton
        aria-label={`${label}: ${toChoiceText(value, detail)}`}
        data-testid={testId}
        data-value={value}
        className={choiceBadgeClassName(size, styles[value])}
      >
        <ChoiceBadgeContent value={value} detail={detail} style={styles[value]} />
      </ListboxButton>
      <ListboxOptions
        anchor="bottom start"
        // Not modal: a modal list locks page scrolling, which makes the browser lay out the whole
        // page on every open and close — hundreds of ms on a long problems table.
        modal={false}
        className="z-50 mt-1 min-w-[10rem] rounded-md border border-gray-200 bg-white p-1 text-sm shadow-lg [--anchor-gap:4px] focus:outline-none dark:border-gray-700 dark:bg-gray-900"
      >
        {options.map((option) => (
          <ListboxOption
            key={option}
            value={option}
            className="group flex cursor-pointer select-none items-center gap-2 rounded px-2 py-1.5 text-gray-800 data-[focus]:bg-gray-100 dark:text-gray-100 dark:data-[focus]:bg-gray-800"
          >
            <span aria-hidden="true" className={`h-2.5 w-2.5 rounded-full ${styles[option].dot}`} />
            <span className="flex-1 group-data-[selected]:font-semibold">{option}</span>
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="invisible h-4 w-4 text-blue-700 group-data-[selected]:visible dark:text-blue-300"
              fill="currentColor"
            >
              <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z" />
            </svg>
          </ListboxOption>
        ))}
      </ListboxOptions>
    </Listbox>
  );
}
