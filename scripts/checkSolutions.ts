/**
 * `npm run check:solutions [-- <root>] [--only <id>]`: every solution under <root>/solutions
 * (default: this repository) carries at least two test cases of our own in `<id>.cases.json`;
 * its C++, Java and Python programs are compiled and run on every case (g++ -std=c++17 -O2,
 * javac/java, python3). Fails with the file, language, case and a diff when an output differs,
 * a program crashes or runs over 10 s.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import {
  LANGUAGES,
  LANGUAGE_LABELS,
  describeDifference,
  extractPrograms,
  outputsMatch,
  parseCaseFile,
  type CaseFile,
  type Language,
} from './solutions/programs';
import { compileProgram, runCase } from './solutions/run';

interface Job {
  file: string;
  language: Language;
  source: string;
  cases: CaseFile;
}

function listSolutionFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return listSolutionFiles(path);
    return name.endsWith('.mdx') ? [path] : [];
  });
}

async function runJob(job: Job): Promise<string[]> {
  const label = `${job.file} [${LANGUAGE_LABELS[job.language]}]`;
  const { program, error } = await compileProgram(job.language, job.source);
  if (!program) return [`${label} ${error}`];
  const failures: string[] = [];
  try {
    for (const testCase of job.cases.cases) {
      const run = await runCase(program, testCase.input, job.cases.files);
      if (run.failure) {
        failures.push(`${label} case "${testCase.name}": ${run.failure}`);
      } else if (!outputsMatch(testCase.output, run.output ?? '')) {
        failures.push(
          `${label} case "${testCase.name}": wrong output\n${describeDifference(testCase.output, run.output ?? '')}`,
        );
      }
    }
  } finally {
    program.cleanup();
  }
  return failures;
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const onlyIndex = args.indexOf('--only');
  const only = onlyIndex >= 0 ? args.splice(onlyIndex, 2)[1] : null;
  const root = resolve(args[0] ?? resolve(__dirname, '..'));
  const started = Date.now();
  const errors: string[] = [];
  const jobs: Job[] = [];

  const files = listSolutionFiles(join(root, 'solutions')).filter(
    (file) => !only || file.endsWith(`/${only}.mdx`),
  );
  for (const path of files) {
    const file = relative(root, path);
    const casesPath = path.replace(/\.mdx$/, '.cases.json');
    const casesFile = relative(root, casesPath);
    if (!existsSync(casesPath)) {
      errors.push(`${file}: no test cases. Add ${casesFile} with at least two cases of your own.`);
      continue;
    }
    const cases = parseCaseFile(readFileSync(casesPath, 'utf8'));
    cases.errors.forEach((message) => errors.push(`${casesFile}: ${message}`));
    const programs = extractPrograms(readFileSync(path, 'utf8'));
    programs.errors.forEach((message) => errors.push(`${file}: ${message}`));
    if (!cases.value) continue;
    for (const language of LANGUAGES) {
      const source = programs.programs[language];
      if (source) jobs.push({ file, language, source, cases: cases.value });
    }
  }

  // Two at a time: this machine (and CI's) has two cores.
  const queue = [...jobs];
  const workers = Array.from({ length: 2 }, async () => {
    for (let job = queue.shift(); job; job = queue.shift()) errors.push(...(await runJob(job)));
  });
  await Promise.all(workers);

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const caseRuns = jobs.reduce((sum, job) => sum + job.cases.cases.length, 0);
  if (errors.length > 0) {
    console.error(errors.join('\n\n'));
    console.error(
      `\ncheck:solutions: ${errors.length} problem(s) in ${files.length} solution(s) (${seconds} s).`,
    );
    return 1;
  }
  console.log(
    `check:solutions: ${files.length} solutions, ${jobs.length} programs, ${caseRuns} case runs, all correct (${seconds} s).`,
  );
  return 0;
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
