/** @jest-environment node */
import { checkBudgets } from '../budgets';
import { configReadsContentRoot } from '../corpus';
import {
  GENERATED_END,
  renderBudgetTable,
  renderDiscardedRuns,
  renderLayoutShiftTable,
  renderPagesTable,
  renderPerformanceDoc,
  renderTables,
} from '../report';
import { measurementError, notMeasured } from '../types';
import { developFigures, goodLighthouse, page, report, shifted, still, unbuilt } from './fixtures';

describe('renderPagesTable', () => {
  it('shows bytes in KB raw / gzip and says which pages are not built yet', () => {
    const table = renderPagesTable([page('home'), unbuilt('problems')]);
    const lines = table.split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[2]).toBe(
      '| home | `/home` | 30 / 8 | 13 / 3.5 | 220 / 75 | 1.00 | 1.00 | 1.00 | 1.00 | 900 ms | 20 ms (20–20) | 0.000 | 2000 (lowest 1900) | 0.4 % |',
    );
    expect(lines[3]).toContain('| problems | not built yet | not built yet |');
  });

  it('shows the host steal and how many slowed runs were replaced or kept', () => {
    const replaced = page('module', {
      lighthouse: goodLighthouse({
        steal: 1.2,
        discarded: [
          {
            performance: 0.91,
            tbt: 141.4,
            benchmarkIndex: 1800,
            steal: 14.2,
            reason: 'the host stole 14.2 % of the CPU',
          },
          {
            performance: 0.95,
            tbt: 103,
            benchmarkIndex: 1310,
            steal: 0.3,
            reason:
              "Lighthouse's CPU index was 1310, under the 1500 its default throttling is calibrated for",
          },
        ],
        kept: [
          {
            performance: 1,
            tbt: 23,
            benchmarkIndex: 1402,
            steal: 0.2,
            reason:
              "Lighthouse's CPU index was 1402, under the 1500 its default throttling is calibrated for",
          },
        ],
      }),
    });
    const r = report({ pages: [page('home'), replaced] });
    expect(renderPagesTable(r.pages)).toContain('| 1.2 % (2 replaced, 1 kept) |');
    expect(renderDiscardedRuns(r).split('\n')).toEqual([
      "Lighthouse runs taken while the host was slowed (more than 5 % of the CPU stolen, or a CPU index under 1500). A run that missed its page's performance or TBT budget was replaced and is not in the medians. A run that met them was kept: a slowed host only makes those figures worse.",
      '',
      '- module: performance 0.91, TBT 141 ms, replaced: the host stole 14.2 % of the CPU',
      "- module: performance 0.95, TBT 103 ms, replaced: Lighthouse's CPU index was 1310, under the 1500 its default throttling is calibrated for",
      "- module: performance 1.00, TBT 23 ms, kept: Lighthouse's CPU index was 1402, under the 1500 its default throttling is calibrated for",
    ]);
    expect(renderDiscardedRuns(report())).toBe('');
    expect(renderPerformanceDoc(r, checkBudgets(r))).toContain('- module: performance 0.91');
  });

  it('shows a failed measurement as an error', () => {
    const table = renderPagesTable([
      page('home', { lighthouse: measurementError(new Error('timeout')) }),
    ]);
    expect(table).toContain('error: timeout');
  });
});

