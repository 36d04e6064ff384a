import React from 'react';
import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import type { ChoiceStyle } from './choiceStyles';

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
  size?: 'sm' | 'md';
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
  size = 'sm',
  testId,
}: ChoiceListboxProps<T>): React.JSX.Element {
  const padding = size === 'sm' ? 'px-2 py-1 text-xs' : 'px-3 py-1.5 text-sm';
  return (
    <Listbox value={value} onChange={onChange}>
      <ListboxButton
        aria-label={`${label}: ${value}`}
        data-testid={testId}
        data-value={value}
        className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full font-medium ring-1 ring-inset focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 dark:focus-visible:ring-blue-400 ${padding} ${styles[value].badge}`}
      >
        <span aria-hidden="true" className={`h-2 w-2 rounded-full ${styles[value].dot}`} />
        {value}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="h-3.5 w-3.5 opacity-70"
          fill="currentColor"
        >
          <path d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06z" />
        </svg>
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
