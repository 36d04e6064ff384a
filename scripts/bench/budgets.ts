/**
 * The performance budgets, as one typed table, and the pure checker behind
 * `npm run bench -- --check`. A budget reads one figure from the report (per page type, or once
 * for the whole run) and compares it with its limit.
 *
 * A budget on CPU time that is missed while the host was slowed (more than STEAL_LIMIT_PERCENT
 * of the CPU stolen, or for Lighthouse a CPU index under MIN_BENCHMARK_INDEX) is "unsettled": the
 * figure cannot tell a slow page from a slow host, so it neither passes nor names the budget as
 * missed, and `--check` asks for a re-run when the machine is at full speed.
 */
import type { PageTypeId } from './pageTypes';
import { describeMovers, viewportLabel, type ClsFigure, type ViewportId } from './layoutShift';
import { slowestEdit } from './develop';
import { lighthouseDisturbance } from './lighthouse';
import { stealDisturbance } from './steal';
import type { BenchReport, LighthouseFigures, Measured, PageReport } from './types';
import { isMeasured } from './types';

export type Comparison = 'atMost' | 'atLeast';

interface BudgetBase {
  id: string;
  /** Says what is limited, e.g. "First-load JS (gzip)". */
  label: string;
  comparison: Comparison;
  limit: number;
  unit: 'bytes' | 'score' | 'ms' | 's' | '';
  /** The figure is CPU time (or scored from it), so a slowed host inflates it. */
  cpuBound: boolean;
}

/** A figure read for a budget, and what slowed the host while it was measured, if anything. */
export interface BudgetFigure {
  value: number;
  /** E.g. "the host stole 9.6 % of the CPU"; absent when the host ran at full speed. */
  disturbance?: string;
}

/** The Lighthouse figures a budget can limit: each is in every run and in the medians. */
export type LighthouseFigureKey =
  | 'performance'
  | 'accessibility'
  | 'bestPractices'
  | 'seo'
  | 'tbt'
  | 'cls';

/** The 19-module site as it ships, or the synthetic full-size corpus (corpus.ts). */
export type Site = 'bundled' | 'corpus';

/** A budget every applicable page must meet. */
export interface PageBudget extends BudgetBase {
  scope: 'page';
  appliesTo: 'all' | readonly PageTypeId[];
  /** The sites whose pages it holds; both when absent. */
  sites?: readonly Site[];
  read: (page: PageReport, report: BenchReport) => Measured<BudgetFigure>;
  /** The Lighthouse figure read, for a budget on one (so a single run can be held to it). */
  lighthouseFigure?: LighthouseFigureKey;
}

/** A budget on a figure measured once per run (builds, corpus, interactions). */
export interface RunBudget extends BudgetBase {
  scope: 'run';
  read: (report: BenchReport) => Measured<BudgetFigure>;
}

/**
 * A budget every page of the layout-shift sweep (clsSweep.ts) must meet at every viewport: one
 * result per page and viewport, so a miss names both.
 */
export interface SweepBudget extends BudgetBase {
  scope: 'sweep';
  read: (figure: ClsFigure) => number;
}

export type Budget = PageBudget | RunBudget | SweepBudget;

function figure(value: number, disturbance: string | undefined): BudgetFigure {
  return disturbance === undefined ? { value } : { value, disturbance };
}

/** Lifts a figure (and its steal) out of a measurement, keeping the reason when there is none. */
function pick<T extends object>(
  measured: Measured<T>,
  get: (value: T) => number,
): Measured<BudgetFigure> {
  if (!isMeasured(measured)) return measured;
  const { steal } = measured as { steal?: number };
  return figure(get(measured), stealDisturbance(steal));
}

/** A budget on the median of one Lighthouse figure, which a miss on a slowed host leaves open. */
function lighthouseBudget(
  budget: Omit<PageBudget, 'scope' | 'read' | 'lighthouseFigure'> & { figure: LighthouseFigureKey },
): PageBudget {
  const { figure: key, ...rest } = budget;
  return {
    ...rest,
    scope: 'page',
    lighthouseFigure: key,
    read: ({ lighthouse }) =>
      isMeasured(lighthouse)
        ? figure(lighthouse[key], lighthouseDisturbance(lighthouse))
        : lighthouse,
  };
}

