/**
 * The report, pure: Markdown tables (printed, appended to the CI summary and written into
 * docs/performance.md) built from the figures and the budget results.
 */
import { formatLimit, formatValue, resultPlace, type BudgetResult } from './budgets';
import { toKB } from './bytes';
import { describeMovers, VIEWPORTS, viewportLabel, type ViewportId } from './layoutShift';
import { EXTRA_RUNS_PER_BENCH, EXTRA_RUNS_PER_PAGE, MIN_BENCHMARK_INDEX } from './lighthouse';
import { median } from './stats';
import { formatSteal, STEAL_LIMIT_PERCENT } from './steal';
import {
  isMeasured,
  type BenchReport,
  type BuildReport,
  type ByteCount,
  type InteractionFigures,
  type Measured,
  type ClsPage,
  type CorpusReport,
  type DevelopEditKind,
  type NotMeasured,
  type PageReport,
  type SlowedRun,
  type StealFigure,
  type Timing,
} from './types';

/** The end of the generated part of docs/performance.md; text after it is kept across runs. */
export const GENERATED_END = '<!-- bench: generated above; notes below this line are kept -->';

function reason(value: NotMeasured): string {
  return value.status === 'error' ? `error: ${value.reason}` : value.reason;
}

function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]): string => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

function kb(count: ByteCount): string {
  return `${toKB(count.raw)} / ${toKB(count.gzip)}`;
}

/** "host steal 0.4 %", or nothing when the system did not say. */
function stealNotes(figure: StealFigure): string[] {
  return figure.steal === undefined ? [] : [`host steal ${formatSteal(figure.steal)}`];
}

/** `figure`, then its notes in parentheses when there are any. */
function withNotes(figure: string, notes: readonly string[]): string {
  return notes.length > 0 ? `${figure} (${notes.join(', ')})` : figure;
}

/** A warm build's time, with the file it edited and the steal. */
function warmBuild(value: BuildReport['warm']): string {
  if (!isMeasured(value)) return reason(value);
  return withNotes(`${value.seconds.toFixed(1)} s`, [
    `edited \`${value.editedFile}\``,
    ...stealNotes(value),
  ]);
}

function seconds(value: Measured<Timing>): string {
  if (!isMeasured(value)) return reason(value);
  return withNotes(`${value.seconds.toFixed(1)} s`, stealNotes(value));
}

function stealCell(page: PageReport): string {
  if (!isMeasured(page.lighthouse)) return '';
  const { steal, discarded, kept } = page.lighthouse;
  const figure = steal === undefined ? 'unknown' : formatSteal(steal);
  const runs = [
    ...(discarded.length > 0 ? [`${discarded.length} replaced`] : []),
    ...(kept.length > 0 ? [`${kept.length} kept`] : []),
  ];
  return withNotes(figure, runs);
}

export function renderPagesTable(pages: readonly PageReport[]): string {
  const rows = pages.map((page) => {
    const path = isMeasured(page.path) ? `\`${page.path.path}\`` : reason(page.path);
    const bytes = isMeasured(page.bytes)
      ? [kb(page.bytes.html), kb(page.bytes.css), kb(page.bytes.js)]
      : [reason(page.bytes), '', ''];
    const lh = page.lighthouse;
    const scores = isMeasured(lh)
      ? [
          lh.performance.toFixed(2),
          lh.accessibility.toFixed(2),
          lh.bestPractices.toFixed(2),
          lh.seo.toFixed(2),
          `${Math.round(lh.lcp)} ms`,
          lh.tbtRuns.length > 1
            ? `${Math.round(lh.tbt)} ms (${Math.round(Math.min(...lh.tbtRuns))}–${Math.round(Math.max(...lh.tbtRuns))})`
            : `${Math.round(lh.tbt)} ms`,
          lh.cls.toFixed(3),
          lh.lowestBenchmarkIndex < lh.benchmarkIndex
            ? `${lh.benchmarkIndex} (lowest ${lh.lowestBenchmarkIndex})`
            : String(lh.benchmarkIndex),
          stealCell(page),
        ]
      : [isMeasured(page.path) ? reason(lh) : '', '', '', '', '', '', '', '', ''];
    return [page.label, path, ...bytes, ...scores];
  });
  return table(
    [
      'Page',
      'URL',
      'HTML KB raw / gzip',
      'CSS KB raw / gzip',
      'First-load JS KB raw / gzip',
      'Perf',
      'A11y',
      'Best pr.',
      'SEO',
      'LCP',
      'TBT',
      'CLS',
      'CPU index',
      'Host steal',
    ],
    rows,
  );
}

