/**
 * Cumulative Layout Shift from the `layout-shift` entries a page reported, pure. The bench's
 * sweep (clsSweep.ts) collects the entries in Chromium; this turns them into the page's CLS.
 *
 * The definition is the standard one (web.dev/cls, the `web-vitals` library, Lighthouse): entries
 * with recent input (a tap, a key press: the shift was expected) are left out; the rest are
 * grouped into session windows, each window closing after 1 s without a shift or 5 s after it
 * opened; CLS is the largest window's sum.
 */

/** The two screens the sweep opens each page on. */
export type ViewportId = 'mobile' | 'desktop';

export const VIEWPORTS: Readonly<Record<ViewportId, { width: number; height: number }>> = {
  // Lighthouse's default mobile screen, as the bench's other mobile figures.
  mobile: { width: 412, height: 823 },
  desktop: { width: 1280, height: 800 },
};

/** "412×823". */
export function viewportLabel(id: ViewportId): string {
  return `${VIEWPORTS[id].width}×${VIEWPORTS[id].height}`;
}

/** One `layout-shift` performance entry, as the page recorded it. */
export interface ShiftEntry {
  value: number;
  /** ms since navigation started. */
  startTime: number;
  hadRecentInput: boolean;
  /** A short description of each element that moved ("aside.my-6", "p"), for the report. */
  sources: string[];
}

/** A window closes after this long without a shift. */
export const SESSION_GAP_MS = 1000;
/** A window lasts at most this long from its first shift. */
export const SESSION_MAX_MS = 5000;

export interface ClsFigure {
  /** The largest session window's sum of shift values. */
  cls: number;
  /** The shifts of that window, largest first: what moved. Empty when nothing moved. */
  worst: ShiftEntry[];
}

/** CLS of `entries` (in any order) by the session-window definition above. */
export function toCls(entries: readonly ShiftEntry[]): ClsFigure {
  const counted = entries
    .filter((entry) => !entry.hadRecentInput && entry.value > 0)
    .sort((a, b) => a.startTime - b.startTime);
  let best: ShiftEntry[] = [];
  let bestSum = 0;
  let window: ShiftEntry[] = [];
  let sum = 0;
  for (const entry of counted) {
    const first = window[0];
    const last = window[window.length - 1];
    if (
      first &&
      (entry.startTime - last.startTime > SESSION_GAP_MS ||
        entry.startTime - first.startTime > SESSION_MAX_MS)
    ) {
      window = [];
      sum = 0;
    }
    window.push(entry);
    sum += entry.value;
    if (sum > bestSum) {
      bestSum = sum;
      best = [...window];
    }
  }
  return { cls: bestSum, worst: best.sort((a, b) => b.value - a.value) };
}

/**
 * What moved in the worst window, e.g. "p ×12, aside.my-6, +2 more": each element that moved in
 * a shift counts once under its short name, in the order they were first seen (largest shift
 * first); empty when nothing moved.
 */
export function describeMovers(figure: ClsFigure, maxSources = 3): string {
  const counts = new Map<string, number>();
  for (const entry of figure.worst) {
    for (const source of entry.sources) counts.set(source, (counts.get(source) ?? 0) + 1);
  }
  const sources = [...counts]
    .slice(0, maxSources)
    .map(([source, count]) => (count > 1 ? `${source} ×${count}` : source));
  const more = counts.size > maxSources ? `, +${counts.size - maxSources} more` : '';
  return sources.length > 0 ? `${sources.join(', ')}${more}` : '';
}