/** The same page type on the bundled site, for a budget that compares the two sites. */
function bundledCounterpart(report: BenchReport, id: PageTypeId): PageReport | undefined {
  return report.pages.find((page) => page.id === id);
}

/** The largest first query search made, of those the bench typed. */
function worstFirstQuery(report: BenchReport): Measured<BudgetFigure> {
  const { delivery } = report.corpus;
  if (!isMeasured(delivery)) return delivery;
  if (delivery.searchFirstQueries.length === 0) return { status: 'n/a', reason: 'no queries' };
  return {
    value: Math.max(...delivery.searchFirstQueries.map((query) => query.bytes.gzip)),
  };
}

/** Static pages students read: the strictest performance bar. */
const READING_PAGES: readonly PageTypeId[] = ['home', 'module', 'solution', 'license'];
/** Pages that are small applications over the whole corpus. */
const APP_PAGES: readonly PageTypeId[] = ['problems', 'dashboard'];

export const BUDGETS: readonly Budget[] = [
  {
    id: 'first-load-js',
    label: 'First-load JS (gzip)',
    cpuBound: false,
    scope: 'page',
    appliesTo: 'all',
    comparison: 'atMost',
    limit: 100_000,
    unit: 'bytes',
    read: (page) => pick(page.bytes, (bytes) => bytes.js.gzip),
  },
  {
    id: 'css',
    label: 'CSS (gzip)',
    cpuBound: false,
    scope: 'page',
    appliesTo: 'all',
    comparison: 'atMost',
    limit: 20_000,
    unit: 'bytes',
    read: (page) => pick(page.bytes, (bytes) => bytes.css.gzip),
  },
  {
    id: 'first-load-js-growth',
    label: 'First-load JS growth over the bundled site (gzip)',
    cpuBound: false,
    scope: 'page',
    appliesTo: 'all',
    sites: ['corpus'],
    comparison: 'atMost',
    limit: 2_000,
    unit: 'bytes',
    read: (page, report) => {
      const bundled = bundledCounterpart(report, page.id);
      if (!bundled || !isMeasured(bundled.bytes)) {
        return { status: 'n/a', reason: 'the bundled page was not measured' };
      }
      const base = bundled.bytes.js.gzip;
      return pick(page.bytes, (bytes) => bytes.js.gzip - base);
    },
  },
  {
    id: 'home-html',
    label: 'HTML of the home page (gzip)',
    cpuBound: false,
    scope: 'page',
    appliesTo: ['home'],
    comparison: 'atMost',
    limit: 20_000,
    unit: 'bytes',
    read: (page) => pick(page.bytes, (bytes) => bytes.html.gzip),
  },
  {
    id: 'search-before-open',
    label: 'Search index fetched before search opens (gzip)',
    cpuBound: false,
    scope: 'page',
    appliesTo: 'all',
    comparison: 'atMost',
    limit: 0,
    unit: 'bytes',
    read: (page) => pick(page.bytes, (bytes) => bytes.search.gzip),
  },
  lighthouseBudget({
    id: 'performance-reading',
    label: 'Lighthouse performance',
    cpuBound: true,
    appliesTo: READING_PAGES,
    comparison: 'atLeast',
    limit: 0.98,
    unit: 'score',
    figure: 'performance',
  }),
  lighthouseBudget({
    id: 'performance-app',
    label: 'Lighthouse performance',
    cpuBound: true,
    appliesTo: APP_PAGES,
    comparison: 'atLeast',
    limit: 0.95,
    unit: 'score',
    figure: 'performance',
  }),
  lighthouseBudget({
    id: 'accessibility',
    label: 'Lighthouse accessibility',
    cpuBound: false,
    appliesTo: 'all',
    comparison: 'atLeast',
    limit: 1,
    unit: 'score',
    figure: 'accessibility',
  }),
  lighthouseBudget({
    id: 'best-practices',
    label: 'Lighthouse best practices',
    cpuBound: false,
    appliesTo: 'all',
    comparison: 'atLeast',
    limit: 0.95,
    unit: 'score',
    figure: 'bestPractices',
  }),
  lighthouseBudget({
    id: 'seo',
    label: 'Lighthouse SEO',
    cpuBound: false,
    appliesTo: 'all',
    comparison: 'atLeast',
    limit: 0.95,
    unit: 'score',
    figure: 'seo',
  }),
  lighthouseBudget({
    id: 'cls',
    label: 'CLS',
    cpuBound: false,
    appliesTo: 'all',
    comparison: 'atMost',
    limit: 0.02,
    unit: '',
    figure: 'cls',
  }),
  lighthouseBudget({
    id: 'tbt',
    label: 'TBT',
    cpuBound: true,
    appliesTo: 'all',
    comparison: 'atMost',
    limit: 100,
    unit: 'ms',
    figure: 'tbt',
  }),
  {
    id: 'cls-sweep',
    label: 'CLS, every built page',
    cpuBound: false,
    scope: 'sweep',
    comparison: 'atMost',
    limit: 0.02,
    unit: '',
    read: (figure) => figure.cls,
  },
  {
    id: 'search-interaction',
    label: '/problems search keystroke → rows updated',
    cpuBound: true,
    scope: 'run',
    comparison: 'atMost',
    limit: 50,
    unit: 'ms',
    read: (report) => pick(report.interactions, (i) => i.search),
  },
  {
    id: 'status-interaction',
    label: '/problems status change → row updated',
    cpuBound: true,
    scope: 'run',
    comparison: 'atMost',
    limit: 50,
    unit: 'ms',
    read: (report) => pick(report.interactions, (i) => i.status),
  },
  {
    id: 'cold-build',
    label: 'Cold build (bundled content)',
    cpuBound: true,
    scope: 'run',
    comparison: 'atMost',
    limit: 180,
    unit: 's',
    read: (report) => pick(report.build.cold, (b) => b.seconds),
  },
  {
    id: 'warm-build',
    label: 'Warm build after one module edit',
    cpuBound: true,
    scope: 'run',
    comparison: 'atMost',
    limit: 30,
    unit: 's',
    read: (report) => pick(report.build.warm, (b) => b.seconds),
  },
  {
    id: 'develop-edit',
    label: 'Development server: save → open page updated (slowest kind of edit, median)',
    cpuBound: true,
    scope: 'run',
    comparison: 'atMost',
    limit: 5000,
    unit: 'ms',
    read: (report) => pick(report.develop, (figures) => slowestEdit(figures.edits).ms),
  },
  {
    id: 'corpus-validation',
    label: 'Validation of the synthetic corpus',
    cpuBound: true,
    scope: 'run',
    comparison: 'atMost',
    limit: 10,
    unit: 's',
    read: (report) => pick(report.corpus.validate, (v) => v.seconds),
  },
  {
    id: 'corpus-cold-build',
    label: 'Cold build of the synthetic corpus (median)',
    cpuBound: true,
    scope: 'run',
    comparison: 'atMost',
    limit: 120,
    unit: 's',
    read: (report) => pick(report.corpus.build.cold, (b) => b.seconds),
  },
  {
    id: 'corpus-build-memory',
    label: 'Peak memory of the corpus build (process tree)',
    cpuBound: false,
    scope: 'run',
    comparison: 'atMost',
    limit: 3_000_000_000,
    unit: 'bytes',
    read: (report) => {
      const { cold } = report.corpus.build;
      if (!isMeasured(cold)) return cold;
      return cold.peakMemoryBytes === undefined
        ? { status: 'n/a', reason: 'no /proc to sample' }
        : { value: cold.peakMemoryBytes };
    },
  },
  {
    id: 'corpus-warm-build',
    label: 'Warm build of the synthetic corpus after one module edit',
    cpuBound: true,
    scope: 'run',
    comparison: 'atMost',
    limit: 20,
    unit: 's',
    read: (report) => pick(report.corpus.build.warm, (b) => b.seconds),
  },
  {
    id: 'module-data',
    label: "A corpus module's data for a link (page data + article, gzip)",
    cpuBound: false,
    scope: 'run',
    comparison: 'atMost',
    limit: 60_000,
    unit: 'bytes',
    read: (report) => pick(report.corpus.delivery, (d) => d.moduleData.gzip),
  },
  {
    id: 'article-direct-load',
    label: 'Article file fetched when a corpus module is opened directly',
    cpuBound: false,
    scope: 'run',
    comparison: 'atMost',
    limit: 0,
    unit: 'bytes',
    read: (report) => pick(report.corpus.delivery, (d) => d.articleOnDirectLoad),
  },
  {
    id: 'search-first-query',
    label: 'Search: first query of a visit on the corpus (everything fetched, gzip)',
    cpuBound: false,
    scope: 'run',
    comparison: 'atMost',
    limit: 400_000,
    unit: 'bytes',
    read: worstFirstQuery,
  },
];