/**
 * The Lighthouse runs the host slowed (steal, a low CPU index), one line each with the reason and
 * whether the run was replaced or kept; empty when there were none.
 */
export function renderDiscardedRuns(report: BenchReport): string {
  const pages = [
    ...report.pages.map((page) => ({ page, label: page.label })),
    ...report.corpus.pages.map((page) => ({ page, label: `${page.label} (corpus)` })),
  ];
  const lines = pages.flatMap(({ page, label }) => {
    if (!isMeasured(page.lighthouse)) return [];
    const line = (run: SlowedRun, verdict: string) =>
      `- ${label}: performance ${run.performance.toFixed(2)}, TBT ${Math.round(run.tbt)} ms, ${verdict}: ${run.reason}`;
    return [
      ...page.lighthouse.discarded.map((run) => line(run, 'replaced')),
      ...page.lighthouse.kept.map((run) => line(run, 'kept')),
    ];
  });
  if (lines.length === 0) return '';
  return [
    `Lighthouse runs taken while the host was slowed (more than ${STEAL_LIMIT_PERCENT} % of the CPU stolen, or a CPU index under ${MIN_BENCHMARK_INDEX}). A run that missed its page's performance or TBT budget was replaced and is not in the medians. A run that met them was kept: a slowed host only makes those figures worse.`,
    '',
    ...lines,
  ].join('\n');
}

/** "3000 rows, 13 rendered" for a windowed table, "13 rows" for a plain one. */
function rowsNote(figures: InteractionFigures): string {
  const { rows, renderedRows } = figures;
  return renderedRows === undefined || renderedRows === rows
    ? `${rows} rows`
    : `${rows} rows, ${renderedRows} rendered`;
}

/** "87.4 s (runs 86.1, 87.4, 90.2 s; peak 1.23 GB, host steal 0.4 %)". */
function coldBuilds(value: CorpusReport['build']['cold']): string {
  if (!isMeasured(value)) return reason(value);
  return withNotes(`${value.seconds.toFixed(1)} s`, [
    `median of ${value.runs.map((run) => run.toFixed(1)).join(', ')} s`,
    ...(value.peakMemoryBytes === undefined
      ? []
      : [`peak memory ${(value.peakMemoryBytes / 1e9).toFixed(2)} GB`]),
    ...stealNotes(value),
  ]);
}

function deliveryRows(delivery: CorpusReport['delivery']): string[][] {
  if (!isMeasured(delivery)) {
    return [['Synthetic corpus: module data, direct load, search', reason(delivery)]];
  }
  return [
    [
      `Synthetic corpus: data a link to \`${delivery.modulePath}\` fetches (page data + article)`,
      `${kb(delivery.moduleData)} KB`,
    ],
    [
      'Synthetic corpus: article fetched when that module is opened directly',
      `${delivery.articleOnDirectLoad} bytes`,
    ],
    ...delivery.searchFirstQueries.map(({ query, bytes }) => [
      `Synthetic corpus: search, first query \`${query}\` (everything fetched)`,
      `${kb(bytes)} KB`,
    ]),
  ];
}

