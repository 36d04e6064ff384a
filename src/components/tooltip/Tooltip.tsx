/**
 * A hover / focus tooltip backed by tippy.js. tippy and its CSS are imported on the first hover
 * or focus of any tooltip target, so pages without interaction never download them. The content
 * is rendered by React into a detached element (a portal) that tippy shows, so rich content such
 * as a footnote keeps working links and math.
 */
import React, { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Instance } from 'tippy.js';
import { TOOLTIP_DEFAULTS, loadTippy } from './loadTippy';

interface TooltipProps {
  content: React.ReactNode;
  children: React.ReactNode;
  /** Classes of the wrapping span (the hover / focus target). */
  className?: string;
  /** Make the target focusable: needed when it holds no link or button of its own. */
  focusable?: boolean;
  /** Accessible name of a focusable target without visible text (e.g. a star icon). */
  label?: string;
  /** Sets the role of a focusable target that has a label (e.g. "img"). */
  role?: string;
}

export function Tooltip({
  content,
  children,
  className,
  focusable = false,
  label,
  role,
}: TooltipProps): React.JSX.Element {
  const targetRef = useRef<HTMLSpanElement>(null);
  const instanceRef = useRef<Instance | null>(null);
  const [box, setBox] = useState<HTMLElement | null>(null);
  // Whether the pointer or focus is on the target now: tippy, created after the first event,
  // missed that event and must be told to show.
  const engagedRef = useRef(false);

  const activate = useCallback(() => {
    engagedRef.current = true;
    if (instanceRef.current || box) return;
    setBox(document.createElement('div'));
  }, [box]);
  const release = useCallback(() => {
    engagedRef.current = false;
  }, []);

  useEffect(() => {
    const target = targetRef.current;
    if (!box || !target) return;
    let cancelled = false;
    loadTippy()
      .then((tippy) => {
        if (cancelled) return;
        instanceRef.current = tippy(target, { ...TOOLTIP_DEFAULTS, content: box });
        if (engagedRef.current) instanceRef.current.show();
      })
      .catch(() => undefined); // a tooltip that fails to load leaves the page usable
    return () => {
      cancelled = true;
      instanceRef.current?.destroy();
      instanceRef.current = null;
    };
  }, [box]);

  return (
    <span
      ref={targetRef}
      className={className}
      onPointerEnter={activate}
      onFocus={activate}
      onPointerLeave={release}
      onBlur={release}
      tabIndex={focusable ? 0 : undefined}
      aria-label={label}
      role={label ? (role ?? 'img') : undefined}
    >
      {children}
      {box && createPortal(content, box)}
    </span>
  );
}