/** `unsettled`: a CPU-bound budget missed while the host was too slowed to tell. */
export type BudgetOutcome = 'pass' | 'miss' | 'unsettled' | 'n/a';

export interface BudgetResult {
  budget: Budget;
  /** The page type the result is about; absent for run and sweep budgets. */
  page?: PageTypeId;
  /** Set for a page of the synthetic corpus. */
  site?: 'corpus';
  /** For a sweep budget: the page and viewport, e.g. "/solutions/cses-1660 at 412×823". */
  target?: string;
  /** For a sweep budget: what moved, e.g. "p ×5, h2#code" (layoutShift.ts describeMovers). */
  moved?: string;
  outcome: BudgetOutcome;
  value?: number;
  /** What slowed the host while the value was measured, if anything. */
  disturbance?: string;
  /** Why there is no value (n/a, or the measurement error that makes this a miss). */
  reason?: string;
}

export function meets(comparison: Comparison, value: number, limit: number): boolean {
  return comparison === 'atMost' ? value <= limit : value >= limit;
}

function evaluate(
  budget: Budget,
  measured: Measured<BudgetFigure>,
  page?: PageTypeId,
  target?: string,
  site: Site = 'bundled',
): BudgetResult {
  const where = site === 'corpus' ? { site } : {};
  const base = page ? { budget, page, ...where } : target ? { budget, target } : { budget };
  if (isMeasured(measured)) {
    const { value, disturbance } = measured;
    const measuredBase =
      disturbance === undefined ? { ...base, value } : { ...base, value, disturbance };
    if (meets(budget.comparison, value, budget.limit)) {
      return { ...measuredBase, outcome: 'pass' };
    }
    // A slowed host only ever makes a figure worse, so it can explain a miss but never a pass.
    const outcome = budget.cpuBound && disturbance ? 'unsettled' : 'miss';
    return { ...measuredBase, outcome };
  }
  // Nothing to measure yet is not a miss; a measurement that failed is.
  return {
    ...base,
    outcome: measured.status === 'error' ? 'miss' : 'n/a',
    reason: measured.reason,
  };
}