describe('renderTables', () => {
  it('marks misses and reports the load average', () => {
    const r = report();
    r.build = { cold: { seconds: 300 }, warm: r.build.warm };
    const text = renderTables(r, checkBudgets(r));
    expect(text).toContain('| Cold build (bundled content) |  | ≤ 180.0 s | 300.0 s | **MISS** |');
    expect(text).toContain('load average (1 min) 0.5 at start, 0.7 at end');
    expect(text).not.toContain('Warning');
  });

  it('reports the host steal of each timing and of the whole run', () => {
    const r = report({
      build: {
        cold: { seconds: 120.04, steal: 0.3 },
        warm: { seconds: 12, editedFile: 'a.mdx', steal: 7 },
      },
    });
    r.machine = { ...r.machine, steal: 1.5 };
    r.interactions = {
      rows: 3000,
      renderedRows: 13,
      search: 20.24,
      status: 16.1,
      steal: 0.2,
      corpus: 'synthetic',
    };
    const text = renderTables(r, checkBudgets(r));
    expect(text).toContain(
      '| /problems: search keystroke → rows updated | 20.2 ms (3000 rows, 13 rendered, synthetic content, host steal 0.2 %) |',
    );
    expect(text).toContain('| Cold build, bundled content | 120.0 s (host steal 0.3 %) |');
    expect(text).toContain('12.0 s (edited `a.mdx`, host steal 7.0 %)');
    expect(text).toContain('0.7 at end; host steal 1.5 % over the run.');
  });

  it('times the synthetic corpus builds as the bundled ones: cold, and warm after one edit', () => {
    const r = report();
    r.corpus = {
      ...r.corpus,
      build: {
        cold: { seconds: 161.6, runs: [170.2, 161.6, 150.3], peakMemoryBytes: 1.234e9, steal: 2.3 },
        warm: { seconds: 41.2, steal: 0.4, editedFile: 'content/advanced/synthetic-module-2.mdx' },
      },
    };
    const text = renderTables(r, checkBudgets(r));
    expect(text).toContain(
      '| Synthetic corpus: cold build | 161.6 s (median of 170.2, 161.6, 150.3 s, peak memory 1.23 GB, host steal 2.3 %) |',
    );
    expect(text).toContain(
      '| Synthetic corpus: warm build after one module edit | 41.2 s (edited `content/advanced/synthetic-module-2.mdx`, host steal 0.4 %) |',
    );
    expect(renderTables(report(), [])).toContain(
      '| Synthetic corpus: warm build after one module edit | the Gatsby build does not read CONTENT_ROOT yet |',
    );
  });

  it("times the development server's start and each kind of edit, median and slowest", () => {
    // The fixture's edits: problems-file saves of 2.1, 2.0 and 2.3 s.
    const r = report({ develop: { ...developFigures(), startSeconds: 151.4, steal: 0.6 } });
    const text = renderTables(r, checkBudgets(r));
    expect(text).toContain('| Development server: start until every page is served | 151 s |');
    expect(text).toContain(
      "| Development server: save a module's problems file → open page updated | 2.1 s (median of 3, slowest 2.3 s, host steal 0.6 %) |",
    );
    expect(renderTables(report({ develop: notMeasured('skipped (--no-develop)') }), [])).toContain(
      '| Development server | skipped (--no-develop) |',
    );
  });

  it('warns when the load average was above the number of CPUs', () => {
    const r = report();
    r.machine = { ...r.machine, loadStart: 1.5, loadEnd: 8.6 };
    expect(renderTables(r, checkBudgets(r))).toContain(
      'Warning: load average 8.6 on 2 CPUs: other work shared the CPU',
    );
  });
});

describe('renderBudgetTable', () => {
  it('lists measured results one by one and folds n/a pages of a budget into one row', () => {
    const r = report({ pages: [page('home'), unbuilt('problems'), unbuilt('dashboard')] });
    const lines = renderBudgetTable(checkBudgets(r)).split('\n');
    expect(lines).toContain('| TBT | home | ≤ 100 ms | 20 ms | pass |');
    expect(lines).toContain('| TBT | problems, dashboard | ≤ 100 ms | not built yet | n/a |');
    expect(lines.filter((line) => line.startsWith('| TBT |'))).toHaveLength(2);
  });

  it('marks a budget missed under steal as not decided, with the steal', () => {
    const r = report({
      pages: [page('home', { lighthouse: goodLighthouse({ tbt: 141, steal: 14.2 }) })],
    });
    const results = checkBudgets(r);
    expect(renderBudgetTable(results).split('\n')).toContain(
      '| TBT | home | ≤ 100 ms | 141 ms | not decided: the host stole 14.2 % of the CPU |',
    );
    expect(renderPerformanceDoc(r, results)).toContain(
      '- Budgets: 1 not decided (missed while the host was slowed)',
    );
  });
});

