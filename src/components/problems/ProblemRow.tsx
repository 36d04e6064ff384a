/**
 * One problem in the problems table, a cell per column: tinted by the student's status, and, in
 * a table that has every row in the DOM, the target of its `#problem-…` anchor (highlighted and
 * scrolled to when the address names it).
 */
import React from 'react';
import { toProblemAnchor } from '../../content-model/anchors';
import { useProblemStatus, type ProblemStatus } from '../../user-data';
import type { ProblemColumn, TableProblem } from './columns';
import { useHashTarget } from './useHashTarget';

/** Row tints by status; only statuses that mean something at a glance are tinted. */
const ROW_TINTS: Record<ProblemStatus, string> = {
  'Not Attempted': '',
  Solving: 'bg-yellow-50 dark:bg-yellow-950/40',
  Solved: 'bg-green-50 dark:bg-green-950/40',
  Ignored: 'bg-red-50/60 dark:bg-red-950/30',
  Skipped: 'bg-blue-50 dark:bg-blue-950/40',
};

const HIGHLIGHT = 'outline outline-2 -outline-offset-2 outline-blue-500 dark:outline-blue-400';

/** Cells never wrap: a windowed table's rows must all have one height. */
const CELL = 'overflow-hidden text-ellipsis whitespace-nowrap px-2 py-1.5 text-sm';

export interface ProblemRowProps<Row extends TableProblem> {
  problem: Row;
  columns: readonly ProblemColumn<Row>[];
  /** The row's place in the whole list (0 = first problem), for `aria-rowindex`. */
  index: number;
  moduleId: string | null;
  /**
   * Whether the row carries its `#problem-…` anchor. A windowed table's rows come and go, so a
   * link could not count on its row being there: those rows carry none.
   */
  anchored: boolean;
  /** A fixed height in px (a windowed table's rows), or none. */
  height?: number;
}

function ProblemRowCells<Row extends TableProblem>({
  problem,
  columns,
  index,
  moduleId,
  anchored,
  height,
}: ProblemRowProps<Row>): React.JSX.Element {
  const anchor = anchored ? toProblemAnchor(problem.uniqueID) : null;
  const [status] = useProblemStatus(problem.uniqueID, moduleId);
  const { ref, targeted } = useHashTarget<HTMLTableRowElement>(anchor);
  const context = { moduleId };
  return (
    <tr
      id={anchor ?? undefined}
      ref={ref}
      data-testid="problem-row"
      data-unique-id={problem.uniqueID}
      data-status={status}
      data-highlighted={targeted || undefined}
      aria-rowindex={index + 2}
      style={height === undefined ? undefined : { height }}
      className={`border-t border-gray-200 dark:border-gray-700 ${ROW_TINTS[status]} ${targeted ? HIGHLIGHT : ''}`}
    >
      {columns.map((column) => (
        <td key={column.id} className={`${CELL} ${column.className ?? ''}`}>
          {column.render(problem, context)}
        </td>
      ))}
    </tr>
  );
}

/**
 * Memoized: a table re-renders when its list changes (a search on /problems), and only the rows
 * whose own props changed need to follow. A status change re-renders its row through the store.
 */
export const ProblemRow = React.memo(ProblemRowCells) as typeof ProblemRowCells;