function applies(budget: PageBudget, page: PageTypeId): boolean {
  return budget.appliesTo === 'all' || budget.appliesTo.includes(page);
}

/**
 * Whether one Lighthouse run of `page` meets the page's CPU-bound Lighthouse budgets
 * (performance, TBT). lighthouse.ts keeps such a run even when the host was slowed during it.
 */
export function runMeetsCpuBudgets(
  page: PageTypeId,
  figures: Pick<LighthouseFigures, LighthouseFigureKey>,
  budgets = BUDGETS,
): boolean {
  return budgets.every(
    (budget) =>
      budget.scope !== 'page' ||
      !budget.cpuBound ||
      budget.lighthouseFigure === undefined ||
      !applies(budget, page) ||
      meets(budget.comparison, figures[budget.lighthouseFigure], budget.limit),
  );
}

/** "/solutions/cses-1660 at 412×823". */
export function sweepTarget(path: string, viewport: ViewportId): string {
  return `${path} at ${viewportLabel(viewport)}`;
}

/**
 * One result per page and viewport of the sweep; a single n/a (or miss, if the sweep itself
 * failed) when there is no sweep.
 */
function checkSweep(budget: SweepBudget, report: BenchReport): BudgetResult[] {
  const sweep = report.layoutShift;
  if (!isMeasured(sweep)) return [evaluate(budget, sweep)];
  return sweep.pages.flatMap((page) =>
    (Object.keys(page.cls) as ViewportId[]).map((viewport) => {
      const figure = page.cls[viewport];
      const result = evaluate(
        budget,
        isMeasured(figure) ? { value: budget.read(figure) } : figure,
        undefined,
        sweepTarget(page.path, viewport),
      );
      const moved = isMeasured(figure) ? describeMovers(figure) : '';
      return moved ? { ...result, moved } : result;
    }),
  );
}

