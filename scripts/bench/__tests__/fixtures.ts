/** Report builders for the tests: a fully measured page and run, overridable field by field. */
import type { ClsFigure } from '../layoutShift';
import { hostDisturbance } from '../lighthouse';
import type { PageTypeId } from '../pageTypes';
import {
  notMeasured,
  type BenchReport,
  type DevelopFigures,
  type LighthouseFigures,
  type PageBytes,
  type PageReport,
} from '../types';

export function goodBytes(overrides: Partial<PageBytes> = {}): PageBytes {
  return {
    html: { raw: 30_000, gzip: 8_000 },
    css: { raw: 13_000, gzip: 3_500 },
    js: { raw: 220_000, gzip: 75_000 },
    data: { raw: 100, gzip: 90 },
    search: { raw: 0, gzip: 0 },
    jsFiles: ['http://localhost/app.js'],
    ...overrides,
  };
}

/**
 * Figures over three runs; a steal or CPU index that slowed the host makes them undecidable (as
 * summarizeRuns has it when every run had to be used) unless `disturbance` says otherwise.
 */
export function goodLighthouse(overrides: Partial<LighthouseFigures> = {}): LighthouseFigures {
  const disturbance = hostDisturbance(
    overrides.steal ?? 0.4,
    overrides.lowestBenchmarkIndex ?? 1900,
  );
  return {
    ...(disturbance === undefined ? {} : { disturbance }),
    runs: 3,
    tbtRuns: [20, 20, 20],
    discarded: [],
    kept: [],
    performance: 1,
    accessibility: 1,
    bestPractices: 1,
    seo: 1,
    lcp: 900,
    tbt: 20,
    cls: 0,
    benchmarkIndex: 2000,
    lowestBenchmarkIndex: 1900,
    steal: 0.4,
    ...overrides,
  };
}

export function page(id: PageTypeId, overrides: Partial<PageReport> = {}): PageReport {
  return {
    id,
    label: id,
    path: { path: `/${id}` },
    bytes: goodBytes(),
    lighthouse: goodLighthouse(),
    ...overrides,
  };
}

export function unbuilt(id: PageTypeId): PageReport {
  const none = notMeasured('not built yet');
  return { id, label: id, path: none, bytes: none, lighthouse: none };
}

/** A page view without a layout shift. */
export function still(): ClsFigure {
  return { cls: 0, worst: [] };
}

/** A page view whose worst window is these shifts, each moving the elements named. */
export function shifted(...shifts: [value: number, sources: string[]][]): ClsFigure {
  const worst = shifts.map(([value, sources], i) => ({
    value,
    startTime: 100 * i,
    hadRecentInput: false,
    sources,
  }));
  return { cls: worst.reduce((sum, shift) => sum + shift.value, 0), worst };
}

/** A development server within its budget: every kind of edit shows in about 2 s. */
export function developFigures(): DevelopFigures {
  return {
    startSeconds: 140,
    edits: {
      module: [1900, 1700, 1800],
      problems: [2100, 2000, 2300],
      solution: [1500, 1600, 1400],
    },
  };
}

export function report(overrides: Partial<BenchReport> = {}): BenchReport {
  return {
    command: 'npm run bench',
    machine: {
      date: '2026-11-22T15:00:00.000Z',
      cpus: 2,
      memoryGiB: 23.5,
      node: 'v20.20.2',
      chromium: 'Chromium 156',
      loadStart: 0.5,
      loadEnd: 0.7,
    },
    build: { cold: { seconds: 60 }, warm: { seconds: 10, editedFile: 'content/general/a.mdx' } },
    corpus: {
      generate: { seconds: 1 },
      validate: { seconds: 2 },
      build: {
        cold: notMeasured('the Gatsby build does not read CONTENT_ROOT yet'),
        warm: notMeasured('the Gatsby build does not read CONTENT_ROOT yet'),
      },
      pages: [],
      delivery: notMeasured('the Gatsby build does not read CONTENT_ROOT yet'),
    },
    pages: [page('home')],
    interactions: notMeasured('/problems not built yet'),
    layoutShift: {
      pages: [
        { path: '/', cls: { mobile: still(), desktop: still() } },
        { path: '/general/choosing-a-language', cls: { mobile: still(), desktop: still() } },
      ],
    },
    develop: developFigures(),
    ...overrides,
  };
}
