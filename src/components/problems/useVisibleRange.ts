/**
 * Windowing for a long problems table: only the rows near the screen are in the DOM. Every row
 * has the same height (cells never wrap), so the visible slice is simple arithmetic.
 */
import React, { useEffect, useRef, useState } from 'react';

/** The height of every row of a windowed table, in px. */
export const ROW_HEIGHT = 52;
/** Rows rendered beyond the screen's edges, so fast scrolling does not show blanks. */
const OVERSCAN = 10;
/**
 * Rows in the static HTML and the first render, before the window can be measured: a phone's
 * screen of rows plus the overscan. Laying out the static table is part of the page's first long
 * task: with 12 rows instead of 30 its first style and layout took 31 ms instead of 59 (fastest
 * of eight unthrottled runs; a slow phone takes about four times as long). A taller screen gets
 * its remaining rows right after hydration; the spacer row below keeps their place, so nothing
 * shifts.
 */
export const INITIAL_ROWS = 15;

export interface VisibleRange {
  start: number;
  end: number;
}

/**
 * The slice of rows on screen, from the table body's position in the page (the page itself
 * scrolls, so the table works like any other page content, also on phones).
 *
 * The slice is measured from geometry alone (where the body starts, how tall the window is), so
 * a new row count (each keystroke of a search) needs no new measurement: it only clamps the
 * slice. Measuring there forced a layout in the middle of every keystroke. The one exception is a
 * slice that starts past the new last row (a reader scrolled deep into a list a search then
 * shortened): that is measured again.
 */
export function useVisibleRange(count: number, body: React.RefObject<HTMLElement>): VisibleRange {
  const [range, setRange] = useState<VisibleRange>({ start: 0, end: INITIAL_ROWS });
  const measureRef = useRef<() => void>(() => {});
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const top = body.current?.getBoundingClientRect().top ?? 0;
      const start = Math.max(0, Math.floor(-top / ROW_HEIGHT) - OVERSCAN);
      const end = Math.max(start, Math.ceil((window.innerHeight - top) / ROW_HEIGHT) + OVERSCAN);
      setRange((old) => (old.start === start && old.end === end ? old : { start, end }));
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(measure);
    };
    measureRef.current = schedule;
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      measureRef.current = () => {};
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [body]);
  const pastTheEnd = range.start > 0 && range.start >= count;
  useEffect(() => {
    if (pastTheEnd) measureRef.current();
  }, [pastTheEnd, count]);
  return { start: Math.min(range.start, count), end: Math.min(range.end, count) };
}
