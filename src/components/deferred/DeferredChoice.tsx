/**
 * The status picker and module-progress control, loaded after the page settles. Until then a
 * badge that looks the same (same colours, same accessible name) stands in; pressing it loads
 * the real control at once and opens it, so nothing the student does is lost.
 */
import React, { useEffect, useRef, useState } from 'react';
import type { ChoiceStyle } from '../user-data/choiceStyles';
import { whenIdle } from './whenIdle';

export function ChoicePlaceholder({
  label,
  value,
  style,
  size = 'sm',
  onActivate,
  onPreload,
}: {
  label: string;
  value: string;
  style: ChoiceStyle;
  size?: 'sm' | 'md';
  onActivate: () => void;
  /** Hover or focus: the student is about to press, so load the real control now. */
  onPreload?: () => void;
}): React.JSX.Element {
  const padding = size === 'sm' ? 'px-2 py-1 text-xs' : 'px-3 py-1.5 text-sm';
  return (
    <button
      type="button"
      aria-label={`${label}: ${value}`}
      aria-haspopup="listbox"
      data-placeholder="true"
      onClick={onActivate}
      onPointerEnter={onPreload}
      onFocus={onPreload}
      onKeyDown={(e) => {
        if (e.key === 'ArrowDown' || e.key === 'ArrowUp') onActivate();
      }}
      className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full font-medium ring-1 ring-inset focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 dark:focus-visible:ring-blue-400 ${padding} ${style.badge}`}
    >
      <span aria-hidden="true" className={`h-2 w-2 rounded-full ${style.dot}`} />
      {value}
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="h-3.5 w-3.5 opacity-70"
        fill="currentColor"
      >
        <path d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06z" />
      </svg>
    </button>
  );
}

/**
 * Renders `placeholder(activate)` until the page is idle or the placeholder is activated, then
 * the lazy `Real` component; after an activation the real control is focused and opened.
 */
export function useDeferred(): {
  ready: boolean;
  activate: () => void;
  preload: () => void;
  wrapperRef: React.RefObject<HTMLSpanElement>;
  openPending: React.MutableRefObject<boolean>;
} {
  const [ready, setReady] = useState(false);
  const wrapperRef = useRef<HTMLSpanElement>(null);
  const openPending = useRef(false);
  useEffect(() => {
    let live = true;
    whenIdle()
      .then(() => {
        if (live) setReady(true);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return {
    ready,
    activate: () => {
      openPending.current = true;
      setReady(true);
    },
    preload: () => setReady(true),
    wrapperRef,
    openPending,
  };
}

/** Once the real control has mounted after an activation: focus it and open its list (ArrowDown opens a Headless UI listbox; Enter would submit a form). */
export function OpenWhenMounted({
  wrapperRef,
  openPending,
}: {
  wrapperRef: React.RefObject<HTMLSpanElement>;
  openPending: React.MutableRefObject<boolean>;
}): null {
  useEffect(() => {
    if (!openPending.current) return;
    // After the listbox's own mount effects, or it ignores the key.
    const timer = setTimeout(() => {
      const button = wrapperRef.current?.querySelector<HTMLButtonElement>(
        'button:not([data-placeholder])',
      );
      if (!button) return;
      openPending.current = false;
      button.focus();
      button.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    }, 0);
    return () => clearTimeout(timer);
  }, [wrapperRef, openPending]);
  return null;
}
