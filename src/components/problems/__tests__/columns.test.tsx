/**
 * The one column map serves both tables: a module's lists and /problems. Each kind of table
 * shows its columns in one order, drops the spoilers when the `hide` setting is on, and a
 * windowed table differs only in which rows are in the DOM.
 */
import { useState } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { makeProblem } from '../../../test-utils/problemFixture';
import { renderWithUserData } from '../../../test-utils/renderWithUserData';
import { toProblemEntries } from '../../problems-page/problemIndex';
import { MODULES } from '../../problems-page/__tests__/fixtures';
import * as columnMap from '../columns';
import {
  COLUMNS,
  TABLE_COLUMNS,
  toTableMinWidth,
  visibleColumns,
  type ProblemsTableKind,
} from '../columns';
import { ProblemsTable } from '../ProblemsTable';
import { INITIAL_ROWS, ROW_HEIGHT } from '../useVisibleRange';

const HIDE_ON = { 'guide:userData:hide': 'true' };
const moduleProblems = [
  makeProblem({ name: 'Alpha', uniqueID: 'a', starred: true, tags: ['Greedy'] }),
  makeProblem({ name: 'Beta', uniqueID: 'b' }),
];
const entries = toProblemEntries(MODULES);

function renderKind(kind: ProblemsTableKind, storage: Record<string, string> = {}) {
  return kind === 'module'
    ? renderWithUserData(<ProblemsTable problems={moduleProblems} moduleId="m" />, storage)
    : renderWithUserData(<ProblemsTable kind="all" problems={entries} windowed />, storage);
}

const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

describe('the column map', () => {
  it.each([
    ['module', false, ['status', 'problem', 'source', 'difficulty', 'tags', 'solution']],
    ['module', true, ['status', 'problem', 'source', 'difficulty']],
    ['all', false, ['status', 'problem', 'source', 'difficulty', 'tags', 'modules']],
    ['all', true, ['status', 'problem', 'source', 'difficulty', 'modules']],
  ] as const)('a %s table with hide %s shows %j', (kind, hide, ids) => {
    expect(visibleColumns(kind, hide).map((column) => column.id)).toEqual(ids);
  });

  it('hides exactly the spoilers, Tags and Solution', () => {
    const spoilers = Object.values(COLUMNS).filter((column) => column.spoiler);
    expect(spoilers.map((column) => column.id)).toEqual(['tags', 'solution']);
  });

  it('gives both tables the same columns in the same places, up to their own last one', () => {
    expect(TABLE_COLUMNS.module.slice(0, -1)).toEqual(TABLE_COLUMNS.all.slice(0, -1));
    expect(TABLE_COLUMNS.module.at(-1)?.id).toBe('solution');
    expect(TABLE_COLUMNS.all.at(-1)?.id).toBe('modules');
  });

  it.each(['module', 'all'] as const)(
    'gives the growing columns of a %s table one least width, as they share space equally',
    (kind) => {
      const growing = TABLE_COLUMNS[kind].filter((column) => column.grows);
      expect(growing.map((column) => column.id)).toEqual(['problem', 'tags']);
      expect(new Set(growing.map((column) => column.width)).size).toBe(1);
    },
  );

  it('keeps the identity of a column list, so memoized rows see the same props', () => {
    expect(visibleColumns('all', true)).toBe(visibleColumns('all', true));
    expect(visibleColumns('module', false)).toBe(TABLE_COLUMNS.module);
  });
});

describe.each(['module', 'all'] as const)('a rendered %s table', (kind) => {
  const own = kind === 'module' ? 'Solution' : 'Modules';

  it('shows every column with hide off', () => {
    renderKind(kind);
    expect(headers()).toEqual(['Status', 'Problem', 'Source', 'Difficulty', 'Tags', own]);
    const row = screen.getAllByTestId('problem-row')[0] as HTMLElement;
    expect(within(row).getAllByRole('cell')).toHaveLength(6);
  });

  it('drops Tags (and Solution) with hide on, in the header and in every row', () => {
    renderKind(kind, HIDE_ON);
    const expected =
      kind === 'module'
        ? ['Status', 'Problem', 'Source', 'Difficulty']
        : ['Status', 'Problem', 'Source', 'Difficulty', 'Modules'];
    expect(headers()).toEqual(expected);
    for (const row of screen.getAllByTestId('problem-row')) {
      expect(within(row).getAllByRole('cell')).toHaveLength(expected.length);
    }
  });

  it('fixes every width but the growing columns, and scrolls below their sum', () => {
    const { container } = renderKind(kind);
    const columns = visibleColumns(kind, false);
    const widths = [...container.querySelectorAll('col')].map((col) => col.style.width);
    expect(widths).toEqual(columns.map((c) => (c.grows ? '' : `${c.width}rem`)));
    expect(screen.getByRole('table')).toHaveStyle({ minWidth: `${toTableMinWidth(columns)}rem` });
    expect(screen.getByRole('region')).toHaveClass('overflow-x-auto');
  });

  it('marks a starred problem with one accessible star', () => {
    renderKind(kind);
    const starred = kind === 'module' ? 'Alpha' : 'Shared Path';
    const row = screen
      .getAllByTestId('problem-row')
      .find((r) => within(r).queryByRole('link', { name: starred })) as HTMLElement;
    expect(within(row).getByRole('img', { name: 'Starred' })).toHaveAttribute('tabindex', '0');
  });
});

