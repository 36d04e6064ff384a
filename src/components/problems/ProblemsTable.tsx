/**
 * The problems table, for a module's lists and for /problems alike: the columns come from
 * columns.tsx (the kind of table picks them, the student's `hide` setting drops the spoilers),
 * at fixed widths. The table scrolls sideways inside its own region on narrow screens, so the
 * page itself never does. A windowed table keeps only the rows near the screen in the DOM.
 */
import React, { useRef } from 'react';
import { useSetting } from '../../user-data';
import { toTableMinWidth, visibleColumns, type ProblemsTableKind, type TableRows } from './columns';
import { ProblemRow } from './ProblemRow';
import { ROW_HEIGHT, useVisibleRange } from './useVisibleRange';

const HEAD =
  'whitespace-nowrap px-2 py-2 text-left text-sm font-semibold text-gray-900 dark:text-gray-100';

export interface ProblemsTableProps<Kind extends ProblemsTableKind> {
  problems: readonly TableRows[Kind][];
  /** Which table: a module's list (the default) or every problem of the guide. */
  kind?: Kind;
  /** The module whose list this is: a status change also moves that module's progress. */
  moduleId?: string | null;
  /** Names the table and its scrolling region. */
  caption?: string;
  /** Only the rows near the screen are in the DOM: for lists of thousands. */
  windowed?: boolean;
}

/** Renders the row of `problem`, at `index` in the whole list. */
type RenderRow<Row> = (problem: Row, index: number) => React.ReactNode;

/** Every row, in the DOM all the time. */
function FullBody<Row>({
  problems,
  renderRow,
}: {
  problems: readonly Row[];
  renderRow: RenderRow<Row>;
}): React.JSX.Element {
  return <tbody>{problems.map(renderRow)}</tbody>;
}

/** The rows near the screen, with spacer rows holding the place of the others. */
function WindowedBody<Row>({
  problems,
  renderRow,
}: {
  problems: readonly Row[];
  renderRow: RenderRow<Row>;
}): React.JSX.Element {
  const body = useRef<HTMLTableSectionElement>(null);
  const { start, end } = useVisibleRange(problems.length, body);
  return (
    <tbody ref={body}>
      {start > 0 && <tr aria-hidden="true" style={{ height: start * ROW_HEIGHT }} />}
      {problems.slice(start, end).map((problem, i) => renderRow(problem, start + i))}
      {end < problems.length && (
        <tr aria-hidden="true" style={{ height: (problems.length - end) * ROW_HEIGHT }} />
      )}
    </tbody>
  );
}

function ProblemsTableView<Kind extends ProblemsTableKind = 'module'>({
  problems,
  // Without a `kind`, Kind is its default, 'module': this default agrees with the type.
  kind = 'module' as Kind,
  moduleId = null,
  caption = 'Problems',
  windowed = false,
}: ProblemsTableProps<Kind>): React.JSX.Element {
  const [hide] = useSetting('hide');
  const columns = visibleColumns(kind, hide);
  const renderRow: RenderRow<TableRows[Kind]> = (problem, index) => (
    <ProblemRow
      key={problem.uniqueID}
      problem={problem}
      columns={columns}
      index={index}
      moduleId={moduleId}
      anchored={!windowed}
      height={windowed ? ROW_HEIGHT : undefined}
    />
  );
  return (
    <div
      className="overflow-x-auto rounded-md border border-gray-200 dark:border-gray-700"
      role="region"
      aria-label={caption}
      tabIndex={0}
    >
      <table
        aria-rowcount={problems.length + 1}
        className="w-full table-fixed text-gray-900 dark:text-gray-100"
        style={{ minWidth: `${toTableMinWidth(columns)}rem` }}
      >
        <caption className="sr-only">{caption}</caption>
        <colgroup>
          {columns.map((column) => (
            <col
              key={column.id}
              style={column.grows ? undefined : { width: `${column.width}rem` }}
            />
          ))}
        </colgroup>
        <thead className="bg-gray-50 dark:bg-gray-800">
          <tr aria-rowindex={1}>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={HEAD}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        {windowed ? (
          <WindowedBody problems={problems} renderRow={renderRow} />
        ) : (
          <FullBody problems={problems} renderRow={renderRow} />
        )}
      </table>
    </div>
  );
}

/**
 * Memoized: a keystroke in the /problems search box first re-renders the page with the old rows
 * (the new ones are deferred), and that render must not touch the table.
 */
export const ProblemsTable = React.memo(ProblemsTableView) as typeof ProblemsTableView;
