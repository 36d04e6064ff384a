/**
 * The synthetic corpus (147 modules, 1,455 problems, 715 solutions: the shape of a full guide)
 * from the content pipeline's generator.
 * Everything here lights up by itself as the pieces land; until then each figure says which
 * piece is missing. The hooks, all looked up at run time:
 *
 * - `npm run generate:corpus -- <dir>` writes the corpus (issue 3);
 * - `npm run validate -- <dir>` validates it (issue 3), timed as an author runs it;
 * - `gatsby build` with `CONTENT_ROOT=<dir>` builds the site from it, once gatsby-config.ts,
 *   gatsby-node.ts or a build helper in src/gatsby/ reads that variable; the /problems
 *   interactions are then measured on its 1,455 problems.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { findModuleFile, gatsby, measureWarmBuild, runLogged } from './build';
import { readPackageScripts, ROOT, SCRATCH_DIR } from './environment';
import { timedWithSteal } from './steal';
import {
  isMeasured,
  measurementError,
  notMeasured,
  type BuildReport,
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
): Promise<Omit<CorpusReport, 'build'>> {
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

/**
 * Builds of the synthetic corpus into public/ (the bundled site must be rebuilt after): cold, then
 * warm after an edit to its first module, as for the bundled content.
 */
export async function buildCorpusSite(log: (line: string) => void): Promise<BuildReport> {
  log('Synthetic corpus build: gatsby clean && gatsby build …');
  const env = { [CORPUS_HOOKS.contentRootEnv]: CORPUS_DIR };
  const cold = await timed(async () => {
    await gatsby(['clean'], 'clean-corpus');
    return gatsby(['build'], 'build-corpus', env);
  });
  if (!isMeasured(cold)) return { cold, warm: notMeasured('cold build failed') };
  log(`  ${cold.seconds.toFixed(1)} s`);
  const moduleFile = findModuleFile(join(CORPUS_DIR, 'content'));
  if (!moduleFile) return { cold, warm: notMeasured('no modules in the corpus') };
  log(`Synthetic corpus: warm build after editing ${relative(CORPUS_DIR, moduleFile)} …`);
  const warm = await measureWarmBuild(moduleFile, CORPUS_DIR, 'build-corpus-warm', env);
  if (isMeasured(warm)) log(`  ${warm.seconds.toFixed(1)} s`);
  return { cold, warm };
}
