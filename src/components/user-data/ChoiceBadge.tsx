/**
 * The look of a closed choice control: a coloured pill with a dot, the value and a chevron.
 * Shared by the real listbox and by its idle-time stand-in (components/deferred/), so swapping
 * one for the other never shifts or restyles anything. Kept free of Headless UI so the
 * stand-in stays light.
 */
import React from 'react';
import type { ChoiceStyle } from './choiceStyles';

export type ChoiceSize = 'sm' | 'md';

export function choiceBadgeClassName(size: ChoiceSize, style: ChoiceStyle): string {
  const padding = size === 'sm' ? 'px-2 py-1 text-xs' : 'px-3 py-1.5 text-sm';
  return `inline-flex items-center gap-1.5 whitespace-nowrap rounded-full font-medium ring-1 ring-inset focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 dark:focus-visible:ring-blue-400 ${padding} ${style.badge}`;
}

/** The accessible name's words for a value and its detail: "Solved with hints". */
export const toChoiceText = (value: string, detail?: string): string =>
  detail ? `${value} with ${detail}` : value;

export function ChoiceBadgeContent({
  value,
  detail,
  style,
}: {
  value: string;
  /** Said after the value, shortly: "Solved · hints" (read "Solved with hints"). */
  detail?: string;
  style: ChoiceStyle;
}): React.JSX.Element {
  return (
    <>
      <span aria-hidden="true" className={`h-2 w-2 rounded-full ${style.dot}`} />
      {value}
      {detail && (
        <span data-detail="">
          <span aria-hidden="true">· </span>
          <span className="sr-only">with </span>
          {detail}
        </span>
      )}
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="h-3.5 w-3.5 opacity-70"
        fill="currentColor"
      >
        <path d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06z" />
      </svg>
    </>
  );
}