/** The development server: its start, and each kind of edit's median and slowest time. */
function developRows(develop: BenchReport['develop']): string[][] {
  if (!isMeasured(develop)) return [['Development server', reason(develop)]];
  const kinds: [DevelopEditKind, string][] = [
    ['module', "a module's MDX"],
    ['problems', "a module's problems file"],
    ['solution', 'a solution'],
  ];
  return [
    [
      'Development server: start until every page is served',
      `${develop.startSeconds.toFixed(0)} s`,
    ],
    ...kinds.map(([kind, what]) => {
      const runs = develop.edits[kind];
      return [
        `Development server: save ${what} → open page updated`,
        withNotes(`${(median(runs) / 1000).toFixed(1)} s`, [
          `median of ${runs.length}, slowest ${(Math.max(...runs) / 1000).toFixed(1)} s`,
          ...stealNotes(develop),
        ]),
      ];
    }),
  ];
}

export function renderRunTable(report: BenchReport): string {
  const { build, corpus, interactions } = report;

  const interactionCell = (key: 'search' | 'status'): string =>
    isMeasured(interactions)
      ? withNotes(`${interactions[key].toFixed(1)} ms`, [
          rowsNote(interactions),
          `${interactions.corpus} content`,
          ...stealNotes(interactions),
        ])
      : reason(interactions);
  return table(
    ['Measure', 'Figure'],
    [
      ['Cold build, bundled content', seconds(build.cold)],
      ['Warm build after one module edit', warmBuild(build.warm)],
      ['Synthetic corpus: generate', seconds(corpus.generate)],
      ['Synthetic corpus: validate', seconds(corpus.validate)],
      ['Synthetic corpus: cold build', coldBuilds(corpus.build.cold)],
      ['Synthetic corpus: warm build after one module edit', warmBuild(corpus.build.warm)],
      ...deliveryRows(corpus.delivery),
      ['/problems: search keystroke → rows updated', interactionCell('search')],
      ['/problems: status change → row updated', interactionCell('status')],
      ...developRows(report.develop),
    ],
  );
}

/** A page's CLS at one viewport: "0.148 (p ×5, h2#code)", or why it was not measured. */
function clsCell(figure: ClsPage['cls'][ViewportId]): string {
  if (!isMeasured(figure)) return reason(figure);
  const moved = describeMovers(figure);
  return moved ? `${figure.cls.toFixed(3)} (${moved})` : figure.cls.toFixed(3);
}

/**
 * The layout-shift sweep: one row per page that shifted (CLS 0.001 or more) or failed at some
 * viewport, then how many pages did not shift at all.
 */
