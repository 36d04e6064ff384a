/**
 * Lighthouse 12 with its default settings (mobile, simulated throttling), run through its CLI so
 * every run gets a fresh Chromium (cold cache, no service worker). Figures are the median of the
 * runs, metric by metric. Each run's full report stays in .bench/lighthouse/ for diagnosis.
 *
 * A run taken while the host was slowed (more than STEAL_LIMIT_PERCENT of the CPU stolen, or a
 * CPU index under MIN_BENCHMARK_INDEX) is kept if it met its page's CPU-bound budgets anyway (a
 * slowed host only makes those figures worse), and otherwise replaced by another, within a small
 * allowance of extra runs. When the allowance runs out first, the medians take every run and say
 * what slowed them, so budgets.ts leaves a miss undecided.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_FLAGS, ROOT, SCRATCH_DIR } from './environment';
import { median } from './stats';
import { stealDisturbance, stealField, withSteal } from './steal';
import type { LighthouseFigures, SlowedRun } from './types';

const run = promisify(execFile);

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** The parts of a Lighthouse result (LHR) that we read. */
export interface LighthouseResult {
  runtimeError?: { code: string; message: string };
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
}

export type RunFigures = Omit<
  LighthouseFigures,
  'runs' | 'tbtRuns' | 'discarded' | 'kept' | 'disturbance' | 'steal' | 'lowestBenchmarkIndex'
>;

/** One run's figures and the steal during it. */
export interface LighthouseRun {
  figures: RunFigures;
  steal: number | undefined;
}

/**
 * Lighthouse's default 4× CPU slowdown turns a host in the "high-end desktop" bracket
 * (benchmarkIndex 1,500–2,000 in Lighthouse's docs/throttling.md) into a mid-tier phone. A run
 * whose host measured less emulates a slower phone than the budgets are written for.
 */
export const MIN_BENCHMARK_INDEX = 1500;

/** Extra runs per page that may replace slowed ones. */
export const EXTRA_RUNS_PER_PAGE = 3;
/** Extra runs over the whole bench: about 16 s each, so the bench stays under 15 minutes. */
export const EXTRA_RUNS_PER_BENCH = 10;

/**
 * Why the host may have slowed a run (or the runs behind a median): too much steal, or a CPU
 * index under MIN_BENCHMARK_INDEX. Undefined when it ran at full speed.
 */
export function hostDisturbance(
  steal: number | undefined,
  benchmarkIndex: number,
): string | undefined {
  const reasons = [stealDisturbance(steal)];
  if (benchmarkIndex < MIN_BENCHMARK_INDEX) {
    reasons.push(
      `Lighthouse's CPU index was ${Math.round(benchmarkIndex)}, under the ${MIN_BENCHMARK_INDEX} its default throttling is calibrated for`,
    );
  }
  const found = reasons.filter((reason): reason is string => reason !== undefined);
  return found.length > 0 ? found.join(' and ') : undefined;
}

function runDisturbance(run: LighthouseRun): string | undefined {
  return hostDisturbance(run.steal, run.figures.benchmarkIndex);
}

/** Why a CPU-bound budget these figures miss cannot be decided, if it cannot. */
export function lighthouseDisturbance(figures: LighthouseFigures): string | undefined {
  return figures.disturbance;
}

/**
 * Whether one run meets its page's CPU-bound budgets (performance, TBT): see budgets.ts. A run the
 * host slowed that meets them still counts, since a slowed host only makes those figures worse.
 */
export type MeetsCpuBudgets = (figures: RunFigures) => boolean;

/** Counts no slowed run (for a page without CPU-bound budgets, or a test). */
const COUNT_NO_SLOWED_RUN: MeetsCpuBudgets = () => false;

interface JudgedRun {
  run: LighthouseRun;
  /** What slowed the host during the run, if anything. */
  reason?: string;
  /** Whether the run counts: it ran at full speed, or met the page's CPU-bound budgets. */
  counts: boolean;
}

function judge(run: LighthouseRun, meetsCpuBudgets: MeetsCpuBudgets): JudgedRun {
  const reason = runDisturbance(run);
  if (reason === undefined) return { run, counts: true };
  return { run, reason, counts: meetsCpuBudgets(run.figures) };
}

/** A slowed run as the report lists it. */
function slowedRun({ run, reason }: JudgedRun): SlowedRun {
  const { performance, tbt, benchmarkIndex } = run.figures;
  return { performance, tbt, benchmarkIndex, ...stealField(run.steal), reason: reason ?? '' };
}

/** The extra runs left for the whole bench, shared by its pages. */
export class ExtraRuns {
  constructor(private remaining = EXTRA_RUNS_PER_BENCH) {}

  get left(): number {
    return this.remaining;
  }

  take(): void {
    if (this.remaining <= 0) throw new Error('no extra Lighthouse runs left');
    this.remaining--;
  }
}

function score(lhr: LighthouseResult, category: string): number {
  const value = lhr.categories[category]?.score;
  if (value === null || value === undefined)
    throw new Error(`Lighthouse gave no ${category} score`);
  return value;
}

