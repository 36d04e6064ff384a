/**
 * The synthetic corpus (147 modules, 1,455 problems, 715 solutions: the shape of a full guide)
 * from the content pipeline's generator. The hooks, looked up at run time so the bench says
 * which one is missing rather than failing:
 *
 * - `npm run generate:corpus -- <dir>` writes the corpus;
 * - `npm run validate -- <dir>` validates it, timed as an author runs it;
 * - `gatsby build` with `CONTENT_ROOT=<dir>` builds the site from it (src/gatsby/contentRoot.ts),
 *   cold as on a fresh clone and warm after one edit; index.ts then measures its pages.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { coldBuild, findModuleFile, measureWarmBuild, runLogged } from './build';
import { readPackageScripts, ROOT, SCRATCH_DIR } from './environment';
import { median } from './stats';
import { timedWithSteal } from './steal';
import {
  isMeasured,
  measurementError,
  notMeasured,
  type ColdBuilds,
  type CorpusReport,
  type Measured,
  type Timing,
} from './types';

export const CORPUS_HOOKS = {
  generateScript: 'generate:corpus',
  validateScript: 'validate',
  contentRootEnv: 'CONTENT_ROOT',
} as const;

export const CORPUS_DIR = join(SCRATCH_DIR, 'corpus');

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** True when Gatsby's config or node hooks read the content root from the environment. */
export function configReadsContentRoot(configSource: string): boolean {
  // `process.env.CONTENT_ROOT`, `process.env['CONTENT_ROOT']`, or `env.CONTENT_ROOT` where `env`
  // defaults to process.env (src/gatsby/contentRoot.ts).
  return new RegExp(`\\benv(\\.|\\[['"])${CORPUS_HOOKS.contentRootEnv}\\b`).test(configSource);
}

/** gatsby-config.ts, gatsby-node.ts and the build helpers they call (src/gatsby/). */
function gatsbyConfigSource(): string {
  const helpers = existsSync(join(ROOT, 'src', 'gatsby'))
    ? readdirSync(join(ROOT, 'src', 'gatsby'))
        .filter((file) => /\.tsx?$/.test(file))
        .map((file) => join('src', 'gatsby', file))
    : [];
  return ['gatsby-config.ts', 'gatsby-node.ts', ...helpers]
    .map((file) => join(ROOT, file))
    .filter((path) => existsSync(path))
    .map((path) => readFileSync(path, 'utf8'))
    .join('\n');
}

async function timed(step: () => Promise<number>): Promise<Measured<Timing>> {
  try {
    return await timedWithSteal(step);
  } catch (error) {
    return measurementError(error);
  }
}

/** Generates and validates the corpus. The build is separate: it replaces public/. */
export async function measureCorpus(
  log: (line: string) => void,
): Promise<Pick<CorpusReport, 'generate' | 'validate'>> {
  const scripts = readPackageScripts();
  if (!scripts[CORPUS_HOOKS.generateScript]) {
    const none = notMeasured(`no \`${CORPUS_HOOKS.generateScript}\` script yet`);
    return { generate: none, validate: none };
  }
  log(`Synthetic corpus: npm run ${CORPUS_HOOKS.generateScript} -- ${CORPUS_DIR} …`);
  const generate = await timed(() =>
    runLogged(npm, ['run', CORPUS_HOOKS.generateScript, '--', CORPUS_DIR], 'corpus-generate'),
  );
  if (!('seconds' in generate)) return { generate, validate: notMeasured('generation failed') };
  if (!scripts[CORPUS_HOOKS.validateScript]) {
    return { generate, validate: notMeasured(`no \`${CORPUS_HOOKS.validateScript}\` script yet`) };
  }
  log(`  validating: npm run ${CORPUS_HOOKS.validateScript} -- ${CORPUS_DIR} …`);
  const validate = await timed(() =>
    runLogged(npm, ['run', CORPUS_HOOKS.validateScript, '--', CORPUS_DIR], 'corpus-validate'),
  );
  return { generate, validate };
}

/** Whether a corpus build can run now, or why not. */
export function corpusBuildBlocker(generate: Measured<Timing>): string | undefined {
  if (!isMeasured(generate))
    return generate.status === 'error' ? 'generation failed' : generate.reason;
  if (!configReadsContentRoot(gatsbyConfigSource())) {
    return `the Gatsby build does not read ${CORPUS_HOOKS.contentRootEnv} yet`;
  }
  return undefined;
}

/** Cold builds of the corpus the median is taken over: a single one swings with the machine. */
export const CORPUS_COLD_RUNS = 3;

/**
 * Builds of the synthetic corpus into public/ (the bundled site must be rebuilt after): cold
 * (each as on a fresh clone; the median of CORPUS_COLD_RUNS), then warm after an edit to its
 * first module, as for the bundled content.
 */
export async function buildCorpusSite(
  log: (line: string) => void,
  coldRuns = CORPUS_COLD_RUNS,
): Promise<CorpusReport['build']> {
  const env = { [CORPUS_HOOKS.contentRootEnv]: CORPUS_DIR };
  const runs: (Timing & { peakMemoryBytes?: number })[] = [];
  for (let run = 1; run <= coldRuns; run++) {
    log(`Synthetic corpus: cold build ${run} of ${coldRuns} (no caches) …`);
    try {
      runs.push(await coldBuild(`build-corpus-${run}`, env));
    } catch (error) {
      return { cold: measurementError(error), warm: notMeasured('cold build failed') };
    }
    const last = runs[runs.length - 1];
    log(
      `  ${last.seconds.toFixed(1)} s${last.peakMemoryBytes === undefined ? '' : `, peak ${(last.peakMemoryBytes / 1e9).toFixed(2)} GB`}`,
    );
  }
  const cold = summarizeColdBuilds(runs);
  const moduleFile = findModuleFile(join(CORPUS_DIR, 'content'));
  if (!moduleFile) return { cold, warm: notMeasured('no modules in the corpus') };
  log(`Synthetic corpus: warm build after editing ${relative(CORPUS_DIR, moduleFile)} …`);
  const warm = await measureWarmBuild(moduleFile, CORPUS_DIR, 'build-corpus-warm', env);
  if (isMeasured(warm)) log(`  ${warm.seconds.toFixed(1)} s`);
  return { cold, warm };
}

/** The median time, the highest steal (a slowed run can explain a slow median) and the peak memory. */
export function summarizeColdBuilds(
  runs: readonly (Timing & { peakMemoryBytes?: number })[],
): ColdBuilds {
  const steals = runs.flatMap((run) => (run.steal === undefined ? [] : [run.steal]));
  const peaks = runs.flatMap((run) =>
    run.peakMemoryBytes === undefined ? [] : [run.peakMemoryBytes],
  );
  return {
    seconds: median(runs.map((run) => run.seconds)),
    runs: runs.map((run) => run.seconds),
    ...(steals.length > 0 ? { steal: Math.max(...steals) } : {}),
    ...(peaks.length > 0 ? { peakMemoryBytes: Math.max(...peaks) } : {}),
  };
}
