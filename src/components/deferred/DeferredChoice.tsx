/**
 * The status picker and module-progress control, mounted only when the student reaches for one.
 * A badge that looks the same (same colours, same accessible name) stands in for each; hovering
 * or focusing it loads the real control's code, and pressing it mounts the control and opens
 * it, so nothing the student does is lost. Running that code (Headless UI, Floating UI) and
 * mounting forty listboxes while the page loads cost a slow phone long tasks
 * (docs/performance.md, "First-load JavaScript").
 */
import React, { Suspense, lazy, useEffect, useRef, useState } from 'react';
import type { ChoiceStyle } from '../user-data/choiceStyles';
import {
  ChoiceBadgeContent,
  choiceBadgeClassName,
  toChoiceText,
  type ChoiceSize,
} from '../user-data/ChoiceBadge';

function ChoicePlaceholder({
  label,
  value,
  detail,
  style,
  size = 'sm',
  onActivate,
  onPreload,
}: {
  label: string;
  value: string;
  detail?: string;
  style: ChoiceStyle;
  size?: ChoiceSize;
  onActivate: () => void;
  /** Hover or focus: the student is about to press, so load the real control now. */
  onPreload?: () => void;
}): React.JSX.Element {
  return (
    <button
      type="button"
      aria-label={`${label}: ${toChoiceText(value, detail)}`}
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
      <ChoiceBadgeContent value={value} detail={detail} style={style} />
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
  Lazy: React.ComponentType<P>;
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
    // React.lazy's exotic type renders with the same props as the component it wraps.
    Lazy: lazy(() =>
      run().then((loadedComponent) => ({ default: loadedComponent })),
    ) as unknown as React.ComponentType<P>,
  };
}

/**
 * A stand-in badge that becomes `control` (rendered with `controlProps`) when pressed, opened and
 * focused. Hovering or focusing the badge only loads the code: swapping the element under a
 * pointer that is about to press would swallow the press. The browser prefetches that code at
 * low priority without running it (see DeferredPickers), so a press rarely waits and the page
 * never pays for it before then.
 */
export function DeferredChoice<P extends object>({
  control,
  controlProps,
  label,
  value,
  detail,
  style,
  size,
}: {
  control: Preloadable<P>;
  controlProps: P;
  label: string;
  value: string;
  /** Said after the value, e.g. "hints" for a solve with hints (ChoiceBadgeContent). */
  detail?: string;
  style: ChoiceStyle;
  size?: ChoiceSize;
}): React.JSX.Element {
  const [Real, setReal] = useState<React.ComponentType<P> | null>(null);
  const wrapperRef = useRef<HTMLSpanElement>(null);
  const placeholder = (
    <ChoicePlaceholder
      label={label}
      value={value}
      detail={detail}
      style={style}
      size={size}
      onActivate={() =>
        // An updater: a component passed to setState directly would be called as one.
        setReal(
          (current: React.ComponentType<P> | null) => current ?? control.loaded() ?? control.Lazy,
        )
      }
      onPreload={() => {
        control.load().catch(() => undefined);
      }}
    />
  );
  return (
    <span ref={wrapperRef} className="contents">
      {Real ? (
        <Suspense fallback={placeholder}>
          <Real {...controlProps} />
          <OpenWhenMounted wrapperRef={wrapperRef} />
        </Suspense>
      ) : (
        placeholder
      )}
    </span>
  );
}

/**
 * Mounted beside the real control, which only mounts after a press: focuses the control and opens
 * its list (ArrowDown opens a Headless UI listbox; Enter would submit a form).
 */
function OpenWhenMounted({ wrapperRef }: { wrapperRef: React.RefObject<HTMLSpanElement> }): null {
  useEffect(() => {
    // After the listbox's own mount effects, or it ignores the key.
    const timer = setTimeout(() => {
      const button = wrapperRef.current?.querySelector<HTMLButtonElement>(
        'button:not([data-placeholder])',
      );
      if (!button) return;
      button.focus();
      button.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    }, 0);
    return () => clearTimeout(timer);
  }, [wrapperRef]);
  return null;
}
