/**
 * The status picker and module-progress control, mounted only when the student reaches for one.
 * A badge that looks the same (same colours, same accessible name) stands in for each; hovering
 * or focusing it loads the real control's code, and pressing it mounts the control and opens
 * it, so nothing the student does is lost. Running that code (Headless UI, Floating UI) and
 * mounting forty listboxes while the page loads cost a slow phone long tasks (see
 * docs/performance.md).
 */
import React, { lazy, useEffect, useRef, useState } from 'react';
import type { ChoiceStyle } from '../user-data/choiceStyles';
import {
  ChoiceBadgeContent,
  choiceBadgeClassName,
  type ChoiceSize,
} from '../user-data/ChoiceBadge';

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

/** A lazily loaded component that can also be fetched ahead of time and then used at once. */
export interface Preloadable<P> {
  /** Fetches the code (once; a failure allows a retry). */
  load(): Promise<React.ComponentType<P>>;
  /** The component, if its code has arrived. */
  loaded(): React.ComponentType<P> | null;
  /** The component behind React.lazy, for a press that comes before the code. */
  Lazy: React.LazyExoticComponent<React.ComponentType<P>>;
}

export function preloadable<P>(load: () => Promise<React.ComponentType<P>>): Preloadable<P> {
  let component: React.ComponentType<P> | null = null;
  let pending: Promise<React.ComponentType<P>> | null = null;
  const run = () =>
    (pending ??= load().then(
      (loadedComponent) => (component = loadedComponent),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  return {
    load: run,
    loaded: () => component,
    Lazy: lazy(() => run().then((loadedComponent) => ({ default: loadedComponent }))),
  };
}

type RealControl<P> = React.ComponentType<P> | React.LazyExoticComponent<React.ComponentType<P>>;

/**
 * The stand-in's state. `Real` stays null until the stand-in is pressed; the caller then renders
 * it in place of the stand-in, and it opens focused. Hovering or focusing the stand-in only
 * loads the code: swapping the element under a pointer that is about to press would swallow
 * the press. The browser prefetches that code at low priority without running it (see
 * DeferredPickers), so a press rarely waits and the page never pays for it before then.
 */
export function useDeferred<P>(control: Preloadable<P>): {
  Real: RealControl<P> | null;
  activate: () => void;
  preload: () => void;
  wrapperRef: React.RefObject<HTMLSpanElement>;
  openPending: React.MutableRefObject<boolean>;
} {
  const [Real, setReal] = useState<RealControl<P> | null>(null);
  const wrapperRef = useRef<HTMLSpanElement>(null);
  const openPending = useRef(false);
  return {
    Real,
    activate: () => {
      openPending.current = true;
      // An updater: a component passed to setState directly would be called as one.
      setReal((current: RealControl<P> | null) => current ?? control.loaded() ?? control.Lazy);
    },
    preload: () => {
      control.load().catch(() => undefined);
    },
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
