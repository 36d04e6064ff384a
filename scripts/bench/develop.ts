/**
 * How long an author waits, with `npm run develop` open in a browser, between saving a file and
 * seeing the change in the page: for a module's MDX, its problems file and a solution, each edited
 * EDITS_PER_KIND times with a new sentence (or problem name) found by its text, as the author finds
 * it. The clock starts just before the file is written and stops when the text is visible; the
 * page is never reloaded.
 */
import type { Browser, Page } from '@playwright/test';
import { openHydrated, startDevelopServer, type DevelopServer } from './developServer';
import { median } from './stats';
import { withSteal, stealField } from './steal';
import type { DevelopFigures, DevelopEditKind } from './types';

const PORT = Number(process.env.BENCH_DEVELOP_PORT ?? 8124);
const EDITS_PER_KIND = 3;
/** The server's first compile of every page: minutes on two cores. */
const START_TIMEOUT_MS = 600_000;
/** An edit slower than this is a broken server, not a slow one. */
const EDIT_TIMEOUT_MS = 60_000;

const MODULE_PATH = '/bronze/prefix-sums';
const MODULE_FILE = 'content/bronze/prefix-sums.mdx';
const PROBLEMS_FILE = 'content/bronze/prefix-sums.problems.json';
const PROBLEM_NAME = 'Static Range Sum Queries';
const SOLUTION_PATH = '/solutions/cses-1660';
const SOLUTION_FILE = 'solutions/bronze/cses-1660.mdx';

/** Milliseconds from writing the file to `text` being visible in the open page. */
async function timeEdit(page: Page, write: () => void, text: string): Promise<number> {
  const start = performance.now();
  write();
  await page.getByText(text, { exact: false }).first().waitFor({ timeout: EDIT_TIMEOUT_MS });
  return performance.now() - start;
}

const RUNS = Array.from({ length: EDITS_PER_KIND }, (_, i) => i + 1);

/** Appends a new sentence to `file` once per run, timing each until it shows in the page. */
async function timeAppends(
  server: DevelopServer,
  page: Page,
  file: string,
  sentence: (run: number) => string,
): Promise<number[]> {
  const times: number[] = [];
  for (const run of RUNS) {
    const added = sentence(run);
    times.push(
      await timeEdit(page, () => server.edit(file, (text) => `${text}\n${added}\n`), added),
    );
  }
  return times;
}

async function timeEdits(server: DevelopServer, page: Page): Promise<DevelopFigures['edits']> {
  await openHydrated(page, `${server.origin}${MODULE_PATH}`, EDIT_TIMEOUT_MS);
  const module = await timeAppends(
    server,
    page,
    MODULE_FILE,
    (run) => `A sentence saved while the page is open, number ${run}.`,
  );
  const problems: number[] = [];
  let name = PROBLEM_NAME;
  for (const run of RUNS) {
    const previous = name;
    name = `${PROBLEM_NAME} (renamed ${run})`;
    const renamed = name;
    problems.push(
      await timeEdit(
        page,
        () =>
          server.edit(PROBLEMS_FILE, (text) =>
            text.replace(`"name": "${previous}"`, `"name": "${renamed}"`),
          ),
        renamed,
      ),
    );
  }

  await openHydrated(page, `${server.origin}${SOLUTION_PATH}`, EDIT_TIMEOUT_MS);
  const solution = await timeAppends(
    server,
    page,
    SOLUTION_FILE,
    (run) => `A note saved while the solution is open, number ${run}.`,
  );
  return { module, problems, solution };
}

/** The slowest kind of edit, by its median: the figure the budget holds. */
export function slowestEdit(edits: DevelopFigures['edits']): { kind: DevelopEditKind; ms: number } {
  const kinds = Object.keys(edits) as DevelopEditKind[];
  return kinds
    .map((kind) => ({ kind, ms: median(edits[kind]) }))
    .reduce((slowest, next) => (next.ms > slowest.ms ? next : slowest));
}

export async function measureDevelop(
  browser: Browser,
  log: (line: string) => void,
): Promise<DevelopFigures> {
  log('Development server: start, then edits to a module, its problems and a solution …');
  const startedAt = performance.now();
  const server = await startDevelopServer(PORT, START_TIMEOUT_MS);
  const startSeconds = (performance.now() - startedAt) / 1000;
  // The server is stopped whatever fails after it started, the browser included: left running,
  // it would hold its port and two cores for the rest of the bench.
  try {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const { value: edits, steal } = await withSteal(() => timeEdits(server, page));
      return { startSeconds, edits, ...stealField(steal) };
    } finally {
      await context.close();
    }
  } finally {
    server.stop();
  }
}
