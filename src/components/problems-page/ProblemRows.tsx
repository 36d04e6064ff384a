import React, { useEffect, useRef, useState } from 'react';
import { Link } from 'gatsby';
import { toProblemRowPath } from '../../content-model/anchors';
import { DeferredStatusPicker } from '../deferred/DeferredPickers';
import type { ProblemEntry } from './problemIndex';

/** Every row has this height (cells never wrap), so the visible slice is simple arithmetic. */
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
const INITIAL_ROWS = 15;

interface Range {
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
function useVisibleRange(count: number, body: React.RefObject<HTMLElement>): Range {
  const [range, setRange] = useState<Range>({ start: 0, end: INITIAL_ROWS });
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

const cell = 'overflow-hidden text-ellipsis whitespace-nowrap px-3 text-sm';

const ProblemRow = React.memo(function ProblemRow({
  entry,
  index,
  hideTags,
}: {
  entry: ProblemEntry;
  index: number;
  hideTags: boolean;
}): React.JSX.Element {
  const [first, second, ...rest] = entry.modules;
  return (
    <tr
      data-testid="problem-row"
      data-unique-id={entry.uniqueID}
      aria-rowindex={index + 2}
      style={{ height: ROW_HEIGHT }}
      className="border-t border-gray-200 dark:border-gray-700"
    >
      <td className={cell}>
        <DeferredStatusPicker uniqueID={entry.uniqueID} problemName={entry.name} />
      </td>
      <td className={cell}>
        {entry.starred && (
          <span className="mr-1 text-yellow-600 dark:text-yellow-400" title="Starred">
            <span aria-hidden="true">★</span>
            <span className="sr-only">Starred:</span>
          </span>
        )}
        <a
          href={entry.url}
          target="_blank"
          rel="noreferrer"
          className="font-medium text-blue-700 hover:underline dark:text-blue-300"
        >
          {entry.name}
        </a>
      </td>
      <td className={`${cell} text-gray-700 dark:text-gray-300`}>{entry.source}</td>
      <td className={`${cell} text-gray-700 dark:text-gray-300`}>{entry.difficulty}</td>
      {!hideTags && (
        <td className={`${cell} text-gray-600 dark:text-gray-400`} title={entry.tags.join(', ')}>
          {entry.tags.join(', ')}
        </td>
      )}
      <td className={cell}>
        {[first, second].map(
          (module, i) =>
            module && (
              <React.Fragment key={module.id}>
                {i > 0 && ', '}
                <Link
                  to={toProblemRowPath(module.path, entry.uniqueID)}
                  className="text-blue-700 hover:underline dark:text-blue-300"
                >
                  {module.title}
                </Link>
              </React.Fragment>
            ),
        )}
        {rest.length > 0 && (
          <span
            className="ml-1 text-gray-600 dark:text-gray-400"
            title={rest.map((m) => m.title).join(', ')}
          >
            +{rest.length} more
          </span>
        )}
      </td>
    </tr>
  );
});

/**
 * The problems table; only the rows near the screen are in the DOM. Memoized: a keystroke in the
 * search box first re-renders the page with the old rows (the new ones are deferred), and that
 * render should not touch the table.
 */
export const ProblemRows = React.memo(function ProblemRows({
  rows,
  hideTags,
}: {
  rows: readonly ProblemEntry[];
  hideTags: boolean;
}): React.JSX.Element {
  const body = useRef<HTMLTableSectionElement>(null);
  const { start, end } = useVisibleRange(rows.length, body);
  const head = 'whitespace-nowrap px-3 py-2 text-left text-xs font-semibold uppercase';
  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200 dark:border-gray-700">
      <table
        aria-label="Problems"
        aria-rowcount={rows.length + 1}
        className={`w-full table-fixed text-gray-900 dark:text-gray-100 ${hideTags ? 'min-w-[52rem]' : 'min-w-[64rem]'}`}
      >
        {/* Fixed column widths: rows come and go while scrolling, and statuses arrive after
            hydration; neither may change a column's width (no layout shift). */}
        <colgroup>
          <col className="w-[10rem]" />
          <col className="w-[16rem]" />
          <col className="w-[6rem]" />
          <col className="w-[7rem]" />
          {!hideTags && <col className="w-[12rem]" />}
          <col className="w-[13rem]" />
        </colgroup>
        <thead className="bg-gray-50 text-gray-700 dark:bg-gray-800 dark:text-gray-300">
          <tr aria-rowindex={1}>
            <th scope="col" className={head}>
              Status
            </th>
            <th scope="col" className={head}>
              Problem
            </th>
            <th scope="col" className={head}>
              Source
            </th>
            <th scope="col" className={head}>
              Difficulty
            </th>
            {!hideTags && (
              <th scope="col" className={head}>
                Tags
              </th>
            )}
            <th scope="col" className={head}>
              Modules
            </th>
          </tr>
        </thead>
        <tbody ref={body}>
          {start > 0 && <tr aria-hidden="true" style={{ height: start * ROW_HEIGHT }} />}
          {rows.slice(start, end).map((entry, i) => (
            <ProblemRow key={entry.uniqueID} entry={entry} index={start + i} hideTags={hideTags} />
          ))}
          {end < rows.length && (
            <tr aria-hidden="true" style={{ height: (rows.length - end) * ROW_HEIGHT }} />
          )}
        </tbody>
      </table>
    </div>
  );
});
