/**
 * Build timing. Cold: `gatsby clean` then `gatsby build`. Warm: rebuild after a real edit to one
 * module file (restored afterwards), which is what an author waits for. Gatsby's output goes to
 * .bench/*.log, not the terminal; a failed build throws with the end of its log.
 */
import { spawn } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { isSectionId } from '../../src/content-model/sections';
import { binPath, ROOT, SCRATCH_DIR } from './environment';
import { watchTreeMemory } from './memory';
import { timedWithSteal } from './steal';
import { isMeasured, measurementError, notMeasured, type BuildReport, type Timing } from './types';

export function runLogged(
  command: string,
  args: readonly string[],
  logName: string,
  env: NodeJS.ProcessEnv = {},
  onStart?: (pid: number) => void,
): Promise<number> {
  mkdirSync(SCRATCH_DIR, { recursive: true });
  const logPath = join(SCRATCH_DIR, `${logName}.log`);
  const log = createWriteStream(logPath);
  const started = performance.now();
  return new Promise((resolveSeconds, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, CI: 'true', GATSBY_TELEMETRY_DISABLED: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (child.pid !== undefined) onStart?.(child.pid);
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('error', reject);
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      log.end(() => {
        if (code === 0) return resolveSeconds(seconds);
        const tail = readFileSync(logPath, 'utf8').trim().split('\n').slice(-15).join('\n');
        reject(
          new Error(
            `${[command, ...args].join(' ')} exited with ${code} (see ${logPath}):\n${tail}`,
          ),
        );
      });
    });
  });
}

export function gatsby(
  args: readonly string[],
  logName: string,
  env?: NodeJS.ProcessEnv,
  onStart?: (pid: number) => void,
): Promise<number> {
  return runLogged(binPath('gatsby'), args, logName, env, onStart);
}

/**
 * A build as on a fresh clone: no cache of any kind (Gatsby's .cache and public/, and tools'
 * caches under node_modules/.cache), timed, with the peak memory of the whole process tree.
 */
export async function coldBuild(
  logName: string,
  env?: NodeJS.ProcessEnv,
): Promise<Timing & { peakMemoryBytes?: number }> {
  await gatsby(['clean'], `${logName}-clean`, env);
  rmSync(join(ROOT, 'node_modules', '.cache'), { recursive: true, force: true });
  let stopWatching: (() => number | undefined) | undefined;
  let peak: number | undefined;
  let timing: Timing;
  try {
    timing = await timedWithSteal(() =>
      gatsby(['build'], logName, env, (pid) => {
        stopWatching = watchTreeMemory(pid);
      }),
    );
  } finally {
    peak = stopWatching?.();
  }
  return peak === undefined ? timing : { ...timing, peakMemoryBytes: peak };
}

/** The first module file of the bundled content (`content/<section>/<id>.mdx`), if any. */
export function findModuleFile(contentDir = join(ROOT, 'content')): string | undefined {
  if (!existsSync(contentDir)) return undefined;
  const sections = readdirSync(contentDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && isSectionId(entry.name))
    .map((entry) => entry.name)
    .sort();
  for (const section of sections) {
    const mdx = readdirSync(join(contentDir, section))
      .filter((name) => name.endsWith('.mdx'))
      .sort();
    if (mdx.length > 0) return join(contentDir, section, mdx[0]);
  }
  return undefined;
}

/** An MDX comment: changes the file's digest (so Gatsby reprocesses it) but not the page. */
function editedContent(original: string): string {
  return `${original}\n{/* bench: warm rebuild ${new Date().toISOString()} */}\n`;
}

/**
 * Times `gatsby build` after an edit to `moduleFile` (restored afterwards), in a site already
 * built once; `root` is the content root the edited file is named from.
 */
export async function measureWarmBuild(
  moduleFile: string,
  root: string,
  logName: string,
  env?: NodeJS.ProcessEnv,
): Promise<BuildReport['warm']> {
  const original = readFileSync(moduleFile, 'utf8');
  writeFileSync(moduleFile, editedContent(original));
  try {
    const warm = await timedWithSteal(() => gatsby(['build'], logName, env));
    return { ...warm, editedFile: relative(root, moduleFile) };
  } catch (error) {
    return measurementError(error);
  } finally {
    writeFileSync(moduleFile, original);
  }
}

export interface BuildPlan {
  skipBuild: boolean;
  skipColdBuild: boolean;
}

export async function measureBuilds(
  plan: BuildPlan,
  log: (line: string) => void,
): Promise<BuildReport> {
  if (plan.skipBuild) {
    const skipped = notMeasured('skipped (--no-build)');
    return { cold: skipped, warm: skipped };
  }
  let cold: BuildReport['cold'] = notMeasured('skipped (--quick)');
  if (!plan.skipColdBuild) {
    log('Cold build: gatsby clean && gatsby build …');
    try {
      cold = await coldBuild('build-cold');
    } catch (error) {
      return { cold: measurementError(error), warm: notMeasured('cold build failed') };
    }
    log(`  ${cold.seconds.toFixed(1)} s`);
  }

  const moduleFile = findModuleFile();
  const needsPlainBuild = plan.skipColdBuild && (!moduleFile || !existsSync(join(ROOT, '.cache')));
  if (needsPlainBuild) {
    // --quick with nothing to edit (or no cache to be warm with): build so public/ is current.
    log('Build (not timed): gatsby build …');
    await gatsby(['build'], 'build');
  }
  if (!moduleFile) return { cold, warm: notMeasured('no modules yet') };

  log(`Warm build after editing ${relative(ROOT, moduleFile)} …`);
  const warm = await measureWarmBuild(moduleFile, ROOT, 'build-warm');
  if (isMeasured(warm)) log(`  ${warm.seconds.toFixed(1)} s`);
  return { cold, warm };
}