export function renderLayoutShiftTable(report: BenchReport): string {
  const sweep = report.layoutShift;
  if (!isMeasured(sweep)) return `Layout-shift sweep: ${reason(sweep)}.`;
  const viewports = Object.keys(VIEWPORTS) as ViewportId[];
  const shifted = sweep.pages.filter((page) =>
    viewports.some((viewport) => {
      const figure = page.cls[viewport];
      return !isMeasured(figure) || figure.cls >= 0.0005;
    }),
  );
  const still = sweep.pages.length - shifted.length;
  const summary = `${sweep.pages.length} pages, each at ${viewports.map(viewportLabel).join(' and ')}: ${
    shifted.length === 0
      ? 'none shifted.'
      : `${still} did not shift; the ${shifted.length} below did (CLS, then what moved most).`
  }`;
  if (shifted.length === 0) return summary;
  return `${summary}\n\n${table(
    ['Page', ...viewports.map(viewportLabel)],
    shifted.map((page) => [`\`${page.path}\``, ...viewports.map((v) => clsCell(page.cls[v]))]),
  )}`;
}

/**
 * A sweep budget's passes as one row: how many page × viewport results met it, and the worst
 * figure among them with where it was.
 */
function sweepPassRow(passes: readonly BudgetResult[], total: number): string[] {
  const worst = passes.reduce((a, b) => ((b.value ?? 0) > (a.value ?? 0) ? b : a));
  const figure = formatValue(worst.budget, worst.value ?? 0);
  return [
    worst.budget.label,
    passes.length === total
      ? `all ${total} (page, viewport) pairs`
      : `${passes.length} of ${total} (page, viewport) pairs`,
    formatLimit(worst.budget),
    `worst ${figure} (${worst.target ?? ''})`,
    'pass',
  ];
}

/**
 * One row per measured result; results with nothing to measure yet are folded into one row per
 * budget and reason, so the table stays short while pages are still missing. The sweep's passes
 * fold into one row too; each page and viewport that missed gets its own.
 */
export function renderBudgetTable(results: readonly BudgetResult[]): string {
  const mark = {
    pass: 'pass',
    miss: '**MISS**',
    unsettled: 'not decided:',
    'n/a': 'n/a',
  } as const;
  const rows: string[][] = [];
  const folded = new Map<string, string[]>();
  const isSweepPass = (result: BudgetResult) =>
    result.target !== undefined && result.outcome === 'pass';
  const sweepPassesShown = new Set<string>();
  for (const result of results) {
    if (isSweepPass(result)) {
      if (!sweepPassesShown.has(result.budget.id)) {
        sweepPassesShown.add(result.budget.id);
        const ofBudget = results.filter((r) => r.budget.id === result.budget.id);
        rows.push(sweepPassRow(ofBudget.filter(isSweepPass), ofBudget.length));
      }
      continue;
    }
    const measured =
      result.value === undefined ? (result.reason ?? '') : formatValue(result.budget, result.value);
    const row = [
      result.budget.label,
      resultPlace(result),
      formatLimit(result.budget),
      result.moved ? `${measured} (${result.moved})` : measured,
    ];
    if (result.outcome === 'unsettled') {
      rows.push([...row, `${mark.unsettled} ${result.disturbance ?? 'host slowed'}`]);
      continue;
    }
    if (result.outcome !== 'n/a' || !result.page) {
      rows.push([...row, mark[result.outcome]]);
      continue;
    }
    const key = `${result.budget.id}\u0000${measured}`;
    const existing = folded.get(key);
    if (existing) existing[1] += `, ${row[1]}`;
    else {
      const foldedRow = [...row, mark['n/a']];
      folded.set(key, foldedRow);
      rows.push(foldedRow);
    }
  }
  return table(['Budget', 'Page', 'Limit', 'Measured', 'Result'], rows);
}

/** Said whenever the machine was busier than it has cores: timings are then inflated. */
export function loadWarning(report: BenchReport): string | undefined {
  const { cpus, loadStart, loadEnd } = report.machine;
  const load = Math.max(loadStart, loadEnd);
  if (load <= cpus) return undefined;
  return `Warning: load average ${load} on ${cpus} CPUs: other work shared the CPU, so TBT, the performance score, build times and interaction timings read high. Re-run when \`cat /proc/loadavg\` is below ${cpus}.`;
}

export function renderLoadNote(report: BenchReport): string {
  const { machine } = report;
  const note = `Machine: ${machine.cpus} CPUs, ${machine.memoryGiB} GiB, Node ${machine.node}, ${machine.chromium}; load average (1 min) ${machine.loadStart} at start, ${machine.loadEnd} at end${machine.steal === undefined ? '' : `; host steal ${formatSteal(machine.steal)} over the run`}.`;
  const warning = loadWarning(report);
  return warning ? `${note}\n\n${warning}` : note;
}