describe('the layout-shift sweep in the report', () => {
  const r = report({
    layoutShift: {
      pages: [
        { path: '/', cls: { mobile: still(), desktop: still() } },
        { path: '/license', cls: { mobile: still(), desktop: shifted([0.0004, ['p']]) } },
        {
          path: '/solutions/cses-1660',
          cls: {
            mobile: shifted([0.148, ['p', 'p', 'p']]),
            desktop: shifted([0.012, ['h2#code']]),
          },
        },
        {
          path: '/general/fast-io',
          cls: { mobile: measurementError(new Error('net::ERR_ABORTED')), desktop: still() },
        },
      ],
    },
  });

  it('lists only the pages that shifted or failed, with what moved, and counts the rest', () => {
    expect(renderLayoutShiftTable(r).split('\n')).toEqual([
      '4 pages, each at 412×823 and 1280×800: 2 did not shift; the 2 below did (CLS, then what moved most).',
      '',
      '| Page | 412×823 | 1280×800 |',
      '| --- | --- | --- |',
      '| `/solutions/cses-1660` | 0.148 (p ×3) | 0.012 (h2#code) |',
      '| `/general/fast-io` | error: net::ERR_ABORTED | 0.000 |',
    ]);
    expect(renderLayoutShiftTable(report())).toBe(
      '2 pages, each at 412×823 and 1280×800: none shifted.',
    );
    expect(
      renderLayoutShiftTable(report({ layoutShift: notMeasured('skipped (--no-sweep)') })),
    ).toBe('Layout-shift sweep: skipped (--no-sweep).');
  });

  it('folds the passes into one row with the worst of them, and gives each miss its own', () => {
    const lines = renderBudgetTable(checkBudgets(r)).split('\n');
    expect(lines.filter((line) => line.startsWith('| CLS, every built page |'))).toEqual([
      '| CLS, every built page | 6 of 8 (page, viewport) pairs | ≤ 0.020 | worst 0.012 (/solutions/cses-1660 at 1280×800) | pass |',
      '| CLS, every built page | /solutions/cses-1660 at 412×823 | ≤ 0.020 | 0.148 (p ×3) | **MISS** |',
      '| CLS, every built page | /general/fast-io at 412×823 | ≤ 0.020 | net::ERR_ABORTED | **MISS** |',
    ]);
    expect(renderBudgetTable(checkBudgets(report()))).toContain(
      '| CLS, every built page | all 4 (page, viewport) pairs | ≤ 0.020 | worst 0.000 (/ at 412×823) | pass |',
    );
  });

  it('has a section of its own in docs/performance.md, saying how CLS is counted', () => {
    const doc = renderPerformanceDoc(r, checkBudgets(r));
    expect(doc).toContain('## Layout shift, every page');
    expect(doc).toContain('largest session window');
    expect(doc).toContain('| `/solutions/cses-1660` | 0.148 (p ×3) | 0.012 (h2#code) |');
  });
});

describe('renderPerformanceDoc', () => {
  it('keeps the notes written below the marker and replaces the figures above it', () => {
    const r = report();
    const previous = `# Performance\n\nold figures\n\n${GENERATED_END}\n\n## Notes\n\nThe module page was measured on a quiet machine.\n`;
    const doc = renderPerformanceDoc(r, checkBudgets(r), previous);
    expect(doc).not.toContain('old figures');
    expect(doc).toContain('- Date: 2026-11-22T15:00:00.000Z');
    expect(doc).toContain('- Command: `npm run bench`');
    expect(
      doc.endsWith(
        `${GENERATED_END}\n\n## Notes\n\nThe module page was measured on a quiet machine.\n`,
      ),
    ).toBe(true);
  });
});

describe('configReadsContentRoot', () => {
  it('lights up the corpus build only when gatsby-config reads CONTENT_ROOT', () => {
    expect(configReadsContentRoot('path: `${__dirname}/content`')).toBe(false);
    expect(configReadsContentRoot('const root = process.env.CONTENT_ROOT ?? __dirname;')).toBe(
      true,
    );
    expect(configReadsContentRoot("process.env['CONTENT_ROOT']")).toBe(true);
    expect(configReadsContentRoot('process.env.CONTENT_ROOTS')).toBe(false);
    expect(
      configReadsContentRoot('(siteRoot, env = process.env) => env.CONTENT_ROOT?.trim()'),
    ).toBe(true);
  });
});
