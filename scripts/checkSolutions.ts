/**
 * `npm run check:solutions [-- <root>] [--only <id or snippet>] [--jobs <n>] [--time-limit <s>]`: every program of the content
 * tree under <root> (default: this repository) is compiled and run on its test cases of our
 * own: each solution's C++, Java and Python programs (solutions/<section>/<id>.mdx, cases in
 * <id>.cases.json) and each module's runnable snippets (```cpp run=<name> blocks, cases in
 * content/<section>/<module>.cases.json), in every language given. Fails with the file, the
 * snippet, the language, the case and a diff when an output differs, a program does not compile,
 * crashes or runs over the time limit. A cases file may name a checker (problems with several
 * right answers) or an interactor (interactive problems) that judges runs instead of a diff.
 *
 * Built to scale (scripts/solutions/slots.ts): one slot per core, each with one JVM and one
 * python3 that run many programs; g++ with a precompiled <bits/stdc++.h>; a program seen twice
 * (same language and source) is compiled once and run once per distinct case.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import {
  judgePath,
  readSnippetCases,
  readSolutionCases,
  MIN_SOLUTION_CASES,
} from '../src/content-model/cases';
import { formatContentError } from '../src/content-model/errors';
import { findSnippets } from '../src/content-model/snippets';
import {
  LANGUAGES,
  LANGUAGE_LABELS,
  describeDifference,
  extractPrograms,
  outputsMatch,
  type CaseFile,
  type Language,
  type TestCase,
} from './solutions/programs';
import { Slot, Workshop, hashProgram, type CaseRun, type Program } from './solutions/slots';

interface Job {
  /** How reports name the program: `solutions/bronze/x.mdx [C++]`, or with its snippet. */
  label: string;
  language: Language;
  source: string;
  cases: CaseFile;
  /** The absolute path of the cases file's checker or interactor, if it names one. */
  judge: string | null;
}

/** Where a cases file's judge is; null (with the error) when it names one that is missing. */
function judgeOf(root: string, casesFile: string, cases: CaseFile, errors: string[]) {
  if (!cases.judge) return { path: null };
  const path = join(root, judgePath(casesFile, cases.judge));
  if (existsSync(path)) return { path };
  errors.push(
    `${casesFile}: its ${cases.judge.kind} ${cases.judge.file} does not exist. Write it beside the cases file (docs/authoring.md, "Checkers and interactors").`,
  );
  return null;
}

function listFiles(dir: string, suffix: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return listFiles(path, suffix);
      return name.endsWith(suffix) ? [path] : [];
    });
}

function readCasesText(path: string): string | null {
  return existsSync(path) ? readFileSync(path, 'utf8') : null;
}

/** Each solution's programs with its cases; what stops a solution from being checked. */
function collectSolutions(root: string, only: string | null, jobs: Job[], errors: string[]) {
  const files = listFiles(join(root, 'solutions'), '.mdx').filter(
    (file) => !only || file.endsWith(`/${only}.mdx`),
  );
  for (const path of files) {
    const file = relative(root, path);
    const casesFile = file.replace(/\.mdx$/, '.cases.json');
    const text = readCasesText(join(root, casesFile));
    if (text === null) {
      errors.push(
        `${file}: no test cases. Add ${casesFile} with at least ${MIN_SOLUTION_CASES} cases of your own.`,
      );
      continue;
    }
    const cases = readSolutionCases(casesFile, text);
    cases.errors.forEach((error) => errors.push(formatContentError(error)));
    const programs = extractPrograms(readFileSync(path, 'utf8'));
    programs.errors.forEach((message) => errors.push(`${file}: ${message}`));
    if (!cases.value) continue;
    const judge = judgeOf(root, casesFile, cases.value, errors);
    if (!judge) continue;
    for (const language of LANGUAGES) {
      const source = programs.programs[language];
      if (!source) continue;
      jobs.push({
        label: `${file} [${LANGUAGE_LABELS[language]}]`,
        language,
        source,
        cases: cases.value,
        judge: judge.path,
      });
    }
  }
  return files.length;
}

/** Each module's runnable snippets with their cases (validate reports what is missing). */
function collectSnippets(root: string, only: string | null, jobs: Job[], errors: string[]) {
  let count = 0;
  for (const path of listFiles(join(root, 'content'), '.mdx')) {
    const file = relative(root, path);
    const { snippets, problems } = findSnippets(readFileSync(path, 'utf8'));
    const wanted = snippets.filter((s) => !only || s.name === only);
    if (wanted.length === 0) continue;
    problems.forEach((p) => errors.push(formatContentError({ file, ...p })));
    const casesFile = file.replace(/\.mdx$/, '.cases.json');
    const text = readCasesText(join(root, casesFile));
    const cases = text === null ? null : readSnippetCases(casesFile, text);
    cases?.errors.forEach((error) => errors.push(formatContentError(error)));
    for (const snippet of wanted) {
      const label = `${file} snippet "${snippet.name}" [${LANGUAGE_LABELS[snippet.language]}]`;
      const entry = cases?.value.get(snippet.name);
      if (!entry) {
        if (!cases || cases.names?.includes(snippet.name) === false) {
          errors.push(`${label}: no test cases. Add "${snippet.name}" to ${casesFile}.`);
        }
        continue;
      }
      const judge = judgeOf(root, casesFile, entry, errors);
      if (!judge) continue;
      count++;
      jobs.push({
        label,
        language: snippet.language,
        source: snippet.source,
        cases: entry,
        judge: judge.path,
      });
    }
  }
  return count;
}

