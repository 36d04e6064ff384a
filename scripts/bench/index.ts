/**
 * `npm run bench [-- --check] [--quick] [--pages home,module] …`: build, serve, measure every page
 * type, sweep every built page for layout shift, time edits against the development server,
 * print one report, write it to .bench/ (and with
 * --docs into docs/performance.md), and with --check
 * exit 1 naming each budget missed, or 3 when no budget was missed but some could not be decided
 * because the host stole CPU time (see steal.ts). See docs/performance.md for the method.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Browser } from '@playwright/test';
import { checkBudgets, checkVerdict, runMeetsCpuBudgets } from './budgets';
import { measureBuilds } from './build';
import { sweepLayoutShift } from './clsSweep';
import { buildCorpusSite, CORPUS_COLD_RUNS, corpusBuildBlocker, measureCorpus } from './corpus';
import { measureDelivery } from './delivery';
import { measureDevelop } from './develop';
import {
  currentLoad,
  describeMachine,
  findChromium,
  PUBLIC_DIR,
  ROOT,
  SCRATCH_DIR,
} from './environment';
import { launchBrowser, measurePageBytes } from './fetched';
import { measureProblemsInteractions } from './interactions';
import { ExtraRuns, measureLighthouse } from './lighthouse';
import { parseOptions, type BenchOptions } from './options';
import { PAGE_TYPES } from './pageTypes';
import { renderPerformanceDoc, renderTables } from './report';
import { servePublic } from './serve';
import { readCpuSample, stealField, stealPercent } from './steal';
import { listSweepPaths } from './sweepPaths';
import {
  isMeasured,
  measurementError,
  notMeasured,
  type BenchReport,
  type CorpusReport,
  type PageReport,
} from './types';

const DOC_PATH = join(ROOT, 'docs', 'performance.md');
const REPORT_PATH = join(SCRATCH_DIR, 'performance.md');
const JSON_PATH = join(SCRATCH_DIR, 'performance.json');
/** The tables alone, for CI to append to $GITHUB_STEP_SUMMARY. */
const SUMMARY_PATH = join(SCRATCH_DIR, 'summary.md');

function log(line: string): void {
  console.error(line);
}

/** Paths relative to public/ of every built `index.html`. */
function listBuiltPages(dir = PUBLIC_DIR, found: string[] = []): string[] {
  if (!existsSync(dir)) return found;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) listBuiltPages(path, found);
    else if (entry.name === 'index.html') found.push(relative(PUBLIC_DIR, path));
  }
  return found;
}

async function measurePages(
  options: BenchOptions,
  origin: string,
  browser: Browser,
  chromiumPath: string,
): Promise<PageReport[]> {
  const built = listBuiltPages();
  const reports: PageReport[] = [];
  const extra = new ExtraRuns();
  for (const type of PAGE_TYPES.filter((t) => options.pages.includes(t.id))) {
    const path = type.resolve(built);
    if (!path) {
      const none = notMeasured('not built yet');
      reports.push({ id: type.id, label: type.label, path: none, bytes: none, lighthouse: none });
      continue;
    }
    log(
      `${type.label} (${path}): bytes, Lighthouse ×${options.lighthouseRuns} (load ${currentLoad()}) …`,
    );
    const url = `${origin}${path}`;
    const bytes = await measurePageBytes(browser, url).catch(measurementError);
    const lighthouse = await measureLighthouse(
      url,
      type.id,
      options.lighthouseRuns,
      chromiumPath,
      extra,
      (figures) => runMeetsCpuBudgets(type.id, figures),
      log,
    ).catch(measurementError);
    reports.push({ id: type.id, label: type.label, path: { path }, bytes, lighthouse });
  }
  return reports;
}

/** The layout-shift sweep of every built page (clsSweep.ts), in the bench's browser. */
async function measureLayoutShift(
  browser: Browser,
  origin: string,
): Promise<BenchReport['layoutShift']> {
  const paths = listSweepPaths(PUBLIC_DIR);
  log(`Layout-shift sweep: ${paths.length} pages at 412×823 and 1280×800 …`);
  return sweepLayoutShift(browser, origin, paths, log).catch(measurementError);
}

/**
 * Synthetic corpus: generate + validate; then, if the build supports it, build it cold (median of
 * three) and warm, and measure its pages, its delivery (delivery.ts) and /problems as for the
 * bundled site.
 */
