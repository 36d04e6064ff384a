/**
 * Lighthouse 12 with its default settings (mobile, simulated throttling), run through its CLI so
 * every run gets a fresh Chromium (cold cache, no service worker). Figures are the median of the
 * runs, metric by metric. Each run's full report stays in .bench/lighthouse/ for diagnosis.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_FLAGS, ROOT, SCRATCH_DIR } from './environment';
import { median } from './stats';
import type { LighthouseFigures } from './types';

const run = promisify(execFile);

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** The parts of a Lighthouse result (LHR) that we read. */
export interface LighthouseResult {
  runtimeError?: { code: string; message: string };
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
}

type RunFigures = Omit<LighthouseFigures, 'runs' | 'tbtRuns'>;

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
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    benchmarkIndex: Math.round(of('benchmarkIndex')),
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
  runs: number,
  chromiumPath: string,
): Promise<LighthouseFigures> {
  const dir = join(SCRATCH_DIR, 'lighthouse');
  mkdirSync(dir, { recursive: true });
  const results: RunFigures[] = [];
  for (let i = 1; i <= runs; i++) {
    results.push(await runOnce(url, chromiumPath, join(dir, `${name}-${i}.json`)));
  }
  return medianFigures(results);
}