/** Runs the jobs over the slots; the same program is compiled once, a same case run once. */
class Checker {
  private readonly compiled = new Map<
    string,
    Promise<{ program: Program | null; error: string | null }>
  >();
  private readonly runs = new Map<string, Promise<CaseRun>>();
  caseRuns = 0;
  /** Wall time spent per language and step, for the summary (a shared machine inflates it). */
  readonly timings = new Map<string, { count: number; ms: number }>();

  private async timed<T>(key: string, work: () => Promise<T>): Promise<T> {
    const started = Date.now();
    try {
      return await work();
    } finally {
      const entry = this.timings.get(key) ?? { count: 0, ms: 0 };
      entry.count++;
      entry.ms += Date.now() - started;
      this.timings.set(key, entry);
    }
  }

  describeTimings(): string {
    return [...this.timings]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, { count, ms }]) => `${key} ${count} × ${Math.round(ms / count)} ms`)
      .join(', ');
  }

  constructor(private readonly slots: Slot[]) {}

  private async inSlot<T>(work: (slot: Slot) => Promise<T>): Promise<T> {
    // A free slot is taken from the pool and given back when the work is done.
    const slot = await this.take();
    try {
      return await work(slot);
    } finally {
      this.give(slot);
    }
  }

  private free: Slot[] = [...this.slots];
  private waiting: ((slot: Slot) => void)[] = [];

  private take(): Promise<Slot> {
    const slot = this.free.pop();
    if (slot) return Promise.resolve(slot);
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private give(slot: Slot) {
    const next = this.waiting.shift();
    if (next) next(slot);
    else this.free.push(slot);
  }

  /** One case's run, judged by the job's checker or interactor when it has one. */
  private async runOne(
    slot: Slot,
    job: Job,
    program: Program,
    testCase: TestCase,
  ): Promise<CaseRun> {
    if (job.judge && job.cases.judge?.kind === 'interactor') {
      return slot.runInteractive(program, testCase.input, job.judge);
    }
    const run = await slot.runCase(program, testCase.input, job.cases.files);
    if (!job.judge || run.failure) return run;
    const rejected = await slot.check(job.judge, testCase.input, run.output ?? '', testCase.output);
    return rejected ? { output: run.output, failure: rejected } : run;
  }

  async check(job: Job): Promise<string[]> {
    const hash = hashProgram(job.language, job.source);
    let compile = this.compiled.get(hash);
    if (!compile) {
      compile = this.inSlot((slot) =>
        this.timed(`${LANGUAGE_LABELS[job.language]} compile`, () =>
          slot.compile(job.language, job.source),
        ),
      );
      this.compiled.set(hash, compile);
    }
    const { program, error } = await compile;
    if (!program) return [`${job.label} ${error}`];
    const results = await Promise.all(
      job.cases.cases.map((testCase) => {
        const key = `${hash}\0${JSON.stringify(job.cases.files)}\0${job.judge}\0${testCase.input}\0${testCase.output}`;
        let run = this.runs.get(key);
        if (!run) {
          this.caseRuns++;
          run = this.inSlot((slot) =>
            this.timed(`${LANGUAGE_LABELS[job.language]} run`, () =>
              this.runOne(slot, job, program, testCase),
            ),
          );
          this.runs.set(key, run);
        }
        return run;
      }),
    );
    const failures: string[] = [];
    job.cases.cases.forEach((testCase, i) => {
      const run = results[i];
      const where = `${job.label} case "${testCase.name}"`;
      if (run.failure) failures.push(`${where}: ${run.failure}`);
      else if (!job.judge && !outputsMatch(testCase.output, run.output ?? '')) {
        failures.push(
          `${where}: wrong output\n${describeDifference(testCase.output, run.output ?? '')}`,
        );
      }
    });
    return failures;
  }
}

function readOption(args: string[], name: string): string | null {
  const index = args.indexOf(name);
  return index >= 0 ? args.splice(index, 2)[1] : null;
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const only = readOption(args, '--only');
  const jobCount = Number(readOption(args, '--jobs') ?? availableParallelism());
  const timeLimit = readOption(args, '--time-limit');
  const root = resolve(args[0] ?? resolve(__dirname, '..'));
  const started = Date.now();
  const errors: string[] = [];
  const jobs: Job[] = [];
  const solutions = collectSolutions(root, only, jobs, errors);
  const snippets = collectSnippets(root, only, jobs, errors);

  const workshop = new Workshop(
    mkdtempSync(join(tmpdir(), 'cp-guide-check-')),
    jobs.filter((job) => job.language === 'cpp').map((job) => job.source),
  );
  const slots = Array.from(
    { length: Math.max(1, jobCount) },
    (_, i) => new Slot(workshop, i, timeLimit ? Number(timeLimit) * 1000 : undefined),
  );
  const checker = new Checker(slots);
  try {
    const failures = await Promise.all(jobs.map((job) => checker.check(job)));
    errors.push(...failures.flat());
  } finally {
    slots.forEach((slot) => slot.stop());
    workshop.cleanup();
  }

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const what = `${solutions} solution(s), ${snippets} snippet program(s), ${jobs.length} programs, ${checker.caseRuns} case runs`;
  if (errors.length > 0) {
    console.error(errors.join('\n\n'));
    console.error(`\ncheck:solutions: ${errors.length} problem(s) in ${what} (${seconds} s).`);
    return 1;
  }
  console.log(`check:solutions: ${what}, all correct (${seconds} s).`);
  if (jobs.length > 0) console.log(`  time per step: ${checker.describeTimings()}`);
  return 0;
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