async function measureCorpusStage(
  options: BenchOptions,
  chromiumPath: string,
): Promise<{ corpus: CorpusReport; interactions?: BenchReport['interactions'] }> {
  const { generate, validate } = await measureCorpus(log);
  const blocker = options.skipBuild ? 'skipped (--no-build)' : corpusBuildBlocker(generate);
  if (blocker) {
    const none = notMeasured(blocker);
    return {
      corpus: { generate, validate, build: { cold: none, warm: none }, pages: [], delivery: none },
    };
  }
  const build = await buildCorpusSite(log, options.skipColdBuild ? 1 : CORPUS_COLD_RUNS);
  if (!isMeasured(build.cold)) {
    return { corpus: { generate, validate, build, pages: [], delivery: build.cold } };
  }
  const server = await servePublic();
  const browser = await launchBrowser(chromiumPath);
  try {
    log('Synthetic corpus pages:');
    const pages = await measurePages(options, server.origin, browser, chromiumPath);
    log('Synthetic corpus: module data, direct load, search first queries …');
    const delivery = await measureDelivery(browser, server.origin, PUBLIC_DIR).catch(
      measurementError,
    );
    const corpus = { generate, validate, build, pages, delivery };
    const problems = pages.find((page) => page.id === 'problems');
    if (!problems || !isMeasured(problems.path)) {
      return { corpus, interactions: notMeasured('/problems not built yet') };
    }
    log('/problems interactions (synthetic corpus) …');
    const interactions = await measureProblemsInteractions(
      browser,
      `${server.origin}${problems.path.path}`,
    )
      .then((figures) => ({ ...figures, corpus: 'synthetic' as const }))
      .catch(measurementError);
    return { corpus, interactions };
  } finally {
    await browser.close();
    await server.stop();
    log('Note: public/ now holds the synthetic corpus site; run `npm run build` before e2e tests.');
  }
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  const loadStart = currentLoad();
  const cpuStart = readCpuSample();
  const chromiumPath = findChromium();
  log(`Bench: load average ${loadStart}, Chromium ${chromiumPath}`);

  const build = await measureBuilds(options, log);
  if (!existsSync(join(PUBLIC_DIR, 'index.html'))) {
    throw new Error('public/ has no build to measure (run without --no-build).');
  }

  const server = await servePublic();
  const browser = await launchBrowser(chromiumPath);
  let pages: PageReport[];
  // Interactions on the bundled content, replaced below by the synthetic corpus when it builds.
  let interactions: BenchReport['interactions'] = notMeasured('/problems not built yet');
  let layoutShift: BenchReport['layoutShift'] = notMeasured('skipped (--no-sweep)');
  let develop: BenchReport['develop'] = notMeasured('skipped (--no-develop)');
  try {
    pages = await measurePages(options, server.origin, browser, chromiumPath);
    const problems = pages.find((page) => page.id === 'problems');
    if (problems && isMeasured(problems.path)) {
      log('/problems interactions (bundled content) …');
      interactions = await measureProblemsInteractions(
        browser,
        `${server.origin}${problems.path.path}`,
      )
        .then((figures) => ({ ...figures, corpus: 'bundled' as const }))
        .catch(measurementError);
    }
    // Before the corpus stage, which replaces public/ with the synthetic site.
    if (options.sweep) layoutShift = await measureLayoutShift(browser, server.origin);
    if (options.develop) develop = await measureDevelop(browser, log).catch(measurementError);
  } finally {
    await browser.close();
    await server.stop();
  }

  const corpusStage = await measureCorpusStage(options, chromiumPath);
  const report: BenchReport = {
    command: [
      'npm run bench',
      ...(process.argv.length > 2 ? ['--', ...process.argv.slice(2)] : []),
    ].join(' '),
    machine: {
      ...describeMachine(chromiumPath, loadStart),
      ...stealField(stealPercent(cpuStart, readCpuSample())),
    },
    build,
    corpus: corpusStage.corpus,
    pages,
    interactions: corpusStage.interactions ?? interactions,
    layoutShift,
    develop,
  };
  const results = checkBudgets(report);
  const tables = renderTables(report, results);
  console.log(tables);

  mkdirSync(SCRATCH_DIR, { recursive: true });
  writeFileSync(SUMMARY_PATH, `${tables}\n`);
  const previous = existsSync(DOC_PATH) ? readFileSync(DOC_PATH, 'utf8') : '';
  const doc = renderPerformanceDoc(report, results, previous);
  writeFileSync(REPORT_PATH, doc);
  const prettier = await import('prettier');
  writeFileSync(JSON_PATH, await prettier.format(JSON.stringify(report), { parser: 'json' }));
  log(`Wrote ${relative(ROOT, REPORT_PATH)} and ${relative(ROOT, JSON_PATH)}.`);
  if (options.docs) {
    writeFileSync(DOC_PATH, doc);
    log(`Rewrote the generated part of ${relative(ROOT, DOC_PATH)}.`);
  }

  if (!options.check) return 0;
  const { code, lines } = checkVerdict(results);
  for (const line of lines) log(line);
  return code;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  },
);