function metric(lhr: LighthouseResult, audit: string): number {
  const value = lhr.audits[audit]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no ${audit} value`);
  return value;
}

export function toRunFigures(lhr: LighthouseResult): RunFigures {
  if (lhr.runtimeError) {
    throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcp: metric(lhr, 'largest-contentful-paint'),
    tbt: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
  };
}

/** Median of each figure over the runs (a noisy run cannot decide a budget on its own). */
export function medianFigures(runs: readonly RunFigures[]): LighthouseFigures {
  const of = (key: keyof RunFigures): number => median(runs.map((figures) => figures[key]));
  return {
    runs: runs.length,
    tbtRuns: runs.map((figures) => figures.tbt),
    discarded: [],
    kept: [],
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    benchmarkIndex: Math.round(of('benchmarkIndex')),
    lowestBenchmarkIndex: Math.round(Math.min(...runs.map((figures) => figures.benchmarkIndex))),
  };
}

/**
 * Whether to take one more run: until `wanted` runs are done, always; after that only while
 * fewer than `wanted` count (ran at full speed, or met the page's CPU-bound budgets although
 * slowed), an extra run is left (for the page and the bench), and the extra runs left can still
 * make up the difference.
 */
export function wantsAnotherRun(
  runs: readonly LighthouseRun[],
  wanted: number,
  extraLeft: number,
  meetsCpuBudgets: MeetsCpuBudgets = COUNT_NO_SLOWED_RUN,
): boolean {
  if (runs.length < wanted) return true;
  const missing = wanted - runs.filter((run) => judge(run, meetsCpuBudgets).counts).length;
  if (missing <= 0) return false;
  const pageLeft = wanted + EXTRA_RUNS_PER_PAGE - runs.length;
  return Math.min(pageLeft, extraLeft) >= missing;
}

/**
 * The page's figures. When at least `wanted` runs count, the medians are over them; the slowed
 * runs among them are listed as kept, the others as discarded, and a miss is decided: the runs
 * that missed ran at full speed. Otherwise the medians are over every run, with the highest
 * steal and the lowest CPU index among them, and a CPU-bound miss is not decided.
 */
export function summarizeRuns(
  runs: readonly LighthouseRun[],
  wanted: number,
  meetsCpuBudgets: MeetsCpuBudgets = COUNT_NO_SLOWED_RUN,
): LighthouseFigures {
  if (runs.length === 0) throw new Error('no Lighthouse runs to summarize');
  const judged = runs.map((run) => judge(run, meetsCpuBudgets));
  const counting = judged.filter(({ counts }) => counts);
  const enough = counting.length >= wanted;
  const used = enough ? counting : judged;
  const steals = used.map(({ run }) => run.steal).filter((steal) => steal !== undefined);
  const steal = steals.length > 0 ? Math.max(...steals) : undefined;
  const figures = medianFigures(used.map(({ run }) => run.figures));
  const disturbance = enough ? undefined : hostDisturbance(steal, figures.lowestBenchmarkIndex);
  const slowed = (list: readonly JudgedRun[]) =>
    list.filter(({ reason }) => reason !== undefined).map(slowedRun);
  return {
    ...figures,
    discarded: enough ? slowed(judged.filter(({ counts }) => !counts)) : [],
    kept: enough ? slowed(counting) : [],
    ...stealField(steal),
    ...(disturbance === undefined ? {} : { disturbance }),
  };
}

async function runOnce(url: string, chromiumPath: string, reportPath: string): Promise<RunFigures> {
  await run(
    process.execPath,
    [
      join(ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js'),
      url,
      '--quiet',
      '--output=json',
      `--output-path=${reportPath}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
    ],
    { cwd: ROOT, env: { ...process.env, CHROME_PATH: chromiumPath }, timeout: 180_000 },
  );
  return toRunFigures(JSON.parse(readFileSync(reportPath, 'utf8')) as LighthouseResult);
}

export async function measureLighthouse(
  url: string,
  name: string,
  wanted: number,
  chromiumPath: string,
  extra: ExtraRuns,
  meetsCpuBudgets: MeetsCpuBudgets,
  log: (line: string) => void = () => {},
): Promise<LighthouseFigures> {
  const dir = join(SCRATCH_DIR, 'lighthouse');
  mkdirSync(dir, { recursive: true });
  // An earlier bench may have left more runs of this page (replacements): they are not this one's.
  const earlier = new RegExp(`^${name}-\\d+\\.json$`);
  for (const file of readdirSync(dir).filter((entry) => earlier.test(entry))) {
    rmSync(join(dir, file));
  }
  const runs: LighthouseRun[] = [];
  while (wantsAnotherRun(runs, wanted, extra.left, meetsCpuBudgets)) {
    if (runs.length >= wanted) extra.take();
    const reportPath = join(dir, `${name}-${runs.length + 1}.json`);
    const { value: figures, steal } = await withSteal(() => runOnce(url, chromiumPath, reportPath));
    const taken = { figures, steal };
    runs.push(taken);
    const { reason, counts } = judge(taken, meetsCpuBudgets);
    if (reason) {
      const verdict = counts ? 'kept, as it met the budgets' : 'to be replaced';
      log(`  run ${runs.length} (TBT ${Math.round(figures.tbt)} ms): ${reason}; ${verdict}`);
    }
  }
  return summarizeRuns(runs, wanted, meetsCpuBudgets);
}
