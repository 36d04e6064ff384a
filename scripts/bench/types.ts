/** The figures the bench measures, as they appear in the JSON report. */
import type { ClsFigure, ViewportId } from './layoutShift';
import type { PageTypeId } from './pageTypes';

/**
 * A figure the bench did not get. `n/a`: there is nothing to measure yet ("not built yet", "no
 * modules yet"), which no budget holds against. `error`: the measurement itself failed, which
 * `--check` reports as a miss so a broken bench never passes silently.
 */
export interface NotMeasured {
  status: 'n/a' | 'error';
  reason: string;
}

export type Measured<T> = T | NotMeasured;

export function isMeasured<T extends object>(value: Measured<T>): value is T {
  return !('status' in value && (value.status === 'n/a' || value.status === 'error'));
}

export function notMeasured(reason: string): NotMeasured {
  return { status: 'n/a', reason };
}

export function measurementError(error: unknown): NotMeasured {
  const message = error instanceof Error ? error.message : String(error);
  return { status: 'error', reason: message.split('\n')[0] };
}

/** Bytes of one kind of resource: as decoded (raw) and gzip-compressed. */
export interface ByteCount {
  raw: number;
  gzip: number;
}

export interface PageBytes {
  html: ByteCount;
  css: ByteCount;
  js: ByteCount;
  /** page-data and other JSON the page fetched (not budgeted; for the record). */
  data: ByteCount;
  /** Search index files fetched (none is right: search loads when it opens). */
  search: ByteCount;
  /** The JavaScript URLs counted in `js` (inline scripts appear as `inline#n`). */
  jsFiles: string[];
}

/**
 * Percent of CPU time the host stole while a figure was measured (steal.ts); absent where the
 * system does not say (no /proc/stat).
 */
export interface StealFigure {
  steal?: number;
}

/**
 * A Lighthouse run taken while the host was not at full speed: replaced (left out of the medians)
 * when it missed a CPU-bound budget of its page, kept when it met them.
 */
export interface SlowedRun {
  performance: number;
  tbt: number;
  benchmarkIndex: number;
  steal?: number;
  /** What slowed the host, e.g. "the host stole 9.6 % of the CPU". */
  reason: string;
}

export interface LighthouseFigures extends StealFigure {
  /** Runs the medians are taken over. */
  runs: number;
  /** TBT of each of those runs, ms, in run order: the spread shows how noisy the machine was. */
  tbtRuns: number[];
  /** Runs replaced by later runs because the host was slowed (none when it ran at full speed). */
  discarded: SlowedRun[];
  /**
   * Runs the host slowed that count all the same: they met the page's CPU-bound budgets, and a
   * slowed host only ever makes those figures worse.
   */
  kept: SlowedRun[];
  /**
   * Why a CPU-bound budget these figures miss cannot be decided: the host was slowed during runs
   * the medians had to use. Absent when enough runs count (at full speed, or kept).
   */
  disturbance?: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Largest Contentful Paint, ms. */
  lcp: number;
  /** Total Blocking Time, ms. */
  tbt: number;
  /** Cumulative Layout Shift, unitless. */
  cls: number;
  /** Lighthouse's own CPU speed probe (higher is faster): low values mean a busy machine. */
  benchmarkIndex: number;
  /** The lowest CPU index among the runs the medians are taken over. */
  lowestBenchmarkIndex: number;
}

export interface InteractionFigures extends StealFigure {
  /**
   * Problems the table listed when the timings were taken: its `aria-rowcount` less the header
   * row when it has one (a windowed table renders only the rows in view), else its rows.
   */
  rows: number;
  /** Row elements actually in the page (fewer than `rows` when the table is windowed). */
  renderedRows?: number;
  /** Search keystroke → rows updated, ms (median). */
  search: number;
  /** Status change → row updated, ms (median). */
  status: number;
}

export interface PageReport {
  id: PageTypeId;
  label: string;
  path: Measured<{ path: string }>;
  bytes: Measured<PageBytes>;
  lighthouse: Measured<LighthouseFigures>;
}

/** A wall-clock duration, with the steal during it. */
export interface Timing extends StealFigure {
  seconds: number;
}

export interface BuildReport {
  /** Seconds; cold = after `gatsby clean`. */
  cold: Measured<Timing>;
  /** Seconds; warm = rebuild after editing one module file. */
  warm: Measured<Timing & { editedFile: string }>;
}

/** Cold builds of the corpus: the median, each run, and the peak memory over them. */
export interface ColdBuilds extends Timing {
  /** Seconds of each cold build, in run order (`seconds` is their median). */
  runs: number[];
  /** Largest summed RSS of the build's whole process tree over the runs, bytes (memory.ts). */
  peakMemoryBytes?: number;
}

/**
 * What the full-size site sends beyond a page's own first load: the data a client-side link to a
 * module fetches, whether a direct load of that module fetched its article again, and search.
 */
export interface DeliveryFigures {
  /** The module whose data is heaviest, measured. */
  modulePath: string;
  /** Its page data plus its article file, gzip: what a link to it fetches. */
  moduleData: ByteCount;
  /** Bytes of its article file fetched when the module was opened directly (0 is right). */
  articleOnDirectLoad: number;
  /** The first query of a visit, each in a fresh browser: its query and what it fetched. */
  searchFirstQueries: { query: string; bytes: ByteCount }[];
}

export interface CorpusReport {
  /** Seconds to generate the synthetic corpus (for the record). */
  generate: Measured<Timing>;
  /** Seconds for `npm run validate -- <corpus>`. */
  validate: Measured<Timing>;
  /** `gatsby build` of the synthetic corpus: cold (median of runs), and warm after editing one of its modules. */
  build: { cold: Measured<ColdBuilds>; warm: BuildReport['warm'] };
  /** The corpus site's page types, measured as the bundled site's are. */
  pages: PageReport[];
  delivery: Measured<DeliveryFigures>;
}

export type DevelopEditKind = 'module' | 'problems' | 'solution';

/** `npm run develop` as an author meets it (develop.ts). */
export interface DevelopFigures extends StealFigure {
  /** Seconds from starting the server to its serving every page's data. */
  startSeconds: number;
  /** Ms from saving a file to the change showing in the open page, each edit in order. */
  edits: Record<DevelopEditKind, number[]>;
}

export interface MachineInfo {
  date: string;
  cpus: number;
  memoryGiB: number;
  node: string;
  chromium: string;
  /** /proc/loadavg's 1-minute figure at start and end. */
  loadStart: number;
  loadEnd: number;
  /** Percent of CPU time the host stole over the whole bench, when the system says. */
  steal?: number;
}

/** One built page's CLS at each viewport of the sweep (clsSweep.ts). */
export interface ClsPage {
  /** The URL path, e.g. `/solutions/cses-1660`. */
  path: string;
  cls: Record<ViewportId, Measured<ClsFigure>>;
}

export interface ClsSweep {
  pages: ClsPage[];
}

export interface BenchReport {
  command: string;
  machine: MachineInfo;
  build: BuildReport;
  corpus: CorpusReport;
  pages: PageReport[];
  interactions: Measured<InteractionFigures & { corpus: 'synthetic' | 'bundled' }>;
  /** CLS of every built page of the bundled content, at each viewport. */
  layoutShift: Measured<ClsSweep>;
  develop: Measured<DevelopFigures>;
}