describe('windowed or not', () => {
  const many = Array.from({ length: 200 }, (_, i) => ({
    ...entries[0]!,
    uniqueID: `u${i}`,
    name: `Problem ${i}`,
    order: i,
  }));

  it('a module table has every row, each the target of its anchor', () => {
    renderKind('module');
    const rows = screen.getAllByTestId('problem-row');
    expect(rows).toHaveLength(moduleProblems.length);
    expect(rows.map((row) => row.id)).toEqual(['problem-a', 'problem-b']);
    expect(rows[0]).not.toHaveStyle({ height: `${ROW_HEIGHT}px` });
  });

  it('a windowed table has the rows near the screen, of one height, counted for AT', () => {
    renderWithUserData(<ProblemsTable kind="all" problems={many} windowed />);
    const rows = screen.getAllByTestId('problem-row');
    // jsdom's window is 768 px tall and the body starts at 0: a screen of rows and the overscan.
    expect(rows.length).toBeGreaterThanOrEqual(INITIAL_ROWS);
    expect(rows.length).toBeLessThan(many.length);
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', String(many.length + 1));
    expect(rows.map((row) => row.getAttribute('aria-rowindex'))).toEqual(
      rows.map((_, i) => String(i + 2)),
    );
    for (const row of rows) {
      expect(row).toHaveStyle({ height: `${ROW_HEIGHT}px` });
      expect(row).not.toHaveAttribute('id');
    }
    // The rows not drawn keep their place: a spacer row, hidden from AT.
    const spacer = screen.getByRole('table').querySelector('tbody > tr:last-child');
    expect(spacer).toHaveAttribute('aria-hidden', 'true');
    expect(spacer).toHaveStyle({ height: `${(many.length - rows.length) * ROW_HEIGHT}px` });
  });

  it('the same rows render the same cells windowed or not', () => {
    const { container: windowed } = renderWithUserData(
      <ProblemsTable kind="all" problems={entries} windowed />,
    );
    const { container: full } = renderWithUserData(<ProblemsTable kind="all" problems={entries} />);
    const cells = (root: HTMLElement) =>
      [...root.querySelectorAll('[data-testid="problem-row"]')].map((row) =>
        [...row.querySelectorAll('td')].map((td) => td.textContent),
      );
    expect(cells(windowed)).toEqual(cells(full));
  });
});

describe('memoization', () => {
  afterEach(() => jest.restoreAllMocks());

  it('a parent render with the same props renders neither the table nor a row again', () => {
    let rerender = () => {};
    function Parent() {
      const [count, setCount] = useState(0);
      rerender = () => setCount(count + 1);
      return <ProblemsTable kind="all" problems={entries} windowed />;
    }
    renderWithUserData(<Parent />);
    // The table picks its columns on each of its renders.
    const table = jest.spyOn(columnMap, 'visibleColumns');
    const render = jest.spyOn(COLUMNS.difficulty, 'render');
    act(() => rerender());
    expect(table).not.toHaveBeenCalled();
    expect(render).not.toHaveBeenCalled();
  });

  it('a new list of the same rows (a search that matches the same) renders no row again', () => {
    function Parent() {
      const [rows, setRows] = useState(entries);
      return (
        <>
          <button type="button" onClick={() => setRows([...rows])}>
            same rows
          </button>
          <ProblemsTable kind="all" problems={rows} windowed />
        </>
      );
    }
    renderWithUserData(<Parent />);
    const render = jest.spyOn(COLUMNS.difficulty, 'render');
    fireEvent.click(screen.getByRole('button', { name: 'same rows' }));
    expect(render).not.toHaveBeenCalled();
  });
});
