/**
 * The status picker and module-progress control, loaded after the page settles. Until then a
 * badge that looks the same (same colours, same accessible name) stands in; pressing it loads
 * the real control at once and opens it, so nothing the student does is lost.
 */
import React, { useEffect, useRef, useState } from 'react';
import type { ChoiceStyle } from '../user-data/choiceStyles';
import {
  ChoiceBadgeContent,
  choiceBadgeClassName,
  type ChoiceSize,
} from '../user-data/ChoiceBadge';
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
  size?: ChoiceSize;
  onActivate: () => void;
  /** Hover or focus: the student is about to press, so load the real control now. */
  onPreload?: () => void;
}): React.JSX.Element {
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
      className={choiceBadgeClassName(size, style)}
    >
      <ChoiceBadgeContent value={value} style={style} />
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