export function checkBudgets(report: BenchReport, budgets = BUDGETS): BudgetResult[] {
  const results: BudgetResult[] = [];
  for (const budget of budgets) {
    if (budget.scope === 'run') {
      results.push(evaluate(budget, budget.read(report)));
      continue;
    }
    if (budget.scope === 'sweep') {
      results.push(...checkSweep(budget, report));
      continue;
    }
    const sites: readonly [Site, readonly PageReport[]][] = [
      ['bundled', report.pages],
      ['corpus', report.corpus.pages],
    ];
    for (const [site, pages] of sites) {
      if (budget.sites && !budget.sites.includes(site)) continue;
      for (const page of pages) {
        if (applies(budget, page.id)) {
          results.push(evaluate(budget, budget.read(page, report), page.id, undefined, site));
        }
      }
    }
  }
  return results;
}

export function formatLimit(budget: Budget): string {
  return `${budget.comparison === 'atMost' ? '≤' : '≥'} ${formatValue(budget, budget.limit)}`;
}

export function formatValue(budget: Budget, value: number): string {
  switch (budget.unit) {
    case 'bytes':
      return value >= 100_000_000
        ? `${(value / 1e9).toFixed(2)} GB`
        : `${(value / 1000).toFixed(1)} KB`;
    case 'score':
      return value.toFixed(2);
    case 'ms':
      return `${Math.round(value)} ms`;
    case 's':
      return `${value.toFixed(1)} s`;
    default:
      return value.toFixed(3);
  }
}

/** Where a result was measured: "module", "module (corpus)", "/x at 412×823", or nothing. */
export function resultPlace(result: BudgetResult): string {
  if (result.page) return result.site === 'corpus' ? `${result.page} (corpus)` : result.page;
  return result.target ?? '';
}

function describeResult(result: BudgetResult): string {
  const on = resultPlace(result);
  const where = on ? ` on ${on}` : '';
  const got =
    result.value === undefined
      ? `not measured (${result.reason ?? 'unknown error'})`
      : formatValue(result.budget, result.value);
  const moved = result.moved ? ` (moved: ${result.moved})` : '';
  return `${result.budget.label}${where}: ${got}${moved}, budget ${formatLimit(result.budget)}`;
}

/** One line per miss, naming the budget, the page and the figure: what `--check` prints. */
export function describeMisses(results: readonly BudgetResult[]): string[] {
  return results.filter((result) => result.outcome === 'miss').map(describeResult);
}

/** One line per budget left undecided because the host was slowed, saying how. */
export function describeUnsettled(results: readonly BudgetResult[]): string[] {
  return results
    .filter((result) => result.outcome === 'unsettled')
    .map((result) => `${describeResult(result)}; measured while ${result.disturbance}`);
}

/**
 * What `--check` prints and its exit code: 0 when every measured budget is met, 1 when one is
 * missed, 3 when none is missed but some were missed on a slowed host and so are not decided.
 */
export function checkVerdict(results: readonly BudgetResult[]): {
  code: 0 | 1 | 3;
  lines: string[];
} {
  const misses = describeMisses(results);
  const unsettled = describeUnsettled(results);
  const lines: string[] = [];
  if (misses.length > 0) {
    lines.push('', `${misses.length} budget(s) missed:`, ...misses.map((miss) => `  - ${miss}`));
  }
  if (unsettled.length > 0) {
    lines.push(
      '',
      `The machine was not at full speed: ${unsettled.length} budget(s) missed while the host was slowed, so their figures cannot tell a slow site from a slow host. Not decided:`,
      ...unsettled.map((line) => `  - ${line}`),
      'Re-run when the host is quieter (the "st" column of `vmstat 5` near 0, `/proc/loadavg` low).',
    );
  }
  if (misses.length > 0) return { code: 1, lines };
  if (unsettled.length > 0) return { code: 3, lines };
  return { code: 0, lines: ['All measured budgets met.'] };
}
