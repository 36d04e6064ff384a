/**
 * The columns of the problems table, for both tables that list problems: a module's lists and
 * /problems. One map says, for each column, its header, its width, how its cell renders and
 * whether the student's `hide` setting (no spoilers) removes it; each kind of table is an
 * ordered choice of those columns.
 *
 * The order is Status, Problem, Source, Difficulty, Tags, then the one column a kind of table
 * has of its own (Solution on a module page, Modules on /problems):
 * - Status first: it is what the student acts on, and what tints the row.
 * - The problem's name next: it says which problem the row is, and is the row's first link.
 * - Source and Difficulty describe the problem before any spoiler does.
 * - The spoilers and the table's own column close the row, so hiding spoilers removes only
 *   trailing columns, and the five columns both tables share stand in the same places in both.
 *
 * Widths are fixed (in rem), never taken from the cells: statuses arrive after hydration and
 * rows come and go while /problems scrolls, and neither may move a column. The growing columns
 * (the name and the tags) share equally what the fixed ones leave, never less than their one
 * least width; a box narrower than the sum scrolls sideways.
 */
import React from 'react';
import { Link } from 'gatsby';
import { toProblemRowPath } from '../../content-model/anchors';
import type { Problem } from '../../content-model/types';
import type { ProblemEntry } from '../problems-page/problemIndex';
import { DeferredStatusPicker } from '../deferred/DeferredPickers';
import { Tooltip } from '../tooltip/Tooltip';
import { ProblemName } from './ProblemName';
import { SolutionCell } from './SolutionCell';

/** The two tables: a module's list of problems, and every problem (/problems). */
export type ProblemsTableKind = 'module' | 'all';

/** What one row of each kind of table shows. */
export interface TableRows {
  module: Problem;
  all: ProblemEntry;
}

/**
 * The fields every row has. Only a module's problems carry the source's description (the
 * /problems page data leaves it out); the source cell shows it as a tooltip where it is there.
 */
export type TableProblem = Pick<
  Problem,
  'uniqueID' | 'name' | 'url' | 'source' | 'difficulty' | 'starred' | 'tags' | 'hints'
> & { tooltipHoverDescription?: string };

/** What a cell needs besides its row. */
export interface CellContext {
  /** The module the list belongs to (a status change there moves its progress), or null. */
  moduleId: string | null;
}

/** What each column's cells show, by column id. */
interface ColumnRows {
  status: TableProblem;
  problem: TableProblem;
  source: TableProblem;
  difficulty: TableProblem;
  tags: TableProblem;
  solution: Problem;
  modules: ProblemEntry;
}

export type ColumnId = keyof ColumnRows;

export interface ProblemColumn<Row> {
  id: ColumnId;
  header: string;
  /** In rem. A growing column's least width: growing columns share what the fixed ones leave. */
  width: number;
  grows: boolean;
  /** A spoiler: removed while the student's `hide` setting is on. */
  spoiler: boolean;
  /** Classes of the column's cells, besides the ones every cell has. */
  className?: string;
  render: (row: Row, context: CellContext) => React.ReactNode;
}

const SECONDARY = 'text-gray-700 dark:text-gray-300';
const MODULE_LINK = 'text-blue-700 hover:underline dark:text-blue-300';

/** A problem's modules: the first two as links to its row there, then how many more. */
function ModuleLinks({ entry }: { entry: ProblemEntry }): React.JSX.Element {
  const [first, second, ...rest] = entry.modules;
  return (
    <>
      {[first, second].map(
        (module, i) =>
          module && (
            <React.Fragment key={module.id}>
              {i > 0 && ', '}
              <Link to={toProblemRowPath(module.path, entry.uniqueID)} className={MODULE_LINK}>
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
    </>
  );
}

/**
 * Every column, by id. The widths are the widest usual content with the cells' padding (a
 * module table, 44 rem at the least, fits the article beside the contents sidebar at a 1024 px
 * window); the growing columns share one least width, as they share the space equally.
 */
export const COLUMNS: { [Id in ColumnId]: ProblemColumn<ColumnRows[Id]> & { id: Id } } = {
  status: {
    id: 'status',
    header: 'Status',
    // The widest status badge ("Not Attempted", 139 px in Chromium) and the cell's padding.
    width: 10,
    grows: false,
    spoiler: false,
    render: (problem, { moduleId }) => (
      <DeferredStatusPicker
        uniqueID={problem.uniqueID}
        problemName={problem.name}
        moduleId={moduleId}
      />
    ),
  },
  problem: {
    id: 'problem',
    header: 'Problem',
    width: 6.5,
    grows: true,
    spoiler: false,
    render: (problem) => <ProblemName problem={problem} />,
  },
  source: {
    id: 'source',
    header: 'Source',
    width: 6,
    grows: false,
    spoiler: false,
    className: SECONDARY,
    render: (problem) =>
      problem.tooltipHoverDescription ? (
        <Tooltip
          content={problem.tooltipHoverDescription}
          focusable
          className="border-b border-dotted border-gray-500"
        >
          {problem.source}
        </Tooltip>
      ) : (
        problem.source
      ),
  },
  difficulty: {
    id: 'difficulty',
    header: 'Difficulty',
    width: 6,
    grows: false,
    spoiler: false,
    className: SECONDARY,
    render: (problem) => problem.difficulty,
  },
  tags: {
    id: 'tags',
    header: 'Tags',
    width: 6.5,
    grows: true,
    spoiler: true,
    className: SECONDARY,
    // Cut to the column's width; the whole list is in the title (and in the text itself).
    render: (problem) => <span title={problem.tags.join(', ')}>{problem.tags.join(', ')}</span>,
  },
  solution: {
    id: 'solution',
    header: 'Solution',
    width: 9,
    grows: false,
    spoiler: true,
    render: (problem) => <SolutionCell problem={problem} />,
  },
  modules: {
    id: 'modules',
    header: 'Modules',
    width: 13,
    grows: false,
    spoiler: false,
    render: (entry) => <ModuleLinks entry={entry} />,
  },
};

type ColumnsOf = { [Kind in ProblemsTableKind]: readonly ProblemColumn<TableRows[Kind]>[] };

const { status, problem, source, difficulty, tags, solution, modules } = COLUMNS;

/** Each kind of table's columns, in order (the file's comment says why this order). */
export const TABLE_COLUMNS: ColumnsOf = {
  module: [status, problem, source, difficulty, tags, solution],
  all: [status, problem, source, difficulty, tags, modules],
};

/**
 * The same without the spoilers. Made once, so a table's columns keep their identity from one
 * render to the next and its memoized rows are not re-rendered for a new but equal list.
 */
const SPOILER_FREE_COLUMNS: ColumnsOf = {
  module: TABLE_COLUMNS.module.filter((column) => !column.spoiler),
  all: TABLE_COLUMNS.all.filter((column) => !column.spoiler),
};

/** The columns a kind of table shows, with the student's `hide` setting. */
export function visibleColumns<Kind extends ProblemsTableKind>(
  kind: Kind,
  hide: boolean,
): ColumnsOf[Kind] {
  return (hide ? SPOILER_FREE_COLUMNS : TABLE_COLUMNS)[kind];
}

/** The least width of a table of these columns, in rem: below it, the table scrolls sideways. */
export function toTableMinWidth(columns: readonly ProblemColumn<never>[]): number {
  return columns.reduce((sum, column) => sum + column.width, 0);
}
