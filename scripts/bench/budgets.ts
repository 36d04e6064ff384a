/**
 * The performance budgets of issue 9, as one typed table, and the pure checker behind
 * `npm run bench -- --check`. A budget reads one figure from the report (per page type, or once
 * for the whole run) and compares it with its limit.
 */
import type { PageTypeId } from './pageTypes';
import type { BenchReport, Measured, PageReport } from './types';
import { isMeasured } from './types';

export type Comparison = 'atMost' | 'atLeast';

interface BudgetBase {
  id: string;
  /** Says what is limited, e.g. "First-load JS (gzip)". */
  label: string;
  comparison: Comparison;
  limit: number;
  unit: 'bytes' | 'score' | 'ms' | 's' | '';
}

/** A budget every applicable page must meet. */
export interface PageBudget extends BudgetBase {
  scope: 'page';
  appliesTo: 'all' | readonly PageTypeId[];
  read: (page: PageReport) => Measured<{ value: number }>;
}

/** A budget on a figure measured once per run (builds, corpus, interactions). */
export interface RunBudget extends BudgetBase {
  scope: 'run';
  read: (report: BenchReport) => Measured<{ value: number }>;
}

export type Budget = PageBudget | RunBudget;

/** Lifts a figure out of a measurement, keeping the reason when there is none. */
function pick<T extends object>(
  measured: Measured<T>,
  get: (value: T) => number,
): Measured<{ value: number }> {
  return isMeasured(measured) ? { value: get(measured) } : measured;
}

/** Static pages students read: the strictest performance bar. */
const READING_PAGES: readonly PageTypeId[] = ['home', 'module', 'solution', 'license'];
/** Pages that are small applications over the whole corpus. */
const APP_PAGES: readonly PageTypeId[] = ['problems', 'dashboard'];

export const BUDGETS: readonly Budget[] = [
  {
    id: 'first-load-js',
    label: 'First-load JS (gzip)',
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
    scope: 'page',
    appliesTo: 'all',
    comparison: 'atMost',
    limit: 20_000,
    unit: 'bytes',
    read: (page) => pick(page.bytes, (bytes) => bytes.css.gzip),
  },
  {
    id: 'performance-reading',
    label: 'Lighthouse performance',
    scope: 'page',
    appliesTo: READING_PAGES,
    comparison: 'atLeast',
    limit: 0.98,
    unit: 'score',
    read: (page) => pick(page.lighthouse, (lh) => lh.performance),
  },
  {
    id: 'performance-app',
    label: 'Lighthouse performance',
    scope: 'page',
    appliesTo: APP_PAGES,
    comparison: 'atLeast',
    limit: 0.95,
    unit: 'score',
    read: (page) => pick(page.lighthouse, (lh) => lh.performance),
  },
  {
    id: 'accessibility',
    label: 'Lighthouse accessibility',
    scope: 'page',
    appliesTo: 'all',
    comparison: 'atLeast',
    limit: 1,
    unit: 'score',
    read: (page) => pick(page.lighthouse, (lh) => lh.accessibility),
  },
  {
    id: 'best-practices',
    label: 'Lighthouse best practices',
    scope: 'page',
    appliesTo: 'all',
    comparison: 'atLeast',
    limit: 0.95,
    unit: 'score',
    read: (page) => pick(page.lighthouse, (lh) => lh.bestPractices),
  },
  {
    id: 'seo',
    label: 'Lighthouse SEO',
    scope: 'page',
    appliesTo: 'all',
    comparison: 'atLeast',
    limit: 0.95,
    unit: 'score',
    read: (page) => pick(page.lighthouse, (lh) => lh.seo),
  },
  {
    id: 'cls',
    label: 'CLS',
    scope: 'page',
    appliesTo: 'all',
    comparison: 'atMost',
    limit: 0.02,
    unit: '',
    read: (page) => pick(page.lighthouse, (lh) => lh.cls),
  },
  {
    id: 'tbt',
    label: 'TBT',
    scope: 'page',
    appliesTo: 'all',
    comparison: 'atMost',
    limit: 100,
    unit: 'ms',
    read: (page) => pick(page.lighthouse, (lh) => lh.tbt),
  },
  {
    id: 'search-interaction',
    label: '/problems search keystroke → rows updated',
    scope: 'run',
    comparison: 'atMost',
    limit: 50,
    unit: 'ms',
    read: (report) => pick(report.interactions, (i) => i.search),
  },
  {
    id: 'status-interaction',
    label: '/problems status change → row updated',
    scope: 'run',
    comparison: 'atMost',
    limit: 50,
    unit: 'ms',
    read: (report) => pick(report.interactions, (i) => i.status),
  },
  {
    id: 'cold-build',
    label: 'Cold build (bundled content)',
    scope: 'run',
    comparison: 'atMost',
    limit: 180,
    unit: 's',
    read: (report) => pick(report.build.cold, (b) => b.seconds),
  },
  {
    id: 'warm-build',
    label: 'Warm build after one module edit',
    scope: 'run',
    comparison: 'atMost',
    limit: 30,
    unit: 's',
    read: (report) => pick(report.build.warm, (b) => b.seconds),
  },
  {
    id: 'corpus-validation',
    label: 'Validation of the synthetic corpus',
    scope: 'run',
    comparison: 'atMost',
    limit: 5,
    unit: 's',
    read: (report) => pick(report.corpus.validate, (v) => v.seconds),
  },
];

export type BudgetOutcome = 'pass' | 'miss' | 'n/a';

export interface BudgetResult {
  budget: Budget;
  /** The page type the result is about; absent for run budgets. */
  page?: PageTypeId;
  outcome: BudgetOutcome;
  value?: number;
  /** Why there is no value (n/a, or the measurement error that makes this a miss). */
  reason?: string;
}

export function meets(comparison: Comparison, value: number, limit: number): boolean {
  return comparison === 'atMost' ? value <= limit : value >= limit;
}

function evaluate(
  budget: Budget,
  measured: Measured<{ value: number }>,
  page?: PageTypeId,
): BudgetResult {
  const base = page ? { budget, page } : { budget };
  if (isMeasured(measured)) {
    const outcome = meets(budget.comparison, measured.value, budget.limit) ? 'pass' : 'miss';
    return { ...base, outcome, value: measured.value };
  }
  // Nothing to measure yet is not a miss; a measurement that failed is.
  return {
    ...base,
    outcome: measured.status === 'error' ? 'miss' : 'n/a',
    reason: measured.reason,
  };
}

function applies(budget: PageBudget, page: PageReport): boolean {
  return budget.appliesTo === 'all' || budget.appliesTo.includes(page.id);
}

export function checkBudgets(report: BenchReport, budgets = BUDGETS): BudgetResult[] {
  const results: BudgetResult[] = [];
  for (const budget of budgets) {
    if (budget.scope === 'run') {
      results.push(evaluate(budget, budget.read(report)));
      continue;
    }
    for (const page of report.pages) {
      if (applies(budget, page)) {
        results.push(evaluate(budget, budget.read(page), page.id));
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
      return `${(value / 1000).toFixed(1)} KB`;
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

/** One line per miss, naming the budget, the page and the figure: what `--check` prints. */
export function describeMisses(results: readonly BudgetResult[]): string[] {
  return results
    .filter((result) => result.outcome === 'miss')
    .map((result) => {
      const where = result.page ? ` on ${result.page}` : '';
      const got =
        result.value === undefined
          ? `not measured (${result.reason ?? 'unknown error'})`
          : formatValue(result.budget, result.value);
      return `${result.budget.label}${where}: ${got}, budget ${formatLimit(result.budget)}`;
    });
}