/** The tables alone: what the terminal and the CI summary show. */
export function renderTables(report: BenchReport, results: readonly BudgetResult[]): string {
  return [
    renderPagesTable(report.pages),
    ...(report.corpus.pages.length > 0
      ? [`Synthetic corpus:\n\n${renderPagesTable(report.corpus.pages)}`]
      : []),
    renderDiscardedRuns(report),
    renderRunTable(report),
    renderLayoutShiftTable(report),
    renderBudgetTable(results),
    renderLoadNote(report),
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** docs/performance.md: the generated part, then whatever notes followed the marker before. */
export function renderPerformanceDoc(
  report: BenchReport,
  results: readonly BudgetResult[],
  previousDoc = '',
): string {
  const markerAt = previousDoc.indexOf(GENERATED_END);
  const notes = markerAt === -1 ? '' : previousDoc.slice(markerAt + GENERATED_END.length).trim();
  const misses = results.filter((result) => result.outcome === 'miss').length;
  const unsettled = results.filter((result) => result.outcome === 'unsettled').length;
  const verdict = [
    ...(misses > 0 ? [`${misses} missed`] : []),
    ...(unsettled > 0 ? [`${unsettled} not decided (missed while the host was slowed)`] : []),
  ];
  const { machine } = report;
  const slowedRuns = renderDiscardedRuns(report);
  return `# Performance

The latest recorded run, generated by \`npm run bench -- --docs\` (scripts/bench/). Do not edit
above the marker line; run the bench again instead. How to run it, the method and the decisions
that hold: below the tables. The budgets themselves: \`scripts/bench/budgets.ts\`.

- Date: ${machine.date}
- Command: \`${report.command}\`
- Machine: ${machine.cpus} CPUs (\`nproc\`), ${machine.memoryGiB} GiB memory, Node ${machine.node}, ${machine.chromium}
- Load average (1 min): ${machine.loadStart} at start, ${machine.loadEnd} at end (the machine is shared; Lighthouse's simulated throttling scales with the CPU time the page gets)${machine.steal === undefined ? '' : `\n- Host steal over the run: ${formatSteal(machine.steal)} of the CPU time (taken by the hypervisor for other guests)`}
- Budgets: ${verdict.length === 0 ? 'all measured budgets met' : verdict.join(', ')}${loadWarning(report) ? `\n- ${loadWarning(report)}` : ''}

## Pages

Bytes are what Chromium fetched on a first visit (fresh profile) until the network was idle for
500 ms: HTML is the document as sent; CSS and JS include the blocks inlined in it; gzip is
level 6, computed by the bench; 1 KB = 1,000 bytes. Lighthouse 12, default mobile settings
(simulated throttling), median of each figure over the runs; TBT also shows the runs' range.
CPU index is Lighthouse's benchmarkIndex over the runs, median and lowest (higher is faster;
Lighthouse's default 4× slowdown is calibrated for ${MIN_BENCHMARK_INDEX}–2,000). Host steal is
the highest share of CPU time the hypervisor took during a run the medians count. A run with
more than ${STEAL_LIMIT_PERCENT} % steal or a CPU index under ${MIN_BENCHMARK_INDEX} was slowed by
the host: it is kept if it met the page's performance and TBT budgets anyway (a slowed host only
makes those worse), and otherwise replaced by another (up to ${EXTRA_RUNS_PER_PAGE} per page and
${EXTRA_RUNS_PER_BENCH} per bench). A CPU-bound budget missed when too few runs count is
reported as not decided rather than missed.

${renderPagesTable(report.pages)}

The same page types on the synthetic full-size corpus (147 modules, 715 solutions, 1,455
problems; \`npm run generate:corpus\`), built and measured the same way:

${report.corpus.pages.length > 0 ? renderPagesTable(report.corpus.pages) : 'Not built in this run.'}
${slowedRuns ? `\n${slowedRuns}\n` : ''}
## Builds, corpus and interactions

${renderRunTable(report)}

## Layout shift, every page

Every HTML page of the build opened fresh in Chromium at a phone's viewport (412×823, as
Lighthouse) and a laptop's (1280×800), scrolled to the bottom and back, and left until the fonts
are in and the page is idle. CLS is the largest session window of layout shifts without recent
input (a window closes after 1 s without a shift or 5 s after it opened), as web.dev defines it.

${renderLayoutShiftTable(report)}

## Budgets

${renderBudgetTable(results)}

${GENERATED_END}
${notes ? `\n${notes}\n` : ''}`;
}
